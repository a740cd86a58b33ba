#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QSignalSpy>
#include <QTableView>
#include <QThread>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "RunBrowserModel.h"
#include "RunsPanel.h"
#include "TestSupport.h"
#include "Workspace.h"

using akshara::gui::RunBrowserModel;

namespace {

void write(const QString& path, const QByteArray& content) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
}

}  // namespace

class RunBrowserTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listsTheRunsOfAHandMadeWorkspace() {
        const akshara::gui::Workspace workspace(akshara::test::tempPath(QStringLiteral("ws")));
        QVERIFY(workspace.create());
        const QDir runs(workspace.runsDir());
        QVERIFY(runs.mkpath(QStringLiteral("attack-20261101-093000")));
        QVERIFY(runs.mkpath(QStringLiteral("probe-20261120-181512")));
        QVERIFY(runs.mkpath(QStringLiteral("notes")));  // not a run: no manifest, no results
        write(runs.filePath(QStringLiteral("attack-20261101-093000/manifest.json")),
              R"j({"kind": "attack", "model": {"name": "xlm-roberta-base"},
                  "data": "xnli-hi-test.jsonl", "seed": 7})j");
        write(runs.filePath(QStringLiteral("attack-20261101-093000/summary.json")),
              R"j({"headline": "ASR 41.2% (phono)", "examples": 500
    })j");
        write(runs.filePath(QStringLiteral("probe-20261120-181512/manifest.json")),
              R"j({"model": "ai4bharat/indic-bert", "dataset": "hi_hdtb-ud-dev.conllu"})j");
        write(runs.filePath(QStringLiteral("probe-20261120-181512/summary.json")),
              R"j({"bestAccuracy": 0.8731, "bestLayer": 7})j");

        // A run without its summary yet: running, or stopped (its menu resumes it).
        QVERIFY(runs.mkpath(QStringLiteral("attack-20261119-080000")));
        write(runs.filePath(QStringLiteral("attack-20261119-080000/manifest.json")),
              R"j({"kind": "attack", "model": "/m/target", "data": "/data/hi-test.tsv"})j");
        write(runs.filePath(QStringLiteral("attack-20261119-080000/results.jsonl")),
              R"j({"index": 0, "original": "घर", "skipped": true})j"
              "\n");
        QCOMPARE(akshara::gui::readRunInfo(runs.filePath(QStringLiteral("attack-20261119-080000")))
                     .headline,
                 QStringLiteral("unfinished"));
        QVERIFY(QDir(runs.filePath(QStringLiteral("attack-20261119-080000"))).removeRecursively());

        RunBrowserModel model;
        model.setRunsDir(workspace.runsDir());
        QCOMPARE(model.rowCount(), 2);
        // Newest first.
        const auto cell = [&model](int row, int column) {
            return model.data(model.index(row, column)).toString();
        };
        QCOMPARE(cell(0, RunBrowserModel::Name), QStringLiteral("probe-20261120-181512"));
        QCOMPARE(cell(0, RunBrowserModel::Kind), QStringLiteral("probe"));
        QCOMPARE(cell(0, RunBrowserModel::Model), QStringLiteral("ai4bharat/indic-bert"));
        QCOMPARE(cell(0, RunBrowserModel::Data), QStringLiteral("hi_hdtb-ud-dev.conllu"));
        QCOMPARE(cell(0, RunBrowserModel::Date), QStringLiteral("2026-11-20 18:15:12"));
        QCOMPARE(cell(0, RunBrowserModel::Headline), QStringLiteral("bestAccuracy: 0.8731"));
        QCOMPARE(cell(1, RunBrowserModel::Kind), QStringLiteral("attack"));
        QCOMPARE(cell(1, RunBrowserModel::Model), QStringLiteral("xlm-roberta-base"));
        QCOMPARE(cell(1, RunBrowserModel::Data), QStringLiteral("xnli-hi-test.jsonl"));
        QCOMPARE(cell(1, RunBrowserModel::Headline), QStringLiteral("ASR 41.2% (phono)"));
        QCOMPARE(model.headerData(RunBrowserModel::Headline, Qt::Horizontal).toString(),
                 QStringLiteral("Headline"));

        // A run added later appears on refresh.
        QVERIFY(runs.mkpath(QStringLiteral("matrix-20261125-120000")));
        write(runs.filePath(QStringLiteral("matrix-20261125-120000/results.jsonl")), "{}\n");
        model.refresh();
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(cell(0, RunBrowserModel::Kind), QStringLiteral("matrix"));  // the newest
    }

    // A run is read again whenever it changes, though the list reads only changed runs: a
    // summary rewritten in place or moved into place with the same size and modification
    // time, results emptied, a run's files removed. A run is kept as read only once its files'
    // times are two seconds old: the waits let the list keep it, so that what is checked is
    // that the change is seen all the same.
    void aRunIsReadAgainWhenItChanges() {
        const akshara::gui::Workspace workspace(akshara::test::tempPath(QStringLiteral("ws-re")));
        QDir(workspace.root()).removeRecursively();
        QVERIFY(workspace.create());
        const QDir runs(workspace.runsDir());
        const QString run = runs.filePath(QStringLiteral("attack-20261201-100000"));
        QVERIFY(runs.mkpath(run));
        write(run + QStringLiteral("/manifest.json"), R"j({"kind": "attack", "model": "m"})j");
        write(run + QStringLiteral("/results.jsonl"), "{\"index\": 0}\n");
        const QString summary = run + QStringLiteral("/summary.json");
        write(summary, R"j({"headline": "ASR 10.0%"})j");
        const auto settle = [] { QThread::msleep(2100); };
        settle();
        RunBrowserModel model;
        model.setRunsDir(workspace.runsDir());
        const auto headline = [&model] {
            return model.data(model.index(0, RunBrowserModel::Headline)).toString();
        };
        QCOMPARE(headline(), QStringLiteral("ASR 10.0%"));
        struct stat before {};
        QCOMPARE(::stat(QFile::encodeName(summary).constData(), &before), 0);
        const auto keepTime = [&before](const QString& path) {  // to the nanosecond
            const struct timespec times[2] = {before.st_atim, before.st_mtim};
            QCOMPARE(::utimensat(AT_FDCWD, QFile::encodeName(path).constData(), times, 0), 0);
        };

        {  // In place, the same size, the time set back.
            QFile file(summary);
            QVERIFY(file.open(QIODevice::ReadWrite));
            const qint64 figure = file.readAll().indexOf("10.0");
            QVERIFY(figure > 0 && file.seek(figure));
            QCOMPARE(file.write("20"), qint64(2));
        }
        keepTime(summary);
        settle();
        model.refresh();
        QCOMPARE(headline(), QStringLiteral("ASR 20.0%"));

        // Moved into place, as runs write their files.
        write(summary + QStringLiteral(".new"), R"j({"headline": "ASR 30.0%"})j");
        keepTime(summary + QStringLiteral(".new"));
        QCOMPARE(::rename(QFile::encodeName(summary + QStringLiteral(".new")).constData(),
                          QFile::encodeName(summary).constData()),
                 0);
        settle();
        model.refresh();
        QCOMPARE(headline(), QStringLiteral("ASR 30.0%"));

        // The results emptied, though the summary counts examples.
        write(summary, R"j({"original_accuracy": 0.8, "after_attack_accuracy": 0.5,
                            "examples": 1, "asr": 0.375})j");
        model.refresh();
        QVERIFY2(headline().startsWith(QStringLiteral("accuracy")), qPrintable(headline()));
        QVERIFY(QFile::resize(run + QStringLiteral("/results.jsonl"), 0));
        model.refresh();
        QVERIFY2(headline().contains(QStringLiteral("empty")), qPrintable(headline()));

        // Its summary gone: unfinished; all its files gone: no longer listed.
        QVERIFY(QFile::remove(summary));
        model.refresh();
        QCOMPARE(headline(), QStringLiteral("unfinished"));
        QVERIFY(QFile::remove(run + QStringLiteral("/manifest.json")));
        QVERIFY(QFile::remove(run + QStringLiteral("/results.jsonl")));
        model.refresh();
        QCOMPARE(model.rowCount(), 0);
    }

    // Newest first whatever the kind, also for folders named without a date (the demo's runs,
    // a run given --out), which are dated by their manifest; in the Runs panel too, until a
    // column is chosen.
    void newestFirstWhateverTheKind() {
        const akshara::gui::Workspace workspace(akshara::test::tempPath(QStringLiteral("ws3")));
        QDir(workspace.root()).removeRecursively();
        QVERIFY(workspace.create());
        const QDir runs(workspace.runsDir());
        const QDateTime now = QDateTime::currentDateTime();
        // Made in this order: a probe, an attack, an ASR curve (names sort the other way).
        const QStringList made{QStringLiteral("probe-demo-hi"), QStringLiteral("attack-demo-hi"),
                               QStringLiteral("asr-demo-hi")};
        for (int i = 0; i < made.size(); ++i) {
            QVERIFY(runs.mkpath(made[i]));
            const QString manifest = runs.filePath(made[i] + QStringLiteral("/manifest.json"));
            write(manifest, R"j({"model": "m"})j");
            QFile file(manifest);
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(
                file.setFileTime(now.addSecs(60 * (i - 10)), QFileDevice::FileModificationTime));
        }
        QVERIFY(runs.mkpath(QStringLiteral("probe-20200101-000000")));  // long ago, by its name
        write(runs.filePath(QStringLiteral("probe-20200101-000000/manifest.json")),
              R"j({"model": "m"})j");

        akshara::gui::RunsPanel panel;
        panel.setRunsDir(workspace.runsDir());
        RunBrowserModel* model = panel.model();
        QStringList names;
        for (int row = 0; row < model->rowCount(); ++row) {
            names << model->data(model->index(row, RunBrowserModel::Name)).toString();
        }
        QCOMPARE(names,
                 (QStringList{QStringLiteral("asr-demo-hi"), QStringLiteral("attack-demo-hi"),
                              QStringLiteral("probe-demo-hi"),
                              QStringLiteral("probe-20200101-000000")}));
        QCOMPARE(model->data(model->index(0, RunBrowserModel::Date)).toString(),
                 now.addSecs(60 * -8).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    }

    // A probing run records when it was created, in UTC (2026-12-05T02:50:07Z): shown in the
    // others' local format, and sorted with them (it came first, its text sorting above
    // theirs). Its treebanks, a list, are its data.
    void aProbingRunsDateAndDataAreShownAsTheOthers() {
        const akshara::gui::Workspace workspace(akshara::test::tempPath(QStringLiteral("ws-utc")));
        QDir(workspace.root()).removeRecursively();
        QVERIFY(workspace.create());
        const QDir runs(workspace.runsDir());
        const QDateTime now = QDateTime::currentDateTime();
        QVERIFY(runs.mkpath(QStringLiteral("probe-demo-hi")));
        const QString created = now.addSecs(-600).toUTC().toString(Qt::ISODate);
        QVERIFY(created.endsWith('Z'));
        write(runs.filePath(QStringLiteral("probe-demo-hi/manifest.json")),
              QStringLiteral(R"j({"kind": "probe", "model": "m", "created": "%1",
                 "data": ["/data/hi/treebank.conllu", "/data/hi/more.conllu"]})j")
                  .arg(created)
                  .toUtf8());
        QVERIFY(runs.mkpath(QStringLiteral("attack-demo-hi")));
        const QString attack = runs.filePath(QStringLiteral("attack-demo-hi/manifest.json"));
        write(attack, R"j({"kind": "attack", "model": "m", "data": "/data/hi/test.tsv"})j");
        QFile file(attack);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(now.addSecs(-300), QFileDevice::FileModificationTime));
        file.close();

        akshara::gui::RunsPanel panel;
        panel.setRunsDir(workspace.runsDir());
        RunBrowserModel* model = panel.model();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->data(model->index(0, RunBrowserModel::Name)).toString(),
                 QStringLiteral("attack-demo-hi"));
        QCOMPARE(model->data(model->index(1, RunBrowserModel::Date)).toString(),
                 now.addSecs(-600).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
        QCOMPARE(model->data(model->index(1, RunBrowserModel::Data)).toString(),
                 QStringLiteral("treebank.conllu (+1)"));
    }

    // Runs that appear in an empty list (the demo workspace built on a first start) get
    // columns that fit them, as on opening: they kept the empty list's, names cut to "att…".
    void runsAddedToAnEmptyListFitTheirColumns() {
        const akshara::gui::Workspace workspace(akshara::test::tempPath(QStringLiteral("ws-fit")));
        QDir(workspace.root()).removeRecursively();
        QVERIFY(workspace.create());
        akshara::gui::RunsPanel panel;
        panel.resize(900, 300);
        panel.setRunsDir(workspace.runsDir());
        QCOMPARE(panel.model()->rowCount(), 0);
        const QString name = QStringLiteral("attack-demo-hi-phono-with-a-long-name");
        QVERIFY(QDir(workspace.runsDir()).mkpath(name));
        write(workspace.runsDir() + "/" + name + "/manifest.json",
              R"j({"kind": "attack", "model": "m"})j");
        panel.refresh();
        QCOMPARE(panel.model()->rowCount(), 1);
        QVERIFY(panel.view()->columnWidth(RunBrowserModel::Name) >=
                panel.view()->fontMetrics().horizontalAdvance(name));
    }

    // A manifest that cannot be read is named, not taken for a run of the folder's name; a
    // pipe named manifest.json is never opened, which would block the scan at every start.
    void unreadableManifestsAreNamedAndPipesSkipped() {
        const akshara::gui::Workspace workspace(
            akshara::test::tempPath(QStringLiteral("ws-broken")));
        QDir(workspace.root()).removeRecursively();
        QVERIFY(workspace.create());
        const QDir runs(workspace.runsDir());
        QVERIFY(runs.mkpath(QStringLiteral("attack-20261101-093000")));
        QVERIFY(runs.mkpath(QStringLiteral("probe-pipe")));
        write(runs.filePath(QStringLiteral("attack-20261101-093000/manifest.json")),
              R"j({"kind": "attack", "model": )j");
        const QString pipe = runs.filePath(QStringLiteral("probe-pipe/manifest.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);

        RunBrowserModel model;
        model.setRunsDir(workspace.runsDir());  // returns: the pipe is not opened
        QCOMPARE(model.rowCount(), 2);
        const auto broken =
            akshara::gui::readRunInfo(runs.filePath(QStringLiteral("attack-20261101-093000")));
        QVERIFY2(broken.problem.startsWith(QDir::toNativeSeparators(runs.filePath(
                     QStringLiteral("attack-20261101-093000/manifest.json: not valid JSON")))),
                 qPrintable(broken.problem));
        QCOMPARE(broken.headline, broken.problem);
        QCOMPARE(broken.kind, QStringLiteral("attack"));  // as its folder's name says
        // A damaged manifest of a folder named otherwise has no kind, not its folder's name.
        QVERIFY(runs.mkpath(QStringLiteral("attack-demo-hi-ortho")));
        write(runs.filePath(QStringLiteral("attack-demo-hi-ortho/manifest.json")),
              R"j({"kind": "attack", "model": )j");
        QCOMPARE(
            akshara::gui::readRunInfo(runs.filePath(QStringLiteral("attack-demo-hi-ortho"))).kind,
            QString());
        const auto piped = akshara::gui::readRunInfo(runs.filePath(QStringLiteral("probe-pipe")));
        QCOMPARE(piped.problem, QDir::toNativeSeparators(pipe) + ": not a regular file");
    }

    // A folder with a run's files but no manifest, or one that cannot be read, is listed with
    // its problem rather than left out; an empty folder is not a run.
    void runsWithoutAManifestOrUnreadableAreListedWithTheirProblem() {
        const akshara::gui::Workspace workspace(
            akshara::test::tempPath(QStringLiteral("ws-no-manifest")));
        QDir(workspace.root()).removeRecursively();
        QVERIFY(workspace.create());
        const QDir runs(workspace.runsDir());
        QVERIFY(runs.mkpath(QStringLiteral("probe-demo-bn")));
        write(runs.filePath(QStringLiteral("probe-demo-bn/summary.json")),
              R"j({"folds": 5, "results": [{"task": "SentLen", "perturbation": "clean",
                  "layers": [{"layer": 0, "accuracy": 0.41}]}]})j");
        QVERIFY(runs.mkpath(QStringLiteral("attack-demo-hi-ortho")));
        write(runs.filePath(QStringLiteral("attack-demo-hi-ortho/summary.json")),
              R"j({"original_accuracy": 0.97, "after_attack_accuracy": 0.52})j");
        write(runs.filePath(QStringLiteral("attack-demo-hi-ortho/results.jsonl")), "{}\n");
        QVERIFY(runs.mkpath(QStringLiteral("empty")));

        RunBrowserModel model;
        model.setRunsDir(workspace.runsDir());
        QCOMPARE(model.rowCount(), 2);
        const auto cell = [&model](int row, int column) {
            return model.data(model.index(row, column)).toString();
        };
        QCOMPARE(cell(0, RunBrowserModel::Name), QStringLiteral("probe-demo-bn"));
        QCOMPARE(cell(0, RunBrowserModel::Kind), QStringLiteral("probe"));
        QCOMPARE(
            cell(0, RunBrowserModel::Headline),
            QDir::toNativeSeparators(runs.filePath(QStringLiteral("probe-demo-bn/manifest.json"))) +
                QStringLiteral(": missing"));
        QCOMPARE(cell(1, RunBrowserModel::Name), QStringLiteral("attack-demo-hi-ortho"));
        QCOMPARE(cell(1, RunBrowserModel::Kind), QString());  // not the folder's name
        QVERIFY2(
            cell(1, RunBrowserModel::Headline).endsWith(QStringLiteral("manifest.json: missing")),
            qPrintable(cell(1, RunBrowserModel::Headline)));
    }

    // A folder that cannot be read is listed with that problem. The superuser reads any folder,
    // so this runs only for another user, and says it is skipped otherwise.
    void anUnreadableRunFolderIsListedWithItsProblem() {
        if (::geteuid() == 0) {
            QSKIP("the superuser reads any folder; run as another user to check this");
        }
        const akshara::gui::Workspace workspace(
            akshara::test::tempPath(QStringLiteral("ws-unreadable")));
        QDir(workspace.root()).removeRecursively();
        QVERIFY(workspace.create());
        const QDir runs(workspace.runsDir());
        const QString locked = runs.filePath(QStringLiteral("attack-locked"));
        QVERIFY(runs.mkpath(QStringLiteral("attack-locked")));
        QCOMPARE(::chmod(QFile::encodeName(locked).constData(), 0), 0);
        RunBrowserModel model;
        model.setRunsDir(workspace.runsDir());
        const QString name = model.data(model.index(0, RunBrowserModel::Name)).toString();
        const QString headline = model.data(model.index(0, RunBrowserModel::Headline)).toString();
        ::chmod(QFile::encodeName(locked).constData(), 0755);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(name, QStringLiteral("attack-locked"));
        QCOMPARE(headline, QDir::toNativeSeparators(locked) +
                               QStringLiteral(": the folder cannot be read (no permission)"));
    }

    // A run folder whose name is not UTF-8 is listed, saying so: it was left out without a
    // word, its results hidden.
    void aFolderNameThatIsNotUtf8IsListed() {
        const akshara::gui::Workspace workspace(
            akshara::test::tempPath(QStringLiteral("ws-not-utf8")));
        QDir(workspace.root()).removeRecursively();
        QVERIFY(workspace.create());
        const QByteArray bad = QFile::encodeName(workspace.runsDir()) + "/attack-\xff\xfe";
        QCOMPARE(::mkdir(bad.constData(), 0755), 0);
        RunBrowserModel model;
        model.setRunsDir(workspace.runsDir());
        ::rmdir(bad.constData());  // Qt cannot name it to remove it with the test's folder
        QCOMPARE(model.rowCount(), 1);
        const QString headline = model.data(model.index(0, RunBrowserModel::Headline)).toString();
        QVERIFY2(headline.endsWith(QStringLiteral("the folder's name is not valid UTF-8; rename "
                                                  "it to open the run")),
                 qPrintable(headline));
    }

    // A workspace this user cannot write to opens, though it lacks a folder the workbench
    // would make (demo-workspace makes no tables/): it was refused, "Cannot create the folder".
    void aReadOnlyWorkspaceWithoutTablesOpens() {
        if (::geteuid() == 0) {
            QSKIP("the superuser writes to any folder; run as another user to check this");
        }
        const akshara::gui::Workspace workspace(
            akshara::test::tempPath(QStringLiteral("ws-read-only")));
        QDir(workspace.root()).removeRecursively();
        QVERIFY(QDir().mkpath(workspace.runsDir()));
        const QByteArray root = QFile::encodeName(workspace.root());
        QCOMPARE(::chmod(root.constData(), 0555), 0);
        QString problem;
        const bool opened = workspace.create(&problem);
        ::chmod(root.constData(), 0755);
        QVERIFY2(opened, qPrintable(problem));
        QVERIFY(!QFileInfo::exists(workspace.tablesDir()));
    }

    // A damaged figure is named in the headline, as opening the run names it, rather than
    // shown as a number ("SentLen 750.0%").
    void damagedFiguresAreNamedInTheHeadline() {
        const akshara::gui::Workspace workspace(
            akshara::test::tempPath(QStringLiteral("ws-damaged-figures")));
        QDir(workspace.root()).removeRecursively();
        QVERIFY(workspace.create());
        const QDir runs(workspace.runsDir());
        const auto headlineOf = [&runs](const QString& name, const QByteArray& kind,
                                        const QByteArray& summary) {
            runs.mkpath(name);
            write(runs.filePath(name + QStringLiteral("/manifest.json")),
                  R"j({"kind": ")j" + kind + R"j("})j");
            write(runs.filePath(name + QStringLiteral("/summary.json")), summary);
            return akshara::gui::readRunInfo(runs.filePath(name)).headline;
        };
        QCOMPARE(headlineOf(QStringLiteral("probe-big"), "probe",
                            R"j({"results": [{"task": "SentLen", "perturbation": "clean",
                                "layers": [{"layer": 0, "accuracy": 7.5}]}]})j"),
                 QStringLiteral("damaged: results[0].layers[0].accuracy (7.5 is outside [0, 1])"));
        QCOMPARE(headlineOf(QStringLiteral("attack-after"), "attack",
                            R"j({"original_accuracy": 0.97, "after_attack_accuracy": 1.5})j"),
                 QStringLiteral("damaged: after_attack_accuracy (1.5 is outside [0, 1])"));
        QCOMPARE(headlineOf(QStringLiteral("attack-string"), "attack",
                            R"j({"original_accuracy": "0.97", "after_attack_accuracy": 0.52})j"),
                 QStringLiteral("damaged: original_accuracy (expected a number)"));
        QCOMPARE(headlineOf(QStringLiteral("asr-verdict"), "asr-curve",
                            R"j({"asr": {"phono": {"loo": [0.1, 0.3]}},
                                "not_robust": {"phono": "yes"}})j"),
                 QStringLiteral("damaged: not_robust.phono (expected true or false)"));
        // A summary the ASR view refuses is not listed as a healthy run (it read "robust: ...").
        QCOMPARE(headlineOf(QStringLiteral("asr-no-curves"), "asr-curve",
                            R"j({"not_robust": {"phono": false}})j"),
                 QStringLiteral("damaged: summary.json (no \"asr\" curves)"));
        QCOMPARE(
            headlineOf(QStringLiteral("asr-curves"), "asr-curve",
                       R"j({"asr": {"phono": {"loo": []}, "ortho": 5},
                                "not_robust": {"phono": true}})j"),
            QStringLiteral("damaged: asr.ortho (expected an object of curves, one per method)"));
        // A finished attack whose results are gone or emptied.
        QCOMPARE(headlineOf(QStringLiteral("attack-no-results"), "attack",
                            R"j({"examples": 2, "original_accuracy": 0.97,
                                "after_attack_accuracy": 0.52})j"),
                 QStringLiteral("damaged: results.jsonl (missing, though the run's summary.json "
                                "is there)"));
        write(runs.filePath(QStringLiteral("attack-no-results/results.jsonl")), "");
        QCOMPARE(
            akshara::gui::readRunInfo(runs.filePath(QStringLiteral("attack-no-results"))).headline,
            QStringLiteral("damaged: results.jsonl (empty, though summary.json counts 2 "
                           "examples)"));
        // Each figure the Attacks view reads, as strictly: a rate past 1 was listed as fine.
        runs.mkpath(QStringLiteral("attack-rate"));
        write(runs.filePath(QStringLiteral("attack-rate/results.jsonl")), "{}\n");
        QCOMPARE(headlineOf(QStringLiteral("attack-rate"), "attack",
                            R"j({"original_accuracy": 0.97, "after_attack_accuracy": 0.52,
                                "attack_success_rate": 7})j"),
                 QStringLiteral("damaged: attack_success_rate (7 is outside [0, 1])"));
        runs.mkpath(QStringLiteral("attack-fine"));
        write(runs.filePath(QStringLiteral("attack-fine/results.jsonl")), "{}\n");
        QCOMPARE(headlineOf(QStringLiteral("attack-fine"), "attack",
                            R"j({"original_accuracy": 0.97, "after_attack_accuracy": 0.52})j"),
                 QString::fromUtf8("accuracy 0.970 → 0.520"));
        // On a Polish desktop with a decimal comma, as the rest of the workbench writes it.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Polish, QLocale::Poland));
        const QString polish =
            akshara::gui::readRunInfo(runs.filePath(QStringLiteral("attack-fine"))).headline;
        QLocale::setDefault(before);
        QCOMPARE(polish, QString::fromUtf8("accuracy 0,970 → 0,520"));
    }

    void headlinesSayWhatEachKindOfRunFound() {
        // The summaries the workbench writes: a probe's best clean layer per task and an ASR
        // curve's verdict per operator, not the first number of the file ("folds: 5").
        const akshara::gui::Workspace workspace(akshara::test::tempPath(QStringLiteral("ws2")));
        QVERIFY(workspace.create());
        const QDir runs(workspace.runsDir());
        const QString models = akshara::test::tempPath(QStringLiteral("models"));
        QVERIFY(QDir().mkpath(models + QStringLiteral("/demo-hi-sentiment")));
        QVERIFY(runs.mkpath(QStringLiteral("probe-20261120-181512")));
        write(runs.filePath(QStringLiteral("probe-20261120-181512/manifest.json")),
              R"j({"kind": "probe", "model": ")j" + models.toUtf8() + R"j(/demo-hi-sentiment/"})j");
        write(runs.filePath(QStringLiteral("probe-20261120-181512/summary.json")),
              R"j({"folds": 5, "results": [
                  {"task": "SentLen", "perturbation": "clean", "layers": [
                      {"layer": 0, "accuracy": 0.41}, {"layer": 1, "accuracy": 0.712},
                      {"layer": 2, "accuracy": 0.70}]},
                  {"task": "SentLen", "perturbation": "DropF", "layers": [
                      {"layer": 0, "accuracy": 0.95}]},
                  {"task": "TreeDepth", "perturbation": "clean", "layers": [
                      {"layer": 0, "accuracy": 0.3}, {"layer": 1, "accuracy": 0.25}]}]})j");
        QVERIFY(runs.mkpath(QStringLiteral("asr-curve-20261121-090000")));
        write(runs.filePath(QStringLiteral("asr-curve-20261121-090000/manifest.json")),
              R"j({"kind": "asr-curve", "proxy": "/m/proxy", "target": "/m/target",
                  "data": "/data/hi-test.tsv"})j");
        write(runs.filePath(QStringLiteral("asr-curve-20261121-090000/summary.json")),
              R"j({"examples": 100, "asr": {"phono": {"loo": [0.1, 0.3]}},
                  "not_robust": {"phono": true, "ortho": false, "random": true, "key": null}})j");

        RunBrowserModel model;
        model.setRunsDir(workspace.runsDir());
        QCOMPARE(model.rowCount(), 2);
        const auto cell = [&model](int row, int column) {
            return model.data(model.index(row, column)).toString();
        };
        // The ASR curve is the newer (by its folder's name).
        QCOMPARE(cell(1, RunBrowserModel::Headline),
                 QStringLiteral("SentLen 71.2% (layer 1), TreeDepth 30.0% (layer 0)"));
        QCOMPARE(cell(1, RunBrowserModel::Model), QStringLiteral("demo-hi-sentiment"));
        QVERIFY(model.data(model.index(1, RunBrowserModel::Model), Qt::ToolTipRole)
                    .toString()
                    .startsWith(models));
        QCOMPARE(cell(0, RunBrowserModel::Headline),
                 QStringLiteral("not robust: phono, random; robust: ortho; no verdict: key"));
        QCOMPARE(cell(0, RunBrowserModel::Model), QStringLiteral("target"));
        QCOMPARE(cell(0, RunBrowserModel::Data), QStringLiteral("hi-test.tsv"));

        // Sorted by kind, and still so after a refresh.
        model.sort(RunBrowserModel::Kind, Qt::DescendingOrder);
        QCOMPARE(cell(0, RunBrowserModel::Kind), QStringLiteral("probe"));
        model.refresh();
        QCOMPARE(cell(0, RunBrowserModel::Kind), QStringLiteral("probe"));
        model.sort(RunBrowserModel::Kind, Qt::AscendingOrder);
        QCOMPARE(cell(0, RunBrowserModel::Kind), QStringLiteral("ASR curve"));
    }

    // Among many runs, those of a model, language or operator are found by typing words of
    // them: the others are hidden, never selected, and stay hidden as the list follows runs/.
    void theFilterShowsTheRunsWithEachWordTyped() {
        const akshara::gui::Workspace workspace(
            akshara::test::tempPath(QStringLiteral("ws-filter")));
        QDir(workspace.root()).removeRecursively();
        QVERIFY(workspace.create());
        const QDir runs(workspace.runsDir());
        const auto run = [&runs](const QString& name, const QByteArray& manifest) {
            QVERIFY(runs.mkpath(name));
            write(runs.filePath(name + QStringLiteral("/manifest.json")), manifest);
        };
        run(QStringLiteral("attack-20261201-090000"),
            R"j({"kind": "attack", "model": "/models/muril-hi", "data": "/data/hi-reviews.tsv"})j");
        run(QStringLiteral("attack-20261202-090000"),
            R"j({"kind": "attack", "model": "/models/herbert-pl", "data": "/data/pl-polemo.tsv"})j");
        run(QStringLiteral("asr-curve-20261203-090000"),
            R"j({"kind": "asr-curve", "target": "/models/muril-hi", "data": "/data/hi-reviews.tsv"})j");
        run(QStringLiteral("probe-20261204-090000"),
            R"j({"kind": "probe", "model": "/models/muril-hi", "dataset": "hi_hdtb-ud-dev.conllu"})j");

        akshara::gui::RunsPanel panel;
        panel.setRunsDir(workspace.runsDir());
        QTableView* view = panel.view();
        const auto shown = [&panel, view] {
            QStringList names;
            for (int row = 0; row < panel.model()->rowCount(); ++row) {
                if (!view->isRowHidden(row)) {
                    names << panel.model()->run(row).name;
                }
            }
            return names;
        };
        QCOMPARE(shown().size(), 4);
        view->selectAll();
        panel.setFilter(QStringLiteral("ATTACK muril"));
        QCOMPARE(shown(), QStringList{QStringLiteral("attack-20261201-090000")});
        QCOMPARE(panel.selectedRunFolders(),
                 QStringList{runs.filePath(QStringLiteral("attack-20261201-090000"))});
        QCOMPARE(view->selectionModel()->selectedRows().size(), 1);  // the hidden, deselected
        panel.setFilter(QStringLiteral("muril"));
        QCOMPARE(shown().size(), 3);
        QCOMPARE(panel.selectedRuns(QStringLiteral("attack")).size(), 1);

        // A run added by the command line that the words fit shows; one they do not, not.
        run(QStringLiteral("attack-20261205-090000"),
            R"j({"kind": "attack", "model": "/models/muril-hi", "data": "/data/mr-news.tsv"})j");
        run(QStringLiteral("attack-20261206-090000"),
            R"j({"kind": "attack", "model": "/models/xlmr", "data": "/data/pl-polemo.tsv"})j");
        panel.refresh();
        QCOMPARE(shown().size(), 4);
        QVERIFY(!shown().contains(QStringLiteral("attack-20261206-090000")));
        view->selectAll();  // Ctrl+A: the runs shown
        QCOMPARE(panel.selectedRunFolders().size(), 4);
        // Sorted by a column, the same runs stay shown.
        view->sortByColumn(RunBrowserModel::Name, Qt::AscendingOrder);
        QCOMPARE(shown().size(), 4);
        QVERIFY(!shown().contains(QStringLiteral("attack-20261206-090000")));
        panel.setFilter(QString());
        QCOMPARE(shown().size(), 6);

        // A run hidden while current is not opened by Return.
        view->setCurrentIndex(panel.model()->index(0, 0));
        const QString current = panel.model()->run(0).path;
        panel.setFilter(QStringLiteral("no-run-has-this"));
        QSignalSpy opened(&panel, &akshara::gui::RunsPanel::openRequested);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY2(opened.isEmpty() || opened[0][0].toString() != current, qPrintable(current));

        // Another workspace opened with the words still typed: its runs are filtered too.
        const akshara::gui::Workspace other(
            akshara::test::tempPath(QStringLiteral("ws-filter-other")));
        QDir(other.root()).removeRecursively();
        QVERIFY(other.create());
        for (int i = 0; i < 8; ++i) {
            const QString name = QStringLiteral("attack-2026120%1-100000").arg(i + 1);
            QVERIFY(QDir(other.runsDir()).mkpath(name));
            write(other.runsDir() + "/" + name + "/manifest.json",
                  i == 3 ? R"j({"kind": "attack", "model": "/models/muril-hi"})j"
                         : R"j({"kind": "attack", "model": "/models/xlmr"})j");
        }
        panel.setFilter(QStringLiteral("muril"));
        panel.setRunsDir(other.runsDir());
        QCOMPARE(shown(), QStringList{QStringLiteral("attack-20261204-100000")});
    }

    // A workspace opened while the filter hides all its runs: its columns fit the runs once
    // they show, not only their titles.
    void theColumnsFitTheRunsFirstShown() {
        const akshara::gui::Workspace workspace(
            akshara::test::tempPath(QStringLiteral("ws-filter-columns")));
        QDir(workspace.root()).removeRecursively();
        QVERIFY(workspace.create());
        const QString name = QStringLiteral("attack-20261207-093000-muril-hi-phono");
        QVERIFY(QDir(workspace.runsDir()).mkpath(name));
        write(workspace.runsDir() + "/" + name + "/manifest.json",
              R"j({"kind": "attack", "model": "/models/muril-hi"})j");
        akshara::gui::RunsPanel panel;
        panel.setFilter(QStringLiteral("xlmr"));
        panel.setRunsDir(workspace.runsDir());
        QTableView* view = panel.view();
        QVERIFY(view->isRowHidden(0));
        panel.setFilter(QString());
        QVERIFY(!view->isRowHidden(0));
        const int needed = view->fontMetrics().horizontalAdvance(name);
        QVERIFY2(view->columnWidth(RunBrowserModel::Name) >= needed,
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(view->columnWidth(RunBrowserModel::Name))
                                .arg(needed)));
    }
};

QTEST_MAIN(RunBrowserTest)
#include "tst_gui_run_browser.moc"
