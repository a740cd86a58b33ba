// akshara-cli asr-curve: the second paper's attack success rate by the number of words a
// proxy model's word importance picks, on a fixture model: its options, its budgets, and the
// perturbed datasets it writes.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#include <tuple>

#include "AttackCliData.h"
#include "TestSupport.h"

using namespace akshara::test;

class TestCliAsrCurve : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void helpNamesTheOptions() {
        const auto asr = runCli({"asr-curve", "--help"});
        QCOMPARE(asr.exitCode, 0);
        QVERIFY(asr.out.contains("--max-words"));
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

    // The robustness threshold is an attack success rate: outside [0, 1] it is a usage mistake,
    // found before any model is loaded or folder written.
    // An operator named twice would be run twice, its second curve replacing the first, and
    // an empty item was dropped without a word: both are refused. So are the relation operator
    // without its file, and a file no operator reads, as --op refuses them.
    void asrCurveOperatorsAreEachNamedOnce() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString relations = tempPath("asr-relations.tsv");
        QVERIFY(writeBytes(relations, "भारत\tभारती\tspelling\n"));
        for (const auto& [ops, why, file] :
             {std::tuple{"ortho,ortho", "--ops names 'ortho' twice", ""},
              std::tuple{"ortho,,phono", "--ops has an empty item", ""},
              std::tuple{"phono,relation", "--ops relation needs --relations FILE", ""},
              std::tuple{"phono", "--relations is for the relation operator", "r"}}) {
            const QString out = tempPath("asr-ops");
            QStringList args{
                "asr-curve", "--proxy", model,   "--target", model,    "--data", singleDataset(1),
                "--method",  "loo",     "--ops", ops,        "--lang", "hi",     "--device",
                "cpu",       "--out",   out};
            if (*file != '\0') {
                args << "--relations" << relations;
            }
            const auto result = runCli(args);
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
                                                       << "--out" << set);
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QCOMPARE(manifestOptions(set)["ig_steps"].toInt(), 7);
        QStringList smoothGrad = common;
        smoothGrad[smoothGrad.indexOf("ig")] = "smoothgrad";
        const QString smoothGradRun = tempPath("asr-budgets-smoothgrad");
        const auto third = runCli(QStringList(smoothGrad) << "--smoothgrad-samples"
                                                          << "9"
                                                          << "--out" << smoothGradRun);
        QVERIFY2(third.exitCode == 0, third.err.constData());
        QCOMPARE(manifestOptions(smoothGradRun)["smoothgrad_samples"].toInt(), 9);
        // Another method's budget would be ignored without a word, and recorded as if it had
        // been used: it is refused before any model is loaded.
        for (const auto& [option, value, method] :
             {std::tuple{"--smoothgrad-samples", "9", "smoothgrad"},
              std::tuple{"--samples", "300", "shap, partition-shap or lime"},
              std::tuple{"--features", "words", "shap, partition-shap or lime"}}) {
            const QString out = tempPath(QString("asr-other-budget%1").arg(option));
            const auto refused = runCli(QStringList(common) << option << value << "--out" << out);
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.err.contains(
                         QString("%1 is for --method %2, not 'ig'").arg(option, method).toUtf8()),
                     refused.err.constData());
            QVERIFY(!QFileInfo::exists(out));
        }
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
        // The run resumed says so, as an attack's does.
        QVERIFY2(limeAgain.err.contains(" words (resuming after "), limeAgain.err.constData());
        QVERIFY2(!limeFirst.err.contains("resuming"), limeFirst.err.constData());
        for (const auto& [method, bad] :
             {std::pair{"ig", "--steps"}, std::pair{"smoothgrad", "--smoothgrad-samples"},
              std::pair{"lime", "--samples"}}) {
            QStringList command = common;
            command[command.indexOf("ig")] = method;
            const QString out = tempPath(QString("asr-budgets%1").arg(bad));
            const auto refused = runCli(QStringList(command) << bad << "0"
                                                             << "--out" << out);
            QVERIFY2(refused.exitCode == 2, refused.err.constData());
            QVERIFY2(refused.err.contains(QString("%1 must be between").arg(bad).toUtf8()),
                     refused.err.constData());
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

    // partition-shap, the default method, records the number of evaluations it used (the
    // library's 500), so that giving that number resumes the run instead of being refused as
    // another setting.
    void partitionShapRecordsItsBudget() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString out = tempPath("asr-partition");
        const QStringList command{
            "asr-curve", "--proxy", model,    "--target", model,         "--data", singleDataset(1),
            "--ops",     "delete",  "--lang", "hi",       "--max-words", "2",      "--device",
            "cpu",       "--out",   out};
        const auto first = runCli(command);
        QVERIFY2(first.exitCode == 0, first.err.constData());
        QFile manifest(out + "/manifest.json");
        QVERIFY(manifest.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(manifest.readAll()).object()["method"].toString(),
                 QStringLiteral("partition-shap"));
        QCOMPARE(manifestOptions(out)["samples"].toInt(), 500);
        const auto again = runCli(QStringList(command) << "--samples"
                                                       << "500");
        QVERIFY2(again.exitCode == 0, again.err.constData());
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

QTEST_GUILESS_MAIN(TestCliAsrCurve)
#include "tst_cli_asr_curve.moc"
