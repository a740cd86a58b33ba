#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "TestSupport.h"

using namespace akshara;

// akshara-cli probe on real Marathi UD sentences with the small BERT fixture.
class TestCliProbe : public QObject {
    Q_OBJECT

    static QJsonObject readSummary(const QString& dir) {
        QFile f(dir + "/summary.json");
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(f.readAll()).object();
    }

    // A probe of SentLen with the small BERT fixture on the Marathi dev sentences, in 3 folds
    // unless `extra` names --folds.
    static test::CliResult probeSentLen(const QString& out, const QStringList& extra = {}) {
        QStringList args{"probe",
                         "--model",
                         test::sharedDir() + "/fixtures/hf-parity/bert-cased",
                         "--data",
                         test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu",
                         "--format",
                         "conllu",
                         "--tasks",
                         "SentLen",
                         "--device",
                         "cpu",
                         "--out",
                         out};
        if (!extra.contains("--folds"))
            args << "--folds"
                 << "3";
        return test::runCli(args + extra);
    }

private Q_SLOTS:
    void probesLayersAndReusesCachedStates() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        // A model folder given by a relative path, as users type it.
        const QString model =
            QDir::current().relativeFilePath(test::sharedDir() + "/fixtures/hf-parity/bert-cased");
        QVERIFY(QDir::isRelativePath(model));
        const QString data = test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu";
        const QString out = test::tempPath("probe-out");
        const QStringList args = {"probe",    "--model", model,     "--data",  data,
                                  "--format", "conllu",  "--tasks", "SentLen", "--perturb",
                                  "DropF",    "--folds", "3",       "--out",   out};
        const auto first = test::runCli(args);
        QVERIFY2(first.exitCode == 0, first.err.constData());
        QVERIFY(first.err.contains("SentLen / clean: states computed"));
        QVERIFY(first.err.contains("SentLen / DropF: states computed"));
        const QJsonObject summary = readSummary(out);
        const QJsonArray results = summary["results"].toArray();
        QCOMPARE(results.size(), 2);
        const QJsonObject clean = results[0].toObject();
        QCOMPARE(clean["task"].toString(), QString("SentLen"));
        QCOMPARE(clean["perturbation"].toString(), QString("clean"));
        QVERIFY(clean["sentences"].toInt() > 30);
        const QJsonArray layers = clean["layers"].toArray();
        QVERIFY(layers.size() >= 2);
        for (const auto& value : layers) {
            const QJsonObject layer = value.toObject();
            const double accuracy = layer["accuracy"].toDouble();
            QVERIFY(accuracy > 0.0 && accuracy <= 1.0);
            QVERIFY(layer.contains("control_accuracy"));
            QCOMPARE(layer["selectivity"].toDouble(),
                     accuracy - layer["control_accuracy"].toDouble());
            QVERIFY(!layer.contains("rs"));
        }
        const QJsonObject dropF = results[1].toObject();
        const QJsonObject layer0 = dropF["layers"].toArray()[0].toObject();
        // DropF puts [UNK] first in every sentence: the control task is keyed on the first
        // word left, so it keeps about as many keys as the clean sentences have.
        const int cleanKeys = clean["control_keys"].toInt();
        const int dropFKeys = dropF["control_keys"].toInt();
        QVERIFY2(cleanKeys > 10 && dropFKeys * 2 > cleanKeys,
                 (std::to_string(cleanKeys) + " / " + std::to_string(dropFKeys)).c_str());
        QCOMPARE(layer0["rs"].toDouble(), 1.0 - (layers[0].toObject()["accuracy"].toDouble() -
                                                 layer0["accuracy"].toDouble()) /
                                                    layers[0].toObject()["accuracy"].toDouble());

