#include "FigureSizeDialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace akshara::gui {

namespace {

constexpr double kMinInches = 1.0;
constexpr double kMaxInches = 20.0;

}  // namespace

widgets::FigureSize loadFigureSize() {
    const QSettings settings;
    widgets::FigureSize size;
    size.widthInches = std::clamp(
        settings.value(QStringLiteral("export/figureWidthInches"), size.widthInches).toDouble(),
        kMinInches, kMaxInches);
    size.heightInches = std::clamp(
        settings.value(QStringLiteral("export/figureHeightInches"), size.heightInches).toDouble(),
        kMinInches, kMaxInches);
    size.dpi =
        std::clamp(settings.value(QStringLiteral("export/figureDpi"), size.dpi).toInt(), 72, 1200);
    return size;
}

void saveFigureSize(const widgets::FigureSize& size) {
    QSettings settings;
    settings.setValue(QStringLiteral("export/figureWidthInches"), size.widthInches);
    settings.setValue(QStringLiteral("export/figureHeightInches"), size.heightInches);
    settings.setValue(QStringLiteral("export/figureDpi"), size.dpi);
}

FigureSizeDialog::FigureSizeDialog(const widgets::FigureSize& size, QWidget* parent)
    : QDialog(parent),
      width_(new QDoubleSpinBox(this)),
      height_(new QDoubleSpinBox(this)),
      dpi_(new QSpinBox(this)) {
    setWindowTitle(tr("Figure size"));
    for (QDoubleSpinBox* box : {width_, height_}) {
        box->setRange(kMinInches, kMaxInches);
        box->setDecimals(2);
        box->setSingleStep(0.1);
        box->setSuffix(tr(" in"));
    }
    dpi_->setRange(72, 1200);
    dpi_->setSingleStep(50);
    dpi_->setSuffix(tr(" dpi"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Width:"), width_);
    form->addRow(tr("&Height:"), height_);
    form->addRow(tr("&Resolution (PNG):"), dpi_);
    auto* hint = new QLabel(
        tr("A journal column is about 3.5 in wide, a full page about 7 in. Fonts and the legend "
           "are scaled to the size."),
        this);
    hint->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    setFigureSize(size);
}

widgets::FigureSize FigureSizeDialog::figureSize() const {
    widgets::FigureSize size;
    size.widthInches = width_->value();
    size.heightInches = height_->value();
    size.dpi = dpi_->value();
    return size;
}

void FigureSizeDialog::setFigureSize(const widgets::FigureSize& size) {
    width_->setValue(size.widthInches);
    height_->setValue(size.heightInches);
    dpi_->setValue(size.dpi);
}

}  // namespace akshara::gui
