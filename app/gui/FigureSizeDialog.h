#pragma once

#include <QDialog>

#include "widgets/PlotExport.h"

class QDoubleSpinBox;
class QSpinBox;

namespace akshara::gui {

// The size of exported figures last chosen, persisted in QSettings under "export/"; the
// publication defaults of FigureSize until one is chosen.
widgets::FigureSize loadFigureSize();
void saveFigureSize(const widgets::FigureSize& size);

// Asks for the width and height (inches) and the resolution (PNG only) of an exported figure.
class FigureSizeDialog : public QDialog {
    Q_OBJECT
public:
    explicit FigureSizeDialog(const widgets::FigureSize& size, QWidget* parent = nullptr);

    widgets::FigureSize figureSize() const;
    void setFigureSize(const widgets::FigureSize& size);

private:
    QDoubleSpinBox* width_;
    QDoubleSpinBox* height_;
    QSpinBox* dpi_;
};

}  // namespace akshara::gui
