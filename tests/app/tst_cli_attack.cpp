// akshara-cli attack: the first paper's attack of a fixture model on Hindi and Polish
// sentences, its run folder, and resuming it after a kill or Ctrl+C. The second paper's
// asr-curve is in tst_cli_asr_curve.cpp.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <signal.h>

#include "AttackCliData.h"
#include "TestSupport.h"

using namespace akshara::test;

namespace {

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
    }

    // Settings of some attacks only are refused for the others, before any model is read:
    // they would go unused and be recorded in the run as if they had counted.
    void settingsOfOtherAttacksAreRefused() {
        const QString out = tempPath("attack-unused-settings");
        const QList<QPair<QStringList, QString>> cases{
            {{"--op", "key", "--no-breakdown"}, "--no-breakdown is for --op phono, not 'key'"},
            {{"--op", "ortho", "--phonetic-table", "/nonexistent"},
             "--phonetic-table is for --op phono, not 'ortho'"},
            {{"--op", "phono", "--pooling", "cls"},
             "--pooling is for the embeddings of --similarity-model, and none is given"},
            {{"--op", "phono", "--category", "vowel", "--no-breakdown"},
             "--no-breakdown is for an attack of every category"}};
        for (const auto& [options, said] : cases) {
            const auto result = runCli(QStringList{"attack", "--model", "/nonexistent", "--data",
                                                   "/nonexistent.tsv", "--lang", "hi", "--out", out}
                                       << options);
            QCOMPARE(result.exitCode, 2);
            QVERIFY2(result.err.contains(said.toUtf8()), result.err.constData());
            QVERIFY(!QFileInfo::exists(out));
        }
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
    // A data file named in an older encoding (ą in ISO 8859-2, not UTF-8) is refused before
    // anything is written, naming it: the run's manifest holds paths as text. It stopped the
    // run with an internal error.
    void aDataFileNamedInAnOlderEncodingIsRefused() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString out = tempPath("latin2-data-run");
        const auto result = runCliInShell(
            "name=\"$(dirname \"$2\")/$(printf 'dane-\\261.tsv')\" && cp \"$2\" \"$name\" && "
            "\"$0\" attack --model \"$1\" --data \"$name\" --op phono --lang hi "
            "--device cpu --out \"$3\"; s=$?; rm -f \"$name\"; exit $s",
            {model, singleDataset(1), out});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("dane-\\xb1.tsv is not valid UTF-8 (byte ") &&
                     result.err.contains("(its data)"),
                 result.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

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
                                 "ortho-rule", "--lang", "pl", "--method", "shap", "--samples", "1",
                                 "--device", "cpu", "--out", tempPath("attack-shap-bad")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--samples must be between 2 and 100000, not 1"),
                 bad.err.constData());
        // The paper's masking (loo, the default) takes no budget and masks whole words: a
        // --samples or --features for it would be ignored and recorded as if used.
        for (const auto& [option, value] :
             {std::pair{"--samples", "40"}, std::pair{"--features", "words"}}) {
            const QString loo = tempPath(QString("attack-loo%1").arg(option));
            const auto refused =
                runCli({"attack", "--model", model, "--data", polishDataset(), "--op", "ortho-rule",
                        "--lang", "pl", option, value, "--device", "cpu", "--out", loo});
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.err.contains(
                         QString("%1 is for --method shap, partition-shap or lime, not 'loo'")
                             .arg(option)
                             .toUtf8()),
                     refused.err.constData());
            QVERIFY(!QFileInfo::exists(loo));
        }
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

    // Text in another script than the operator's: no candidate reaches the model, and the run
    // says so; its attack success rate is not measured (a dash in the report), where a rate of
    // 0 read as a robust model.
    void anAttackThatChangedNoWordHasNoSuccessRate() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data =
            writeFile("latin.tsv", "text\tlabel\nThe food was bad\t2\nA very good film\t2\n");
        const QString out = tempPath("changed-nothing");
        const auto result = runCli(attackArgs(model, data, out) << "--no-breakdown");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto summary = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(summary["original_accuracy"].toDouble(), 1.0);
        QVERIFY(summary["attack_success_rate"].isNull());
        QVERIFY2(result.err.contains("warning: no candidate reached the model: phono changed no "
                                     "word (is the data written in Devanagari, the script of the "
                                     "language hi?)"),
                 result.err.constData());
        const auto report = runCli({"attack-report", out, "--csv"});
        QVERIFY2(report.exitCode == 0, report.err.constData());
        QVERIFY2(report.out.contains("phono,1.000,1.000,-,"), report.out.constData());
    }

    // An example longer than the model reads is cut to its length: the words past the cut are
    // perturbed, yet change nothing the model reads, and the run says how many examples that is.
    void examplesLongerThanTheModelAreNoted() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QByteArray longText = (QByteArray(kSentences[5]) + " ").repeated(12).trimmed();
        const QString data = writeFile(
            "long-example.tsv", "text\tlabel\n" + longText + "\t2\n" + kSentences[1] + "\t2\n");
        const QString out = tempPath("long-example");
        const auto result = runCli(attackArgs(model, data, out) << "--no-breakdown");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.contains("note: 1 of the 2 inputs is longer than the model's 128 "
                                     "tokens; it was cut to them") &&
                     result.err.contains("a word past the cut is perturbed, yet changes nothing"),
                 result.err.constData());
        const QString shortData =
            writeFile("short-examples.tsv", QByteArray("text\tlabel\n") + kSentences[1] + "\t2\n");
        const auto whole =
            runCli(attackArgs(model, shortData, tempPath("short-examples")) << "--no-breakdown");
        QVERIFY2(whole.exitCode == 0, whole.err.constData());
        QVERIFY2(!whole.err.contains("longer than the model"), whole.err.constData());
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
    // says how to resume, and the same command finishes the run. A termination request, as
    // a batch scheduler sends one at the end of a job's time, does the same.
    void ctrlCStopsTheRunForAResume_data() {
        QTest::addColumn<int>("signal");
        QTest::newRow("Ctrl+C") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
    }

    void ctrlCStopsTheRunForAResume() {
        QFETCH(int, signal);
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = singleDataset(10);
        const QString out = tempPath(QString("interrupted-%1").arg(signal));
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
        QCOMPARE(::kill(static_cast<pid_t>(process.processId()), signal), 0);
        QVERIFY(process.waitForFinished(60000));
        const QByteArray err = process.readAllStandardError();
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        // As the shell reports a program the signal ended (130, 143), not as bad input (1).
        QCOMPARE(process.exitCode(), 128 + signal);
        QVERIFY2(err.contains("stopped; run the same command again to resume into " + out.toUtf8() +
                              " (or: akshara-cli resume " + out.toUtf8() + ")"),
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

    // The random operator's one substitute per position makes other candidates than every
    // substitute: a run resumed with the other choice would mix two runs.
    void oneSubstitutePerPositionIsASetting() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString out = tempPath("one-per-position");
        QStringList args{"attack", "--model", model,    "--data", singleDataset(1),
                         "--op",   "random",  "--lang", "hi",     "--device",
                         "cpu",    "--out",   out};
        auto result = runCli(args << "--one-per-position");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        args.removeLast();
        result = runCli(args);
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("other settings (options.one_per_position"),
                 result.err.constData());

        // A run begun before the choice was recorded resumes with the command that started it.
        QJsonObject manifest = QJsonDocument::fromJson(readBytes(out + "/manifest.json")).object();
        QJsonObject options = manifest["options"].toObject();
        options.remove("one_per_position");
        manifest["options"] = options;
        QVERIFY(writeBytes(out + "/manifest.json", QJsonDocument(manifest).toJson()));
        QVERIFY(QFile::remove(out + "/summary.json"));
        result = runCli(args);
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(
            result.err.contains("other settings (options.one_per_position: true, now not set)"),
            result.err.constData());
        result = runCli(args << "--one-per-position");
        QVERIFY2(result.exitCode == 0, result.err.constData());
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

    // A decoder's first token has read the first word alone, the same in every perturbation of
    // the words after it: GPT-2 as the similarity model is pooled by the mean of its tokens,
    // its cosines are cosines that the report reads, and its first token is refused.
    void aDecoderSimilarityModelTakesTheMean() {
        const auto model = fixture("bert-cased");
        const auto decoder = fixture("gpt2");
        if (model.isEmpty() || decoder.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = singleDataset(1);
        const QString out = tempPath("decoder-similarity");
        auto result = runCli(attackArgs(model, data, out) << "--no-breakdown"
                                                          << "--similarity-model" << decoder);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        int changed = 0;
        for (const auto& record : records(out, true)) {
            const auto similarity = record["similarity"].toObject();
            if (!similarity.contains("cosine")) {
                continue;
            }
            const double cosine = similarity["cosine"].toDouble();
            QVERIFY2(cosine <= 1.0, qPrintable(QString::number(cosine, 'g', 17)));
            changed += cosine < 1.0 - 1e-4;
        }
        QVERIFY(changed > 0);
        result = runCli({"attack-report", out, "--table"});
        QVERIFY2(result.exitCode == 0, result.err.constData());

        result = runCli(attackArgs(model, data, tempPath("decoder-first-token"))
                        << "--no-breakdown"
                        << "--similarity-model" << decoder << "--pooling"
                        << "cls");
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("is a decoder (gpt2): its first token has read the first "
                                     "word alone"),
                 result.err.constData());
    }

    // A model trained on sentence pairs (its training.json says so), attacked on single
    // sentences: the run's log says what it predicts then says little.
    void aPairModelOnSingleSentencesIsNoted() {
        const auto source = fixture("bert-cased");
        if (source.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString model = tempPath("attack-pair-model");
        QVERIFY(copyFolderFiles(source, model));
        writeFile("attack-pair-model/training.json", R"({"data": {"pair": true}})");
        const auto result = runCli(attackArgs(model, singleDataset(1), tempPath("pair-model-run"))
                                   << "--no-breakdown");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.contains("was trained on sentence pairs (its training.json) and is "
                                     "given single sentences"),
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
        // Named relatively from another working folder, the same run, and the manifest says
        // where the model and the data are (the workbench opens the run from anywhere).
        const QString dataDir = QFileInfo(data).absolutePath();
        const QString relative = tempPath("spelled-relative");
        result = runCliInShell(
            "cd \"$1\" && \"$0\" attack --no-breakdown --lang hi --op phono --threads 1 "
            "--data \"$2\" --model \"$3\" --out \"$4\"",
            {dataDir, QFileInfo(data).fileName(), QDir(dataDir).relativeFilePath(model), relative});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QCOMPARE(records(relative, true), before);
        QFile manifestFile(relative + "/manifest.json");
        QVERIFY(manifestFile.open(QIODevice::ReadOnly));
        const QJsonObject manifest = QJsonDocument::fromJson(manifestFile.readAll()).object();
        QCOMPARE(manifest["model"].toString(), QDir::cleanPath(model));
        QCOMPARE(manifest["data"].toString(), QFileInfo(data).absoluteFilePath());
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

    // A curated table edited after a run began: the same command does not resume it, which
    // would mix the two tables' candidates in one run.
    void theSameCommandWithAnEditedTableIsNotResumed() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString tables = tempPath("edited-table-tables");
        QDir(tables).removeRecursively();
        QVERIFY(QDir().mkpath(tables));
        const auto table = runCli({"tables", "show", "deva-phonological"});
        QCOMPARE(table.exitCode, 0);
        writeFile("edited-table-tables/deva-phonological.tsv", table.out);
        const QString data =
            writeFile("edited-table.tsv", QByteArray("text\tlabel\n") + kSentences[0] + "\t2\n");
        const QString out = tempPath("edited-table-run");
        QDir(out).removeRecursively();
        const QStringList args = attackArgs(model, data, out) << "--no-breakdown"
                                                              << "--tables" << tables;
        const auto first = runCli(args);
        QVERIFY2(first.exitCode == 0, first.err.constData());
        QByteArray edited = table.out;
        edited.chop(1);
        edited.truncate(edited.lastIndexOf('\n') + 1);  // its last pair removed
        writeFile("edited-table-tables/deva-phonological.tsv", edited);
        const auto again = runCli(args);
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains("another version of table deva-phonological (the table "
                                    "file read now differs from the one the run read)"),
                 again.err.constData());
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
        QVERIFY(copyFolderFiles(source, model, {"config.json"}));
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
};

QTEST_GUILESS_MAIN(TestCliAttack)
#include "tst_cli_attack.moc"
