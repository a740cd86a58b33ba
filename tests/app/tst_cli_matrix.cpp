#include <QRegularExpression>
#include <QtTest>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

#include "TestSupport.h"

using namespace akshara::test;

namespace {

// Writes a prediction file (one JSON object per line) and returns its path.
QString writePredictions(const QString& name, const QStringList& lines) {
    const QString path = tempPath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        qFatal("cannot write %s", qPrintable(path));
    }
    file.write(lines.join('\n').toUtf8() + "\n");
    return path;
}

// A copy of the prediction file at `path` under another name: the same predictions, as a second
// run's (a file compared with itself is refused).
QString copyOf(const QString& path) {
    const QString copy = path + ".copy.jsonl";
    QFile::remove(copy);
    if (!QFile::copy(path, copy)) {
        qFatal("cannot copy %s", qPrintable(path));
    }
    return copy;
}

QString line(const QString& id, const QString& gold, const QString& pred) {
    return QString(R"({"id": "%1", "gold": "%2", "pred": "%3"})").arg(id, gold, pred);
}

// Hindi and Marathi predictions of one model on the same four parallel examples.
QString hindi() {
    return writePredictions(
        "hi.jsonl",
        {line("p1", "entailment", "entailment"), line("p2", "neutral", "entailment"),
         line("p3", "contradiction", "contradiction"), line("p4", "entailment", "neutral")});
}

QString marathi() {
    return writePredictions(
        "mr.jsonl", {line("p4", "entailment", "entailment"), line("p3", "contradiction", "neutral"),
                     line("p2", "neutral", "entailment"), line("p1", "entailment", "entailment")});
}

QJsonObject parseObject(const QByteArray& out) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        qWarning("not a JSON object: %s", out.constData());
    }
    return doc.object();
}

QJsonArray rows(std::initializer_list<std::initializer_list<int>> values) {
    QJsonArray out;
    for (const auto& row : values) {
        QJsonArray r;
        for (const int v : row) {
            r.append(v);
        }
        out.append(r);
    }
    return out;
}

}  // namespace

