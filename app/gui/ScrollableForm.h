#pragma once

class QFormLayout;
class QWidget;

namespace akshara::gui {

// The fields of a dialog's `form` in a frameless scroll area, for `dialog`'s layout in place
// of the form itself: as tall as the form where the screen has room for it, and where it has
// not (a 1366 x 768 laptop at 125 % scaling leaves about 560 pixels), as tall as the screen
// leaves beside the dialog's buttons and title bar, its fields scrolled as the focus moves.
QWidget* scrollableForm(QFormLayout* form, QWidget* dialog);

}  // namespace akshara::gui
