#pragma once

#include <QDoubleSpinBox>

namespace akshara::widgets {

// A QDoubleSpinBox that reads a decimal point and a decimal comma alike: "0.75" typed on a
// Polish desktop, or "0,75" in a Polish workbench on an English one, is 0.75. A plain spin box
// would drop the separator it does not expect and take "0.75" as 0 (or "0,75" as 75 where the
// comma groups thousands), a silently different value.
class DecimalSpinBox : public QDoubleSpinBox {
public:
    explicit DecimalSpinBox(QWidget* parent = nullptr);

    QValidator::State validate(QString& input, int& position) const override;
    double valueFromText(const QString& text) const override;
    void fixup(QString& input) const override;

private:
    // `text` with the other separator as the locale's decimal point, when the text has none.
    QString withLocalePoint(QString text) const;
};

}  // namespace akshara::widgets
