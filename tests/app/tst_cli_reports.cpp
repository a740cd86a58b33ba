// akshara-cli attack-report and asr-report over real runs: a Hindi sentiment classifier
// trained from scratch on the demo corpus, attacked with random, phono and ortho perturbations,
// and its ASR curve with a second classifier as the proxy; and over folders that are not
// finished runs of their kind.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <tuple>

#include <sys/stat.h>

#include "TestSupport.h"

using namespace akshara;

namespace {

QJsonObject readObject(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QJsonDocument::fromJson(file.readAll()).object();
}

void writeFile(const QString& path, const QByteArray& content) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        qFatal("cannot write %s", qPrintable(path));
    }
    file.write(content);
}

// A copy of `run` at `copy` whose manifest says that it read a curated deva-orthographic, as a
// run with --tables records it. False when the run cannot be copied.
bool copyWithManifestField(const QString& run, const QString& copy, const QString& key,
                           const QJsonValue& value) {
    QDir(copy).removeRecursively();
    if (!QDir().mkpath(copy)) {
        return false;
    }
    for (const QString& name : QDir(run).entryList(QDir::Files)) {
        if (name != "manifest.json" && !QFile::copy(run + "/" + name, copy + "/" + name)) {
            return false;
        }
    }
    QJsonObject manifest = readObject(run + "/manifest.json");
    manifest[key] = value;
    writeFile(copy + "/manifest.json", QJsonDocument(manifest).toJson());
    return true;
}

bool copyWithCuratedTable(const QString& run, const QString& copy) {
    return copyWithManifestField(run, copy, "tables",
                                 QJsonObject{{"deva-orthographic", "0123456789abcdef"}});
}

}  // namespace

class TestCliReports : public QObject {
    Q_OBJECT

    QString root_;
    QStringList runs_;  // ortho, random, phono: not in the paper's order
    QString asr_;

private Q_SLOTS:
    void initTestCase() {
        root_ = test::tempPath("attack-report");
        const QString data = root_ + "/data";
        auto result = test::writeDemoCorpus(data, "hi");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QString sentiment = data + "/hi/sentiment.tsv";
        result = test::trainTinyClassifier(sentiment, root_ + "/model-hi", 4, 1);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        for (const char* op : {"ortho", "random", "phono"}) {
            const QString out = root_ + "/attack-" + op;
            result =
                test::runCli({"attack", "--model", root_ + "/model-hi", "--data", sentiment, "--op",
                              op, "--lang", "hi", "--limit", "12", "--seed", "1", "--out", out});
            QVERIFY2(result.exitCode == 0, result.err.constData());
            runs_ << out;
        }
        result = test::trainTinyClassifier(sentiment, root_ + "/proxy-hi", 4, 2);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        asr_ = root_ + "/asr";
        result = test::runCli({"asr-curve",
                               "--proxy",
                               root_ + "/proxy-hi",
                               "--target",
                               root_ + "/model-hi",
                               "--data",
                               sentiment,
                               "--method",
                               "loo",
                               "--ops",
                               "phono,ortho",
                               "--lang",
                               "hi",
                               "--max-words",
                               "3",
                               "--limit",
                               "12",
                               "--seed",
                               "1",
                               "--out",
                               asr_});
        QVERIFY2(result.exitCode == 0, result.err.constData());
    }

