#include <QtTest>

#include <QDir>

#include "TestSupport.h"
#include "common/Error.h"
#include "jobs/RunFolder.h"

using namespace akshara;
using namespace akshara::jobs;

class TestRunFolder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void createsNamedFolders() {
        const std::string parent = test::tempPath("runs").toStdString();
        const RunFolder a = RunFolder::create(parent, "attack");
        const RunFolder b = RunFolder::create(parent, "attack");
        QVERIFY(a.path() != b.path());
        QVERIFY(QString::fromStdString(a.path()).contains("/attack-20"));
        QVERIFY(QDir(QString::fromStdString(b.path())).exists());
        a.writeManifest(R"({"seed": 1})");
        QCOMPARE(a.readManifest(), std::string("{\"seed\": 1}\n"));
        QCOMPARE(b.readManifest(), std::string());
    }

    void resumesAfterATornLine() {
        const std::string parent = test::tempPath("resume").toStdString();
        std::string path;
        {
            RunFolder run = RunFolder::create(parent, "probe");
            path = run.path();
            run.appendResult(R"({"i": 0})");
            run.appendResult(R"({"i": 1})");
        }
        // A crash in the middle of writing the third record.
        QFile file(QString::fromStdString(path + "/results.jsonl"));
        QVERIFY(file.open(QIODevice::Append));
        file.write("{\"i\": 2, \"par");
        file.close();

        RunFolder reopened = RunFolder::open(path);
        QCOMPARE(reopened.readResults().size(), std::size_t(2));
        reopened.appendResult(R"({"i": 2})");
        const auto records = reopened.readResults();
        QCOMPARE(records.size(), std::size_t(3));
        QCOMPARE(records[2], std::string(R"({"i": 2})"));
        QVERIFY_THROWS_EXCEPTION(InputError, RunFolder::open(parent + "/no-such-run"));
    }
};

QTEST_APPLESS_MAIN(TestRunFolder)
#include "tst_runfolder.moc"
