#include <QDir>
#include <QImage>
#include <QProcess>
#include <QtTest>

#include "TestSupport.h"

class SmokeTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void writesAPngOfEachView() {
        const QString out = akshara::test::tempPath(QStringLiteral("smoke"));
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"),
                   akshara::test::tempPath(QStringLiteral("config")));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(AKSHARA_GUI), {QStringLiteral("--smoke"), out});
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        for (const char* name :
             {"main-window", "tables", "confusion", "consistency", "transfer", "probing", "runs",
              "models", "jobs", "settings", "new-probe-run", "new-attack-run", "new-asr-run",
              "attack", "asr", "compare", "compare-probing", "try"}) {
            const QString path = QDir(out).filePath(QLatin1String(name) + QStringLiteral(".png"));
            const QImage image(path);
            QVERIFY2(!image.isNull(), qPrintable(path));
            QVERIFY(image.width() > 100 && image.height() > 50);
            // Something is drawn: not one flat colour.
            const QRgb corner = image.pixel(0, 0);
            bool varied = false;
            for (int y = 0; y < image.height() && !varied; y += 7) {
                for (int x = 0; x < image.width() && !varied; x += 7) {
                    varied = image.pixel(x, y) != corner;
                }
            }
            QVERIFY2(varied, qPrintable(path));
        }
    }
};

QTEST_GUILESS_MAIN(SmokeTest)
#include "tst_gui_smoke.moc"
