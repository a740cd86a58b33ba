#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTest>

#include "TestSupport.h"

using namespace akshara;

// Kill-and-resume: an extraction killed with SIGKILL at several points and run again gives
// cache files byte-identical to those of an uninterrupted run, recomputing only what was
// unfinished.
class TestResume : public QObject {
    Q_OBJECT

    struct Run {
        int exitCode = -1;
        QProcess::ExitStatus status = QProcess::NormalExit;
        QString out;
    };

    static Run runChild(const QString& cacheDir, int killAtBatch) {
        QProcess child;
        child.start(QStringLiteral(PROBE_EXTRACT_CHILD), {cacheDir, QString::number(killAtBatch)});
        Run run;
        if (!child.waitForFinished(60000)) {
            return run;
        }
        run.exitCode = child.exitCode();
        run.status = child.exitStatus();
        run.out = QString::fromUtf8(child.readAllStandardOutput()).trimmed();
        return run;
    }

    // The files of the cache (one entry folder), name -> bytes.
    static QMap<QString, QByteArray> cacheFiles(const QString& cacheDir) {
        QMap<QString, QByteArray> files;
        const QDir root(cacheDir);
        for (const QString& entry : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QDir folder(root.filePath(entry));
            for (const QString& name : folder.entryList(QDir::Files)) {
                QFile f(folder.filePath(name));
                if (f.open(QIODevice::ReadOnly)) {
                    files.insert(entry + "/" + name, f.readAll());
                }
            }
        }
        return files;
    }

private Q_SLOTS:
    void killedRunsResumeToIdenticalFiles_data() {
        QTest::addColumn<int>("killAtBatch");
        QTest::addColumn<QString>("expected");
        // 5 batches per shard, 5 shards (the last of 30 sentences, 3 batches).
        QTest::newRow("before any shard") << 0 << "reused 0 computed 5 rebuilt 0";
        QTest::newRow("mid first shard") << 3 << "reused 0 computed 5 rebuilt 0";
        QTest::newRow("after one shard") << 5 << "reused 1 computed 4 rebuilt 0";
        QTest::newRow("after three shards") << 15 << "reused 3 computed 2 rebuilt 0";
        QTest::newRow("mid fourth shard") << 17 << "reused 3 computed 2 rebuilt 0";
        QTest::newRow("in the last shard") << 21 << "reused 4 computed 1 rebuilt 0";
    }

    void killedRunsResumeToIdenticalFiles() {
        QFETCH(int, killAtBatch);
        QFETCH(QString, expected);
        const QString reference = test::tempPath(QString("reference-%1").arg(killAtBatch));
        const Run clean = runChild(reference, -1);
        QCOMPARE(clean.status, QProcess::NormalExit);
        QCOMPARE(clean.out, QString("reused 0 computed 5 rebuilt 0"));
        const auto referenceFiles = cacheFiles(reference);
        QCOMPARE(referenceFiles.size(), 5);

        const QString resumed = test::tempPath(QString("resumed-%1").arg(killAtBatch));
        const Run killed = runChild(resumed, killAtBatch);
        QCOMPARE(killed.status, QProcess::CrashExit);
        QVERIFY(cacheFiles(resumed).size() < 5);
        const Run again = runChild(resumed, -1);
        QCOMPARE(again.status, QProcess::NormalExit);
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out, expected);
        QCOMPARE(cacheFiles(resumed), referenceFiles);

        // A third run reads everything.
        QCOMPARE(runChild(resumed, -1).out, QString("reused 5 computed 0 rebuilt 0"));
    }

    void killedTwiceStillResumes() {
        const QString reference = test::tempPath("reference2");
        QCOMPARE(runChild(reference, -1).exitCode, 0);
        const QString resumed = test::tempPath("resumed2");
        QCOMPARE(runChild(resumed, 7).status, QProcess::CrashExit);
        // The second run's batches restart at shard 1: batch 9 of this run is in shard 2.
        QCOMPARE(runChild(resumed, 9).status, QProcess::CrashExit);
        QCOMPARE(runChild(resumed, -1).out, QString("reused 2 computed 3 rebuilt 0"));
        QCOMPARE(cacheFiles(resumed), cacheFiles(reference));
    }
};

QTEST_GUILESS_MAIN(TestResume)
#include "tst_resume.moc"
