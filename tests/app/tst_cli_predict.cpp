#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

#include "InterruptedCli.h"

#include "TestSupport.h"

using namespace akshara::test;

namespace {

// 30 NLI examples in English (JSON lines, names) and Hindi (a JSON array, 0-2, reversed order).
const QString kEnglish = QStringLiteral(AKSHARA_SOURCE_DIR "/tests/data/nli/en.jsonl");
const QString kHindi = QStringLiteral(AKSHARA_SOURCE_DIR "/tests/data/nli/hi.json");
const QStringList kNli{"entailment", "neutral", "contradiction"};

QString fixture(const QString& name) {
    return sharedDir().isEmpty() ? QString() : sharedDir() + "/fixtures/hf-parity/" + name;
}

QList<QJsonObject> jsonLines(const QByteArray& text) {
    QList<QJsonObject> lines;
    for (const auto& line : text.split('\n')) {
        if (!line.trimmed().isEmpty())
            lines.push_back(QJsonDocument::fromJson(line).object());
    }
    return lines;
}

QList<QJsonObject> records(const QString& path) {
    const auto text = readBytes(path);
    if (text.trimmed().startsWith('[')) {
        QList<QJsonObject> out;
        for (const auto& v : QJsonDocument::fromJson(text).array())
            out.push_back(v.toObject());
        return out;
    }
    return jsonLines(text);
}

// FIRST<TAB>SECOND lines for `classify --pair`.
QByteArray pairLines(const QList<QPair<QString, QString>>& pairs) {
    QByteArray out;
    for (const auto& [first, second] : pairs)
        out += (first + "\t" + second + "\n").toUtf8();
    return out;
}

// The predicted class index of each line, as `classify` gives it.
QList<int> classify(const QString& model, const QByteArray& lines) {
    const auto result = runCli({"classify", "--model", model, "--pair", "--device", "cpu"}, lines);
    if (result.exitCode != 0)
        qFatal("classify failed: %s", result.err.constData());
    QList<int> ids;
    for (const auto& line : jsonLines(result.out))
        ids.push_back(line["label_id"].toInt());
    return ids;
}

}  // namespace

