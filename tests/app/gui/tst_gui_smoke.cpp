#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QtTest>

#include "TestSupport.h"

namespace {

// Starts the workbench offscreen with `arguments`, its settings in a folder of their own and
// `data` (when given) as XDG_DATA_HOME, where the demo workspace goes.
void startOffscreen(QProcess& process, const QStringList& arguments, const QString& data = {}) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"),
               akshara::test::tempPath(QStringLiteral("config")));
    if (!data.isEmpty()) {
        env.insert(QStringLiteral("XDG_DATA_HOME"), data);
    }
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(AKSHARA_GUI), arguments);
}

}  // namespace

class SmokeTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // With --demo, the demo workspace is the one shown: here a file stands where it goes,
    // and the run stops naming it, having written nothing.
    void demoShowsTheDemoWorkspace() {
        const QString data = akshara::test::tempPath(QStringLiteral("smoke-demo-data"));
        const QString demo = data + QStringLiteral("/Akshara/Akshara Workbench/demo-workspace");
        QVERIFY(akshara::test::writeBytes(demo, "not a workspace"));
        const QString out = akshara::test::tempPath(QStringLiteral("smoke-demo"));
        QProcess process;
        startOffscreen(process, {QStringLiteral("--smoke"), out, QStringLiteral("--demo")}, data);
        QVERIFY(process.waitForFinished(120000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(err.contains(demo), qPrintable(err));
        QVERIFY(QDir(out).entryList(QDir::Files).isEmpty());
    }

    // --smoke --workspace refuses what --workspace refuses: a folder of other files was made a
    // workspace and filled with a full-size demo, as was a mistyped path.
    void aWorkspaceOfOtherFilesOrAMistypedPathIsRefused() {
        const QString project = akshara::test::tempPath(QStringLiteral("smoke-project"));
        QVERIFY(akshara::test::writeBytes(project + QStringLiteral("/notes.txt"), "notes\n"));
        const QString mistyped = akshara::test::tempPath(QStringLiteral("smoke-typo/dir/ws"));
        for (const QString& workspace : {project, mistyped}) {
            const QString out = akshara::test::tempPath(QStringLiteral("smoke-refused"));
            QProcess process;
            startOffscreen(process, {QStringLiteral("--smoke"), out, QStringLiteral("--workspace"),
                                     workspace});
            QVERIFY(process.waitForFinished(120000));
            const QString err = QString::fromUtf8(process.readAllStandardError());
            QCOMPARE(process.exitCode(), 1);
            QVERIFY2(err.contains(workspace), qPrintable(err));
            QVERIFY(QDir(out).entryList(QDir::Files).isEmpty());
        }
        QCOMPARE(QDir(project).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("notes.txt")});
        QVERIFY(!QFileInfo::exists(akshara::test::tempPath(QStringLiteral("smoke-typo"))));
    }

    void writesAPngOfEachView() {
        const QString out = akshara::test::tempPath(QStringLiteral("smoke"));
        QProcess process;
        startOffscreen(process, {QStringLiteral("--smoke"), out});
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

    // Mistakes on the command line end the start with a message and a non-zero exit: they
    // opened the last workspace (a folder named without --workspace, an empty --workspace
    // from an unset variable, --demo beside --workspace) or made a folder of another name (a
    // name in an older encoding, its byte read as U+FFFD).
    void commandLineMistakesAreRefused() {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"),
                   akshara::test::tempPath(QStringLiteral("config-mistakes")));
        const QString folder = akshara::test::tempPath(QStringLiteral("mistakes"));
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        const auto run = [&](const QString& program, const QStringList& args) {
            QProcess process;
            process.setProcessEnvironment(env);
            process.setWorkingDirectory(folder);
            process.start(program, args);
            if (!process.waitForFinished(30000)) {
                process.kill();
                process.waitForFinished();
                return std::make_pair(-1, QByteArray("still running"));
            }
            return std::make_pair(process.exitCode(), process.readAllStandardError());
        };
        const QString gui = QStringLiteral(AKSHARA_GUI);
        const std::vector<std::pair<QStringList, QString>> mistakes{
            {{QStringLiteral("ws")}, QStringLiteral("unexpected argument ws")},
            {{QStringLiteral("--workspace"), QString()},
             QStringLiteral("--workspace needs a folder")},
            {{QStringLiteral("--demo"), QStringLiteral("--workspace"), QStringLiteral("ws")},
             QStringLiteral("give one")}};
        for (const auto& [args, said] : mistakes) {
            const auto [code, err] = run(gui, args);
            QCOMPARE(code, 1);
            QVERIFY2(QString::fromUtf8(err).contains(said), err.constData());
        }
        const auto [code, err] =
            run(QStringLiteral("/bin/sh"), {QStringLiteral("-c"),
                                            QStringLiteral("exec \"$0\" --workspace \"$(printf "
                                                           "'ws-\\261')\""),
                                            gui});
        QCOMPARE(code, 1);
        QVERIFY2(err.contains("ws-\\xb1 is not valid UTF-8"), err.constData());
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    }
};

QTEST_GUILESS_MAIN(SmokeTest)
#include "tst_gui_smoke.moc"
