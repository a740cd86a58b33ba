#include "ScrollableForm.h"

#include <QEvent>
#include <QFormLayout>
#include <QScreen>
#include <QScrollArea>
#include <QStyle>

#include <algorithm>

namespace akshara::gui {

namespace {

class FormArea : public QScrollArea {
public:
    explicit FormArea(QWidget* parent) : QScrollArea(parent) {
        setFrameShape(QFrame::NoFrame);
        setWidgetResizable(true);
    }

    // The form's own size (QScrollArea's caps it at 24 lines), bounded by the screen.
    QSize sizeHint() const override {
        if (widget() == nullptr) {
            return QScrollArea::sizeHint();
        }
        QSize hint = widget()->sizeHint();
        const QScreen* screen = this->screen();
        if (screen == nullptr) {
            return hint;
        }
        // The dialog's buttons, its problem line, margins and a title bar: about eight lines.
        const int room = std::max(screen->availableGeometry().height() - 8 * fontMetrics().height(),
                                  6 * fontMetrics().height());
        if (hint.height() > room) {
            hint.setHeight(room);
            hint.rwidth() += style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
        }
        return hint;
    }

    QSize minimumSizeHint() const override {
        const QSize hint = sizeHint();
        return {hint.width(), std::min(hint.height(), 6 * fontMetrics().height())};
    }
};

// Shows the dialog as tall as its size hint asks the first time: Qt first shows a window
// whose layout can grow at two thirds of the screen's height at most, which would scroll a
// form that fits.
class FullHeight : public QObject {
public:
    explicit FullHeight(QWidget* dialog) : QObject(dialog), dialog_(dialog) {
        dialog->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == dialog_ && event->type() == QEvent::Show) {
            const int height = dialog_->sizeHint().height();
            if (dialog_->height() < height) {
                dialog_->resize(dialog_->width(), height);
            }
            dialog_->removeEventFilter(this);
        }
        return false;
    }

private:
    QWidget* dialog_;
};

}  // namespace

QWidget* scrollableForm(QFormLayout* form, QWidget* dialog) {
    new FullHeight(dialog);
    auto* area = new FormArea(dialog);
    auto* fields = new QWidget(area);
    fields->setLayout(form);
    form->setContentsMargins(0, 0, 0, 0);
    area->setWidget(fields);
    return area;
}

}  // namespace akshara::gui