        // A second run reads the states from the cache and gives the same figures.
        const auto second = test::runCli(args);
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QVERIFY(second.err.contains("SentLen / clean: states read from the cache"));
        QVERIFY(second.err.contains("SentLen / DropF: states read from the cache"));
        const QJsonArray again = readSummary(out)["results"].toArray();
        QCOMPARE(again.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(again[i].toObject()["from_cache"].toBool(), true);
            QCOMPARE(again[i].toObject()["layers"], results[i].toObject()["layers"]);
        }
        QCOMPARE(results[0].toObject()["from_cache"].toBool(), false);

        // Damaged cache files are rebuilt, the same figures come out, and the run says so.
        QDirIterator shards(out + "/cache", {"*.h5"}, QDir::Files, QDirIterator::Subdirectories);
        int damaged = 0;
        while (shards.hasNext()) {
            QFile shard(shards.next());
            QVERIFY(shard.resize(shard.size() / 2));
            ++damaged;
        }
        QVERIFY(damaged >= 2);
        const auto third = test::runCli(args);
        QVERIFY2(third.exitCode == 0, third.err.constData());
        QVERIFY2(third.err.contains(
                     "SentLen / clean: states computed (rebuilt 1 damaged cache file(s) in"),
                 third.err.constData());
        const QJsonArray rebuilt = readSummary(out)["results"].toArray();
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(rebuilt[i].toObject()["layers"], results[i].toObject()["layers"]);
        }
    }

    // The probes are regularised as in the paper (C = 20) unless --c says otherwise, and the
    // run records it; BShift is probed on clean text only, with the reason in the summary.
    void probesAsThePaperDoes() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const QString model = test::sharedDir() + "/fixtures/hf-parity/bert-cased";
        const QString data = test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu";
        const QString cache = test::tempPath("probe-c-cache");
        auto probe = [&](const QString& out, const QStringList& extra) {
            QStringList args = {"probe",    "--model", model,     "--data",         data,
                                "--format", "conllu",  "--tasks", "SentLen,BShift", "--perturb",
                                "DropF",    "--folds", "3",       "--cache",        cache,
                                "--out",    out};
            return test::runCli(args + extra);
        };
        const QString paper = test::tempPath("probe-c20");
        const auto first = probe(paper, {});
        QVERIFY2(first.exitCode == 0, first.err.constData());
        QVERIFY2(first.err.contains("BShift / DropF: skipped: probed on clean text only"),
                 first.err.constData());
        const QJsonObject summary = readSummary(paper);
        QCOMPARE(summary["inverse_regularisation"].toDouble(), 20.0);
        const QJsonArray results = summary["results"].toArray();
        QCOMPARE(results.size(), 4);
        const QJsonObject bshiftClean = results[2].toObject();
        QCOMPARE(bshiftClean["task"].toString(), QString("BShift"));
        QVERIFY(!bshiftClean["layers"].toArray().isEmpty());
        const QJsonObject bshiftDropF = results[3].toObject();
        QCOMPARE(bshiftDropF["perturbation"].toString(), QString("DropF"));
        QVERIFY(bshiftDropF["skipped"].toString().contains("clean text only"));
        QVERIFY(!bshiftDropF.contains("layers"));

        // A strong penalty gives other probes, from the same cached states.
        const QString strong = test::tempPath("probe-c0.001");
        const auto second = probe(strong, {"--c", "0.001"});
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QVERIFY(second.err.contains("SentLen / clean: states read from the cache"));
        const QJsonObject other = readSummary(strong);
        QCOMPARE(other["inverse_regularisation"].toDouble(), 0.001);
        QVERIFY(other["results"].toArray()[0].toObject()["layers"] !=
                results[0].toObject()["layers"]);
        for (const char* bad : {"0", "-1", "x", "1e7"}) {
            QCOMPARE(probe(test::tempPath("probe-bad-c"), {"--c", bad}).exitCode, 2);
        }
    }

    // DropF writes the model's own unknown token: XLM-R's is <unk>, which its tokenizer reads
    // as one token ([UNK] would be split into pieces).
    void dropFWritesTheModelsUnknownToken() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const QString out = test::tempPath("probe-xlmr");
        const auto result = test::runCli(
            {"probe", "--model", test::sharedDir() + "/fixtures/hf-parity/xlmr", "--data",
             test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu", "--format",
             "conllu", "--tasks", "SentLen", "--perturb", "DropF", "--folds", "3", "--out", out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QCOMPARE(readSummary(out)["unknown_token"].toString(), QStringLiteral("<unk>"));
        const auto tokens =
            test::runCli({"tokenize", "--model", test::sharedDir() + "/fixtures/hf-parity/xlmr"},
                         QByteArray("<unk> आहे\n"));
        QVERIFY2(tokens.out.contains("\"<unk>\""), tokens.out.constData());
    }

    void aRunWithNothingToProbeFailsAndSaysWhy() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        // Three sentences cannot be split into five folds: every task is skipped, the reason
        // is printed, and no summary claims a result.
        const QString data = test::tempPath("three.conllu");
        {
            QFile in(test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu");
            QVERIFY(in.open(QIODevice::ReadOnly));
            const QList<QByteArray> blocks = in.readAll().split('\n');
            QByteArray three;
            int sentences = 0;
            for (const auto& line : blocks) {
                three += line + "\n";
                if (line.trimmed().isEmpty() && ++sentences == 3)
                    break;
            }
            QFile out(data);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(three);
        }
        const QString out = test::tempPath("nothing-probed");
        const auto result =
            test::runCli({"probe", "--model", test::sharedDir() + "/fixtures/hf-parity/bert-cased",
                          "--data", data, "--format", "conllu", "--tasks", "SentLen,TreeDepth",
                          "--device", "cpu", "--out", out});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("SentLen / clean: skipped: 3 sentences in"),
                 result.err.constData());
        QVERIFY2(result.err.contains("nothing could be probed"), result.err.constData());
        QVERIFY(!QFile::exists(out + "/summary.json"));
    }

    // A probe run never writes into someone's folder: its manifest and summary would
    // overwrite theirs.
    void aFolderOfOtherFilesIsRefused() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const QString out = test::tempPath("someone-elses-probe");
        QVERIFY(QDir().mkpath(out));
        QFile mine(out + "/summary.json");
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.write("{\"mine\": true}\n");
        mine.close();
        const auto result = test::runCli(
            {"probe", "--model", test::sharedDir() + "/fixtures/hf-parity/bert-cased", "--data",
             test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu", "--format",
             "conllu", "--tasks", "SentLen", "--device", "cpu", "--out", out});
        QCOMPARE(result.exitCode, 1);
        QVERIFY(mine.open(QIODevice::ReadOnly));
        QCOMPARE(mine.readAll(), QByteArray("{\"mine\": true}\n"));
        QVERIFY(!QFile::exists(out + "/manifest.json"));
    }

    // An output folder that cannot be made (a file is there, or above it) is bad input named
    // with its path, not an internal error; the file is left as it was.
    void anOutputFolderThatCannotBeMadeIsAnError() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const QString file = test::tempPath("a-file-not-a-folder");
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("mine\n");
        }
        for (const QString& out : {file, file + "/probe"}) {
            const auto result = probeSentLen(out);
            QCOMPARE(result.exitCode, 1);
            QVERIFY2(result.err.contains((out + ": cannot create the output folder").toUtf8()),
                     result.err.constData());
            QVERIFY2(!result.err.contains("internal error"), result.err.constData());
        }
        QCOMPARE(test::readBytes(file), QByteArray("mine\n"));
    }

    // A run that fails before it probes anything leaves the folder as it found it: no folder
    // when there was none, an empty one empty, an earlier run's manifest and summary as they
    // were.
    // One treebank given twice, even under another name, would put its sentences in the
    // training and the test folds at once: refused before anything is written.
    // A treebank named in an older encoding (ą in ISO 8859-2, not UTF-8) is refused before
    // anything is written, naming it: the run's manifest holds paths as text.
    void aTreebankNamedInAnOlderEncodingIsRefused() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const QString out = test::tempPath("latin2-treebank-run");
        const auto result = test::runCliInShell(
            "name=\"$(dirname \"$3\")/$(printf 'drzewo-\\261.conllu')\" && "
            "cp \"$2\" \"$name\" && \"$0\" probe --model \"$1\" --data \"$name\" "
            "--format conllu --tasks SentLen --device cpu --out \"$3\"; s=$?; rm -f \"$name\"; "
            "exit $s",
            {test::sharedDir() + "/fixtures/hf-parity/bert-cased",
             test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu", out});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("drzewo-\\xb1.conllu is not valid UTF-8 (byte ") &&
                     result.err.contains("(its data[0])"),
                 result.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    void aTreebankGivenTwiceIsRefused() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const QString dev = test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu";
        const QString link = test::tempPath("same-dev.conllu");
        QVERIFY(QFile::link(dev, link));
        const QString out = test::tempPath("twice");
        const auto result = probeSentLen(out, {"--data", link});
        QCOMPARE(result.exitCode, 2);  // a mistake in the command, as probe-data and matrix say
        QVERIFY2(result.err.contains("are the same file") && result.err.contains("folds at once"),
                 result.err.constData());
        QVERIFY(!QFileInfo::exists(out));
        // A missing treebank named twice is said to be missing.
        const QString missing = test::tempPath("no-such.conllu");
        const auto twiceMissing = test::runCli(
            {"probe", "--model", test::sharedDir() + "/fixtures/hf-parity/bert-cased", "--data",
             missing, "--data", missing, "--format", "conllu", "--tasks", "SentLen", "--out", out});
        QCOMPARE(twiceMissing.exitCode, 1);
        QVERIFY2(
            twiceMissing.err.contains(missing.toUtf8()) && !twiceMissing.err.contains("same file"),
            twiceMissing.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    // A copy of it under another name is not the same file, but its sentences are the same:
    // each is kept in one fold with the first, so the probes are not tested on sentences they
    // were trained on (SentLen rose from about 0.5 to 0.89 with the copy).
    void aRepeatedSentenceStaysInOneFold() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const QString dev = test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu";
        const QString copy = test::tempPath("dev-copy.conllu");
        QFile::remove(copy);
        QVERIFY(QFile::copy(dev, copy));
        const QString once = test::tempPath("dev-once");
        const QString twice = test::tempPath("dev-and-copy");
        const auto alone = probeSentLen(once);
        QVERIFY2(alone.exitCode == 0, alone.err.constData());
        const auto both = probeSentLen(twice, {"--data", copy});
        QVERIFY2(both.exitCode == 0, both.err.constData());
        QVERIFY2(both.err.contains("sentences repeat earlier ones"), both.err.constData());
        const auto layers = [](const QString& folder) {
            return QJsonDocument::fromJson(test::readBytes(folder + "/summary.json"))["results"][0]
                .toObject();
        };
        const QJsonObject first = layers(once), second = layers(twice);
        QCOMPARE(second["sentences"].toInt(), 2 * first["sentences"].toInt());
        QVERIFY(second["repeated_sentences"].toInt() >= first["sentences"].toInt());
        double worst = 0;
        for (int l = 0; l < first["layers"].toArray().size(); ++l) {
            const double a = first["layers"][l]["accuracy"].toDouble();
            const double b = second["layers"][l]["accuracy"].toDouble();
            worst = std::max(worst, b - a);
        }
        QVERIFY2(worst < 0.15, qPrintable(QString::number(worst)));
    }

    // The twelve Marathi dev sentences that open with a quotation mark give the control task
    // one key and so one label: its probes all score 1, and the run says the selectivity
    // measures nothing.
    void aControlTaskOfOneLabelIsSaidToMeasureNothing() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const QString dev = test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu";
        // Sentences are parted by blank lines; a sentence's first word is its line "1\t...".
        QByteArray quoted;
        const QString text = QString::fromUtf8(test::readBytes(dev));
        for (const QString& sentence : text.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts)) {
            if (sentence.contains(QStringLiteral("\n1\t\"\t")))
                quoted += sentence.toUtf8() + "\n\n";
        }
        const QString data = test::tempPath("quoted.conllu");
        QVERIFY(test::writeBytes(data, quoted));
        const QString out = test::tempPath("probe-one-key");
        const auto result =
            test::runCli({"probe", "--model", test::sharedDir() + "/fixtures/hf-parity/bert-cased",
                          "--data", data, "--format", "conllu", "--tasks", "SentLen", "--device",
                          "cpu", "--folds", "3", "--out", out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.contains("SentLen / clean: the control task gave every sentence one "
                                     "label, so its accuracy is 1 and the selectivity says "
                                     "nothing (every sentence begins with the same word)"),
                 result.err.constData());
        const QJsonObject clean = readSummary(out)["results"][0].toObject();
        QCOMPARE(clean["sentences"].toInt(), 12);
        QCOMPARE(clean["control_keys"].toInt(), 1);
        QCOMPARE(clean["control_classes"].toInt(), 1);
        QCOMPARE(clean["layers"][0]["control_accuracy"].toDouble(), 1.0);
    }

    // KeepV makes two of the Marathi dev set's 46 sentences alike: 44 distinct sentences fill
    // 28 folds (the run stopped, a fold left to the repeats alone and its probes lost), and
    // 45 folds they cannot fill, so that probe is skipped and the clean one still run.
    void sentencesAPerturbationMakesAlikeStillFillTheFolds() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const QString out = test::tempPath("keepv-28-folds");
        const auto filled = probeSentLen(out, {"--perturb", "KeepV", "--folds", "28"});
        QVERIFY2(filled.exitCode == 0, filled.err.constData());
        auto results =
            QJsonDocument::fromJson(test::readBytes(out + "/summary.json"))["results"].toArray();
        QCOMPARE(results.size(), 2);
        QCOMPARE(results[1].toObject()["perturbation"].toString(), QStringLiteral("KeepV"));
        QCOMPARE(results[1].toObject()["repeated_sentences"].toInt(), 2);
        QVERIFY(!results[1].toObject()["layers"].toArray().isEmpty());
        const QString tooMany = test::tempPath("keepv-45-folds");
        const auto skipped = probeSentLen(tooMany, {"--perturb", "KeepV", "--folds", "45"});
        QVERIFY2(skipped.exitCode == 0, skipped.err.constData());
        QVERIFY2(skipped.err.contains("SentLen / KeepV: skipped: 46 sentences (44 distinct) in"),
                 skipped.err.constData());
        results = QJsonDocument::fromJson(test::readBytes(tooMany + "/summary.json"))["results"]
                      .toArray();
        QVERIFY(
            !results[0].toObject()["layers"].toArray().isEmpty());  // clean: 46 distinct sentences
        QVERIFY(results[1].toObject()["skipped"].toString().contains(
            "as many distinct sentences as folds"));
    }

    void aFailedRunLeavesNoRunFolder() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        // More folds than sentences: nothing can be probed.
        const QString out = test::tempPath("too-many-folds");
        auto result = probeSentLen(out, {"--folds", "1000"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("nothing could be probed"), result.err.constData());
        QVERIFY(!QFileInfo::exists(out));
        const QString nested = test::tempPath("new-parent") + "/probe";
        QCOMPARE(probeSentLen(nested, {"--folds", "1000"}).exitCode, 1);
        QVERIFY(!QFileInfo::exists(test::tempPath("new-parent")));
        const QString empty = test::tempPath("empty-folder");
        QVERIFY(QDir().mkpath(empty));
        QCOMPARE(probeSentLen(empty, {"--folds", "1000"}).exitCode, 1);
        QVERIFY(QDir(empty).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));

        // A cache that cannot be written (a file where its folder would be).
        const QString cache = test::tempPath("cache-is-a-file");
        {
            QFile f(cache);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const QString failed = test::tempPath("cache-failed");
        result = probeSentLen(failed, {"--cache", cache});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("cannot create the cache folder"), result.err.constData());
        QVERIFY(!QFileInfo::exists(failed));

        // An earlier run of the same settings, run again with that cache.
        const QString earlier = test::tempPath("earlier-run");
        result = probeSentLen(earlier);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QFile manifestFile(earlier + "/manifest.json");
        QVERIFY(manifestFile.open(QIODevice::ReadWrite));
        QJsonObject manifest = QJsonDocument::fromJson(manifestFile.readAll()).object();
        manifest["created"] = "2020-01-01T00:00:00Z";  // so that a rewritten one shows
        manifestFile.resize(0);
        manifestFile.write(QJsonDocument(manifest).toJson());
        manifestFile.close();
        const QByteArray manifestBefore = test::readBytes(earlier + "/manifest.json");
        const QByteArray summaryBefore = test::readBytes(earlier + "/summary.json");
        result = probeSentLen(earlier, {"--cache", cache});
        QCOMPARE(result.exitCode, 1);
        // Refused at the cache, after the manifest was rewritten: it is the earlier one again.
        QVERIFY2(result.err.contains("cannot create the cache folder"), result.err.constData());
        QCOMPARE(test::readBytes(earlier + "/manifest.json"), manifestBefore);
        QCOMPARE(test::readBytes(earlier + "/summary.json"), summaryBefore);
    }

    // A folder holding a finished run is run into again only with that run's settings: other
    // settings would replace its summary with another run's. The refusal names what differs.
    void aFinishedRunIsNotReplacedByARunOfOtherSettings() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const QString out = test::tempPath("finished-run");
        auto result = probeSentLen(out);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QByteArray manifest = test::readBytes(out + "/manifest.json");
        const QByteArray summary = test::readBytes(out + "/summary.json");
        result = probeSentLen(out, {"--folds", "4"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains((out + ": holds the summary of a probe run with other "
                                            "settings (options.folds: 3, now 4)")
                                         .toUtf8()),
                 result.err.constData());
        result = probeSentLen(out, {"--lang", "mr"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("other settings (options.language: not set, now \"mr\")"),
                 result.err.constData());
        QCOMPARE(test::readBytes(out + "/manifest.json"), manifest);
        QCOMPARE(test::readBytes(out + "/summary.json"), summary);
        // The same settings again: the states come from the cache.
        result = probeSentLen(out);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY(result.err.contains("SentLen / clean: states read from the cache"));
    }

    // A finished run is the same run with its model and treebank named by other paths, and
    // not once either was changed in place: its summary was replaced without a word by the
    // changed inputs' (the model's config or the treebank edited), and the same files named
    // otherwise (./model) were refused as other settings.
    void aFinishedRunFollowsItsFilesNotTheirPaths() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const QString dir = test::tempPath("probe-inputs");
        QDir(dir).removeRecursively();
        QVERIFY(QDir().mkpath(dir + "/model"));
        const QString fixture = test::sharedDir() + "/fixtures/hf-parity/bert-cased";
        // Edited below: not in the fixtures' read-only mode, which only the superuser writes over.
        const auto copy = [](const QString& from, const QString& to) {
            return QFile::copy(from, to) &&
                   QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
        };
        for (const QString& name : QDir(fixture).entryList(QDir::Files)) {
            QVERIFY(copy(fixture + "/" + name, dir + "/model/" + name));
        }
        const QString treebank = dir + "/dev.conllu";
        QVERIFY(
            copy(test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu", treebank));
        const QString out = dir + "/run";
        const auto probe = [&](const QString& model, const QString& data) {
            return test::runCli({"probe", "--model", model, "--data", data, "--format", "conllu",
                                 "--tasks", "SentLen", "--folds", "3", "--device", "cpu", "--out",
                                 out});
        };
        auto result = probe(dir + "/model", treebank);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QString modelNamedOtherwise = dir + "/./model";
        const QString treebankNamedOtherwise =
            dir + "/../" + QFileInfo(dir).fileName() + "/dev.conllu";
        result = probe(modelNamedOtherwise, treebankNamedOtherwise);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QByteArray summary = test::readBytes(out + "/summary.json");

        // The treebank edited in place: its first sentence dropped.
        QByteArray text = test::readBytes(treebank);
        QVERIFY(test::writeBytes(treebank, text.mid(text.indexOf("\n\n") + 2)));
        result = probe(dir + "/model", treebank);
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("other settings (data_fingerprints"), result.err.constData());
        QVERIFY(test::writeBytes(treebank, text));

        // The model's config edited in place.
        const QString config = dir + "/model/config.json";
        QByteArray json = test::readBytes(config);
        QVERIFY(
            test::writeBytes(config, json.insert(json.indexOf('{') + 1, "\"note\": \"edited\", ")));
        result = probe(dir + "/model", treebank);
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("a probe run of another model"), result.err.constData());
        QCOMPARE(test::readBytes(out + "/summary.json"), summary);
        QVERIFY(test::writeBytes(config, test::readBytes(fixture + "/config.json")));

        // A run written before the fingerprints is told apart by its paths, as it was: another
        // model folder is another run, the paths it recorded (the last run's) the same run.
        const auto withoutKey = [](const QString& path, const char* key) {
            QJsonObject object = QJsonDocument::fromJson(test::readBytes(path)).object();
            object.remove(QLatin1String(key));
            return test::writeBytes(path, QJsonDocument(object).toJson());
        };
        QVERIFY(withoutKey(out + "/manifest.json", "data_fingerprints"));
        QVERIFY(withoutKey(out + "/summary.json", "model_fingerprint"));
        QVERIFY(QDir().mkpath(dir + "/other-model"));
        for (const QString& name : QDir(fixture).entryList(QDir::Files)) {
            QVERIFY(QFile::copy(fixture + "/" + name, dir + "/other-model/" + name));
        }
        result = probe(dir + "/other-model", treebank);
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("other settings (model"), result.err.constData());
        result = probe(modelNamedOtherwise, treebankNamedOtherwise);
        QVERIFY2(result.exitCode == 0, result.err.constData());
    }

    void malformedSentencesAreCountedWhenNoneIsLeft() {
        // Two sentences whose words point at heads that do not exist: nothing to probe, and the
        // message says why (it counted none of them before).
        const QString data = test::tempPath("malformed.conllu");
        {
            QFile out(data);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(
                "# sent_id = 1\n1\tघर\tघर\tNOUN\t_\t_\t5\troot\t_\t_\n\n"
                "# sent_id = 2\n1\tपानी\tपानी\tNOUN\t_\t_\t1\troot\t_\t_\n\n");
        }
        const QString out = test::tempPath("malformed-out");
        const auto result = test::runCli(
            {"probe", "--model", "x", "--data", data, "--format", "conllu", "--out", out});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("no usable sentence (2 malformed)"), result.err.constData());
        QVERIFY(!QFile::exists(out + "/summary.json"));
    }

    // GPT-2 reads left to right: the states of a sentence's first token hold its first word
    // alone, which is said, and its last token stands for the sentence. A sentence past the
    // model's length is said to be cut. A model given as "." is named by its folder.
    void aDecoderIsProbedOnItsLastToken() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const QString model = test::sharedDir() + "/fixtures/hf-parity/gpt2";
        QFile dev(test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu");
        QVERIFY(dev.open(QIODevice::ReadOnly));
        QByteArray treebank = dev.readAll();
        QByteArray words, tokens;
        for (int i = 1; i <= 60; ++i) {
            const QByteArray word = i % 2 ? "पाणी" : "आणि";
            words += (i > 1 ? " " : "") + word;
            tokens += QByteArray::number(i) + "\t" + word + "\t" + word + "\tNOUN\t_\t_\t" +
                      QByteArray(i == 1 ? "0" : "1") + "\t" + (i == 1 ? "root" : "dep") +
                      "\t_\t_\n";
        }
        treebank += "# sent_id = long\n# text = " + words + "\n" + tokens + "\n";
        const QString data = test::tempPath("decoder-probe.conllu");
        QFile out(data);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(treebank);
        out.close();

        const QStringList args{"probe",     "--data",  data, "--format", "conllu", "--tasks",
                               "TreeDepth", "--folds", "3",  "--device", "cpu"};
        const QString first = test::tempPath("decoder-first");
        auto result =
            test::runCli(args + QStringList{"--model", model, "--pool", "first", "--out", first});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.contains("gpt2 reads left to right"), result.err.constData());
        QVERIFY2(result.err.contains("TreeDepth / clean: 1 of the 47 sentences is longer than "
                                     "the model's 128 tokens; it was cut to them"),
                 result.err.constData());
        QCOMPARE(readSummary(first)["results"].toArray()[0].toObject()["cut_to_length"].toInt(), 1);

        const QString last = test::tempPath("decoder-last");
        result =
            test::runCliInShell(R"(cd "$1" && shift && "$0" "$@")",
                                QStringList{model} + args +
                                    QStringList{"--model", ".", "--pool", "last", "--out", last});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(!result.err.contains("left to right"), result.err.constData());
        const auto summary = readSummary(last);
        QCOMPARE(summary["pool"].toString(), QStringLiteral("last"));
        QCOMPARE(summary["model_name"].toString(), QStringLiteral("gpt2"));
        QCOMPARE(summary["results"].toArray()[0].toObject()["layers"].toArray().size(), 3);
    }

    void badArgumentsAreUsageErrors() {
        QCOMPARE(
            test::runCli({"probe", "--model", "x", "--data", "y", "--format", "tsv", "--out", "z"})
                .exitCode,
            2);
        QCOMPARE(test::runCli({"probe", "--model", "x", "--data", "y", "--format", "conllu",
                               "--tasks", "Nope", "--out", "z"})
                     .exitCode,
                 2);
        // Each message names what is wrong, and only that.
        auto usage = [](const QStringList& extra) {
            return test::runCli(QStringList{"probe", "--model", "x", "--data", "y", "--format",
                                            "conllu", "--out", "z"} +
                                extra);
        };
        auto result = usage({"--tasks", ""});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("--tasks needs a value (LIST), not an empty one"),
                 result.err.constData());
        result = usage({"--tasks", "SentLen,,TreeDepth"});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("--tasks has an empty item"), result.err.constData());
        result = usage({"--tasks", "SentLen,SentLen"});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("--tasks names 'SentLen' twice"), result.err.constData());
        result = usage({"--perturb", ""});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("--perturb needs a value"), result.err.constData());
        result = usage({"--seed", "-1"});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(
            result.err.contains("--seed must not be negative") && !result.err.contains("--folds"),
            result.err.constData());
        result = usage({"--folds", "1"});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("--folds must be at least 2, not 1") &&
                     !result.err.contains("--seed"),
                 result.err.constData());
        // The language recorded for probe-report is one the workbench knows.
        result = usage({"--lang", "xx"});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("--lang: unknown language 'xx' (known: as bd bn"),
                 result.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliProbe)
#include "tst_cli_probe.moc"
