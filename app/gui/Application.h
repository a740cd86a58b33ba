#pragma once

#include <QString>

namespace akshara::gui {

// Names the application for QSettings and loads the translation of `language` (a code such
// as "hi" or "pl"; empty: the system locale) from the embedded .qm files. Returns whether a
// translation was installed (English needs none).
bool setUpApplication(const QString& language);

}  // namespace akshara::gui
