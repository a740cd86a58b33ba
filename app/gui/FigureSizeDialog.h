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
    // For a PNG the resolution matters, and the image's size in pixels is bounded.
    void setForImage(bool image);
    // OK refuses a value typed outside a field's range (Qt would quietly keep the one before)
    // and a PNG of more than kMaxPixels, saying why.
    void accept() override;

    // The largest PNG written, in pixels (about 400 MB in memory while it is drawn).
    static constexpr double kMaxPixels = 100e6;

private:
    bool image_ = true;
    QDoubleSpinBox* width_;
    QDoubleSpinBox* height_;
    QSpinBox* dpi_;
};

}  // namespace akshara::gui