class TestCliMatrix : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void confusionAgainstGold() {
        const CliResult r = runCli({"matrix", "confusion", "--pred", hindi()});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = parseObject(r.out);
        QCOMPARE(j.keys(), (QStringList{"labels", "matrix"}));
        QCOMPARE(j["labels"].toArray(), (QJsonArray{"entailment", "neutral", "contradiction"}));
        QCOMPARE(j["matrix"].toArray(), rows({{1, 1, 0}, {1, 0, 0}, {0, 0, 1}}));
    }

    void confusionOfTwoFilesWithAGivenLabelOrder() {
        const CliResult r =
            runCli({"matrix", "confusion", "--pred", hindi(), "--against", marathi(), "--labels",
                    "contradiction, neutral ,entailment,unknown"});  // spaces around names
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = parseObject(r.out);
        QCOMPARE(j["labels"].toArray(),
                 (QJsonArray{"contradiction", "neutral", "entailment", "unknown"}));
        // rows hi: con {p3} -> mr neu; neu {p4} -> mr ent; ent {p1, p2} -> mr ent, ent.
        QCOMPARE(j["matrix"].toArray(),
                 rows({{0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 2, 0}, {0, 0, 0, 0}}));
    }

    void confusionTable() {
        const CliResult r = runCli({"matrix", "confusion", "--pred", hindi(), "--table"});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split('\n');
        QCOMPARE(lines[0].simplified(),
                 QString("gold\\pred entailment neutral contradiction total"));
        QCOMPARE(lines[1].simplified(), QString("entailment 1 1 0 2"));
        QCOMPARE(lines[4].simplified(), QString("total 2 1 1 4"));
        QCOMPARE(lines[5], QString("agreement: 2 of 4 (50.0%)"));
    }

    // A label named "total" made two rows and two columns of that name, one of them the
    // totals, in the text table and the CSV alike (the LaTeX is the CSV's table): the totals
    // are then "(total)".
    void aLabelNamedTotalIsNotTheTotals() {
        const QString file = writePredictions(
            "total.jsonl", {line("s1", "total", "partial"), line("s2", "partial", "partial")});
        for (const char* format : {"--table", "--csv"}) {
            const CliResult r =
                runCli({"matrix", "confusion", "--pred", file, QString::fromLatin1(format)});
            QCOMPARE(r.exitCode, 0);
            const QStringList lines =
                QString::fromUtf8(r.out).split(QRegularExpression("\r?\n"), Qt::SkipEmptyParts);
            QVERIFY2(lines.size() >= 4, r.out.constData());
            QVERIFY2(lines[0].contains("(total)") && lines[0].count("total") == 2,
                     r.out.constData());
            QVERIFY2(lines[3].startsWith("(total)"), r.out.constData());
        }
    }

    // Columns line up by what the terminal shows, not by bytes: a Devanagari label of 8
    // columns is 24 bytes. A control character in a label is shown escaped, so it cannot
    // break the layout.
    void tableColumnsAlignForEveryScript() {
        const auto columns = [](const QString& text) {
            int n = 0;
            for (const QChar c : text) {
                const auto category = c.category();
                n += category == QChar::Mark_NonSpacing || category == QChar::Mark_Enclosing ||
                             category == QChar::Other_Format
                         ? 0
                         : 1;
            }
            return n;
        };
        const QString file = writePredictions(
            "hi-sentiment.jsonl",
            {line("s1", "सकारात्मक", "सकारात्मक"), line("s2", "नकारात्मक", "सकारात्मक"),
             line("s3", "złość", "neg\\tative"), line("s4", "neg\\tative", "neg\\tative")});
        const CliResult r = runCli({"matrix", "confusion", "--pred", file, "--table"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.out.contains('\t'));
        const QStringList lines = QString::fromUtf8(r.out).split('\n');
        QVERIFY2(lines.size() > 6, r.out.constData());
        for (int i = 1; i <= 5; ++i) {  // the rows of the four labels and the totals
            QVERIFY2(columns(lines[i]) == columns(lines[0]),
                     qPrintable(lines[0] + "\n" + lines[i]));
        }
        QVERIFY2(lines[0].contains(QStringLiteral("neg\\tative")), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QStringLiteral("neg\\tative   ")), qPrintable(lines[1]));

        const CliResult consistency =
            runCli({"matrix", "consistency", "--pred", file, "--pred", copyOf(file), "--table"});
        QCOMPARE(consistency.exitCode, 0);
        const QStringList perLabel = QString::fromUtf8(consistency.out).split('\n');
        const auto header = perLabel.indexOf(QRegularExpression("gold label.*"));
        QVERIFY2(header > 0, consistency.out.constData());
        for (int i = header + 1; i <= header + 4; ++i) {
            QCOMPARE(columns(perLabel[i]), columns(perLabel[header]));
        }
    }

    // Labels and ids from the files are quoted shortened and escaped in errors.
    void errorsQuoteLongLabelsShortened() {
        const QString label = "\\u001b]0;" + QString(5000, 'x');
        const QString first = writePredictions("long-a.jsonl", {line("p1", label, "neutral")});
        const QString second = writePredictions("long-b.jsonl", {line("p1", "neutral", "neutral")});
        const CliResult r = runCli({"matrix", "consistency", "--pred", first, "--pred", second});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("here but '\\x1b]0;xxx"), r.err.left(300).constData());
        QVERIFY(r.err.contains("x…'"));
        QVERIFY2(r.err.size() < 1000, r.err.left(300).constData());
    }

    // A file compared with itself agrees with itself on every example: refused, by whatever
    // path it is given the second time.
    void aFileComparedWithItselfIsRefused() {
        const QString file = hindi();
        const QString other = QFileInfo(file).dir().filePath("./" + QFileInfo(file).fileName());
        for (const QStringList& args :
             {QStringList{"matrix", "consistency", "--pred", file, "--pred", other},
              QStringList{"matrix", "confusion", "--pred", file, "--against", other}}) {
            const CliResult r = runCli(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("are the same file: it agrees with itself on every example"),
                     r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
        // A file that is not there is said to be missing, as one given once is.
        const QString missing = tempPath("not-written.jsonl");
        for (const QStringList& args :
             {QStringList{"matrix", "consistency", "--pred", missing, "--pred", missing},
              QStringList{"matrix", "confusion", "--pred", missing, "--against", missing}}) {
            const CliResult r = runCli(args);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(missing.toUtf8()) && !r.err.contains("same file"),
                     r.err.constData());
        }
    }

    void consistencyOfTwoLanguages() {
        const CliResult r =
            runCli({"matrix", "consistency", "--pred", hindi(), "--pred", marathi()});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = parseObject(r.out);
        QCOMPARE(j.keys().size(), 11);
        // p1 both right, p2 both wrong, p3 hi only, p4 mr only.
        QCOMPARE(j["both_correct"].toInt(), 1);
        QCOMPARE(j["both_wrong"].toInt(), 1);
        QCOMPARE(j["only_first"].toInt(), 1);
        QCOMPARE(j["only_second"].toInt(), 1);
        const QJsonObject entailment = j["per_label"].toObject()["entailment"].toObject();
        QCOMPARE(entailment["both_correct"].toInt(), 1);
        QCOMPARE(entailment["only_second"].toInt(), 1);
        QCOMPARE(entailment["only_first"].toInt(), 0);
        QCOMPARE(j["prediction_overlap"].toArray(), rows({{2, 0, 0}, {1, 0, 0}, {0, 1, 0}}));
        // The paper's two overlaps: p1 and p2 are consistent (both right, both wrong); p1 and
        // p2 also got the same label from both (entailment), p3 and p4 did not.
        const QJsonObject consistent = j["consistent"].toObject();
        QCOMPARE(consistent["count"].toInt(), 2);
        QCOMPARE(consistent["share"].toDouble(), 0.5);
        QCOMPARE(consistent["label_average"].toDouble(), (0.5 + 1.0 + 0.0) / 3);
        QCOMPARE(j["same_prediction"].toObject()["count"].toInt(), 2);
        QCOMPARE(j["same_prediction"].toObject()["share"].toDouble(), 0.5);

        const CliResult table =
            runCli({"matrix", "consistency", "--pred", hindi(), "--pred", marathi(), "--table"});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("first right       1 (25.0%)"));
        QVERIFY(table.out.contains("prediction overlap (rows: first, columns: second)"));
        QVERIFY2(table.out.contains(
                     "consistent (both right or both wrong): 2 (50.0%), label average 50.0%\n"
                     "same prediction (right or wrong): 2 (50.0%)\n"),
                 table.out.constData());
    }

    // Labels spelt as a model's id2label spells them keep the papers' order, as in the GUI.
    void capitalisedNliLabelsKeepThePapersOrder() {
        const QString polish =
            writePredictions("pl-mnli.jsonl", {line("p1", "CONTRADICTION", "CONTRADICTION"),
                                               line("p2", "NEUTRAL", "ENTAILMENT"),
                                               line("p3", "ENTAILMENT", "ENTAILMENT")});
        const CliResult r = runCli({"matrix", "confusion", "--pred", polish});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(parseObject(r.out)["labels"].toArray(),
                 (QJsonArray{"ENTAILMENT", "NEUTRAL", "CONTRADICTION"}));
    }

    // predict writes labels in its model's spelling: an MNLI checkpoint's CONTRADICTION and
    // another model's contradiction on the same data are one label, so the two files are
    // parallel (they were refused as not) and their agreement is counted (it read 0), and
    // --labels nli gives its own spelling to both.
    void oneLabelInTwoModelsSpellingsIsOneLabel() {
        const QString upper = writePredictions(
            "hi-mnli.jsonl",
            {line("p1", "ENTAILMENT", "ENTAILMENT"), line("p2", "NEUTRAL", "ENTAILMENT"),
             line("p3", "CONTRADICTION", "CONTRADICTION"), line("p4", "ENTAILMENT", "NEUTRAL")});
        const CliResult consistency =
            runCli({"matrix", "consistency", "--pred", upper, "--pred", marathi()});
        QVERIFY2(consistency.exitCode == 0, consistency.err.constData());
        const QJsonObject j = parseObject(consistency.out);
        QCOMPARE(j["labels"].toArray(), (QJsonArray{"ENTAILMENT", "NEUTRAL", "CONTRADICTION"}));
        QCOMPARE(j["both_correct"].toInt(), 1);  // as hindi() against marathi()
        QCOMPARE(j["only_second"].toInt(), 1);
        const CliResult against = runCli({"matrix", "confusion", "--pred", upper, "--against",
                                          hindi(), "--labels", "nli", "--table"});
        QVERIFY2(against.exitCode == 0, against.err.constData());
        QVERIFY2(against.out.contains("agreement: 4 of 4"), against.out.constData());
        QVERIFY2(!against.out.contains("ENTAILMENT"), against.out.constData());
        const CliResult transfer = runCli(
            {"matrix", "transfer", "--pred",
             "hi:hi=" + writePredictions("hi-mixed.jsonl", {line("p1", "ENTAILMENT", "entailment"),
                                                            line("p2", "neutral", "Neutral")})});
        QVERIFY2(transfer.exitCode == 0, transfer.err.constData());
        QCOMPARE(parseObject(transfer.out)["avg"].toDouble(), 1.0);
    }

    // --labels nli is the NLI label set, as in predict and sample, not a label named "nli".
    void labelsNliNamesTheNliLabelSet() {
        const QString bengali = writePredictions(
            "bn.jsonl",
            {line("b1", "contradiction", "entailment"), line("b2", "entailment", "entailment")});
        const CliResult r = runCli({"matrix", "confusion", "--pred", bengali, "--labels", "nli"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = parseObject(r.out);
        // Every label of the set gets its row, neutral too although no example has it.
        QCOMPARE(j["labels"].toArray(), (QJsonArray{"entailment", "neutral", "contradiction"}));
        QCOMPARE(j["matrix"].toArray(), rows({{1, 0, 0}, {0, 0, 0}, {1, 0, 0}}));
        const CliResult consistency = runCli({"matrix", "consistency", "--pred", bengali, "--pred",
                                              copyOf(bengali), "--labels", "nli"});
        QCOMPARE(consistency.exitCode, 0);
        QCOMPARE(parseObject(consistency.out)["labels"].toArray(),
                 (QJsonArray{"entailment", "neutral", "contradiction"}));
        // Neutral, which no example has, has no shares (0 of 0), where it showed 0.0%.
        const QJsonObject neutral =
            parseObject(consistency.out)["per_label"].toObject()["neutral"].toObject();
        QCOMPARE(neutral["examples"].toInt(), 0);
        const QJsonObject shares = neutral["share"].toObject();
        QCOMPARE(shares.keys(),
                 (QStringList{"both_correct", "both_wrong", "only_first", "only_second"}));
        for (const QJsonValue& share : shares) {
            QVERIFY(share.isNull());
        }
        const CliResult table = runCli({"matrix", "consistency", "--pred", bengali, "--pred",
                                        copyOf(bengali), "--labels", "nli", "--table"});
        QCOMPARE(table.exitCode, 0);
        const QStringList lines = QString::fromUtf8(table.out).split('\n');
        const auto row = lines.indexOf(QRegularExpression("neutral .*"));
        QVERIFY2(row > 0, table.out.constData());
        QCOMPARE(lines[row].simplified(), QString("neutral 0 (-) 0 (-) 0 (-) 0 (-) 0"));
    }

    // IndicXNLI figure 1: on top of each block the mean over the gold labels of their shares,
    // below it each label's share of its own examples; and the plain share of all examples.
    // Entailment has two of the four examples, so the mean differs from the plain share.
    void consistencyGivesPerLabelPercentagesAndTheirMean() {
        const CliResult r =
            runCli({"matrix", "consistency", "--pred", hindi(), "--pred", marathi()});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = parseObject(r.out);
        const QJsonObject share = j["share"].toObject();
        QCOMPARE(share.keys(),
                 (QStringList{"both_correct", "both_wrong", "only_first", "only_second"}));
        QCOMPARE(share["both_correct"].toDouble(), 0.25);
        QCOMPARE(share["only_second"].toDouble(), 0.25);
        const QJsonObject average = j["label_average"].toObject();
        QCOMPARE(average["both_correct"].toDouble(), 0.5 / 3);  // entailment 1/2, others 0
        QCOMPARE(average["both_wrong"].toDouble(), 1.0 / 3);    // neutral 1/1
        QCOMPARE(average["only_first"].toDouble(), 1.0 / 3);    // contradiction 1/1
        QCOMPARE(average["only_second"].toDouble(), 0.5 / 3);
        const QJsonObject entailment = j["per_label"].toObject()["entailment"].toObject();
        QCOMPARE(entailment["examples"].toInt(), 2);
        QCOMPARE(entailment["share"].toObject()["both_correct"].toDouble(), 0.5);
        QCOMPARE(entailment["share"].toObject()["only_second"].toDouble(), 0.5);
        QCOMPARE(entailment["share"].toObject()["both_wrong"].toDouble(), 0.0);

        const CliResult table =
            runCli({"matrix", "consistency", "--pred", hindi(), "--pred", marathi(), "--table"});
        QCOMPARE(table.exitCode, 0);
        const QStringList lines = QString::fromUtf8(table.out).split('\n');
        const auto firstCorrect = lines.indexOf(QRegularExpression("first right .*"));
        QVERIFY2(firstCorrect > 0, table.out.constData());
        QCOMPARE(lines[firstCorrect].simplified(), QString("first right 1 (25.0%) 1 (25.0%)"));
        QCOMPARE(lines[firstCorrect + 1].simplified(), QString("label average 16.7% 33.3%"));
        QCOMPARE(lines[firstCorrect + 2].simplified(), QString("first wrong 1 (25.0%) 1 (25.0%)"));
        QCOMPARE(lines[firstCorrect + 3].simplified(), QString("label average 16.7% 33.3%"));
        const auto header = lines.indexOf(QRegularExpression("gold label.*"));
        QCOMPARE(lines[header].simplified(),
                 QString("gold label both right both wrong only first only second examples"));
        QCOMPARE(lines[header + 1].simplified(),
                 QString("entailment 1 (50.0%) 0 (0.0%) 0 (0.0%) 1 (50.0%) 2"));
        QCOMPARE(lines[header + 2].simplified(),
                 QString("neutral 0 (0.0%) 1 (100.0%) 0 (0.0%) 0 (0.0%) 1"));
    }

    void consistencyNeedsTwoAlignedFiles() {
        const CliResult one = runCli({"matrix", "consistency", "--pred", hindi()});
        QCOMPARE(one.exitCode, 2);
        QVERIFY(one.err.contains("give exactly two --pred files, not 1"));
        const QString partial = writePredictions(
            "mr-partial.jsonl",
            {line("p1", "entailment", "entailment"), line("p9", "neutral", "neutral")});
        const CliResult misaligned =
            runCli({"matrix", "consistency", "--pred", hindi(), "--pred", partial});
        QCOMPARE(misaligned.exitCode, 1);
        QVERIFY2(misaligned.err.contains("missing from " + partial.toUtf8() + ": 'p2', 'p3', 'p4'"),
                 misaligned.err.constData());
        QVERIFY(misaligned.err.contains("missing from " + hindi().toUtf8() + ": 'p9'"));
    }

    void transferMatrixWithAMissingCell() {
        const CliResult r = runCli({"matrix", "transfer", "--pred", "hi:hi=" + hindi(), "--pred",
                                    "hi:mr=" + marathi(), "--pred", "mr:mr=" + hindi()});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = parseObject(r.out);
        QCOMPARE(j.keys(), (QStringList{"accuracy", "avg", "col_avg", "eval", "examples", "row_avg",
                                        "train"}));
        QCOMPARE(j["examples"].toArray(),
                 (QJsonArray{QJsonArray{4, 4}, QJsonArray{QJsonValue(), 4}}));
        QCOMPARE(j["train"].toArray(), (QJsonArray{"hi", "mr"}));
        QCOMPARE(j["eval"].toArray(), (QJsonArray{"hi", "mr"}));
        // hi file: 2 of 4 right; mr file: p1, p4 right = 2 of 4.
        const QJsonArray accuracy = j["accuracy"].toArray();
        QCOMPARE(accuracy[0].toArray(), (QJsonArray{0.5, 0.5}));
        QVERIFY(accuracy[1].toArray()[0].isNull());
        QCOMPARE(j["row_avg"].toArray(), (QJsonArray{0.5, 0.5}));
        QCOMPARE(j["col_avg"].toArray(), (QJsonArray{0.5, 0.5}));
        QCOMPARE(j["avg"].toDouble(), 0.5);

        const CliResult table = runCli({"matrix", "transfer", "--pred", "hi:hi=" + hindi(),
                                        "--pred", "mr:hi=" + marathi(), "--table"});
        QCOMPARE(table.exitCode, 0);
        const QStringList lines = QString::fromUtf8(table.out).split('\n');
        QCOMPARE(lines[0].simplified(), QString("train\\eval hi TrAvg"));
        QCOMPARE(lines[3].simplified(), QString("TestAvg 50.00 50.00"));
    }

    // The corner where TrAvg meets TestAvg averages the cells themselves. With mr:mr missing,
    // the mean of the row averages (0.625) and of the column averages (0.75) both differ.
    void transferCornerAveragesTheCellsPresent() {
        const QString three = writePredictions(
            "three.jsonl", {line("a", "entailment", "entailment"), line("b", "neutral", "neutral"),
                            line("c", "neutral", "neutral")});
        const CliResult r = runCli({"matrix", "transfer", "--pred", "hi:hi=" + hindi(), "--pred",
                                    "hi:mr=" + three, "--pred", "mr:hi=" + hindi()});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = parseObject(r.out);
        QCOMPARE(j["row_avg"].toArray(), (QJsonArray{0.75, 0.5}));
        QCOMPARE(j["col_avg"].toArray(), (QJsonArray{0.5, 1.0}));
        QCOMPARE(j["avg"].toDouble(), (0.5 + 1.0 + 0.5) / 3);
        const CliResult table =
            runCli({"matrix", "transfer", "--pred", "hi:hi=" + hindi(), "--pred", "hi:mr=" + three,
                    "--pred", "mr:hi=" + hindi(), "--table"});
        QCOMPARE(table.exitCode, 0);
        const QStringList lines = QString::fromUtf8(table.out).split('\n');
        QCOMPARE(lines[2].simplified(), QString("mr 50.00 - 50.00"));
        QCOMPARE(lines[3].simplified(), QString("TestAvg 50.00 100.00 66.67"));
    }

    void transferIntervals() {
        const CliResult r = runCli({"matrix", "transfer", "--pred", "hi:hi=" + hindi(),
                                    "--intervals", "--resamples", "200", "--seed", "3"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = parseObject(r.out);
        const double low = j["low"].toArray()[0].toArray()[0].toDouble();
        const double high = j["high"].toArray()[0].toArray()[0].toDouble();
        QVERIFY(low < 0.5 && high > 0.5 && low >= 0.0 && high <= 1.0);
        // The examples each cell rests on, to read its interval against.
        QCOMPARE(j["examples"].toArray(), (QJsonArray{QJsonArray{4}}));
    }

    // Too few resamples give bounds of single extreme draws, which can both miss the estimate
    // (3 predictions, 2 right, 1 resample: 0.667 in [1, 1]): refused below 10 / (1 - level).
    void transferIntervalsNeedEnoughResamples() {
        const QString three = writePredictions(
            "three.jsonl", {line("a", "entailment", "entailment"), line("b", "neutral", "neutral"),
                            line("c", "neutral", "entailment")});
        for (const char* resamples : {"1", "10", "199"}) {
            const CliResult r = runCli({"matrix", "transfer", "--pred", "hi:hi=" + three,
                                        "--intervals", "--resamples", resamples});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("--resamples must be between 200 and 100000: a 95% "
                                    "percentile interval needs at least 200 resamples"),
                     r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
        const CliResult tighter =
            runCli({"matrix", "transfer", "--pred", "hi:hi=" + three, "--intervals", "--resamples",
                    "500", "--confidence", "0.99"});
        QCOMPARE(tighter.exitCode, 2);
        QVERIFY2(tighter.err.contains("a 99% percentile interval needs at least 1000 resamples"),
                 tighter.err.constData());
        const CliResult enough = runCli({"matrix", "transfer", "--pred", "hi:hi=" + three,
                                         "--intervals", "--resamples", "200", "--seed", "1"});
        QCOMPARE(enough.exitCode, 0);
        const QJsonObject j = parseObject(enough.out);
        const double estimate = j["accuracy"].toArray()[0].toArray()[0].toDouble();
        QVERIFY(std::fabs(estimate - 2.0 / 3.0) < 1e-9);
        QVERIFY(j["low"].toArray()[0].toArray()[0].toDouble() <= estimate);
        QVERIFY(j["high"].toArray()[0].toArray()[0].toDouble() >= estimate);
        // Without --intervals a count would not be used: the command says so rather than
        // leave out the intervals it seems to ask for.
        const auto without =
            runCli({"matrix", "transfer", "--pred", "hi:hi=" + three, "--resamples", "1000"});
        QCOMPARE(without.exitCode, 2);
        QVERIFY2(without.err.contains("--resamples sets the bootstrap of --intervals"),
                 without.err.constData());
        // A negative seed is refused, as by every other command, not taken modulo 2^64.
        const auto negative = runCli({"matrix", "transfer", "--pred", "hi:hi=" + three,
                                      "--intervals", "--resamples", "200", "--seed", "-1"});
        QCOMPARE(negative.exitCode, 2);
        QVERIFY2(negative.err.contains("--seed must not be negative"), negative.err.constData());
    }

    // The table shows the same intervals as the JSON: "50.00 [low, high]" in percent.
    void transferTableShowsIntervals() {
        const QStringList args{"matrix",
                               "transfer",
                               "--pred",
                               "hi:hi=" + hindi(),
                               "--pred",
                               "hi:mr=" + marathi(),
                               "--intervals",
                               "--resamples",
                               "200",
                               "--seed",
                               "3"};
        const CliResult json = runCli(args);
        QCOMPARE(json.exitCode, 0);
        const QJsonObject j = parseObject(json.out);
        const auto percent = [](double v) { return QString::number(100.0 * v, 'f', 2); };
        const QString hiCell = percent(0.5) + " [" +
                               percent(j["low"].toArray()[0].toArray()[0].toDouble()) + ", " +
                               percent(j["high"].toArray()[0].toArray()[0].toDouble()) + "]";
        const QString mrCell = percent(0.5) + " [" +
                               percent(j["low"].toArray()[0].toArray()[1].toDouble()) + ", " +
                               percent(j["high"].toArray()[0].toArray()[1].toDouble()) + "]";
        QVERIFY(hiCell != "50.00 [50.00, 50.00]");

        const CliResult table = runCli(args + QStringList{"--table"});
        QCOMPARE(table.exitCode, 0);
        const QStringList lines = QString::fromUtf8(table.out).split('\n');
        QCOMPARE(lines[0].simplified(), QString("train\\eval hi mr TrAvg"));
        QCOMPARE(lines[1].simplified(), "hi " + hiCell + " " + mrCell + " 50.00");
        QCOMPARE(lines[2].simplified(), QString("TestAvg 50.00 50.00 50.00"));
        QCOMPARE(lines[3], QString("cells: accuracy [low, high], the bootstrap interval over 4 "
                                   "examples each"));
        const QString three = writePredictions(
            "three.jsonl", {line("a", "entailment", "entailment"), line("b", "neutral", "neutral"),
                            line("c", "neutral", "entailment")});
        const CliResult mixed = runCli({"matrix", "transfer", "--pred", "hi:hi=" + hindi(),
                                        "--pred", "hi:mr=" + three, "--intervals", "--table"});
        QCOMPARE(mixed.exitCode, 0);
        QVERIFY2(mixed.out.contains("the bootstrap interval over 3 to 4 examples a cell\n"),
                 mixed.out.constData());
    }

    // --latex: the paper's table for a LaTeX document, the cells as --table gives them, the
    // averages under a rule, and the characters LaTeX reads as commands escaped.
    void transferAsLatex() {
        const QStringList args{"matrix",           "transfer", "--pred",
                               "hi:hi=" + hindi(), "--pred",   "hi_100%:mr=" + marathi(),
                               "--latex"};
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split('\n');
        QCOMPARE(lines[0], QString("\\begin{table}[t]"));
        QCOMPARE(lines[2], QString("\\begin{tabular}{lrrr}"));
        QCOMPARE(lines[3], QString("\\toprule"));
        QCOMPARE(lines[4], QString("train \\textbackslash{} eval & hi & mr & TrAvg \\\\"));
        QCOMPARE(lines[6], QString("hi & 50.00 & - & 50.00 \\\\"));
        QCOMPARE(lines[7], QString("hi\\_100\\% & - & 50.00 & 50.00 \\\\"));
        QCOMPARE(lines[8], QString("\\midrule"));
        QCOMPARE(lines[9], QString("TestAvg & 50.00 & 50.00 & 50.00 \\\\"));
        QCOMPARE(lines[10], QString("\\bottomrule"));
        QVERIFY(r.out.contains("\\label{tab:transfer}\n\\end{table}\n"));

        const CliResult both = runCli(args + QStringList{"--table"});
        QCOMPARE(both.exitCode, 2);
        QVERIFY(both.err.contains("--table and --latex: choose one"));

        // --csv: the same table for a spreadsheet, a field with a comma quoted.
        QStringList csvArgs = args;
        csvArgs.replace(csvArgs.indexOf("--latex"), "--csv");
        const CliResult csv = runCli(csvArgs + QStringList{"--intervals", "--resamples", "200"});
        QCOMPARE(csv.exitCode, 0);
        const QList<QByteArray> rows = csv.out.split('\n');
        QCOMPARE(rows[0], QByteArray("train \\ eval,hi,mr,TrAvg\r"));
        QVERIFY2(rows[1].startsWith("hi,\"50.00 [") && rows[1].endsWith("]\",-,50.00\r"),
                 rows[1].constData());
        QCOMPARE(rows[3], QByteArray("TestAvg,50.00,50.00,50.00\r"));
    }

    void confusionAsLatex() {
        const CliResult r =
            runCli({"matrix", "confusion", "--pred", hindi(), "--against", marathi(), "--latex"});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains("first \\textbackslash{} second & entailment & neutral & "
                              "contradiction & total \\\\\n\\midrule\n"
                              "entailment & 2 & 0 & 0 & 2 \\\\\n"),
                 r.out.constData());
        QVERIFY(out.contains("\\midrule\ntotal & 3 & 1 & 0 & 4 \\\\\n\\bottomrule\n"));
        QVERIFY(
            out.contains("\\caption{Predictions of hi.jsonl (rows) against mr.jsonl "
                         "(columns): the same label for 2 of 4 examples (50.0\\%).}"));
    }

    // The consistency blocks of IndicXNLI's figure 1 as a table for a paper: p1 both right,
    // p2 both wrong, p3 only Hindi, p4 only Marathi; the label averages over entailment (p1,
    // p4), neutral (p2) and contradiction (p3).
    void consistencyAsLatexAndCsv() {
        const QStringList args{"matrix", "consistency", "--pred", hindi(), "--pred", marathi()};
        const CliResult csv = runCli(args + QStringList{"--csv"});
        QCOMPARE(csv.exitCode, 0);
        QCOMPARE(csv.out, QByteArray("first \\ second,second right,second wrong\r\n"
                                     "first right,1 (25.0%),1 (25.0%)\r\n"
                                     "label average,16.7%,33.3%\r\n"
                                     "first wrong,1 (25.0%),1 (25.0%)\r\n"
                                     "label average,16.7%,33.3%\r\n"));
        const CliResult latex = runCli(args + QStringList{"--latex"});
        QCOMPARE(latex.exitCode, 0);
        const QString out = QString::fromUtf8(latex.out);
        QVERIFY2(out.contains("label average & 16.7\\% & 33.3\\% \\\\\n\\midrule\n"
                              "first wrong & 1 (25.0\\%) & 1 (25.0\\%) \\\\\n"),
                 latex.out.constData());
        QVERIFY2(
            out.contains("\\caption{Consistency of hi.jsonl (rows) and mr.jsonl (columns) on 4 "
                         "examples: "),
            latex.out.constData());
        QVERIFY(
            out.contains("Consistent (both right or both wrong): 2 (50.0\\%), label average "
                         "50.0\\%; the same prediction: 2 (50.0\\%).}"));
        QVERIFY(out.contains("\\label{tab:consistency}"));
        const CliResult both = runCli(args + QStringList{"--table", "--csv"});
        QCOMPARE(both.exitCode, 2);
        QVERIFY(both.err.contains("--table and --csv: choose one"));
    }

    // A prediction file without predictions (empty, or blank lines only) is refused by each
    // matrix, naming the file, as transfer does.
    void emptyPredictionFilesAreRefused() {
        const QString empty = writePredictions("empty.jsonl", {""});
        const CliResult confusion = runCli({"matrix", "confusion", "--pred", empty});
        QCOMPARE(confusion.exitCode, 1);
        QVERIFY2(confusion.err.contains(empty.toUtf8() + ": no predictions"),
                 confusion.err.constData());
        QVERIFY(confusion.out.isEmpty());
        const CliResult consistency =
            runCli({"matrix", "consistency", "--pred", empty, "--pred", copyOf(empty), "--table"});
        QCOMPARE(consistency.exitCode, 1);
        QVERIFY2(consistency.err.contains(empty.toUtf8() + ": no predictions"),
                 consistency.err.constData());
        QVERIFY(consistency.out.isEmpty());
        const CliResult transfer = runCli({"matrix", "transfer", "--pred", "hi:hi=" + empty});
        QCOMPARE(transfer.exitCode, 1);
        QVERIFY(transfer.err.contains(empty.toUtf8() + ": no predictions"));
    }

    // A truncated record's error names the file and line once, with the parser's position in
    // that line and without the JSON library's internal exception id.
    void truncatedJsonReadsAsAUserMessage() {
        const QString truncated = writePredictions(
            "truncated.jsonl", {line("p1", "entailment", "entailment"),
                                "{\"id\": \"p2\", \"gold\": \"neutral\", \"pred\": \"neu"});
        const CliResult r = runCli({"matrix", "confusion", "--pred", truncated});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(truncated.toUtf8() + ":2: invalid JSON: parse error at column "),
                 r.err.constData());
        QVERIFY2(r.err.contains("syntax error while parsing value"), r.err.constData());
        QVERIFY2(!r.err.contains("json.exception") && !r.err.contains("line 1"), r.err.constData());
    }

    void reportsBadArgumentsAndFiles() {
        const CliResult bad = runCli({"matrix", "transfer", "--pred", "hi=" + hindi()});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("--pred expects TRAIN:EVAL=FILE"));
        const QString broken = writePredictions(
            "broken.jsonl",
            {line("p1", "entailment", "entailment"), R"({"id": "p2", "gold": "neutral"})"});
        const CliResult missing = runCli({"matrix", "confusion", "--pred", broken});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(broken.toUtf8() + ":2: field 'pred': missing field"),
                 missing.err.constData());
        // An option that takes one value, given twice, is refused rather than the first
        // silently dropped.
        const CliResult twice =
            runCli({"matrix", "confusion", "--pred", hindi(), "--pred", marathi()});
        QCOMPARE(twice.exitCode, 2);
        QVERIFY2(twice.err.contains("--pred given twice"), twice.err.constData());
        const CliResult huge = runCli({"matrix", "transfer", "--pred", "hi:hi=" + hindi(),
                                       "--intervals", "--resamples", "2147483647"});
        QCOMPARE(huge.exitCode, 2);
        QVERIFY2(huge.err.contains("--resamples must be between 200 and 100000"),
                 huge.err.constData());
        const CliResult sameLabel = runCli({"matrix", "confusion", "--pred", hindi(), "--labels",
                                            "entailment,neutral,entailment"});
        QCOMPARE(sameLabel.exitCode, 2);
        QVERIFY2(sameLabel.err.contains("--labels names 'entailment' twice"),
                 sameLabel.err.constData());
        // In another case it is the same label, as in the files: no row no example reaches.
        const CliResult otherCase = runCli({"matrix", "confusion", "--pred", hindi(), "--labels",
                                            "entailment,neutral,Entailment"});
        QCOMPARE(otherCase.exitCode, 2);
        QVERIFY2(otherCase.err.contains("--labels names 'Entailment' twice (as 'entailment' "
                                        "first"),
                 otherCase.err.constData());
        const CliResult unknown = runCli({"matrix", "heatmap"});
        QCOMPARE(unknown.exitCode, 2);
        const CliResult help = runCli({"matrix", "consistency", "--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--pred FILE ..."));
    }
};

QTEST_MAIN(TestCliMatrix)
#include "tst_cli_matrix.moc"
