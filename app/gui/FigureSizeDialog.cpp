#include "FigureSizeDialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include "widgets/DecimalSpinBox.h"

#include <algorithm>
#include <cmath>

namespace akshara::gui {

namespace {

constexpr double kMinInches = 1.0;
constexpr double kMaxInches = 20.0;

}  // namespace

widgets::FigureSize loadFigureSize() {
    const QSettings settings;
    widgets::FigureSize size;
    // A size that is no number (a settings file edited by hand) is the default, not a limit.
    const auto inches = [&settings](const QString& key, double fallback) {
        bool ok = false;
        const double value = settings.value(key, fallback).toDouble(&ok);
        return ok && std::isfinite(value) ? std::clamp(value, kMinInches, kMaxInches) : fallback;
    };
    size.widthInches = inches(QStringLiteral("export/figureWidthInches"), size.widthInches);
    size.heightInches = inches(QStringLiteral("export/figureHeightInches"), size.heightInches);
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
      width_(new widgets::DecimalSpinBox(this)),
      height_(new widgets::DecimalSpinBox(this)),
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

void FigureSizeDialog::setForImage(bool image) {
    image_ = image;
    dpi_->setEnabled(image);
}

void FigureSizeDialog::accept() {
    const QLocale locale;
    const auto refuse = [this](QWidget* field, const QString& message) {
        QMessageBox::warning(this, tr("Figure size"), message);
        field->setFocus();
    };
    for (QDoubleSpinBox* box : {width_, height_}) {
        if (!box->hasAcceptableInput()) {
            refuse(box, (box == width_ ? tr("The width must be from %1 to %2 inches.")
                                       : tr("The height must be from %1 to %2 inches."))
                            .arg(locale.toString(kMinInches, 'f', 2),
                                 locale.toString(kMaxInches, 'f', 2)));
            return;
        }
    }
    if (image_ && !dpi_->hasAcceptableInput()) {
        refuse(dpi_, tr("The resolution must be from %1 to %2 dpi.")
                         .arg(dpi_->minimum())
                         .arg(dpi_->maximum()));
        return;
    }
    const double wide = width_->value() * dpi_->value();
    const double high = height_->value() * dpi_->value();
    if (image_ && wide * high > kMaxPixels) {
        refuse(dpi_, tr("At this size and resolution the image would be %1 x %2 pixels; a PNG "
                        "of at most %3 million pixels is written. Choose a smaller size or "
                        "resolution, or an SVG or PDF file.")
                         .arg(locale.toString(qRound(wide)), locale.toString(qRound(high)))
                         .arg(locale.toString(kMaxPixels / 1e6, 'f', 0)));
        return;
    }
    QDialog::accept();
}

void FigureSizeDialog::setFigureSize(const widgets::FigureSize& size) {
    width_->setValue(size.widthInches);
    height_->setValue(size.heightInches);
    dpi_->setValue(size.dpi);
}

}  // namespace akshara::gui
