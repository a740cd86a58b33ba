#pragma once

#include <QStyledItemDelegate>

namespace akshara::widgets {

// Lays each cell out in the direction of its own text, as a text field does: a sentence that
// begins in Urdu reads right to left from the cell's right edge, its English words, digits
// and punctuation in their places. Qt's own delegate takes the view's direction, and showed
// such a sentence with its runs in left-to-right order.
class TextDirectionDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

}  // namespace akshara::widgets
