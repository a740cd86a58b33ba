// A number typed into a dialog's decimal field with either separator is the number meant,
// whatever the locale: a plain QDoubleSpinBox takes "0.75" on a Polish desktop as 0.
#include <QDoubleSpinBox>
#include <QLocale>
#include <QtTest>

#include "widgets/DecimalSpinBox.h"

using akshara::widgets::DecimalSpinBox;

class TestDecimalSpinBox : public QObject {
    Q_OBJECT

    // The value after typing `typed` over the box's text and pressing Enter.
    static double typedInto(QDoubleSpinBox& box, const QString& typed) {
        box.selectAll();
        QTest::keyClicks(&box, typed);
        QTest::keyClick(&box, Qt::Key_Enter);
        return box.value();
    }

private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void eitherSeparatorIsTheDecimalPoint_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("value");
        for (const char* name : {"pl_PL", "en_US", "hi_IN"}) {
            QTest::addRow("%s, point", name) << name << "0.75" << 0.75;
            QTest::addRow("%s, comma", name) << name << "0,75" << 0.75;
            QTest::addRow("%s, whole", name) << name << "3" << 3.0;
        }
    }

    void eitherSeparatorIsTheDecimalPoint() {
        QFETCH(QString, locale);
        QFETCH(QString, typed);
        QFETCH(double, value);
        QLocale::setDefault(QLocale(locale));
        DecimalSpinBox box;
        box.setRange(0.0, 10.0);
        box.setDecimals(2);
        box.setValue(5.0);
        QCOMPARE(typedInto(box, typed), value);
        QCOMPARE(box.locale().decimalPoint(), QLocale(locale).decimalPoint());
    }

    // What the plain box does, which is why the dialogs use the other one.
    void aPlainBoxDropsTheSeparatorItDoesNotExpect() {
        QLocale::setDefault(QLocale(QStringLiteral("pl_PL")));
        QDoubleSpinBox plain;
        plain.setRange(0.0, 10.0);
        plain.setValue(5.0);
        QVERIFY(typedInto(plain, QStringLiteral("0.75")) != 0.75);
    }
};

QTEST_MAIN(TestDecimalSpinBox)
#include "tst_decimalspinbox.moc"
