#include "ScrollableForm.h"

#include <QApplication>
#include <QEvent>
#include <QFormLayout>
#include <QLayout>
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
        setFocusPolicy(Qt::NoFocus);  // not a stop of its own between the buttons and fields
        // A field given the focus (Tab, a mnemonic, a click) is scrolled into view.
        connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
            if (now != nullptr && widget() != nullptr && widget()->isAncestorOf(now)) {
                ensureWidgetVisible(now);
            }
        });
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

    // As narrow as the form allows, and as tall as the size hint: a line shown below the
    // fields (a problem) makes the dialog taller, not the fields scroll.
    QSize minimumSizeHint() const override {
        if (widget() == nullptr) {
            return QScrollArea::minimumSizeHint();
        }
        const QSize hint = sizeHint();
        QSize least = widget()->minimumSizeHint();
        if (hint.height() < widget()->sizeHint().height()) {
            least.rwidth() += style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
        }
        return {least.width(), hint.height()};
    }
};

// Shows the dialog as its size hint asks the first time, for the screen it is shown on: Qt
// first shows a window whose layout can grow at two thirds of the screen's height at most,
// which would scroll a form that fits, and the hint was first taken on the primary screen.
class FullHeight : public QObject {
public:
    FullHeight(QWidget* dialog, QWidget* area) : QObject(dialog), dialog_(dialog), area_(area) {
        dialog->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == dialog_ && event->type() == QEvent::Show) {
            dialog_->removeEventFilter(this);
            area_->updateGeometry();
            if (dialog_->layout() != nullptr) {
                dialog_->layout()->activate();
            }
            const QSize hint = dialog_->sizeHint();
            dialog_->resize(std::max(dialog_->width(), hint.width()), hint.height());
        }
        return false;
    }

private:
    QWidget* dialog_;
    QWidget* area_;
};

}  // namespace

QWidget* scrollableForm(QFormLayout* form, QWidget* dialog) {
    auto* area = new FormArea(dialog);
    new FullHeight(dialog, area);
    auto* fields = new QWidget(area);
    fields->setLayout(form);
    form->setContentsMargins(0, 0, 0, 0);
    area->setWidget(fields);
    return area;
}

}  // namespace akshara::gui
