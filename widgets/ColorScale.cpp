#include "widgets/ColorScale.h"

#include <algorithm>
#include <cmath>

namespace akshara::widgets {
namespace {

QColor mix(const QColor& a, const QColor& b, double t) {
    t = std::clamp(t, 0.0, 1.0);
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

}  // namespace

QColor scoreColor(double value, double limit, ColorScaleKind kind) {
    if (!(limit > 0.0) || !std::isfinite(value))
        return QColor(Qt::white);
    const double t = std::clamp(value / limit, -1.0, 1.0);
    if (kind == ColorScaleKind::Sequential)
        return mix(QColor(255, 255, 255), QColor(204, 76, 2), std::abs(t));
    if (t >= 0.0)
        return mix(QColor(255, 255, 255), QColor(202, 0, 32), t);
    return mix(QColor(255, 255, 255), QColor(5, 113, 176), -t);
}

QColor textColorOn(const QColor& background) {
    const double luminance =
        0.299 * background.redF() + 0.587 * background.greenF() + 0.114 * background.blueF();
    return luminance < 0.5 ? QColor(Qt::white) : QColor(Qt::black);
}

}  // namespace akshara::widgets
