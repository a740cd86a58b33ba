#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "TestSupport.h"

using namespace akshara;

// akshara-cli probe-report over hand-written probe summaries whose tables are computed by hand.
class TestCliProbeReport : public QObject {
    Q_OBJECT

    // A run folder DIR/NAME with a summary of SentLen on clean text and under DropF, two
    // layers each; `language` empty leaves the field out.
    static QString writeRun(const QString& root, const QString& name, const QString& model,
                            const QString& language, double clean0, double clean1,
                            double perturbed0, double perturbed1) {
        const QString dir = root + "/" + name;
        QDir().mkpath(dir);
        auto layers = [](double a0, double a1) {
            return QJsonArray{QJsonObject{{"layer", 0}, {"accuracy", a0}},
                              QJsonObject{{"layer", 1}, {"accuracy", a1}}};
        };
        QJsonObject summary{{"model", "/models/" + model + "/"}, {"model_name", model}};
        if (!language.isEmpty())
            summary["language"] = language;
        summary["results"] = QJsonArray{
            QJsonObject{
                {"task", "SentLen"}, {"perturbation", "clean"}, {"layers", layers(clean0, clean1)}},
            QJsonObject{{"task", "SentLen"},
                        {"perturbation", "DropF"},
                        {"layers", layers(perturbed0, perturbed1)}},
            QJsonObject{{"task", "ObjNum"}, {"perturbation", "clean"}, {"skipped", "too few"}}};
        QFile f(dir + "/summary.json");
        f.open(QIODevice::WriteOnly);
        f.write(QJsonDocument(summary).toJson());
        return dir;
    }

