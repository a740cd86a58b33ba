#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <signal.h>

#include "TestSupport.h"

using namespace akshara::test;

namespace {

// Hindi sentences (label 2, the class the random fixture model predicts for them).
const char* const kSentences[] = {
    "यह फिल्म बहुत बेकार थी मैं इसे दोबारा नहीं देखूंगा",
    "राम ने सीता को एक सुंदर किताब दी",
    "बच्चे स्कूल जा रहे हैं और शिक्षक कक्षा में पढ़ा रहे हैं",
    "उसने कहा कि खाना स्वादिष्ट था परंतु सेवा धीमी थी",
    "क्षत्रिय त्रिशूल और ज्ञान के बारे में लिखी गई यह पुस्तक अच्छी है",
    "आज सुबह से लगातार बारिश हो रही है",
};

QString fixture(const char* name) {
    return sharedDir().isEmpty() ? QString() : sharedDir() + "/fixtures/hf-parity/" + name;
}

QString writeFile(const QString& name, const QByteArray& content) {
    const QString path = tempPath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        qFatal("cannot write %s", qPrintable(path));
    }
    f.write(content);
    return path;
}

QString singleDataset(int repeat) {
    QByteArray tsv = "text\tlabel\n";
    for (int r = 0; r < repeat; ++r) {
        for (const char* s : kSentences) {
            tsv += QByteArray(s) + "\t2\n";
        }
    }
    return writeFile("data.tsv", tsv);
}

QList<QJsonObject> records(const QString& dir, bool dropTiming) {
    QFile f(dir + "/results.jsonl");
    QList<QJsonObject> out;
    if (!f.open(QIODevice::ReadOnly)) {
        return out;
    }
    for (const auto& line : f.readAll().split('\n')) {
        if (line.isEmpty()) {
            continue;
        }
        auto o = QJsonDocument::fromJson(line).object();
        if (dropTiming) {
            o.remove("seconds");
            o.remove("query_seconds");
            auto categories = o["categories"].toObject();
            for (const auto& key : categories.keys()) {
                auto c = categories[key].toObject();
                c.remove("seconds");
                c.remove("query_seconds");
                categories[key] = c;
            }
            if (!categories.isEmpty()) {
                o["categories"] = categories;
            }
        }
        out.push_back(o);
    }
    return out;
}

// Polish sentences, and two examples without words (punctuation, emoji), label 2.
QString polishDataset() {
    QByteArray tsv = "text\tlabel\n";
    for (const char* s :
         {"Przedsiębiorstwo zatrudnia stu dwudziestu pracowników.", "!!!",
          "Ta książka jest naprawdę dobra i bardzo ją polecam wszystkim znajomym oraz całej "
          "rodzinie",
          "\xF0\x9F\x98\x80\xF0\x9F\x98\x80", "Obsługa w hotelu była miła."}) {
        tsv += QByteArray(s) + "\t2\n";
    }
    return writeFile("polish.tsv", tsv);
}

QJsonObject manifestOptions(const QString& dir) {
    QFile f(dir + "/manifest.json");
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QJsonDocument::fromJson(f.readAll()).object()["options"].toObject();
}

QStringList attackArgs(const QString& model, const QString& data, const QString& out) {
    return {"attack", "--model", model,      "--data", data,    "--op", "phono",
            "--lang", "hi",      "--device", "cpu",    "--out", out};
}

}  // namespace