    // The second paper's table: per operator the proxy's ranking, then random words, the
    // ASR at each k as the run's summary holds it, the mean and the robustness verdict.
    void asrReportShowsTheCurves() {
        const QJsonObject summary = readObject(asr_ + "/summary.json");
        const auto result = test::runCli({"asr-report", asr_, "--table"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QStringList lines = QString::fromUtf8(result.out).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 6);  // caption, header, two operators by two choices of words
        QCOMPARE(
            lines[1].split(' ', Qt::SkipEmptyParts),
            (QStringList{"Target", "Lang", "Operator", "Words", "1", "2", "3", "Mean", "Robust"}));
        const QJsonArray phono = summary["asr"].toObject()["phono"].toObject()["loo"].toArray();
        QStringList expected{"model-hi", "hi", "phono", "loo", "(proxy)"};
        for (const auto& rate : phono) {
            expected << QString::number(rate.toDouble(), 'f', 3);
        }
        expected << QString::number(
            summary["mean_asr"].toObject()["phono"].toObject()["loo"].toDouble(), 'f', 3);
        expected << (summary["not_robust"].toObject()["phono"].toBool() ? "no" : "yes");
        QCOMPARE(lines[2].split(' ', Qt::SkipEmptyParts), expected);
        QVERIFY(lines[3].contains("phono     random"));
        QVERIFY(lines[3].endsWith("-"));  // no verdict for random words
        QVERIFY(lines[4].contains("ortho"));

        const auto json = test::runCli({"asr-report", asr_});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray rows = QJsonDocument::fromJson(json.out).object()["rows"].toArray();
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows[0].toObject()["asr"].toArray(), phono);

        const auto latex = test::runCli({"asr-report", asr_, "--latex"});
        QCOMPARE(latex.exitCode, 0);
        QVERIFY(latex.out.contains("\\begin{tabular}{llllrrrrr}"));
        QVERIFY(latex.out.contains("\\label{tab:asr}"));
        // An attack run is not an ASR run.
        const auto wrong = test::runCli({"asr-report", runs_[0]});
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(wrong.err.contains("not an asr-curve run (it is an attack run)"),
                 wrong.err.constData());
        // A run named twice would be a row twice: a mistake in the command.
        const auto twice = test::runCli({"asr-report", asr_, asr_ + "/"});
        QCOMPARE(twice.exitCode, 2);
        QVERIFY2(twice.err.contains("the run folder is given twice"), twice.err.constData());
    }

    // JSON: each run's summary as written, with what was attacked, in the paper's order.
    void jsonHoldsEachRunsSummary() {
        const auto result = test::runCli(QStringList{"attack-report"} + runs_);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonArray rows = QJsonDocument::fromJson(result.out).object()["runs"].toArray();
        QCOMPARE(rows.size(), 3);
        QStringList operators;
        for (const auto& row : rows) {
            const QJsonObject r = row.toObject();
            operators << r["operator"].toString();
            QCOMPARE(r["model"].toString(), QStringLiteral("model-hi"));
            QCOMPARE(r["language"].toString(), QStringLiteral("hi"));
            const QJsonObject summary = readObject(r["run"].toString() + "/summary.json");
            QCOMPARE(r["after_attack_accuracy"].toDouble(),
                     summary["after_attack_accuracy"].toDouble());
            QCOMPARE(r["similarity"].toObject(), summary["similarity"].toObject());
            QVERIFY(!r.contains("categories"));
        }
        QCOMPARE(operators, (QStringList{"random", "phono", "ortho"}));
    }

    // The text table: one row a run with the summary's figures to three decimals; with
    // --categories, the phono run's sub-categories follow it.
    void tableShowsThePapersColumns() {
        const auto result = test::runCli(QStringList{"attack-report", "--table"} + runs_);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QStringList lines = QString::fromUtf8(result.out).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);  // caption, header, three runs
        QVERIFY(lines[1].startsWith("Model"));
        QVERIFY(lines[1].contains("After attack") && lines[1].contains("Phonetic sim."));
        const QJsonObject phono = readObject(runs_[2] + "/summary.json");
        QVERIFY(phono["successful"].toInt() > 0);  // similarities are of successful attacks
        const QStringList cells = lines[3].split(' ', Qt::SkipEmptyParts);
        QCOMPARE(cells[0], QStringLiteral("model-hi"));
        QCOMPARE(cells[2], QStringLiteral("phono"));
        QCOMPARE(cells[4], QString::number(phono["after_attack_accuracy"].toDouble(), 'f', 3));
        QCOMPARE(cells[7], QStringLiteral("-"));  // no embedding model: no semantic similarity
        QCOMPARE(cells[8],
                 QString::number(phono["similarity"].toObject()["chrf"].toDouble(), 'f', 3));