    // The cell (row, column) of a table in the report.
    static QJsonValue cell(const QJsonObject& table, const QString& row, const QString& column) {
        const auto rows = table["row_names"].toArray();
        const auto columns = table["column_names"].toArray();
        for (int r = 0; r < rows.size(); ++r)
            for (int c = 0; c < columns.size(); ++c)
                if (rows[r].toString() == row && columns[c].toString() == column)
                    return table["mean"].toArray()[r].toArray()[c];
        return QJsonValue(QJsonValue::Undefined);
    }

private Q_SLOTS:
    void tablesOverRuns() {
        const QString root = test::tempPath("runs");
        const QString a = writeRun(root, "a", "m1", "hi", 0.5, 0.8, 0.25, 0.6);       // RS .5 .75
        const QString b = writeRun(root, "b", "m1", "mr", 0.4, 0.5, 0.4, 0.25);       // RS 1 .5
        const QString c = writeRun(root, "hi", "m2", QString(), 1.0, 0.8, 0.5, 0.8);  // .5 1
        const auto result = test::runCli({"probe-report", a, b, c});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(report["records"].toInt(), 12);

        const QJsonObject accuracy = report["accuracy"]["model_language"].toObject();
        QCOMPARE(cell(accuracy, "m1", "hi").toDouble(), 0.65);
        QCOMPARE(cell(accuracy, "m1", "mr").toDouble(), 0.45);
        QCOMPARE(cell(accuracy, "m2", "hi").toDouble(), 0.9);  // language from the folder
        QVERIFY(cell(accuracy, "m2", "mr").isNull());          // no such run

        const QJsonObject rs = report["robustness"]["perturbation_model"].toObject();
        QCOMPARE(cell(rs, "DropF", "m1").toDouble(), 0.6875);
        QCOMPARE(cell(rs, "DropF", "m2").toDouble(), 0.75);
        const QJsonObject byLanguage = report["robustness"]["perturbation_language"].toObject();
        QCOMPARE(cell(byLanguage, "DropF", "hi").toDouble(), (0.5 + 0.75 + 0.5 + 1.0) / 4);
        QCOMPARE(cell(byLanguage, "DropF", "mr").toDouble(), 0.75);

        // The paper's Table 6: the most affected layers per task and language, over models
        // and perturbations. SentLen in hi: layer 0 = (.5 + .5) / 2 (m1 and m2), layer 1 =
        // (.75 + 1) / 2; in mr: layer 0 = 1, layer 1 = .5.
        const QJsonArray affected = report["most_affected_layers"].toArray();
        QCOMPARE(affected.size(), 2);
        for (const auto& entry : affected) {
            const QJsonObject e = entry.toObject();
            QCOMPARE(e["task"].toString(), QString("SentLen"));
            QCOMPARE(e["equal"].toBool(), false);
            const QJsonArray layers = e["layers"].toArray();
            QCOMPARE(layers.size(), 2);
            if (e["language"].toString() == "hi") {
                QCOMPARE(layers[0].toInt(), 0);
                QCOMPARE(e["rs"].toArray()[0].toDouble(), 0.5);
                QCOMPARE(e["rs"].toArray()[1].toDouble(), 0.875);
            } else {
                QCOMPARE(e["language"].toString(), QString("mr"));
                QCOMPARE(layers[0].toInt(), 1);
                QCOMPARE(e["rs"].toArray()[0].toDouble(), 0.5);
            }
        }
        // And per model and perturbation: m1 layer 0 = (.5 + 1) / 2, layer 1 = (.75 + .5) / 2.
        const QJsonArray byModel = report["most_affected_layers_by_model"].toArray();
        QCOMPARE(byModel.size(), 2);
        for (const auto& entry : byModel) {
            const QJsonObject e = entry.toObject();
            QCOMPARE(e["perturbation"].toString(), QString("DropF"));
            const QJsonArray layers = e["layers"].toArray();
            if (e["model"].toString() == "m1") {
                QCOMPARE(layers[0].toInt(), 1);
                QCOMPARE(e["rs"].toArray()[0].toDouble(), 0.625);
            } else {
                QCOMPARE(layers[0].toInt(), 0);
                QCOMPARE(e["rs"].toArray()[0].toDouble(), 0.5);
            }
        }

        const auto text = test::runCli({"probe-report", a, b, c, "--table"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("RS: perturbation x model"));
        QVERIFY(text.out.contains("0.688"));
        QVERIFY2(text.out.contains("m1 / DropF: 1 (0.625), 0 (0.750)"), text.out.constData());
        // Table 6 as the paper prints it: tasks down, languages across, layers in the cells.
        const QStringList lines = QString::fromUtf8(text.out).split('\n');
        const int title = lines.indexOf(
            "Most affected layers (lowest mean RS first): task x language, over models and "
            "perturbations");
        QVERIFY2(title >= 0, text.out.constData());
        QCOMPARE(lines[title + 1].split(' ', Qt::SkipEmptyParts), (QStringList{"hi", "mr"}));
        QCOMPARE(lines[title + 2].simplified(), QString("SentLen 0, 1 1, 0"));
    }

    // --latex: every table of --table as a LaTeX table for a paper, with its caption.
    // A summary without model_name (an older run) is named by its model's folder, also when
    // the path ends in a slash; the row's name was empty.
    void aModelWithoutItsNameIsNamedByItsFolder() {
        const QString dir =
            writeRun(test::tempPath("unnamed"), "a", "m3", "hi", 0.5, 0.8, 0.25, 0.6);
        QFile file(dir + "/summary.json");
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject summary = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        summary.remove("model_name");
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(summary).toJson());
        file.close();
        const auto result = test::runCli({"probe-report", dir});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(cell(report["accuracy"]["model_language"].toObject(), "m3", "hi").toDouble(),
                 0.65);
    }

