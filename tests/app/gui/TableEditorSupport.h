#pragma once

#include <QPushButton>
#include <QString>
#include <string>

#include "widgets/ConfusionTableEditor.h"

namespace akshara::test {

// The index of the table `name` in the editor; -1 when it has none.
inline int tableIndex(const widgets::ConfusionTableEditor* editor, const std::string& name) {
    const auto tables = editor->tables();
    for (std::size_t i = 0; i < tables.size(); ++i) {
        if (tables[i].name == name) {
            return int(i);
        }
    }
    return -1;
}

// The editor's Save button; nullptr when it has none.
inline QPushButton* saveButton(widgets::ConfusionTableEditor* editor) {
    for (QPushButton* button : editor->findChildren<QPushButton*>()) {
        if (button->text().remove(QLatin1Char('&')) == QStringLiteral("Save")) {
            return button;
        }
    }
    return nullptr;
}

}  // namespace akshara::test
