#pragma once

#include <QString>
#include <functional>

class QComboBox;
class QHBoxLayout;
class QLineEdit;
class QPushButton;
class QWidget;

namespace akshara::gui {

// A line edit with its Browse button beside it.
QHBoxLayout* withBrowseButton(QLineEdit* edit, QPushButton* browse);

// Fills `box` with the languages of the engine ("Hindi (hi)", data: the code).
void fillLanguages(QComboBox* box);

// Selects the entry whose data is `value`; false (nothing changed) when there is none.
bool selectByData(QComboBox* box, const QString& value);

// Asks where to export a figure (PNG, SVG or PDF; `withPdf` false leaves PDF out) and writes
// it with `write`, which returns false when it cannot (the name's suffix, a write error):
// then the user is told so.
void exportFigureInteractively(QWidget* parent, const QString& startDir, bool withPdf,
                               const std::function<bool(const QString& path)>& write);

}  // namespace akshara::gui