class TestCliPredict : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void predictionsNameTheNliLabelsOfAnUnnamedModel() {
        for (const QString name : {"bert-cased", "xlmr"}) {
            const auto model = fixture(name);
            if (model.isEmpty())
                QSKIP("the hf-parity fixtures are not in ../shared");
            const auto out = tempPath(name + "-en.jsonl");
            const auto result = runCli({"predict", "--model", model, "--data", kEnglish, "--pair",
                                        "--labels", "nli", "--out", out, "--device", "cpu"});
            QVERIFY2(result.exitCode == 0, result.err.constData());
            QVERIFY(result.err.contains("naming them entailment, neutral, contradiction"));
            QVERIFY(result.err.contains("30/30"));
            const auto predictions = jsonLines(readBytes(out));
            const auto examples = records(kEnglish);
            QCOMPARE(predictions.size(), 30);
            for (int i = 0; i < 30; ++i) {
                const auto& p = predictions[i];
                QCOMPARE(p["id"].toString(), examples[i]["id"].toString());
                QCOMPARE(p["gold"].toString(), examples[i]["label"].toString());
                QVERIFY(kNli.contains(p["pred"].toString()));
                const auto probs = p["probs"].toObject();
                QCOMPARE(probs.keys().size(), 3);
                double sum = 0, best = -1;
                QString argmax;
                for (const auto& label : kNli) {
                    sum += probs[label].toDouble();
                    if (probs[label].toDouble() > best) {
                        best = probs[label].toDouble();
                        argmax = label;
                    }
                }
                QVERIFY(std::abs(sum - 1.0) < 1e-6);
                QCOMPARE(p["pred"].toString(), argmax);
            }
        }
    }

    // The predictions are those of `classify` on the same pairs, and `matrix confusion` reads
    // them back into counts that add up to the examples.
    void agreesWithClassifyAndFeedsTheConfusionMatrix() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        const auto out = tempPath("en.jsonl");
        const auto result = runCli({"predict", "--model", model, "--data", kEnglish, "--pair",
                                    "--labels", "nli", "--out", out, "--device", "cpu"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto examples = records(kEnglish);
        QList<QPair<QString, QString>> pairs;
        for (const auto& e : examples)
            pairs.push_back({e["premise"].toString(), e["hypothesis"].toString()});
        const auto classes = classify(model, pairLines(pairs));
        QCOMPARE(classes.size(), 30);

        int expected[3][3] = {};
        const auto predictions = jsonLines(readBytes(out));
        for (int i = 0; i < 30; ++i) {
            QCOMPARE(predictions[i]["pred"].toString(), kNli[classes[i]]);
            ++expected[kNli.indexOf(examples[i]["label"].toString())][classes[i]];
        }
        const auto matrix = runCli(
            {"matrix", "confusion", "--pred", out, "--labels", "entailment,neutral,contradiction"});
        QVERIFY2(matrix.exitCode == 0, matrix.err.constData());
        const auto counts = QJsonDocument::fromJson(matrix.out).object()["matrix"].toArray();
        int total = 0;
        for (int r = 0; r < 3; ++r) {
            for (int c = 0; c < 3; ++c) {
                QCOMPARE(counts[r].toArray()[c].toInt(), expected[r][c]);
                total += counts[r].toArray()[c].toInt();
            }
        }
        QCOMPARE(total, 30);
    }

    // An input longer than the model takes is cut to it, as the Hugging Face tokenizers cut
    // it, and both commands say how many were: a result for a text the model read only in part
    // is not silent.
    void inputsCutToTheModelsLengthAreCounted() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        QString premise;
        for (int i = 0; i < 40; ++i)
            premise += QStringLiteral("यह फ़िल्म बहुत अच्छी थी और मुझे पसंद आई। ");
        const QList<QPair<QString, QString>> pairs{
            {premise, QStringLiteral("फ़िल्म अच्छी थी।")},
            {QStringLiteral("फ़िल्म अच्छी थी।"), QStringLiteral("फ़िल्म बुरी थी।")},
            {QStringLiteral("The film was good."), QStringLiteral("The film was bad.")}};
        const auto classified =
            runCli({"classify", "--model", model, "--pair", "--device", "cpu"}, pairLines(pairs));
        QVERIFY2(classified.exitCode == 0, classified.err.constData());
        QVERIFY2(classified.err.contains("note: 1 of the 3 inputs is longer than the model's "
                                         "128 tokens; it was cut to them"),
                 classified.err.constData());
        // The run says how far it has got, as embed and predict do.
        QVERIFY2(classified.err.contains("  3/3\n"), classified.err.constData());
        const auto whole = runCli({"classify", "--model", model, "--pair", "--device", "cpu"},
                                  pairLines(pairs.mid(1)));
        QVERIFY2(whole.exitCode == 0, whole.err.constData());
        QVERIFY2(!whole.err.contains("note:"), whole.err.constData());

        const auto data = tempPath("long-pairs.tsv");
        QFile file(data);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("premise\thypothesis\tlabel\n");
        for (const auto& [first, second] : pairs)
            file.write((first + "\t" + second + "\tneutral\n").toUtf8());
        file.close();
        const auto predicted =
            runCli({"predict", "--model", model, "--data", data, "--pair", "--labels", "nli",
                    "--out", tempPath("long-pairs.jsonl"), "--device", "cpu"});
        QVERIFY2(predicted.exitCode == 0, predicted.err.constData());
        QVERIFY2(predicted.err.contains("note: 1 of the 3 inputs is longer than the model's "
                                        "128 tokens"),
                 predicted.err.constData());

        // try says so too: a version changed past the cut reads as the sentence.
        const auto tried = runCli({"try", "--op", "phono", "--lang", "hi", "--model", model,
                                   "--device", "cpu", "--versions", "2", premise});
        QVERIFY2(tried.exitCode == 0, tried.err.constData());
        QVERIFY2(tried.err.contains("note: the input is longer than the model's 128 tokens; it "
                                    "was cut to them") &&
                     tried.err.contains("a change past the cut changes nothing the model reads"),
                 tried.err.constData());
        const auto triedPair =
            runCli({"try", "--op", "phono", "--lang", "hi", "--model", model, "--device", "cpu",
                    "--versions", "2", "--with", premise, QStringLiteral("फ़िल्म अच्छी थी।")});
        QVERIFY2(triedPair.exitCode == 0, triedPair.err.constData());
        QVERIFY2(triedPair.err.contains("note: the input is longer than the model's 128 tokens; "
                                        "it was cut to them as the Hugging Face tokenizers cut "
                                        "it (a pair from its longer text first)"),
                 triedPair.err.constData());
        const auto triedShort = runCli({"try", "--op", "phono", "--lang", "hi", "--model", model,
                                        "--device", "cpu", QStringLiteral("फ़िल्म अच्छी थी।")});
        QVERIFY2(triedShort.exitCode == 0, triedShort.err.constData());
        QVERIFY2(!triedShort.err.contains("longer than the model"), triedShort.err.constData());
    }

    // --align without --premise-from would go unused: refused before any model is read.
    void alignWithoutAPremiseFileIsRefused() {
        const auto out = tempPath("align-alone.jsonl");
        const auto result = runCli({"predict", "--model", "/nonexistent", "--data",
                                    "/nonexistent.tsv", "--align", "id", "--out", out});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("--align is for --premise-from, and none is given"),
                 result.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    // --out - prints the prediction file to standard output, as an input of '-' reads
    // standard input, instead of writing a file named '-'.
    void outDashIsStandardOutput() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        QFile::remove("-");
        const auto out = tempPath("en-file.jsonl");
        const QStringList args{"predict", "--model",  model, "--data",   kEnglish,
                               "--pair",  "--labels", "nli", "--device", "cpu"};
        const auto toFile = runCli(args + QStringList{"--out", out});
        QVERIFY2(toFile.exitCode == 0, toFile.err.constData());
        QVERIFY(toFile.out.isEmpty());
        const auto printed = runCli(args + QStringList{"--out", "-"});
        QVERIFY2(printed.exitCode == 0, printed.err.constData());
        QCOMPARE(printed.out, readBytes(out));
        QCOMPARE(jsonLines(printed.out).size(), 30);
        QVERIFY(printed.err.contains("predictions to stdout"));
        QVERIFY(!QFile::exists("-"));
    }

    void integerLabelsIndexTheModelsClasses() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        const auto out = tempPath("hi.jsonl");
        const auto result = runCli({"predict", "--model", model, "--data", kHindi, "--pair",
                                    "--out", out, "--device", "cpu"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto predictions = jsonLines(readBytes(out));
        const auto examples = records(kHindi);
        QCOMPARE(predictions.size(), 30);
        QCOMPARE(predictions[0]["id"].toString(), QString("pair-30"));  // the file's order
        for (int i = 0; i < 30; ++i) {
            QCOMPARE(predictions[i]["gold"].toString(),
                     QString("LABEL_%1").arg(examples[i]["label"].toInt()));
        }
    }

    // En-IndicXNLI: the English premise with the Hindi hypothesis of the same example.
    void mixedLanguagePairsFromTwoParallelFiles() {
        const auto model = fixture("xlmr");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        const auto out = tempPath("en-hi.jsonl");
        const auto result = runCli({"predict", "--model", model, "--data", kHindi, "--premise-from",
                                    kEnglish, "--labels", "nli", "--out", out, "--device", "cpu"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto hindi = records(kHindi);
        QHash<QString, QString> englishPremise;
        for (const auto& e : records(kEnglish))
            englishPremise[e["id"].toString()] = e["premise"].toString();
        QList<QPair<QString, QString>> pairs;
        for (const auto& e : hindi)
            pairs.push_back({englishPremise[e["id"].toString()], e["hypothesis"].toString()});
        const auto classes = classify(model, pairLines(pairs));
        const auto predictions = jsonLines(readBytes(out));
        QCOMPARE(predictions.size(), 30);
        for (int i = 0; i < 30; ++i) {
            QCOMPARE(predictions[i]["id"].toString(), hindi[i]["id"].toString());
            QCOMPARE(predictions[i]["gold"].toString(), kNli[hindi[i]["label"].toInt()]);
            QCOMPARE(predictions[i]["pred"].toString(), kNli[classes[i]]);
        }
        // Hindi premises give other inputs, so at least the probabilities differ somewhere.
        const auto hindiOut = tempPath("hi-hi.jsonl");
        QCOMPARE(runCli({"predict", "--model", model, "--data", kHindi, "--pair", "--labels", "nli",
                         "--out", hindiOut, "--device", "cpu"})
                     .exitCode,
                 0);
        QVERIFY(readBytes(hindiOut) != readBytes(out));

        // A premise file with an example missing is refused, naming the id, and nothing is written.
        const auto shortEnglish = tempPath("en-short.jsonl");
        QFile file(shortEnglish);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const auto lines = readBytes(kEnglish).split('\n');
        for (int i = 0; i < 29; ++i)
            file.write(lines[i] + "\n");
        file.close();
        const auto missing = tempPath("none.jsonl");
        const auto refused =
            runCli({"predict", "--model", model, "--data", kHindi, "--premise-from", shortEnglish,
                    "--labels", "nli", "--out", missing, "--device", "cpu"});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("missing here: 'pair-30' (line 2)"), refused.err.constData());
        QVERIFY(!QFile::exists(missing));
    }

    // A model with label names: the dataset's names are matched to them ignoring case.
    void goldLabelsAreMatchedToTheModelsNames() {
        const auto source = fixture("bert-cased");
        if (source.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        const auto model = tempPath("bert-nli");
        QVERIFY(copyFolderFiles(source, model, {"config.json"}));
        auto config = QJsonDocument::fromJson(readBytes(source + "/config.json")).object();
        config["id2label"] =
            QJsonObject{{"0", "CONTRADICTION"}, {"1", "NEUTRAL"}, {"2", "ENTAILMENT"}};
        config["label2id"] = QJsonObject{{"CONTRADICTION", 0}, {"NEUTRAL", 1}, {"ENTAILMENT", 2}};
        QFile file(model + "/config.json");
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(config).toJson());
        file.close();

        const auto out = tempPath("named.jsonl");
        const auto result = runCli({"predict", "--model", model, "--data", kEnglish, "--pair",
                                    "--out", out, "--device", "cpu"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto predictions = jsonLines(readBytes(out));
        QCOMPARE(predictions[0]["gold"].toString(), QString("ENTAILMENT"));
        QCOMPARE(predictions[2]["gold"].toString(), QString("CONTRADICTION"));
        QCOMPARE(predictions[0]["probs"].toObject().keys().size(), 3);
        QVERIFY(predictions[0]["probs"].toObject().contains("NEUTRAL"));

        // XNLI's integers (0 entailment) go through the dataset's label set, not the model's order.
        const auto hindiOut = tempPath("named-hi.jsonl");
        QCOMPARE(runCli({"predict", "--model", model, "--data", kHindi, "--pair", "--labels", "nli",
                         "--out", hindiOut, "--device", "cpu"})
                     .exitCode,
                 0);
        const auto hindi = jsonLines(readBytes(hindiOut));
        QCOMPARE(hindi[29]["id"].toString(), QString("pair-01"));
        QCOMPARE(hindi[29]["gold"].toString(), QString("ENTAILMENT"));

        // Without --labels those integers are not taken as the model's classes: its 0 is
        // CONTRADICTION, XNLI's 0 entailment. Refused at the first one, nothing written.
        const auto unnamedOut = tempPath("named-hi-unlabelled.jsonl");
        const auto integers = runCli({"predict", "--model", model, "--data", kHindi, "--pair",
                                      "--out", unnamedOut, "--device", "cpu"});
        QCOMPARE(integers.exitCode, 1);
        QVERIFY2(
            integers.err.contains(qs(kHindi.toStdString() + ":2: field 'label': label '").toUtf8()),
            integers.err.constData());
        QVERIFY2(integers.err.contains("is a class index, but the model names its classes "
                                       "(CONTRADICTION, NEUTRAL, ENTAILMENT)"),
                 integers.err.constData());
        QVERIFY2(integers.err.contains("--labels nli"), integers.err.constData());
        QVERIFY(!QFile::exists(unnamedOut));
        // With another label set, the name it gives an integer is not what the file holds:
        // the message says whose name it is.
        const auto renamed = runCli({"predict", "--model", model, "--data", kHindi, "--pair",
                                     "--labels", "a,b,c", "--out", unnamedOut, "--device", "cpu"});
        QCOMPARE(renamed.exitCode, 1);
        QVERIFY2(renamed.err.contains("label 'b' (as the data's label set names it) is not one of "
                                      "the model's labels"),
                 renamed.err.constData());
        QVERIFY(!QFile::exists(unnamedOut));

        // A label the model lacks is named with its file and line.
        const auto odd = tempPath("odd.jsonl");
        QFile oddFile(odd);
        QVERIFY(oddFile.open(QIODevice::WriteOnly));
        oddFile.write(readBytes(kEnglish).split('\n').mid(0, 2).join('\n') + "\n");
        oddFile.write(
            R"({"id": "x", "premise": "मीरा बाज़ार गई।", "hypothesis": "मीरा घर पर है।", "label": "not_entailment"})"
            "\n");
        oddFile.close();
        const auto refused = runCli({"predict", "--model", model, "--data", odd, "--pair", "--out",
                                     tempPath("odd-out.jsonl"), "--device", "cpu"});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(qs(odd.toStdString() + ":3").toUtf8()),
                 refused.err.constData());
        QVERIFY2(refused.err.contains("label 'not_entailment' is not one of the model's labels "
                                      "(CONTRADICTION, NEUTRAL, ENTAILMENT)"),
                 refused.err.constData());
    }

    // Ctrl+C stops the predictions at the next batch: the progress line is ended, the command
    // says that nothing was written, exits as the shell reports an interrupted program, and
    // leaves no file.
    void ctrlCStopsWithNothingWritten() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        QByteArray rows = "text\tlabel\n";
        for (int i = 0; i < 20000; ++i)
            rows += "यह फ़िल्म बहुत अच्छी थी " + QByteArray::number(i) + "\tLABEL_1\n";
        const QString data = tempPath("many-reviews.tsv");
        writeBytes(data, rows);
        const QString out = tempPath("many-reviews-predictions.jsonl");
        QFile::remove(out);
        const auto r = interruptWhenShown(
            {"predict", "--model", model, "--data", data, "--out", out, "--threads", "1"},
            "classifying: ");
        QVERIFY(r.normalExit);
        QCOMPARE(r.exitCode, 128 + SIGINT);
        QVERIFY2(r.err.contains("\nstopped; nothing was written; the same command starts again"),
                 r.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    void mistakesAreReported() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        // Names that an unnamed model cannot match: the message says how to name them.
        auto result = runCli({"predict", "--model", model, "--data", kEnglish, "--pair", "--out",
                              tempPath("x.jsonl"), "--device", "cpu"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("en.jsonl:1: field 'label': label 'entailment' is not one of "
                                     "the model's labels (LABEL_0, LABEL_1, LABEL_2)"),
                 result.err.constData());
        QVERIFY(result.err.contains("--labels"));
        result = runCli({"predict", "--model", model, "--data", kEnglish, "--pair"});
        QCOMPARE(result.exitCode, 2);
        result = runCli({"predict", "--model", model, "--data", kEnglish, "--labels", "a,b",
                         "--pair", "--out", tempPath("y.jsonl"), "--device", "cpu"});
        QCOMPARE(result.exitCode, 1);  // 'entailment' is not in the label set a,b
        result = runCli({"predict", "--model", model, "--data", kEnglish, "--out",
                         tempPath("z.jsonl"), "--device", "cpu"});
        QCOMPARE(result.exitCode, 1);  // no 'text' column without --pair
        QVERIFY(result.err.contains("missing field 'text'") ||
                result.err.contains("missing column 'text'"));
        // An output folder that does not exist is found before the model runs.
        const QString missing = tempPath("no-such-folder") + "/p.jsonl";
        result = runCli({"predict", "--model", model, "--data", kEnglish, "--pair", "--labels",
                         "entailment,neutral,contradiction", "--out", missing, "--device", "cpu"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(missing.toUtf8() + ": cannot write: the folder"),
                 result.err.constData());
        QVERIFY2(!result.err.contains("predicting"), result.err.constData());
        // A NUL byte in a damaged file is named with its line, not taken for text.
        const QString nul = tempPath("nul.tsv");
        QFile nulFile(nul);
        QVERIFY(nulFile.open(QIODevice::WriteOnly));
        nulFile.write(QByteArray("text\tlabel\nmain ghar ja raha hoon\tpos\0itive\n", 44));
        nulFile.close();
        result = runCli({"predict", "--model", model, "--data", nul, "--out", tempPath("n.jsonl"),
                         "--device", "cpu"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("nul.tsv:2: a NUL byte at byte 27"), result.err.constData());
        result = runCli({"predict", "--help"});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains("--premise-from"));
    }

    // Sentence-pair data read without --pair: the message says the file holds pairs and how to
    // read them, in every command that reads a labelled dataset.
    void pairDataWithoutPairSaysSo() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        const QByteArray hint =
            "field 'text': missing column 'text'; the file has the columns premise and "
            "hypothesis of sentence pairs: read it as pairs (--pair)";
        const QList<QStringList> commands{
            {"predict", "--model", model, "--data", kEnglish, "--out", tempPath("p.jsonl"),
             "--device", "cpu"},
            {"predict", "--model", model, "--data", kHindi, "--out", tempPath("p.jsonl"),
             "--device", "cpu"},
            {"sample", "--model", model, "--data", kEnglish, "-k", "2", "--device", "cpu"},
            {"train", "--data", kEnglish, "--from-scratch", "--out", tempPath("pair-model")},
            {"attack", "--model", model, "--data", kEnglish, "--op", "delete", "--lang", "en",
             "--device", "cpu", "--out", tempPath("pair-attack")}};
        for (const auto& args : commands) {
            const auto r = runCli(args);
            QVERIFY2(r.exitCode == 1, qPrintable(args.join(' ') + ": " + r.err));
            QVERIFY2(r.err.contains(hint), r.err.constData());
        }
    }

    // A model trained here on sentence pairs (its training.json says so) given single
    // sentences, or one trained on single sentences given pairs: a note says what it predicts
    // then says little. A model without the record gets none.
    void inputsOfAnotherKindThanTheTrainingAreNoted() {
        const auto source = fixture("bert-cased");
        if (source.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        const auto model = tempPath("trained-on-pairs");
        QVERIFY(copyFolderFiles(source, model));
        const auto record = [&](bool pair) {
            QFile file(model + "/training.json");
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QJsonDocument(QJsonObject{{"data", QJsonObject{{"pair", pair}}}}).toJson());
        };
        const QByteArray single = "यह फ़िल्म बहुत अच्छी थी\n";
        const QByteArray pair = "राम घर गया\tराम बाहर है\n";
        record(true);
        auto r = runCli({"classify", "--model", model, "--device", "cpu"}, single);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("was trained on sentence pairs (its training.json) and is given "
                                "single sentences"),
                 r.err.constData());
        r = runCli({"classify", "--model", model, "--pair", "--device", "cpu"}, pair);
        QVERIFY2(r.exitCode == 0 && !r.err.contains("note: "), r.err.constData());
        record(false);
        r = runCli({"importance", "--model", model, "--pair", "--device", "cpu"}, pair);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("was trained on single sentences (its training.json) and is "
                                "given sentence pairs"),
                 r.err.constData());
        r = runCli({"classify", "--model", source, "--pair", "--device", "cpu"}, pair);
        QVERIFY2(r.exitCode == 0 && !r.err.contains("note: "), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliPredict)
#include "tst_cli_predict.moc"
