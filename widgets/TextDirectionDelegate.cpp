#include "widgets/TextDirectionDelegate.h"

namespace akshara::widgets {

void TextDirectionDelegate::initStyleOption(QStyleOptionViewItem* option,
                                            const QModelIndex& index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    // The first letter of a strong direction decides, as the Unicode bidirectional
    // algorithm's paragraph level does; the alignment, left by default, turns with it.
    if (!option->text.isEmpty())
        option->direction = option->text.isRightToLeft() ? Qt::RightToLeft : Qt::LeftToRight;
}

}  // namespace akshara::widgets
