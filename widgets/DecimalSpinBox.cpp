#include "DecimalSpinBox.h"

namespace akshara::widgets {

DecimalSpinBox::DecimalSpinBox(QWidget* parent) : QDoubleSpinBox(parent) {}

QString DecimalSpinBox::withLocalePoint(QString text) const {
    const QString point = locale().decimalPoint();
    if (text.contains(point)) {
        return text;
    }
    for (const QChar other : {QLatin1Char('.'), QLatin1Char(',')}) {
        if (point != QString(other) && text.count(other) == 1) {
            return text.replace(other, point);
        }
    }
    return text;
}

QValidator::State DecimalSpinBox::validate(QString& input, int& position) const {
    input = withLocalePoint(input);
    return QDoubleSpinBox::validate(input, position);
}

double DecimalSpinBox::valueFromText(const QString& text) const {
    return QDoubleSpinBox::valueFromText(withLocalePoint(text));
}

void DecimalSpinBox::fixup(QString& input) const {
    input = withLocalePoint(input);
    QDoubleSpinBox::fixup(input);
}

}  // namespace akshara::widgets
