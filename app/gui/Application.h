#pragma once

#include <QString>

namespace akshara::gui {

// Names the application for QSettings and loads the translation of `language` (a code such
// as "hi" or "pl"; empty: the system locale) from the embedded .qm files, with Qt's own
// strings (standard buttons) in that language. A later call replaces the languages of an
// earlier one. Numbers in the C library stay in the C locale (a point, never a decimal comma),
// whatever the desktop's. Counted strings get English's plural forms in any language
// without a translation. Returns whether the workbench's translation was installed (English
// needs none).
bool setUpApplication(const QString& language);

}  // namespace akshara::gui
