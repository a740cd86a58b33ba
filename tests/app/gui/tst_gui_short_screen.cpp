// The dialogs on a short screen: a 1366 x 768 laptop at 125 % scaling leaves about 560 logical
// pixels under its panels. Every field of a run dialog can still be reached, and its buttons
// stay on the screen.
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <memory>

#include "NewAsrRunDialog.h"
#include "NewAttackRunDialog.h"
#include "NewPredictionDialog.h"
#include "NewProbeRunDialog.h"
#include "NewTrainingDialog.h"
#include "PerturbDatasetDialog.h"

using namespace akshara;

namespace {

constexpr int kScreenHeight = 560;

using Make = std::function<std::unique_ptr<QDialog>()>;

template <class Dialog>
Make make() {
    return [] { return std::make_unique<Dialog>(); };
}

}  // namespace

class ShortScreenTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().height(), kScreenHeight);
        QCOMPARE(QGuiApplication::screens().size(), 2);
    }

    // On a screen with room, the fields never scroll: not even when a problem is shown
    // below them.
    void onATallScreenTheFieldsDoNotScroll_data() { runDialogsFitAndScroll_data(); }

    void onATallScreenTheFieldsDoNotScroll() {
        QFETCH(Make, make);
        const auto dialog = make();
        QScreen* tall = QGuiApplication::screens().at(1);
        dialog->setScreen(tall);
        dialog->move(tall->geometry().topLeft() + QPoint(100, 50));
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        auto* area = dialog->findChild<QScrollArea*>();
        QVERIFY(area != nullptr);
        QCOMPARE(area->focusPolicy(), Qt::NoFocus);
        const auto unscrolled = [area] {
            return !area->verticalScrollBar()->isVisible() &&
                   !area->horizontalScrollBar()->isVisible() &&
                   area->viewport()->height() >= area->widget()->sizeHint().height();
        };
        QCOMPARE(dialog->screen(), tall);
        QVERIFY(unscrolled());
        if (auto* attack = qobject_cast<gui::NewAttackRunDialog*>(dialog.get())) {
            attack->setModelDir(QStringLiteral("/no/such/model"));
            // The problem line, below the fields.
            const auto shown = [attack] {
                for (const QLabel* label :
                     attack->findChildren<QLabel*>(QString(), Qt::FindDirectChildrenOnly)) {
                    if (label->isVisible() && label->text().contains(QStringLiteral("model"))) {
                        return true;
                    }
                }
                return false;
            };
            QTRY_VERIFY(shown());
            QTRY_VERIFY(unscrolled());
        }
    }

    void runDialogsFitAndScroll_data() {
        QTest::addColumn<Make>("make");
        QTest::newRow("attack") << make<gui::NewAttackRunDialog>();
        QTest::newRow("asr-curve") << make<gui::NewAsrRunDialog>();
        QTest::newRow("probe") << make<gui::NewProbeRunDialog>();
        QTest::newRow("training") << make<gui::NewTrainingDialog>();
        QTest::newRow("prediction") << make<gui::NewPredictionDialog>();
        QTest::newRow("perturb") << make<gui::PerturbDatasetDialog>();
    }

    void runDialogsFitAndScroll() {
        QFETCH(Make, make);
        const auto dialog = make();
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        // On the screen, with room for a title bar.
        QVERIFY2(dialog->frameGeometry().height() <= screen.height() - 30,
                 qPrintable(QString::number(dialog->frameGeometry().height())));
        QVERIFY(dialog->frameGeometry().width() <= screen.width());
        const auto* buttons = dialog->findChild<QDialogButtonBox*>();
        QVERIFY(buttons != nullptr);
        QVERIFY(buttons->isVisible());
        // The fields scroll: the last one can be brought into view.
        auto* area = dialog->findChild<QScrollArea*>();
        QVERIFY(area != nullptr);
        QVERIFY(area->widget()->minimumSizeHint().height() <= area->viewport()->height() ||
                area->verticalScrollBar()->isVisible());
        QWidget* last = nullptr;
        for (QWidget* field : area->widget()->findChildren<QWidget*>()) {
            if (field->isVisibleTo(area->widget()) && field->focusPolicy() != Qt::NoFocus &&
                (last == nullptr || field->mapTo(area->widget(), QPoint()).y() >
                                        last->mapTo(area->widget(), QPoint()).y())) {
                last = field;
            }
        }
        QVERIFY(last != nullptr);
        // Given the focus as a mnemonic gives it, it is scrolled into view.
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog.get()));
        last->setFocus(Qt::ShortcutFocusReason);
        QTRY_VERIFY(last->hasFocus());
        const QPoint at = last->mapTo(area->viewport(), QPoint(0, last->height()));
        QVERIFY2(
            at.y() <= area->viewport()->height(),
            qPrintable(QStringLiteral("%1 below %2").arg(at.y()).arg(area->viewport()->height())));
    }
};

int main(int argc, char** argv) {
    // Screens of its own: a short one, 1093 x 560 logical pixels, first, and a tall one.
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)) {
        return 1;
    }
    file.write(QStringLiteral(R"({"synchronousWindowSystemEvents": false,
        "windowFrameMargins": false, "screens": [{"name": "Short", "x": 0, "y": 0,
        "width": 1093, "height": %1, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "Tall", "x": 1093, "y": 0, "width": 1900, "height": 1000, "logicalDpi": 96,
        "logicalBaseDpi": 96, "dpr": 1}]})")
                   .arg(kScreenHeight)
                   .toUtf8());
    file.close();
    qputenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + config).toUtf8());
    QApplication app(argc, argv);
    ShortScreenTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_gui_short_screen.moc"