    void tablesAsLatex() {
        const QString root = test::tempPath("latex-runs");
        const QString a = writeRun(root, "a", "m_1", "hi", 0.5, 0.8, 0.25, 0.6);
        const QString b = writeRun(root, "b", "m_1", "mr", 0.4, 0.5, 0.4, 0.25);
        const QString c = writeRun(root, "hi", "m2", QString(), 1.0, 0.8, 0.5, 0.8);
        const auto result = test::runCli({"probe-report", a, b, c, "--latex"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QString out = QString::fromUtf8(result.out);
        // Two accuracy tables, six of RS, two of the most affected layers.
        QCOMPARE(out.count("\\begin{table}[t]"), 10);
        QCOMPARE(out.count("\\end{table}"), 10);
        QVERIFY2(out.contains(" & hi & mr \\\\\n\\midrule\nm\\_1 & 0.650 & 0.450 \\\\\n"
                              "m2 & 0.900 & - \\\\\n\\bottomrule\n\\end{tabular}\n"
                              "\\caption{Accuracy: model x language}\n"
                              "\\label{tab:accuracy-model_language}\n"),
                 result.out.constData());
        QVERIFY(out.contains("DropF & 0.688 & 0.750 \\\\\n"));
        QVERIFY2(out.contains(" & DropF \\\\\n\\midrule\nm\\_1 & 1, 0 \\\\\nm2 & 0, 1 \\\\\n"),
                 result.out.constData());

        const auto both = test::runCli({"probe-report", a, "--latex", "--table"});
        QCOMPARE(both.exitCode, 2);
    }

    // --csv: the tables of --latex for a spreadsheet, one under another, each under its
    // caption, as the workbench exports them.
    void tablesAsCsv() {
        const QString root = test::tempPath("csv-runs");
        const QString a = writeRun(root, "a", "m_1", "hi", 0.5, 0.8, 0.25, 0.6);
        const QString c = writeRun(root, "hi", "m2", QString(), 1.0, 0.8, 0.5, 0.8);
        const auto result = test::runCli({"probe-report", a, c, "--csv"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QString out = QString::fromUtf8(result.out);
        QVERIFY2(out.startsWith("Accuracy: model x language\r\n,hi\r\nm_1,0.650\r\n"
                                "m2,0.900\r\n\r\nAccuracy: model x task\r\n"),
                 result.out.constData());
        QCOMPARE(out.count("\r\n\r\n"), 10);  // two of accuracy, six of RS, two of layers
        QVERIFY2(out.contains("RS: perturbation x model\r\n,m_1,m2\r\nDropF,0.625,0.750\r\n"),
                 result.out.constData());
        QCOMPARE(test::runCli({"probe-report", a, "--csv", "--latex"}).exitCode, 2);
    }

    // A cell whose layers all score alike is "Equal", as in the paper: no layer stands out.
    void layersThatScoreAlikeAreEqual() {
        const QString root = test::tempPath("equal-runs");
        const QString a = writeRun(root, "a", "m1", "te", 0.5, 0.8, 0.4, 0.64);  // RS .8 .8
        const auto result = test::runCli({"probe-report", a});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(result.out).object();
        const QJsonObject cell = report["most_affected_layers"].toArray()[0].toObject();
        QCOMPARE(cell["equal"].toBool(), true);
        const auto text = test::runCli({"probe-report", a, "--table"});
        QVERIFY2(text.out.contains("SentLen  Equal\n"), text.out.constData());
        QVERIFY2(text.out.contains("m1 / DropF: Equal"), text.out.constData());
    }

    // Two runs of one model name and language would divide one run's perturbed accuracies by
    // the other's clean ones: refused, naming both runs.
    void runsOfOneModelAndLanguageAreRefused() {
        const QString root = test::tempPath("twin-runs");
        const QString a = writeRun(root, "seed0", "base", "hi", 0.5, 0.8, 0.25, 0.6);
        const QString b = writeRun(root, "seed1", "base", "hi", 0.6, 0.7, 0.3, 0.6);
        const auto result = test::runCli({"probe-report", a, b});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(a.toUtf8()) && result.err.contains(b.toUtf8()),
                 result.err.constData());
        QVERIFY2(result.err.contains("model 'base' in language 'hi'"), result.err.constData());
        QVERIFY(result.out.isEmpty());
    }

    // Runs of one model and language that probed other tasks join as one run: each table's
    // cell is the mean over the records of both.
    void runsOfOtherTasksJoin() {
        const QString root = test::tempPath("task-runs");
        const QString a = writeRun(root, "sentlen", "base", "hi", 0.5, 0.8, 0.25, 0.6);
        const QString b = root + "/treedepth";
        QDir().mkpath(b);
        const QJsonObject summary{
            {"model", "/models/base/"},
            {"model_name", "base"},
            {"language", "hi"},
            {"results",
             QJsonArray{QJsonObject{
                 {"task", "TreeDepth"},
                 {"perturbation", "clean"},
                 {"layers", QJsonArray{QJsonObject{{"layer", 0}, {"accuracy", 0.3}}}}}}}};
        QFile f(b + "/summary.json");
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(summary).toJson());
        f.close();
        const auto result = test::runCli({"probe-report", a, b});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(report["records"].toInt(), 5);
        const QJsonObject accuracy = report["accuracy"]["model_language"].toObject();
        QCOMPARE(cell(accuracy, "base", "hi").toDouble(), (0.5 + 0.8 + 0.3) / 3);
        const QJsonObject byTask = report["accuracy"]["model_task"].toObject();
        QCOMPARE(cell(byTask, "base", "TreeDepth").toDouble(), 0.3);
    }

    // Two models of one folder name (checkpoint-500 of two trainings) are two rows, named by
    // as many folders as tell them apart, not one row averaging a BERT and an XLM-R; one model
    // given by two paths (its fingerprint the same) stays one.
    void modelsOfOneFolderNameAreToldApart() {
        const QString root = test::tempPath("one-folder-name");
        const auto runOf = [&root](const QString& name, const QString& modelPath,
                                   const QString& fingerprint, double clean) {
            const QString dir =
                writeRun(root, name, "checkpoint-500", "hi", clean, clean, 0.2, 0.2);
            QFile file(dir + "/summary.json");
            file.open(QIODevice::ReadOnly);
            QJsonObject summary = QJsonDocument::fromJson(file.readAll()).object();
            file.close();
            summary["model"] = modelPath;
            summary["model_fingerprint"] = fingerprint;
            file.open(QIODevice::WriteOnly | QIODevice::Truncate);
            file.write(QJsonDocument(summary).toJson());
            return dir;
        };
        const QString bert = runOf("bert", "/models/run1/checkpoint-500", "f1", 0.9);
        const QString xlmr = runOf("xlmr", "/models/run2/checkpoint-500", "f2", 0.5);
        auto result = test::runCli({"probe-report", bert, xlmr});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(result.out).object();
        const QJsonObject byLanguage = report["accuracy"]["model_language"].toObject();
        QCOMPARE(byLanguage["row_names"].toArray(),
                 (QJsonArray{"run1/checkpoint-500", "run2/checkpoint-500"}));
        QCOMPARE(cell(byLanguage, "run1/checkpoint-500", "hi").toDouble(), 0.9);
        QCOMPARE(cell(byLanguage, "run2/checkpoint-500", "hi").toDouble(), 0.5);
        // Relative paths spelled alike, from two training folders: their fingerprints tell them
        // apart.
        const QString relative1 = runOf("relative1", "checkpoint-500", "0123456789ab", 0.9);
        const QString relative2 = runOf("relative2", "checkpoint-500", "fedcba987654", 0.5);
        result = test::runCli({"probe-report", relative1, relative2, "--csv"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.out.contains("\r\ncheckpoint-500 [01234567],") &&
                     result.out.contains("\r\ncheckpoint-500 [fedcba98],"),
                 result.out.constData());
        // The same weights under another path: one model, whose SentLen two runs both hold.
        const QString again = runOf("again", "models/run1/checkpoint-500", "f1", 0.9);
        result = test::runCli({"probe-report", bert, again});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("both hold SentLen / clean of model 'checkpoint-500'"),
                 result.err.constData());
    }

    // A run folder given twice, by one spelling or two, would count its scores twice:
    // refused, naming the folder.
    void aRunGivenTwiceIsRefused() {
        const QString root = test::tempPath("run-twice");
        const QString a = writeRun(root, "a", "base", "hi", 0.5, 0.8, 0.25, 0.6);
        const QString b = writeRun(root, "b", "base", "mr", 0.6, 0.7, 0.3, 0.6);
        auto result = test::runCli({"probe-report", a, b, a});
        QCOMPARE(result.exitCode, 2);  // a mistake in the command, as matrix says of a file
        QVERIFY2(result.err.contains((a + ": the run folder is given twice").toUtf8()),
                 result.err.constData());
        QVERIFY(result.out.isEmpty());
        result = test::runCli({"probe-report", a, root + "/./a"});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(("given twice (also as " + a + ")").toUtf8()),
                 result.err.constData());
        // A missing folder named twice is said to be missing.
        result = test::runCli({"probe-report", root + "/gone", root + "/gone"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("gone: no such folder"), result.err.constData());
        result = test::runCli({"probe-report", a, b});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QCOMPARE(QJsonDocument::fromJson(result.out).object()["records"].toInt(), 8);
    }

    // Names from the runs are escaped in the text tables: a control character in a model's
    // name neither acts on the terminal nor breaks a row, and a Devanagari name lines up.
    void textTablesEscapeAndAlignNames() {
        const QString root = test::tempPath("named-runs");
        const QString a = writeRun(root, "a", "m\x1b[2J\nx", "hi", 0.5, 0.8, 0.25, 0.6);
        const QString b =
            writeRun(root, "b", QStringLiteral("हिंदी-बर्ट"), "hi", 0.4, 0.5, 0.4, 0.25);
        const auto text = test::runCli({"probe-report", a, b, "--table"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(!text.out.contains('\x1b'));
        QVERIFY2(text.out.contains("m\\x1b[2J\\nx / DropF:"), text.out.constData());
        const QStringList lines = QString::fromUtf8(text.out).split('\n');
        const int title = lines.indexOf("Accuracy: model x language");
        QVERIFY(title >= 0);
        const auto columns = [](const QString& line) {
            int n = 0;
            for (const QChar c : line) {
                n += c.category() == QChar::Mark_NonSpacing ? 0 : 1;
            }
            return n;
        };
        QVERIFY2(lines[title + 2].startsWith("m\\x1b[2J\\nx"), qPrintable(lines[title + 2]));
        QCOMPARE(columns(lines[title + 2]), columns(lines[title + 1]));
        QCOMPARE(columns(lines[title + 3]), columns(lines[title + 1]));
    }

    void notASummary() {
        const QString dir = test::tempPath("broken");
        QDir().mkpath(dir);
        QFile f(dir + "/summary.json");
        f.open(QIODevice::WriteOnly);
        f.write("{\"model\": \"x\"}");
        f.close();
        const auto result = test::runCli({"probe-report", dir});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("summary.json"), result.err.constData());
        QVERIFY2(result.err.contains("results"), result.err.constData());
        const auto missing = test::runCli({"probe-report", dir + "/nowhere"});
        QCOMPARE(missing.exitCode, 1);
    }

    // The summary's path is named once, and a truncated summary's JSON error reads without the
    // JSON library's internal exception id.
    void errorsNameTheSummaryOnce() {
        const QString dir = test::tempPath("attack-run");
        QDir().mkpath(dir);
        const QString summary = dir + "/summary.json";
        QFile f(summary);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"examples\": 5, \"attack_success_rate\": 0.4}");
        f.close();
        auto result = test::runCli({"probe-report", dir});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(QString::fromUtf8(result.err).trimmed(),
                 "akshara-cli probe-report: error: " + summary +
                     ": not a probe summary: it has no \"results\" array");

        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"results\": [{\"task\": \"SentLen\", \"layers\": [");
        f.close();
        result = test::runCli({"probe-report", dir});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.err.count(summary.toUtf8()), 1);
        QVERIFY2(result.err.contains(summary.toUtf8() + ": not a probe summary (parse error"),
                 result.err.constData());
        QVERIFY2(!result.err.contains("json.exception"), result.err.constData());

        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"results\": [{\"layers\": []}]}");
        f.close();
        result = test::runCli({"probe-report", dir});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(
            QString::fromUtf8(result.err).trimmed(),
            "akshara-cli probe-report: error: " + summary + ": field 'results[0]': no task name");
    }

    // A perturbed result whose task has no clean result in the runs cannot be scored: said,
    // not left out in silence.
    void perturbationsWithoutACleanResultAreNamed() {
        const QString root = test::tempPath("without-clean");
        const QString dir = writeRun(root, "hi", "muril", "hi", 0.9, 0.8, 0.8, 0.7);
        QFile file(dir + "/summary.json");
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject summary = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        QJsonArray results = summary["results"].toArray();
        results.removeAt(0);  // SentLen / clean
        summary["results"] = results;
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(summary).toJson());
        file.close();
        const auto result = test::runCli({"probe-report", dir, "--table"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.contains("note: SentLen / DropF of model 'muril' in language 'hi' has "
                                     "no clean accuracy above 0"),
                 result.err.constData());
        QVERIFY2(result.out.contains("No perturbed result has a clean counterpart"),
                 result.out.constData());
        // The CSV says so too, as the LaTeX does (it ended after the accuracy tables).
        for (const char* format : {"--csv", "--latex"}) {
            const auto other = test::runCli({"probe-report", dir, QString::fromLatin1(format)});
            QVERIFY2(other.exitCode == 0, other.err.constData());
            QVERIFY2(other.out.trimmed().endsWith(
                         "No robustness scores: no perturbed result has a clean accuracy above 0 "
                         "to be scored against."),
                     other.out.constData());
        }
    }

    // A clean accuracy of 0 at one layer leaves that layer unscored, and only it: the note
    // names the layer, and the other layer's score stays in the tables.
    void aLayerWithoutCleanAccuracyIsNamed() {
        const QString root = test::tempPath("zero-layer");
        const QString dir = writeRun(root, "hi", "muril", "hi", 0.0, 0.5, 0.2, 0.25);
        const auto result = test::runCli({"probe-report", dir, "--table"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.contains("note: SentLen / DropF of model 'muril' in language 'hi' at "
                                     "layer 0 has no clean accuracy above 0"),
                 result.err.constData());
        QVERIFY2(result.out.contains("muril / DropF: 1 (0.500)"), result.out.constData());
    }

    // An accuracy is a fraction of the probe's test items: 7.5 is damage, named by its field.
    void accuracyOutOfRangeIsRefused() {
        const QString root = test::tempPath("damaged-accuracy");
        const QString dir = writeRun(root, "hi", "muril", "hi", 0.9, 7.5, 0.8, 0.7);
        const auto result = test::runCli({"probe-report", dir, "--table"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.out.isEmpty(), result.out.constData());
        QCOMPARE(QString::fromUtf8(result.err).trimmed(),
                 "akshara-cli probe-report: error: " + dir +
                     "/summary.json: field 'results[0].layers[1].accuracy': out of range: 7.5 (a "
                     "run writes 0 to 1)");
    }

    // A name that is not text (the language, a perturbation) is named by its field, not an
    // internal error.
    void namesThatAreNotTextAreRefused() {
        const QString root = test::tempPath("damaged-names");
        const QString dir = writeRun(root, "hi", "muril", "hi", 0.9, 0.8, 0.8, 0.7);
        QFile file(dir + "/summary.json");
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject summary = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        const auto refused = [&](const QJsonObject& damaged, const QString& message) {
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QJsonDocument(damaged).toJson());
            file.close();
            const auto result = test::runCli({"probe-report", dir, "--table"});
            QCOMPARE(result.exitCode, 1);
            QCOMPARE(QString::fromUtf8(result.err).trimmed(),
                     "akshara-cli probe-report: error: " + dir + "/summary.json: " + message);
        };
        QJsonObject damaged = summary;
        damaged["language"] = 5;
        refused(damaged, "field 'language': not text: 5");
        damaged = summary;
        QJsonArray results = summary["results"].toArray();
        QJsonObject first = results[0].toObject();
        first["perturbation"] = QJsonValue(7);
        results[0] = first;
        damaged["results"] = results;
        refused(damaged, "field 'results[0].perturbation': not text: 7");
        // A task and perturbation, or a layer, listed twice would be averaged in twice.
        damaged = summary;
        results = summary["results"].toArray();
        results.append(results[1]);
        damaged["results"] = results;
        refused(damaged,
                "field 'results[3]': listed twice (also results[1]): the summary is damaged");
        damaged = summary;
        results = summary["results"].toArray();
        first = results[0].toObject();
        QJsonArray layers = first["layers"].toArray();
        layers.append(layers[0]);
        first["layers"] = layers;
        results[0] = first;
        damaged["results"] = results;
        refused(damaged,
                "field 'results[0].layers[2]': layer 0 listed twice: the summary is damaged");
    }

    // A run folder of another command, or a probe run that has not finished, is named as
    // such, as attack-report and asr-report name them.
    void otherRunFoldersAreNamed() {
        const QString root = test::tempPath("other-runs");
        const auto write = [](const QString& path, const QByteArray& content) {
            QDir().mkpath(QFileInfo(path).absolutePath());
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        };
        write(root + "/attack/manifest.json", R"({"kind": "attack"})");
        write(root + "/attack/summary.json", R"({"examples": 5, "original_accuracy": 0.8})");
        auto result = test::runCli({"probe-report", root + "/attack"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("attack/manifest.json: not a probe run (it is an attack run)"),
                 result.err.constData());

        write(root + "/probing/manifest.json", R"({"kind": "probe"})");
        result = test::runCli({"probe-report", root + "/probing"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("probing: the probe run has not finished: no summary.json"),
                 result.err.constData());

        QVERIFY(QDir().mkpath(root + "/empty"));
        result = test::runCli({"probe-report", root + "/empty"});
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(QString::fromUtf8(result.err).trimmed(),
                 "akshara-cli probe-report: error: " + root +
                     "/empty: not a probe run folder: no summary.json");

        // Finished, with its manifest: read as any probe run.
        const QString finished = writeRun(root, "probing", "muril", "hi", 0.9, 0.8, 0.7, 0.6);
        result = test::runCli({"probe-report", finished, "--table"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliProbeReport)
#include "tst_cli_probe_report.moc"