class TestCliAttack : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void helpNamesTheOptions() {
        const auto result = runCli({"attack", "--help"});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains("--min-similarity"));
        QVERIFY(result.out.contains("--target-sentence"));
        const auto asr = runCli({"asr-curve", "--help"});
        QCOMPARE(asr.exitCode, 0);
        QVERIFY(asr.out.contains("--max-words"));
    }

    void phonoAttackWritesTheRunFolder() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString out = tempPath("phono");
        const auto result = runCli(attackArgs(model, singleDataset(1), out));
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto summary = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(summary["examples"].toInt(), 6);
        for (const char* key :
             {"original_accuracy", "after_attack_accuracy", "perturbed_words_pct",
              "queries_per_example", "candidates_per_word", "word_length", "sentence_length"}) {
            QVERIFY2(summary.contains(key), key);
        }
        QVERIFY(summary["similarity"].isObject());
        // Phonetic similarity, of the words changed, for phono as in the paper's tables.
        QCOMPARE(manifestOptions(out)["phonetic_similarity"].toString(), QString("words"));
        QVERIFY(summary["queries_per_example"].toDouble() > 1.0);
        QVERIFY(summary["candidates_per_word"].toDouble() > 0.0);
        const auto categories = summary["categories"].toObject();
        QCOMPARE(categories.keys().size(), 5);
        QVERIFY(categories.contains("aspirated") && categories.contains("vowel"));
        QVERIFY(QFile::exists(out + "/manifest.json"));
        QVERIFY(QFile::exists(out + "/summary.json"));
        const auto rs = records(out, false);
        QCOMPARE(rs.size(), 6);
        for (const auto& r : rs) {
            QVERIFY(r.contains("adversarial") && r.contains("edits") && r.contains("queries") &&
                    r.contains("original_probabilities") && r.contains("success"));
            for (const auto& e : r["edits"].toArray()) {
                QVERIFY(!e.toObject()["category"].toString().isEmpty());
            }
        }
    }

    // The paper measures phonetic similarity for its phonological attack only: the random and
    // orthographic ones are neither filtered by it nor report it (a dash in its tables).
    void onlyPhonoMeasuresPhoneticSimilarity() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        for (const char* op : {"random", "ortho"}) {
            const QString out = tempPath(QString("only-phono-") + op);
            QStringList args = attackArgs(model, singleDataset(1), out);
            args[args.indexOf("phono")] = op;
            const auto result = runCli(args);
            QVERIFY2(result.exitCode == 0, result.err.constData());
            QCOMPARE(manifestOptions(out)["phonetic_similarity"].toString(), QString("none"));
            const auto similarity =
                QJsonDocument::fromJson(result.out).object()["similarity"].toObject();
            QVERIFY2(!similarity.contains("phonetic"), op);
        }
    }

    // An attack leaves no example out: one with more tokens than --samples lets shap solve for
    // gets tokens + 1 samples, and its record says so.
    void shapRaisesItsBudgetForALongExample() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString out = tempPath("attack-shap-budget");
        const auto result = runCli({"attack", "--model", model, "--data", polishDataset(), "--op",
                                    "ortho-rule", "--lang", "pl", "--method", "shap", "--samples",
                                    "40", "--device", "cpu", "--out", out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto rs = records(out, false);
        QCOMPARE(rs.size(), 5);
        // The 14 words of the third example are 61 tokens of this tokenizer.
        QVERIFY2(rs[2]["notes"].toArray().at(0).toString().contains("61 tokens; 40 raised to 62"),
                 qPrintable(QJsonDocument(rs[2]).toJson()));
        QVERIFY(!rs[0].contains("notes") && !rs[4].contains("notes"));
        QCOMPARE(manifestOptions(out)["samples"].toInt(), 40);
        QCOMPARE(manifestOptions(out)["features"].toString(), QString("tokens"));
        const auto bad = runCli({"attack", "--model", model, "--data", polishDataset(), "--op",
                                 "ortho-rule", "--lang", "pl", "--samples", "1", "--device", "cpu",
                                 "--out", tempPath("attack-shap-bad")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--samples must be between 2 and 100000, not 1"),
                 bad.err.constData());
    }

    // Rows of punctuation or emoji alone, which the fixture model classifies right (class 2):
    // skipped with their reason, the others attacked, and the run completes.
    void rowsWithoutWordsAreSkippedAndTheRunGoesOn() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data =
            writeFile("no-words.tsv", QByteArray("text\tlabel\n!!!\t2\n") + kSentences[1] +
                                          "\t2\n👍👍\t2\n" + kSentences[5] + "\t2\n");
        const QString out = tempPath("no-words");
        const auto result = runCli(attackArgs(model, data, out) << "--no-breakdown");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto rs = records(out, false);
        QCOMPARE(rs.size(), 4);
        for (int i : {0, 2}) {
            QCOMPARE(rs[i]["original_class"].toInt(), 2);
            QVERIFY(rs[i]["skipped"].toBool());
            QCOMPARE(rs[i]["skip_reason"].toString(), QString("no words"));
            QCOMPARE(rs[i]["words"].toInt(), 0);
        }
        for (int i : {1, 3}) {
            QVERIFY(!rs[i]["skipped"].toBool());
            QVERIFY(!rs[i].contains("skip_reason"));
        }
        const auto summary = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(summary["no_words"].toInt(), 2);
        QCOMPARE(summary["attacked"].toInt(), 2);
        QCOMPARE(summary["original_accuracy"].toDouble(), 1.0);
        // Run again: the complete run is read back, not attacked anew.
        const auto again = runCli(attackArgs(model, data, out) << "--no-breakdown");
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QCOMPARE(records(out, false).size(), 4);
    }

    void resumeAfterKillGivesTheSameResults() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = singleDataset(2);
        const QString whole = tempPath("whole");
        auto result = runCli(attackArgs(model, data, whole) << "--no-breakdown");
        QVERIFY2(result.exitCode == 0, result.err.constData());

        const QString killed = tempPath("killed");
        QProcess process;
        process.start(qEnvironmentVariable("AKSHARA_CLI"), attackArgs(model, data, killed)
                                                               << "--no-breakdown");
        QVERIFY(process.waitForStarted());
        QElapsedTimer timer;
        timer.start();
        while (records(killed, false).size() < 3 && process.state() == QProcess::Running &&
               timer.elapsed() < 60000) {
            QTest::qWait(5);
        }
        process.kill();
        process.waitForFinished();
        const auto partial = records(killed, false).size();
        QVERIFY(partial >= 3);
        result = runCli(attackArgs(model, data, killed) << "--no-breakdown");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QCOMPARE(records(killed, true), records(whole, true));
        QCOMPARE(records(killed, true).size(), 12);
    }

    // Ctrl+C stops an attack at its next example, not in the middle of one: the command
    // says how to resume, and the same command finishes the run.
    void ctrlCStopsTheRunForAResume() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = singleDataset(10);
        const QString out = tempPath("interrupted");
        QProcess process;
        process.start(qEnvironmentVariable("AKSHARA_CLI"), attackArgs(model, data, out)
                                                               << "--no-breakdown");
        QVERIFY(process.waitForStarted());
        QElapsedTimer timer;
        timer.start();
        while (records(out, false).size() < 3 && process.state() == QProcess::Running &&
               timer.elapsed() < 60000) {
            QTest::qWait(5);
        }
        QCOMPARE(::kill(static_cast<pid_t>(process.processId()), SIGINT), 0);
        QVERIFY(process.waitForFinished(60000));
        const QByteArray err = process.readAllStandardError();
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(err.contains("stopped; run the same command again to resume into " + out.toUtf8()),
                 err.constData());
        QVERIFY(records(out, false).size() < 60);
        const auto result = runCli(attackArgs(model, data, out) << "--no-breakdown");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QCOMPARE(records(out, false).size(), 60);
    }

    void anotherCommandOnTheSameFolderIsRefused() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = singleDataset(1);
        const QString out = tempPath("same");
        QCOMPARE(runCli(attackArgs(model, data, out) << "--no-breakdown").exitCode, 0);
        const auto result = runCli(attackArgs(model, data, out) << "--no-breakdown"
                                                                << "--min-similarity"
                                                                << "0.8");
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("other settings (options.min_similarity: 0.6, now 0.8)"),
                 result.err.constData());
    }

    // An input given when the run started and left out now, or the other way round, would
    // mix records of two runs: the similarity model's measures in some and not in others.
    void anInputLeftOutOrAddedIsNotResumed() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = singleDataset(1);
        const QString with = tempPath("with-similarity");
        auto result = runCli(attackArgs(model, data, with) << "--no-breakdown"
                                                           << "--similarity-model" << model);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto before = records(with, true);
        result = runCli(attackArgs(model, data, with) << "--no-breakdown");
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("holds a run with the similarity model, and it is not given "
                                     "now"),
                 result.err.constData());
        QCOMPARE(records(with, true), before);

        const QString without = tempPath("without-similarity");
        QCOMPARE(runCli(attackArgs(model, data, without) << "--no-breakdown").exitCode, 0);
        result = runCli(attackArgs(model, data, without) << "--no-breakdown"
                                                         << "--similarity-model" << model);
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("holds a run without the similarity model, and it is given "
                                     "now"),
                 result.err.constData());
    }

    // The same run, however its command is written and wherever its folder now is, resumes.
    void theSameRunWrittenAnotherWayResumes() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = singleDataset(1);
        const QString out = tempPath("spelled");
        QCOMPARE(runCli(attackArgs(model, data, out) << "--no-breakdown").exitCode, 0);
        const auto before = records(out, true);
        QVERIFY(!before.isEmpty());
        // Options in another order, a default given, a thread count and the folder with a slash.
        auto result =
            runCli({"attack", "--no-breakdown", "--lang", "hi", "--op", "phono", "--min-similarity",
                    "0.6", "--threads", "1", "--data", data, "--model", model, "--out", out + "/"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QCOMPARE(records(out, true), before);
        // A copied folder resumes where it now is.
        const QString copy = tempPath("spelled-copy");
        QVERIFY(QDir().mkpath(copy));
        for (const QString& name : QDir(out).entryList(QDir::Files)) {
            QVERIFY(QFile::copy(out + "/" + name, copy + "/" + name));
        }
        result = runCli(attackArgs(model, data, copy) << "--no-breakdown");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QCOMPARE(records(copy, true), before);
    }

    // A folder of someone's files is never written into, nor is a probe run's folder.
    void aFolderOfOtherFilesOrRunsIsRefused() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = singleDataset(1);
        const QString notes = tempPath("notes-folder");
        QVERIFY(QDir().mkpath(notes));
        QFile file(notes + "/notes.txt");
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("mine\n");
        file.close();
        auto result = runCli(attackArgs(model, data, notes));
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("already holds files that are not an experiment run's"),
                 result.err.constData());
        QCOMPARE(QDir(notes).entryList(QDir::Files), QStringList{"notes.txt"});

        const QString probeRun = tempPath("probe-run-folder");
        QVERIFY(QDir().mkpath(probeRun));
        QFile manifest(probeRun + "/manifest.json");
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write("{\"kind\": \"probe\"}\n");
        manifest.close();
        result = runCli(attackArgs(model, data, probeRun));
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("holds a run of another kind (probe)"),
                 result.err.constData());
    }

    void theSameCommandOnChangedDataIsNotResumed() {
        // Editing the data file and running the same command again must not report the old
        // examples as the new data's results.
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = writeFile("edited.tsv", QByteArray("text\tlabel\n") + kSentences[0] +
                                                         "\t2\n" + kSentences[1] + "\t2\n");
        const QString out = tempPath("edited-run");
        QCOMPARE(runCli(attackArgs(model, data, out) << "--no-breakdown").exitCode, 0);
        writeFile("edited.tsv",
                  QByteArray("text\tlabel\n") + kSentences[2] + "\t2\n" + kSentences[3] + "\t2\n");
        const auto again = runCli(attackArgs(model, data, out) << "--no-breakdown");
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains("the data file has changed since"), again.err.constData());
        QCOMPARE(records(out, false).first()["original"].toString(), qs(kSentences[0]));
    }

    void aRunThatFailedBeforeItsFirstResultLeavesTheFolderReusable() {
        // The second sentence of single sentences cannot be attacked: refused before the
        // folder is written, and the corrected command then runs in the same folder.
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = singleDataset(1);
        const QString out = tempPath("corrected");
        const auto wrong = runCli(attackArgs(model, data, out) << "--target-sentence"
                                                               << "2");
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(wrong.err.contains("holds single sentences, not pairs"), wrong.err.constData());
        QVERIFY(!QFile::exists(out + "/manifest.json"));
        const auto asr = runCli({"asr-curve", "--proxy", model, "--target", model, "--data", data,
                                 "--method", "loo", "--ops", "phono", "--lang", "hi",
                                 "--target-sentence", "2", "--device", "cpu", "--out", out});
        QCOMPARE(asr.exitCode, 1);
        QVERIFY(!QFile::exists(out + "/manifest.json"));
        const auto right = runCli(attackArgs(model, data, out) << "--no-breakdown");
        QVERIFY2(right.exitCode == 0, right.err.constData());
        QCOMPARE(records(out, false).size(), 6);
    }

    // The proxy ranks the words by a class: one without a classification head is refused when
    // it loads, naming it, even when the data has no words for it to rank (it finished with
    // an ASR of 0 then). Of two models, the one whose unnamed classes do not match the label
    // set is named.
    void asrCurveNamesTheModelItCannotUse() {
        const auto target = fixture("bert-cased");
        if (target.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto proxy = fixture("gpt2");
        const QString noWords = writeFile("no-words.tsv", "text\tlabel\n\xE0\xA5\xA4\t2\n!!\t2\n");
        const QString out = tempPath("asr-headless");
        const auto headless = runCli({"asr-curve", "--proxy", proxy, "--target", target, "--data",
                                      noWords, "--method", "loo", "--ops", "phono", "--lang", "hi",
                                      "--max-words", "1", "--device", "cpu", "--out", out});
        QCOMPARE(headless.exitCode, 1);
        QVERIFY2(headless.err.contains(QString(proxy + " is a bare model (GPT2Model) without a "
                                                       "classification head")
                                           .toUtf8()),
                 headless.err.constData());
        QVERIFY(!QFileInfo::exists(out));

        const QString twoLabels =
            writeFile("two-labels.tsv", QByteArray("text\tlabel\n") + kSentences[0] + "\t1\n");
        const auto labels =
            runCli({"asr-curve", "--proxy", fixture("xlmr"), "--target", target, "--data",
                    twoLabels, "--labels", "negative,positive", "--method", "loo", "--ops", "phono",
                    "--lang", "hi", "--device", "cpu", "--out", out});
        QCOMPARE(labels.exitCode, 1);
        QVERIFY2(
            labels.err.contains(
                QString(target + " has 3 unnamed classes, the data's label set names 2").toUtf8()),
            labels.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    void anAsrCurveThatChangedNothingSaysSo() {
        // Hindi text with the Polish diacritic operator: nothing is perturbed, and an ASR of
        // 0 is reported with the counts that show it, and a warning.
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto result =
            runCli({"asr-curve", "--proxy", model, "--target", model, "--data", singleDataset(1),
                    "--method", "loo", "--ops", "diacritic", "--lang", "pl", "--max-words", "2",
                    "--device", "cpu", "--out", tempPath("asr-pl")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.contains("warning: diacritic changed no example"),
                 result.err.constData());
        const auto summary = QJsonDocument::fromJson(result.out).object();
        const auto changed = summary["changed"].toObject()["diacritic"].toObject();
        QCOMPARE(changed["loo"].toArray(), QJsonArray({0, 0}));
        QCOMPARE(changed["random"].toArray(), QJsonArray({0, 0}));
    }

    // Gold labels meet the model's classes as in predict: XNLI's integers (0 entailment) are
    // refused against a model that names its classes in another order (0 contradiction), and
    // go by name through --labels nli. Before, label 2 was silently taken as the model's
    // class 2 (ENTAILMENT) and the accuracy counted against it.
    void integerLabelsOfAModelWithNamedClassesNeedTheLabelSet() {
        const auto source = fixture("bert-cased");
        if (source.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto model = tempPath("bert-nli");
        QVERIFY(QDir().mkpath(model));
        for (const auto& name : QDir(source).entryList(QDir::Files)) {
            if (name != "config.json") {
                QFile::remove(model + "/" + name);
                QVERIFY(QFile::copy(source + "/" + name, model + "/" + name));
            }
        }
        QFile sourceConfig(source + "/config.json");
        QVERIFY(sourceConfig.open(QIODevice::ReadOnly));
        auto config = QJsonDocument::fromJson(sourceConfig.readAll()).object();
        config["id2label"] =
            QJsonObject{{"0", "CONTRADICTION"}, {"1", "NEUTRAL"}, {"2", "ENTAILMENT"}};
        config["label2id"] = QJsonObject{{"CONTRADICTION", 0}, {"NEUTRAL", 1}, {"ENTAILMENT", 2}};
        writeFile("bert-nli/config.json", QJsonDocument(config).toJson());

        const QString data = QStringLiteral(AKSHARA_SOURCE_DIR "/tests/data/nli/hi.json");
        const QString refusedOut = tempPath("nli-unlabelled");
        const auto refused = runCli({"attack", "--model", model, "--data", data, "--pair", "--op",
                                     "phono", "--category", "vowel", "--lang", "hi", "--limit", "3",
                                     "--device", "cpu", "--out", refusedOut});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("hi.json:2: field 'label': label '1' is a class index"),
                 refused.err.constData());
        QVERIFY2(refused.err.contains("--labels nli"), refused.err.constData());
        QVERIFY(!QFile::exists(refusedOut + "/results.jsonl"));

        const QString out = tempPath("nli-named");
        const auto named =
            runCli({"attack",  "--model", model,      "--data",     data,    "--pair", "--labels",
                    "nli",     "--op",    "phono",    "--category", "vowel", "--lang", "hi",
                    "--limit", "3",       "--device", "cpu",        "--out", out});
        QVERIFY2(named.exitCode == 0, named.err.constData());
        const auto rs = records(out, false);
        QCOMPARE(rs.size(), 3);
        // The file's third label is 2: XNLI's contradiction, the model's class 0.
        QCOMPARE(rs[2]["label"].toString(), QString("CONTRADICTION"));
        QCOMPARE(rs[2]["label_id"].toInt(), 0);
        QCOMPARE(rs[0]["label"].toString(), QString("NEUTRAL"));

        const auto asr = runCli({"asr-curve",   "--proxy",
                                 model,         "--target",
                                 model,         "--data",
                                 data,          "--pair",
                                 "--method",    "loo",
                                 "--ops",       "phono",
                                 "--lang",      "hi",
                                 "--max-words", "1",
                                 "--limit",     "3",
                                 "--device",    "cpu",
                                 "--out",       tempPath("nli-asr-unlabelled")});
        QCOMPARE(asr.exitCode, 1);
        QVERIFY2(asr.err.contains("is a class index"), asr.err.constData());
    }

    void pairTaskAttacksOnlyTheSentenceItIsTold() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        QByteArray tsv = "premise\thypothesis\tlabel\n";
        for (int i = 0; i + 1 < 6; ++i) {
            tsv += QByteArray(kSentences[i]) + "\t" + kSentences[i + 1] + "\t2\n";
        }
        const QString data = writeFile("pairs.tsv", tsv);
        for (int target : {1, 2}) {
            const QString out = tempPath(QString("pair%1").arg(target));
            const auto result = runCli({"attack", "--model", model, "--data", data, "--pair",
                                        "--op", "phono", "--no-breakdown", "--lang", "hi",
                                        "--target-sentence", QString::number(target),
                                        "--min-similarity", "0", "--device", "cpu", "--out", out});
            QVERIFY2(result.exitCode == 0, result.err.constData());
            int changed = 0;
            for (const auto& r : records(out, false)) {
                const QString kept = target == 1 ? "original_pair" : "original";
                const QString keptAdv = target == 1 ? "adversarial_pair" : "adversarial";
                QCOMPARE(r[keptAdv].toString(), r[kept].toString());
                const QString attacked = target == 1 ? "original" : "original_pair";
                const QString attackedAdv = target == 1 ? "adversarial" : "adversarial_pair";
                changed += r[attackedAdv].toString() != r[attacked].toString() ? 1 : 0;
            }
            QVERIFY(changed > 0);  // some substitutes lower the class's probability
        }
    }

    // The robustness threshold is an attack success rate: outside [0, 1] it is a usage mistake,
    // found before any model is loaded or folder written.
    // An operator named twice would be run twice, its second curve replacing the first, and
    // an empty item was dropped without a word: both are refused.
    void asrCurveOperatorsAreEachNamedOnce() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        for (const auto& [ops, why] : {std::pair{"ortho,ortho", "--ops names 'ortho' twice"},
                                       std::pair{"ortho,,phono", "--ops has an empty item"}}) {
            const QString out = tempPath("asr-ops");
            const auto result = runCli({"asr-curve", "--proxy", model, "--target", model, "--data",
                                        singleDataset(1), "--method", "loo", "--ops", ops, "--lang",
                                        "hi", "--device", "cpu", "--out", out});
            QCOMPARE(result.exitCode, 2);
            QVERIFY2(result.err.contains(why), result.err.constData());
            QVERIFY(!QFileInfo::exists(out));
        }
    }

    void asrCurveThresholdOutsideZeroToOneIsRefused() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        for (const char* threshold : {"2", "-0.05", "nan"}) {
            const QString out = tempPath(QString("asr-threshold-%1").arg(threshold));
            const auto result = runCli({"asr-curve",
                                        "--proxy",
                                        model,
                                        "--target",
                                        model,
                                        "--data",
                                        singleDataset(1),
                                        "--method",
                                        "grad-x-input",
                                        "--ops",
                                        "delete",
                                        "--lang",
                                        "hi",
                                        "--max-words",
                                        "1",
                                        "--threshold",
                                        threshold,
                                        "--device",
                                        "cpu",
                                        "--out",
                                        out});
            QVERIFY2(result.exitCode == 2, result.err.constData());
            QVERIFY2(result.err.contains("--threshold"), result.err.constData());
            QVERIFY(!QFileInfo::exists(out));
        }
    }

    // The second paper's attribution budgets (its appendix B.3) by default: 50 steps for
    // integrated gradients and SmoothGrad, and SHAP's own default budget; each can be set.
    void asrCurveTakesThePapersAttributionBudgets() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QStringList common{
            "asr-curve", "--proxy",  model,   "--target", model,    "--data", polishDataset(),
            "--method",  "ig",       "--ops", "delete",   "--lang", "pl",     "--max-words",
            "1",         "--device", "cpu"};
        const QString defaults = tempPath("asr-budgets-default");
        const auto first = runCli(QStringList(common) << "--out" << defaults);
        QVERIFY2(first.exitCode == 0, first.err.constData());
        auto options = manifestOptions(defaults);
        QCOMPARE(options["ig_steps"].toInt(), 50);
        QCOMPARE(options["smoothgrad_samples"].toInt(), 50);
        QCOMPARE(options["samples"].toString(), QString("auto"));
        QVERIFY(!options.contains("features"));  // ig masks nothing
        const QString set = tempPath("asr-budgets-set");
        const auto second = runCli(QStringList(common) << "--steps"
                                                       << "7"
                                                       << "--smoothgrad-samples"
                                                       << "9"
                                                       << "--samples"
                                                       << "300"
                                                       << "--out" << set);
        QVERIFY2(second.exitCode == 0, second.err.constData());
        options = manifestOptions(set);
        QCOMPARE(options["ig_steps"].toInt(), 7);
        QCOMPARE(options["smoothgrad_samples"].toInt(), 9);
        QCOMPARE(options["samples"].toInt(), 300);
        // A negative seed is refused (it was wrapped round to 2^64 - 1).
        const auto negative = runCli(QStringList(common) << "--seed"
                                                         << "-1"
                                                         << "--out" << tempPath("asr-negative"));
        QCOMPARE(negative.exitCode, 2);
        QVERIFY2(negative.err.contains("--seed must not be negative"), negative.err.constData());
        // lime's default budget is a number: giving it resumes the run, as a default given
        // does (it was recorded as auto, and 256 then read as another setting).
        QStringList lime = common;
        lime[lime.indexOf("ig")] = "lime";
        const QString limeRun = tempPath("asr-budgets-lime");
        const auto limeFirst = runCli(QStringList(lime) << "--out" << limeRun);
        QVERIFY2(limeFirst.exitCode == 0, limeFirst.err.constData());
        QCOMPARE(manifestOptions(limeRun)["samples"].toInt(), 256);
        const auto limeAgain = runCli(QStringList(lime) << "--samples"
                                                        << "256"
                                                        << "--out" << limeRun);
        QVERIFY2(limeAgain.exitCode == 0, limeAgain.err.constData());
        for (const char* bad : {"--steps", "--smoothgrad-samples", "--samples"}) {
            const QString out = tempPath(QString("asr-budgets%1").arg(bad));
            const auto refused = runCli(QStringList(common) << bad << "0"
                                                            << "--out" << out);
            QVERIFY2(refused.exitCode == 2, refused.err.constData());
            QVERIFY2(refused.err.contains(bad), refused.err.constData());
            QVERIFY(!QFileInfo::exists(out));
        }
    }

    // Examples the ranking cannot score do not stop the run: one without words is recorded as
    // not attacked, one with more tokens than --samples lets shap solve for gets tokens + 1
    // samples and a note.
    void asrCurveGoesOnPastExamplesItCannotRank() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString out = tempPath("asr-unrankable");
        const auto result =
            runCli({"asr-curve",     "--proxy",  model,  "--target",    model, "--data",
                    polishDataset(), "--method", "shap", "--samples",   "40",  "--ops",
                    "ortho-rule",    "--lang",   "pl",   "--max-words", "2",   "--device",
                    "cpu",           "--out",    out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto rs = records(out, false);
        QCOMPARE(rs.size(), 5);
        for (int i : {1, 3}) {
            QVERIFY(rs[i].contains("not_attacked"));
            for (const auto entry :
                 rs[i]["perturbed"].toObject()["ortho-rule"].toObject()["shap"].toArray()) {
                QCOMPARE(entry.toObject()["text"].toString(), rs[i]["original"].toString());
                QCOMPARE(entry.toObject()["words_changed"].toInt(), 0);
            }
        }
        // 14 words of 61 tokens: shap needs 62 samples; the 40 asked for are raised, and the
        // record says so.
        const auto notes = rs[2]["notes"].toArray();
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes[0].toString().contains("61 tokens; 40 raised to 62"),
                 qPrintable(notes[0].toString()));
        // What shap masked is a setting of the run: resuming it with words is refused.
        QCOMPARE(manifestOptions(out)["features"].toString(), QString("tokens"));
        const auto words =
            runCli({"asr-curve",     "--proxy",    model,   "--target",    model, "--data",
                    polishDataset(), "--method",   "shap",  "--samples",   "40",  "--ops",
                    "ortho-rule",    "--lang",     "pl",    "--max-words", "2",   "--device",
                    "cpu",           "--features", "words", "--out",       out});
        QCOMPARE(words.exitCode, 1);
        QVERIFY2(words.err.contains("options.features: \"tokens\", now \"words\""),
                 words.err.constData());
        QVERIFY(!rs[0].contains("notes") && !rs[4].contains("notes"));
        QVERIFY2(result.err.contains("examples without words to perturb: 2"),
                 result.err.constData());
        QVERIFY2(result.err.contains("examples with notes on their ranking: 1"),
                 result.err.constData());
        const auto summary = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(summary["examples"].toInt(), 5);
    }

    void asrCurveWritesThePerturbedDatasets() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString out = tempPath("asr");
        const auto result =
            runCli({"asr-curve", "--proxy", model, "--target", model, "--data", singleDataset(1),
                    "--method", "grad-x-input", "--ops", "delete,swap", "--lang", "hi",
                    "--max-words", "3", "--device", "cpu", "--out", out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto summary = QJsonDocument::fromJson(result.out).object();
        const auto asr = summary["asr"].toObject();
        QCOMPARE(asr.keys().size(), 2);
        for (const char* op : {"delete", "swap"}) {
            const auto byMethod = asr[op].toObject();
            QCOMPARE(byMethod["grad-x-input"].toArray().size(), 3);
            QCOMPARE(byMethod["random"].toArray().size(), 3);
            for (const auto v : byMethod["random"].toArray()) {
                QVERIFY(v.toDouble() >= 0.0 && v.toDouble() <= 1.0);
            }
            QVERIFY(summary["not_robust"].toObject().contains(op));
        }
        for (int k = 1; k <= 3; ++k) {
            QFile f(out + QString("/perturbed/delete/grad-x-input/k%1.jsonl").arg(k));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const auto lines = f.readAll().trimmed().split('\n');
            QCOMPARE(lines.size(), 6);
            int changed = 0;
            for (int i = 0; i < 6; ++i) {
                const auto row = QJsonDocument::fromJson(lines[i]).object();
                QCOMPARE(row["label"].toString(), QString("LABEL_2"));
                changed += row["text"].toString() != qs(kSentences[i]) ? 1 : 0;
            }
            QVERIFY(changed > 0);
        }
        // The summary counts the examples each k changed, per operator and method.
        const auto counted = summary["changed"].toObject()["delete"].toObject();
        QCOMPARE(counted["grad-x-input"].toArray().size(), 3);
        QVERIFY(counted["grad-x-input"].toArray()[0].toInt() > 0);
    }
};

QTEST_GUILESS_MAIN(TestCliAttack)
#include "tst_cli_attack.moc"