        const auto detailed =
            test::runCli(QStringList{"attack-report", "--table", "--categories"} + runs_);
        QVERIFY2(detailed.exitCode == 0, detailed.err.constData());
        const QString text = QString::fromUtf8(detailed.out);
        const QStringList categories = phono["categories"].toObject().keys();
        QVERIFY(categories.contains("vowel"));
        for (const QString& category : categories) {
            QVERIFY2(text.contains("phono / " + category), qPrintable(text));
        }
        QVERIFY(text.indexOf("phono / ") > text.indexOf("phono "));
        QVERIFY(text.indexOf("phono / ") < text.indexOf("ortho"));
    }

    // A run made with a curated table is another experiment than one with the built-in table:
    // its row says which table, and its JSON lists it.
    void curatedTablesAreNamed() {
        const QString curated = root_ + "/attack-ortho-curated";
        QVERIFY(copyWithCuratedTable(runs_[0], curated));
        const auto table = test::runCli({"attack-report", "--table", runs_[0], curated});
        QVERIFY2(table.exitCode == 0, table.err.constData());
        const QStringList lines = QString::fromUtf8(table.out).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(!lines[2].contains("curated"), qPrintable(lines[2]));
        QVERIFY2(lines[3].contains("ortho [deva-orthographic curated]"), qPrintable(lines[3]));
        const auto json = test::runCli({"attack-report", runs_[0], curated});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonArray rows = QJsonDocument::fromJson(json.out).object()["runs"].toArray();
        QCOMPARE(rows.size(), 2);
        QVERIFY(!rows[0].toObject().contains("curated_tables"));
        QCOMPARE(rows[1].toObject()["curated_tables"].toArray(), QJsonArray{"deva-orthographic"});
    }

    // In an ASR-curve run, only the operator that read the curated table is marked.
    void curatedTablesOfAnAsrRunAreNamedByOperator() {
        const QString curated = root_ + "/asr-curated";
        QVERIFY(copyWithCuratedTable(asr_, curated));
        const auto table = test::runCli({"asr-report", "--table", curated});
        QVERIFY2(table.exitCode == 0, table.err.constData());
        const QString text = QString::fromUtf8(table.out);
        QCOMPARE(text.count("ortho [deva-orthographic curated]"), 2);  // proxy and random rows
        QVERIFY(!text.contains("phono ["));
        const auto json = test::runCli({"asr-report", curated});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        for (const auto& row : QJsonDocument::fromJson(json.out).object()["rows"].toArray()) {
            const QJsonObject r = row.toObject();
            QCOMPARE(r.contains("curated_tables"), r["operator"].toString() == "ortho");
        }
    }

    // Runs of two proxies, or on two datasets, are told apart: a column names each run's
    // proxy or data where rows alike differ in them (the rows of two proxies read alike), by
    // name, or by as much of the path as tells two of one name apart; the JSON rows name them
    // always.
    void asrRunsOfOtherProxiesOrDataAreNamed() {
        const QString otherProxy = root_ + "/asr-other-proxy";
        QVERIFY(copyWithManifestField(asr_, otherProxy, "proxy", root_ + "/models/xlmr-proxy"));
        auto table = test::runCli({"asr-report", "--table", asr_, otherProxy});
        QVERIFY2(table.exitCode == 0, table.err.constData());
        QStringList lines = QString::fromUtf8(table.out).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 10);  // caption, header, two runs of two operators by two
        QCOMPARE(lines[1].split(' ', Qt::SkipEmptyParts).mid(0, 5),
                 (QStringList{"Target", "Lang", "Operator", "Words", "Proxy"}));
        QVERIFY2(lines[2].contains("loo (proxy)  proxy-hi"), qPrintable(lines[2]));
        QVERIFY2(lines[6].contains("loo (proxy)  xlmr-proxy"), qPrintable(lines[6]));
        const QString otherData = root_ + "/asr-other-data";
        QVERIFY(copyWithManifestField(asr_, otherData, "data", root_ + "/pl/sentiment.tsv"));
        table = test::runCli({"asr-report", "--table", asr_, otherData});
        QVERIFY2(table.exitCode == 0, table.err.constData());
        lines = QString::fromUtf8(table.out).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines[1].split(' ', Qt::SkipEmptyParts).mid(3, 2), (QStringList{"Words", "Data"}));
        QVERIFY2(lines[2].contains("  hi/sentiment.tsv"), qPrintable(lines[2]));
        QVERIFY2(lines[6].contains("  pl/sentiment.tsv"), qPrintable(lines[6]));
        const auto json = test::runCli({"asr-report", asr_, otherProxy});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonArray rows = QJsonDocument::fromJson(json.out).object()["rows"].toArray();
        QCOMPARE(rows.size(), 8);
        QCOMPARE(rows[0].toObject()["proxy"].toString(), root_ + "/proxy-hi");
        QCOMPARE(rows[4].toObject()["proxy"].toString(), root_ + "/models/xlmr-proxy");
        QCOMPARE(rows[4].toObject()["data"].toString(), root_ + "/data/hi/sentiment.tsv");
        // One run alone has no such columns.
        const auto alone = test::runCli({"asr-report", "--table", asr_});
        QVERIFY(!alone.out.contains("Proxy") && !alone.out.contains("Data"));

        // Nor did attack runs on two datasets differ in the first paper's table.
        const QString otherAttack = root_ + "/attack-ortho-other-data";
        QVERIFY(copyWithManifestField(runs_[0], otherAttack, "data", root_ + "/bn-sentiment.tsv"));
        const auto attacks = test::runCli({"attack-report", "--table", runs_[0], otherAttack});
        QVERIFY2(attacks.exitCode == 0, attacks.err.constData());
        lines = QString::fromUtf8(attacks.out).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines[1].split(' ', Qt::SkipEmptyParts).mid(0, 4),
                 (QStringList{"Model", "Lang", "Type", "Data"}));
        QVERIFY2(lines[2].contains("ortho  sentiment.tsv"), qPrintable(lines[2]));
        QVERIFY2(lines[3].contains("ortho  bn-sentiment.tsv"), qPrintable(lines[3]));
        // Runs in two languages are told apart by their language: no Data column for them.
        QVERIFY(copyWithManifestField(otherAttack, otherAttack + "-bn", "language", "bn"));
        const auto languages =
            test::runCli({"attack-report", "--table", runs_[0], otherAttack + "-bn"});
        QVERIFY2(languages.exitCode == 0, languages.err.constData());
        QVERIFY2(!languages.out.contains("Data"), languages.out.constData());
    }

    // Two attack runs of one model on one dataset (another method, another threshold) are
    // told apart by their folders; one run alone has no such column.
    void attackRunsAlikeAreToldApartByRun() {
        const QString other = root_ + "/attack-ortho-random-ranking";
        QJsonObject options = readObject(runs_[0] + "/manifest.json")["options"].toObject();
        options["method"] = "random";
        QVERIFY(copyWithManifestField(runs_[0], other, "options", options));
        const auto table = test::runCli({"attack-report", "--table", runs_[0], other});
        QVERIFY2(table.exitCode == 0, table.err.constData());
        const QStringList lines = QString::fromUtf8(table.out).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines[1].split(' ', Qt::SkipEmptyParts).mid(0, 4),
                 (QStringList{"Model", "Lang", "Type", "Run"}));
        const QString first = QFileInfo(runs_[0]).fileName();
        QVERIFY2(lines[2].contains("ortho  " + first + "  "), qPrintable(lines[2]));
        QVERIFY2(lines[3].contains("ortho  attack-ortho-random-ranking  "), qPrintable(lines[3]));
        const auto csv = test::runCli({"attack-report", "--csv", runs_[0], other});
        QVERIFY2(csv.exitCode == 0, csv.err.constData());
        QVERIFY2(csv.out.contains(",Run,"), csv.out.constData());
        const auto alone = test::runCli({"attack-report", "--table", runs_[0]});
        QVERIFY2(!alone.out.contains("Run"), alone.out.constData());
    }

    // Runs whose words were ranked by different methods (the second paper compares them) name
    // their methods rather than their folders; the JSON names each run's always.
    void attackRunsOfTwoRankingsNameTheirMethods() {
        const QString other = root_ + "/attack-ortho-partition-shap";
        QJsonObject options = readObject(runs_[0] + "/manifest.json")["options"].toObject();
        QCOMPARE(options["importance"].toString(), QStringLiteral("loo"));
        options["importance"] = "partition-shap";
        QVERIFY(copyWithManifestField(runs_[0], other, "options", options));
        const auto table = test::runCli({"attack-report", "--table", runs_[0], other});
        QVERIFY2(table.exitCode == 0, table.err.constData());
        const QStringList lines = QString::fromUtf8(table.out).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines[1].split(' ', Qt::SkipEmptyParts).mid(0, 5),
                 (QStringList{"Model", "Lang", "Type", "Importance", "Orig."}));
        QVERIFY2(lines[2].contains("ortho  loo  "), qPrintable(lines[2]));
        QVERIFY2(lines[3].contains("ortho  partition-shap  "), qPrintable(lines[3]));
        const auto json = test::runCli({"attack-report", runs_[0], other});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonArray rows = QJsonDocument::fromJson(json.out).object()["runs"].toArray();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[1].toObject()["importance"].toString(), QStringLiteral("partition-shap"));
        const auto alone = test::runCli({"attack-report", "--table", runs_[0]});
        QVERIFY2(!alone.out.contains("Importance"), alone.out.constData());
    }

    // Two runs of one proxy on one dataset (another seed, another threshold) are told apart
    // by their folders, and verdicts made at two thresholds each show their own; the JSON rows
    // name the run and its threshold always.
    void asrRunsAlikeAreToldApartByRunAndThreshold() {
        const QString other = root_ + "/asr-seed5";
        QJsonObject options = readObject(asr_ + "/manifest.json")["options"].toObject();
        options["seed"] = 5;
        options["threshold"] = 0.5;
        QVERIFY(copyWithManifestField(asr_, other, "options", options));
        QJsonObject summary = readObject(asr_ + "/summary.json");
        summary["threshold"] = 0.5;
        writeFile(other + "/summary.json", QJsonDocument(summary).toJson());
        const auto table = test::runCli({"asr-report", "--table", asr_, other});
        QVERIFY2(table.exitCode == 0, table.err.constData());
        const QStringList lines = QString::fromUtf8(table.out).split('\n', Qt::SkipEmptyParts);
        QVERIFY2(!lines[0].contains("robust: the mean ASR at most"), qPrintable(lines[0]));
        const QStringList header = lines[1].split(' ', Qt::SkipEmptyParts);
        QCOMPARE(header.mid(0, 5), (QStringList{"Target", "Lang", "Operator", "Words", "Run"}));
        QCOMPARE(header.mid(header.size() - 3), (QStringList{"Mean", "Threshold", "Robust"}));
        QVERIFY2(lines[2].contains("loo (proxy)  asr  "), qPrintable(lines[2]));
        QVERIFY2(lines[2].contains("  0.05  "), qPrintable(lines[2]));
        QVERIFY2(lines[6].contains("loo (proxy)  asr-seed5  "), qPrintable(lines[6]));
        QVERIFY2(lines[6].contains("  0.5  "), qPrintable(lines[6]));
        const auto json = test::runCli({"asr-report", asr_, other});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonArray rows = QJsonDocument::fromJson(json.out).object()["rows"].toArray();
        QCOMPARE(rows.size(), 8);
        QCOMPARE(rows[0].toObject()["run"].toString(), asr_);
        QCOMPARE(rows[0].toObject()["threshold"].toDouble(), 0.05);
        QCOMPARE(rows[4].toObject()["run"].toString(), other);
        QCOMPARE(rows[4].toObject()["threshold"].toDouble(), 0.5);
        // Runs that share a threshold keep it in the caption, without a column.
        const auto alone = test::runCli({"asr-report", "--table", asr_});
        QVERIFY(!alone.out.contains("Run") && !alone.out.contains("Threshold"));
        QVERIFY(alone.out.contains("robust: the mean ASR at most 0.05"));
    }

    // Models of one folder name (checkpoint-500 of two trainings) are told apart by as much
    // of their paths as differs, in the attack and the ASR tables alike.
    void modelsOfOneFolderNameAreToldApart() {
        const QString first = root_ + "/attack-run1-checkpoint";
        const QString second = root_ + "/attack-run2-checkpoint";
        QVERIFY(copyWithManifestField(runs_[0], first, "model", "/models/run1/checkpoint-500"));
        QVERIFY(copyWithManifestField(runs_[0], second, "model", "/models/run2/checkpoint-500"));
        const auto attacks = test::runCli({"attack-report", "--csv", first, second});
        QVERIFY2(attacks.exitCode == 0, attacks.err.constData());
        QStringList lines = QString::fromUtf8(attacks.out).split("\r\n", Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);  // the header, a row of each run
        QVERIFY2(lines[1].startsWith("run1/checkpoint-500,"), qPrintable(lines[1]));
        QVERIFY2(lines[2].startsWith("run2/checkpoint-500,"), qPrintable(lines[2]));
        // Each model's rows stay together, whatever the order the runs are given in.
        const QString firstAgain = root_ + "/attack-run1-checkpoint-other-op";
        QVERIFY(
            copyWithManifestField(runs_[1], firstAgain, "model", "/models/run1/checkpoint-500"));
        const auto grouped = test::runCli({"attack-report", "--csv", second, first, firstAgain});
        QVERIFY2(grouped.exitCode == 0, grouped.err.constData());
        lines = QString::fromUtf8(grouped.out).split("\r\n", Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[1].startsWith("run1/checkpoint-500,") &&
                     lines[2].startsWith("run1/checkpoint-500,") &&
                     lines[3].startsWith("run2/checkpoint-500,"),
                 grouped.out.constData());

        const QString target1 = root_ + "/asr-run1-checkpoint";
        const QString target2 = root_ + "/asr-run2-checkpoint";
        QVERIFY(copyWithManifestField(asr_, target1, "target", "/models/run1/checkpoint-500"));
        QVERIFY(copyWithManifestField(asr_, target2, "target", "/models/run2/checkpoint-500"));
        const auto curves = test::runCli({"asr-report", "--csv", target1, target2});
        QVERIFY2(curves.exitCode == 0, curves.err.constData());
        lines = QString::fromUtf8(curves.out).split("\r\n", Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 9);  // the header, two runs of two operators by two
        for (int i = 1; i < 5; ++i) {
            QVERIFY2(lines[i].startsWith("run1/checkpoint-500,"), qPrintable(lines[i]));
            QVERIFY2(lines[i + 4].startsWith("run2/checkpoint-500,"), qPrintable(lines[i + 4]));
        }
        const QString target1Again = root_ + "/asr-run1-checkpoint-again";
        QVERIFY(copyWithManifestField(asr_, target1Again, "target", "/models/run1/checkpoint-500"));
        const auto together = test::runCli({"asr-report", "--csv", target1, target2, target1Again});
        QVERIFY2(together.exitCode == 0, together.err.constData());
        lines = QString::fromUtf8(together.out).split("\r\n", Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 13);
        for (int i = 1; i < 13; ++i) {
            QVERIFY2(lines[i].startsWith(i < 9 ? "run1/checkpoint-500," : "run2/checkpoint-500,"),
                     together.out.constData());
        }
        // One folder name for one model: its name alone.
        const auto alone = test::runCli({"asr-report", "--csv", target1});
        QVERIFY2(alone.out.contains("\r\ncheckpoint-500,"), alone.out.constData());
    }

    void latexAndCsv() {
        const auto latex = test::runCli(QStringList{"attack-report", "--latex"} + runs_);
        QVERIFY2(latex.exitCode == 0, latex.err.constData());
        QVERIFY(latex.out.contains("\\begin{tabular}{lllrrrrrrrrrrrr}"));
        QVERIFY(
            latex.out.contains("Model & Lang & Type & Orig. acc. & After attack & ASR & "
                               "\\% perturbed words &"));
        QVERIFY(latex.out.contains("\\label{tab:attacks}"));
        const auto csv = test::runCli(QStringList{"attack-report", "--csv"} + runs_);
        QCOMPARE(csv.exitCode, 0);
        const QList<QByteArray> rows = csv.out.split('\n');
        QVERIFY(rows[1].startsWith("model-hi,hi,random,"));
        QCOMPARE(rows[1].count(','), 14);
        const auto both = test::runCli(QStringList{"attack-report", "--csv", "--latex"} + runs_);
        QCOMPARE(both.exitCode, 2);
        QVERIFY(both.err.contains("--latex and --csv: choose one"));
    }

    // What is not a finished attack run is refused, naming the folder or file and why.
    void otherFoldersAreRefused() {
        const QString probe = root_ + "/probe-run";
        writeFile(probe + "/manifest.json", R"({"kind": "probe"})");
        auto result = test::runCli({"attack-report", probe});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("probe-run/manifest.json: not an attack run (it is a probe "
                                     "run)"),
                 result.err.constData());

        const QString unfinished = root_ + "/unfinished";
        QVERIFY(QDir().mkpath(unfinished));
        QFile::copy(runs_[0] + "/manifest.json", unfinished + "/manifest.json");
        result = test::runCli({"attack-report", unfinished});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("unfinished: the attack run has not finished"),
                 result.err.constData());

        // A manifest nested 100,000 levels deep is refused, where the program crashed.
        const QString deep = root_ + "/deep";
        writeFile(deep + "/manifest.json",
                  "{\"kind\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + "}");
        writeFile(deep + "/summary.json", "{}");
        for (const char* report : {"attack-report", "asr-report", "probe-report"}) {
            result = test::runCli({report, deep});
            QCOMPARE(result.exitCode, 1);
            QVERIFY2(result.err.contains("deep/manifest.json: not valid JSON (parse error at byte "
                                         "521: arrays and objects nested more than 512 levels "
                                         "deep)"),
                     result.err.constData());
        }

        // A megabyte where the kind belongs is quoted in part, not printed whole.
        QByteArray zeros = "[0";
        for (int i = 0; i < 500000; ++i) {
            zeros += ",0";
        }
        writeFile(deep + "/manifest.json", "{\"kind\": " + zeros + "]}");
        result = test::runCli({"attack-report", deep});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("not text: [0,0,0,") && result.err.contains("0...") &&
                     result.err.size() < 400,
                 result.err.left(400).constData());

        result = test::runCli({"attack-report", root_ + "/nowhere"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("nowhere: no such folder"), result.err.constData());
        result = test::runCli({"attack-report", unfinished + "/manifest.json"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("manifest.json: not a folder"), result.err.constData());
        // A pipe named summary.json is not a run that has yet to finish (nor read: it would
        // wait for ever).
        const QString piped = root_ + "/piped";
        QVERIFY(QDir().mkpath(piped));
        QFile::copy(runs_[0] + "/manifest.json", piped + "/manifest.json");
        QCOMPARE(::mkfifo(QFile::encodeName(piped + "/summary.json").constData(), 0600), 0);
        result = test::runCli({"attack-report", piped});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("piped/summary.json: not a regular file"),
                 result.err.constData());

        result = test::runCli({"attack-report", runs_[0], runs_[1], runs_[0] + "/."});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("the run folder is given twice"), result.err.constData());

        const QString broken = root_ + "/broken";
        QVERIFY(QDir().mkpath(broken));
        QFile::copy(runs_[0] + "/manifest.json", broken + "/manifest.json");
        writeFile(broken + "/summary.json", "{\"examples\": 3,");
        result = test::runCli({"attack-report", broken});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("broken/summary.json: not valid JSON"),
                 result.err.constData());

        // A summary whose figures are not what a run writes is damage, not a table's figure.
        const QJsonObject real = readObject(runs_[0] + "/summary.json");
        const QList<std::tuple<QString, QJsonValue, QByteArray>> damaged{
            {"attack_success_rate", QJsonValue("x"), "field 'attack_success_rate': not a number"},
            {"original_accuracy", QJsonValue(5.0),
             "field 'original_accuracy': out of range: 5 (a run writes 0 to 1)"},
            {"examples", QJsonValue(-3), "field 'examples': out of range: -3"},
        };
        for (const auto& [key, value, message] : damaged) {
            QJsonObject summary = real;
            summary[key] = value;
            writeFile(broken + "/summary.json", QJsonDocument(summary).toJson());
            result = test::runCli({"attack-report", broken, "--table"});
            QCOMPARE(result.exitCode, 1);
            QVERIFY2(result.err.contains("broken/summary.json: " + message),
                     result.err.constData());
        }
        QJsonObject similarity = real;
        QJsonObject cosine = real["similarity"].toObject();
        cosine["cosine"] = 1.5;
        similarity["similarity"] = cosine;
        writeFile(broken + "/summary.json", QJsonDocument(similarity).toJson());
        result = test::runCli({"attack-report", broken});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("field 'similarity.cosine': out of range"),
                 result.err.constData());

        // A phono run's sub-categories are figures of the table too (--categories): checked
        // as the run's own.
        const QString brokenPhono = root_ + "/broken-phono";
        QVERIFY(QDir().mkpath(brokenPhono));
        QFile::remove(brokenPhono + "/manifest.json");
        QVERIFY(QFile::copy(runs_[2] + "/manifest.json", brokenPhono + "/manifest.json"));
        QJsonObject phono = readObject(runs_[2] + "/summary.json");
        QJsonObject categories = phono["categories"].toObject();
        QVERIFY(categories.contains("vowel"));
        QJsonObject vowel = categories["vowel"].toObject();
        vowel["attack_success_rate"] = 7.5;
        categories["vowel"] = vowel;
        phono["categories"] = categories;
        writeFile(brokenPhono + "/summary.json", QJsonDocument(phono).toJson());
        result = test::runCli({"attack-report", brokenPhono, "--table", "--categories"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("broken-phono/summary.json: field "
                                     "'categories.vowel.attack_success_rate': out of range: 7.5"),
                 result.err.constData());

        // A manifest whose names are not text is named by its field, not an internal error.
        writeFile(broken + "/summary.json", QJsonDocument(real).toJson());
        const QJsonObject manifest = readObject(runs_[0] + "/manifest.json");
        for (const char* key : {"language", "model", "operator", "kind"}) {
            QJsonObject damagedManifest = manifest;
            damagedManifest[key] = 5;
            writeFile(broken + "/manifest.json", QJsonDocument(damagedManifest).toJson());
            result = test::runCli({"attack-report", broken});
            QCOMPARE(result.exitCode, 1);
            QVERIFY2(result.err.contains(QByteArray("broken/manifest.json: field '") + key +
                                         "': not text: 5"),
                     result.err.constData());
        }
    }

    // A run folder whose name is not UTF-8 (here Latin-1 "café") is printed in the JSON
    // report with U+FFFD for the bad byte; it failed as an internal error after the work.
    void aFolderNameThatIsNotUtf8IsPrinted() {
        const QString dir = root_ + "/latin1";
        QProcess shell;
        shell.start("sh", {"-c",
                           "mkdir -p \"$2\" && cp -r \"$1\" \"$2/$(printf 'caf\\351')\" && "
                           "\"$3\" attack-report \"$2\"/caf*",
                           "sh", runs_[0], dir, qEnvironmentVariable("AKSHARA_CLI")});
        QVERIFY(shell.waitForFinished(60000));
        const QByteArray out = shell.readAllStandardOutput();
        // Qt cannot name the folder to remove it with the test's temporary folder.
        QProcess::execute("rm", {"-rf", dir});
        QVERIFY2(shell.exitCode() == 0, shell.readAllStandardError().constData());
        const QJsonObject report = QJsonDocument::fromJson(out).object();
        QCOMPARE(report["runs"].toArray().size(), 1);
        QVERIFY2(report["runs"][0]["run"].toString().endsWith(QString::fromUtf8("/caf\uFFFD")),
                 out.constData());
    }

    // An ASR summary's rates are fractions of the examples: a damaged one is named by its
    // field, never printed as a curve.
    void damagedAsrSummariesAreRefused() {
        const QString broken = root_ + "/broken-asr";
        QVERIFY(QDir().mkpath(broken));
        QFile::remove(broken + "/manifest.json");
        QVERIFY(QFile::copy(asr_ + "/manifest.json", broken + "/manifest.json"));
        const QJsonObject real = readObject(asr_ + "/summary.json");
        const auto withRate = [&real](const QString& group, const QJsonValue& value) {
            QJsonObject summary = real;
            QJsonObject byOp = summary[group].toObject();
            QJsonObject phono = byOp["phono"].toObject();
            if (group == "asr") {
                QJsonArray rates = phono["loo"].toArray();
                rates[1] = value;
                phono["loo"] = rates;
            } else {
                phono["loo"] = value;
            }
            byOp["phono"] = phono;
            summary[group] = byOp;
            return summary;
        };
        const auto withCurve = [&real](const QJsonArray& rates) {
            QJsonObject summary = real;
            QJsonObject byOp = summary["asr"].toObject();
            QJsonObject phono = byOp["phono"].toObject();
            phono["loo"] = rates;
            byOp["phono"] = phono;
            summary["asr"] = byOp;
            return summary;
        };
        const QJsonArray curve = real["asr"].toObject()["phono"].toObject()["loo"].toArray();
        QJsonObject threshold = real;
        threshold["threshold"] = 5;
        QJsonObject noOperators = real;
        noOperators["asr"] = QJsonObject();
        QJsonObject noMethods = real;
        QJsonObject phonoWithout = real["asr"].toObject();
        phonoWithout["phono"] = QJsonObject();
        noMethods["asr"] = phonoWithout;
        QJsonObject verdict = real;
        QJsonObject notRobust = real["not_robust"].toObject();
        notRobust["ortho"] = "maybe";
        verdict["not_robust"] = notRobust;
        const QList<std::pair<QJsonObject, QByteArray>> damaged{
            {withRate("asr", 1.25),
             "field 'asr.phono.loo[1]': out of range: 1.25 (a run writes 0 to 1)"},
            {withRate("asr", "x"), "field 'asr.phono.loo[1]': not a number: \"x\""},
            {withRate("mean_asr", -0.5), "field 'mean_asr.phono.loo': out of range: -0.5"},
            {threshold, "field 'threshold': out of range: 5"},
            {verdict, "field 'not_robust.ortho': not true or false: \"maybe\""},
            {noOperators, "field 'asr': no operator's rates: the summary is damaged"},
            {noMethods, "field 'asr.phono': not an object of rates by words chosen"},
            {withCurve({}), "field 'asr.phono.loo': not a list of rates"},
            {withCurve({curve[0], curve[1]}),
             "field 'asr.phono.loo': 2 rates where the run perturbed 1 to 3 words "
             "(options.max_words)"},
        };
        for (const auto& [summary, message] : damaged) {
            writeFile(broken + "/summary.json", QJsonDocument(summary).toJson());
            const auto result = test::runCli({"asr-report", asr_, broken, "--table"});
            QCOMPARE(result.exitCode, 1);
            QVERIFY2(result.out.isEmpty(), result.out.constData());
            QVERIFY2(result.err.contains("broken-asr/summary.json: " + message),
                     result.err.constData());
        }
        // The real summary, copied, reads as the run's own.
        writeFile(broken + "/summary.json", QJsonDocument(real).toJson());
        const auto result = test::runCli({"asr-report", broken, "--table"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliReports)
#include "tst_cli_reports.moc"
