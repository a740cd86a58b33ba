#pragma once

#include <QColor>

namespace akshara::widgets {

// Colour of a score on a scale: diverging (blue - white - red, symmetric around zero, for signed
// scores) or sequential (white - dark orange, for unsigned scores and rates).
enum class ColorScaleKind { Diverging, Sequential };

// `limit` is the largest magnitude of the scale (> 0); values beyond it are clamped.
QColor scoreColor(double value, double limit, ColorScaleKind kind);

// Black or white, whichever reads better on the given background.
QColor textColorOn(const QColor& background);

}  // namespace akshara::widgets
