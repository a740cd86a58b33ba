#include <signal.h>
#include <unistd.h>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>
#include <cmath>

#include "TestSupport.h"
#include "data/ConlluReader.h"

using namespace akshara;
using namespace akshara::test;

namespace {

// A new file at tempPath(name) holding `text`; its path.
QString trainingFile(const QString& name, const QString& text) {
    const QString path = tempPath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(text.toUtf8());
    }
    return path;
}

// Marathi treebank sentences as a two-label task: "yes" when "ती" was inserted.
void writeKeywordTask(const QString& trainPath, const QString& devPath) {
    const auto corpus = data::readConllu(sharedDir().toStdString() +
                                         "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-train.conllu");
    QByteArray train = "text\tlabel\n", dev = "text\tlabel\n";
    std::size_t i = 0;
    for (const auto& sentence : corpus.sentences) {
        const QString text = qs(sentence.text());
        if (text.split(' ').contains(QString::fromUtf8("ती"))) {
            continue;
        }
        QStringList words = text.split(' ');
        words.insert(static_cast<int>(i % static_cast<std::size_t>(words.size() + 1)),
                     QString::fromUtf8("ती"));
        QByteArray& out = i % 5 == 4 ? dev : train;
        out += text.toUtf8() + "\tno\n" + words.join(' ').toUtf8() + "\tyes\n";
        ++i;
    }
    QFile t(trainPath), d(devPath);
    QVERIFY(t.open(QIODevice::WriteOnly) && d.open(QIODevice::WriteOnly));
    t.write(train);
    d.write(dev);
}

// Trains from scratch into `out` on a file of `rows` (text<TAB>label lines) with a dev set
// held out at `fraction`.
CliResult trainWithDevFraction(const QString& out, const QByteArray& rows, const char* fraction) {
    const auto train = out + "-train.tsv";
    QFile file(train);
    if (!file.open(QIODevice::WriteOnly) || file.write("text\tlabel\n" + rows) < 0) {
        qFatal("cannot write %s", qPrintable(train));
    }
    file.close();
    return runCli({"train", "--data", train, "--dev-fraction", fraction, "--from-scratch",
                   "--epochs", "1", "--threads", "1", "--out", out});
}

}  // namespace

class TestCliTrain : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        if (sharedDir().isEmpty()) {
            QSKIP("the shared folder (treebanks, fixtures) is absent");
        }
    }

    void fromScratchThenClassify() {
        const auto train = tempPath("train.tsv"), dev = tempPath("dev.tsv");
        writeKeywordTask(train, dev);
        const auto out = tempPath("model");
        const auto result =
            runCli({"train", "--data", train, "--dev", dev, "--from-scratch", "--epochs", "5",
                    "--seed", "3", "--threads", "1", "--out", out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto summary = QJsonDocument::fromJson(result.out.trimmed()).object();
        QVERIFY2(summary["dev_accuracy"].toDouble() >= 0.9, result.out.constData());
        QVERIFY(result.err.contains("epoch 5/5: loss"));
        QVERIFY(result.err.contains("dev accuracy"));
        QFile report(out + "/training.json");
        QVERIFY(report.open(QIODevice::ReadOnly));
        const auto saved = QJsonDocument::fromJson(report.readAll()).object();
        QCOMPARE(saved["dev_accuracy"].toDouble(), summary["dev_accuracy"].toDouble());
        QCOMPARE(saved["device"].toString(), QString("cpu"));  // auto, without a CUDA device
        // What the model was trained on, for its reader and for training it again.
        const auto data = saved["data"].toObject();
        QCOMPARE(data["file"].toString(), QFileInfo(train).absoluteFilePath());
        QCOMPARE(data["dev_file"].toString(), QFileInfo(dev).absoluteFilePath());
        QCOMPARE(data["format"].toString(), QString("tsv"));
        QCOMPARE(data["pair"].toBool(), false);
        QCOMPARE(data["text_column"].toString(), QString("text"));
        QCOMPARE(data["label_column"].toString(), QString("label"));
        QCOMPARE(saved["options"].toObject()["seed"].toInt(), 3);
        QCOMPARE(saved["source"].toString(), QString("scratch-tiny"));
        for (const char* file :
             {"config.json", "model.safetensors", "vocab.txt", "tokenizer_config.json"}) {
            QVERIFY2(QFile::exists(out + "/" + file), file);
        }
        const auto classified =
            runCli({"classify", "--model", out, "--device", "cpu"},
                   QString::fromUtf8("ती एक होता राजा.\nएक होता राजा.\n").toUtf8());
        QVERIFY2(classified.exitCode == 0, classified.err.constData());
        const auto lines = classified.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QCOMPARE(QJsonDocument::fromJson(lines[0]).object()["label"].toString(), QString("yes"));
        QCOMPARE(QJsonDocument::fromJson(lines[1]).object()["label"].toString(), QString("no"));
    }

    void fineTunesPairsWithADevFraction() {
        const auto path = tempPath("pairs.tsv");
        QByteArray data = "sentence1\tsentence2\tlabel\n";
        const auto corpus = data::readConllu(sharedDir().toStdString() +
                                             "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu");
        for (std::size_t i = 0; i + 1 < corpus.sentences.size(); ++i) {
            const auto a = QByteArray::fromStdString(corpus.sentences[i].text());
            const auto b = QByteArray::fromStdString(corpus.sentences[i + 1].text());
            data += a + "\t" + (i % 2 == 0 ? a : b) + "\t" + (i % 2 == 0 ? "same" : "other") + "\n";
        }
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(data);
        f.close();
        const auto out = tempPath("pair-model");
        const auto result =
            runCli({"train", "--data", path, "--pair", "--model",
                    sharedDir() + "/fixtures/hf-parity/bert-cased", "--epochs", "1", "--lr", "1e-3",
                    "--dev-fraction", "0.2", "--threads", "1", "--out", out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto summary = QJsonDocument::fromJson(result.out.trimmed()).object();
        QCOMPARE(summary["epochs"].toInt(), 1);
        QVERIFY(summary["dev_examples"].toInt() > 0);
        QVERIFY(QFile::exists(out + "/vocab.txt"));
        QVERIFY(!QDir(out + "/checkpoint").exists());
        QFile report(out + "/training.json");
        QVERIFY(report.open(QIODevice::ReadOnly));
        const auto read = QJsonDocument::fromJson(report.readAll()).object()["data"].toObject();
        QCOMPARE(read["file"].toString(), QFileInfo(path).absoluteFilePath());
        QVERIFY(read["dev_file"].isNull());
        QCOMPARE(read["pair"].toBool(), true);
        QVERIFY(!read.contains("text_column"));

        // A length that holds the pair's special tokens and no text ([CLS] [SEP] [SEP]) is
        // refused: every example was the special tokens alone, and it trained on nothing. The
        // pairs come from columns of other names here, named as predict and attack name them.
        const auto renamed = tempPath("pairs-renamed.tsv");
        QFile r(renamed);
        QVERIFY(r.open(QIODevice::WriteOnly));
        r.write("वाक्य_1\tवाक्य_2" + data.mid(data.indexOf("\tlabel\n")));
        r.close();
        const auto tooShort = tempPath("pair-model-3");
        const auto refused = runCli(
            {"train", "--data", renamed, "--pair", "--first-column", "वाक्य_1", "--second-column",
             "वाक्य_2", "--model", sharedDir() + "/fixtures/hf-parity/bert-cased", "--epochs", "1",
             "--max-length", "3", "--threads", "1", "--out", tooShort});
        // A usage mistake naming the option, as --max-length 2 is, not a field of a file.
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(
            refused.err.contains("--max-length: a maximum length of 3 tokens leaves no room "
                                 "for the text: the tokenizer adds 3 special tokens to a pair"),
            refused.err.constData());
        QVERIFY2(!refused.err.contains("field"), refused.err.constData());
        QVERIFY(!QFileInfo::exists(tooShort));
    }

    // A pair whose second sentence is empty is still a pair: training read it as a single
    // sentence ([CLS] a [SEP]) where predict and attacks read it as a pair ([CLS] a [SEP]
    // [SEP]), so the dev loss training reported was not that of the model predict runs.
    void anEmptySecondSentenceIsTrainedAsAPair() {
        const auto corpus = data::readConllu(sharedDir().toStdString() +
                                             "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu");
        QByteArray train = "sentence1\tsentence2\tlabel\n", dev = train;
        for (std::size_t i = 0; i + 1 < corpus.sentences.size(); ++i) {
            const auto a = QByteArray::fromStdString(corpus.sentences[i].text());
            const auto b = QByteArray::fromStdString(corpus.sentences[i + 1].text());
            train +=
                a + "\t" + (i % 2 == 0 ? a : b) + "\t" + (i % 2 == 0 ? "same" : "other") + "\n";
            if (i < 8) {
                dev += a + "\t\t" + (i % 2 == 0 ? "same" : "other") + "\n";
            }
        }
        const QString trainPath = trainingFile("empty-second-train.tsv", QString::fromUtf8(train));
        const QString devPath = trainingFile("empty-second-dev.tsv", QString::fromUtf8(dev));
        const QString out = tempPath("empty-second-model");
        // From scratch: the fixture's random head answers alike whatever the input.
        const auto trained =
            runCli({"train", "--data", trainPath, "--dev", devPath, "--pair", "--from-scratch",
                    "--epochs", "3", "--seed", "3", "--threads", "1", "--out", out});
        QVERIFY2(trained.exitCode == 0, trained.err.constData());
        QFile report(out + "/training.json");
        QVERIFY(report.open(QIODevice::ReadOnly));
        const auto summary = QJsonDocument::fromJson(report.readAll()).object();
        const double devLoss = summary["epochs"]
                                   .toArray()
                                   .at(summary["best_epoch"].toInt() - 1)
                                   .toObject()["dev_loss"]
                                   .toDouble();
        const auto predicted = runCli({"predict", "--model", out, "--data", devPath, "--pair",
                                       "--device", "cpu", "--out", "-"});
        QVERIFY2(predicted.exitCode == 0, predicted.err.constData());
        double loss = 0;
        const auto lines = predicted.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 8);
        for (const auto& line : lines) {
            const auto p = QJsonDocument::fromJson(line).object();
            loss -= std::log(p["probs"].toObject()[p["gold"].toString()].toDouble());
        }
        loss /= lines.size();
        QVERIFY2(std::abs(loss - devLoss) < 1e-5,
                 qPrintable(QString("predict's %1, training's %2").arg(loss).arg(devLoss)));
    }

    // A finished training killed while its checkpoint was being removed left the state without
    // the model it names: every rerun failed ("checkpoint/model: no such model folder") though
    // the model was in place. The rerun now trains afresh.
    void aCheckpointLeftAfterTheModelWasPublishedIsNotResumed() {
        const auto train = tempPath("left-train.tsv"), dev = tempPath("left-dev.tsv");
        writeKeywordTask(train, dev);
        const QString out = tempPath("left-checkpoint");
        const QStringList command{"train",          "--data",   train,   "--dev",  dev,
                                  "--from-scratch", "--epochs", "1",     "--seed", "5",
                                  "--threads",      "1",        "--out", out};
        const auto first = runCli(command);
        QVERIFY2(first.exitCode == 0, first.err.constData());
        QVERIFY(QDir().mkpath(out + "/checkpoint"));
        QFile::copy(out + "/training.json", out + "/checkpoint/state.json");
        QFile::copy(out + "/model.safetensors", out + "/checkpoint/weights-1.safetensors");
        const auto again = runCli(command);
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QVERIFY(!QDir(out + "/checkpoint").exists());
        QVERIFY(QFile::exists(out + "/training.json"));
    }

    // Ctrl+C in the first epoch leaves no checkpoint to resume from, and says so (it said to
    // resume from the checkpoint, and the rerun started again); after an epoch it says to
    // resume.
    void ctrlCSaysWhetherThereIsACheckpoint() {
        const auto train = tempPath("ctrl-c-train.tsv"), dev = tempPath("ctrl-c-dev.tsv");
        writeKeywordTask(train, dev);
        const QString out = tempPath("ctrl-c-model");
        const QStringList command{
            "train", "--data",       train, "--dev",     dev, "--from-scratch", "--epochs",
            "50",    "--batch-size", "1",   "--threads", "1", "--out",          out};
        const auto stopWhen = [&](const QString& file) {
            QProcess process;
            process.start(qEnvironmentVariable("AKSHARA_CLI"), command);
            if (!process.waitForStarted()) {
                return QByteArray("did not start");
            }
            QElapsedTimer timer;
            timer.start();
            while (!QFile::exists(file) && process.state() == QProcess::Running &&
                   timer.elapsed() < 120000) {
                QTest::qWait(5);
            }
            ::kill(static_cast<pid_t>(process.processId()), SIGINT);
            process.waitForFinished(120000);
            return process.readAllStandardError();
        };
        QByteArray err = stopWhen(out + "/checkpoint/model/config.json");
        QVERIFY2(err.contains("stopped; no epoch had ended, so there is no checkpoint to resume "
                              "from: the same command starts the training again"),
                 err.constData());
        err = stopWhen(out + "/checkpoint/state.json");
        QVERIFY2(err.contains("stopped; run the same command again to resume from " + out.toUtf8() +
                              "/checkpoint"),
                 err.constData());
    }

    void usageMistakes() {
        QCOMPARE(runCli({"train", "--data", "x.tsv", "--out", tempPath("m")}).exitCode, 2);
        QCOMPARE(runCli({"train", "--data", "x.tsv", "--out", tempPath("m"), "--from-scratch",
                         "--model", "y"})
                     .exitCode,
                 2);
        QCOMPARE(runCli({"train", "--data", "x.tsv", "--out", tempPath("m"), "--from-scratch",
                         "--size", "huge"})
                     .exitCode,
                 2);
        QCOMPARE(runCli({"train", "--data", "x.tsv", "--out", tempPath("m"), "--from-scratch",
                         "--device", "gpu"})
                     .exitCode,
                 2);
        const auto missing = runCli(
            {"train", "--data", tempPath("absent.tsv"), "--out", tempPath("m"), "--from-scratch"});
        QCOMPARE(missing.exitCode, 1);
        // Without an extension to tell the format by, a missing file or a folder is named as
        // such, not as a format to give.
        auto r = runCli(
            {"train", "--data", tempPath("absent"), "--out", tempPath("m"), "--from-scratch"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains((tempPath("absent") + ": cannot open: no such file").toUtf8()),
                 r.err.constData());
        QDir().mkpath(tempPath("a-folder"));
        r = runCli(
            {"train", "--data", tempPath("a-folder"), "--out", tempPath("m"), "--from-scratch"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains((tempPath("a-folder") + ": is a folder, not a file").toUtf8()),
                 r.err.constData());
        QVERIFY(!QFileInfo::exists(tempPath("m")));
    }

    void aFolderOfOtherFilesIsNotTrainedInto() {
        const auto train = tempPath("other-train.tsv"), dev = tempPath("other-dev.tsv");
        writeKeywordTask(train, dev);
        // Training into `out`, which holds `file` of the user's, is refused with `reason`, and
        // the file is left as it was.
        const auto refusedInto = [&](const QString& out, const QString& file, const char* reason) {
            QVERIFY(writeBytes(out + "/" + file, "{\"mine\": 1}"));
            const auto result = runCli({"train", "--data", train, "--dev", dev, "--from-scratch",
                                        "--epochs", "1", "--threads", "1", "--out", out});
            QCOMPARE(result.exitCode, 1);
            QVERIFY2(result.err.contains(reason), result.err.constData());
            QCOMPARE(readBytes(out + "/" + file), QByteArray("{\"mine\": 1}"));
        };
        refusedInto(tempPath("someone-elses"), "config.json",
                    "already holds files that are not a trained model's");
        // A checkpoint folder of other files is someone's too: it was taken for a started
        // training's, and removed with the user's files when the training ended.
        refusedInto(tempPath("someone-elses-checkpoint"), "checkpoint/epoch5.pt",
                    "epoch5.pt, which is not a training's checkpoint");
        // A folder holding an earlier training is trained into again, saying that its model
        // is replaced.
        const auto first = tempPath("retrained");
        QDir(first).removeRecursively();
        for (int run = 0; run < 2; ++run) {
            const auto again = runCli({"train", "--data", train, "--dev", dev, "--from-scratch",
                                       "--epochs", "1", "--threads", "1", "--out", first});
            QVERIFY2(again.exitCode == 0, again.err.constData());
            QCOMPARE(again.err.contains("replacing the model trained in"), run == 1);
        }
    }

    // A training file named in an older encoding (ą in ISO 8859-2, not UTF-8) is refused before
    // anything is written, naming it: the checkpoint and training.json hold its path as text.
    // The training stopped with an internal error after its first epoch.
    void aDataFileNamedInAnOlderEncodingIsRefused() {
        const auto train = tempPath("latin2-train.tsv"), dev = tempPath("latin2-dev.tsv");
        writeKeywordTask(train, dev);
        const QString out = tempPath("latin2-model");
        const auto result = runCliInShell(
            "name=\"$(dirname \"$1\")/$(printf 'dane-\\261.tsv')\" && cp \"$1\" \"$name\" && "
            "\"$0\" train --data \"$name\" --from-scratch --epochs 1 --threads 1 "
            "--out \"$2\"; s=$?; rm -f \"$name\"; exit $s",
            {train, out});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("dane-\\xb1.tsv is not valid UTF-8 (byte ") &&
                     result.err.contains("(its data.file)"),
                 result.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    // An output folder named in an older encoding is refused too: the summary names it in JSON,
    // which printed a replacement character, a folder that does not exist.
    void anOutputFolderNamedInAnOlderEncodingIsRefused() {
        const auto train = tempPath("latin2-out-train.tsv"), dev = tempPath("latin2-out-dev.tsv");
        writeKeywordTask(train, dev);
        const QString parent = tempPath("latin2-out");
        QVERIFY(QDir().mkpath(parent));
        const auto result = runCliInShell(
            "exec \"$0\" train --data \"$1\" --from-scratch --epochs 1 --threads 1 "
            "--out \"$2/$(printf 'model-\\263')\"",
            {train, parent});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("model-\\xb3 is not valid UTF-8 (byte ") &&
                     result.err.contains("(its --out)"),
                 result.err.constData());
        QVERIFY(result.out.isEmpty());
        QVERIFY(QDir(parent).isEmpty());
    }

    // An existing folder that takes no new file (a read-only stick) is named for the
    // checkpoint folder training starts in: it was said that the folder, which is there,
    // could not be created.
    void aFolderThatTakesNoCheckpointSaysSo() {
        const auto train = tempPath("locked-train.tsv"), dev = tempPath("locked-dev.tsv");
        writeKeywordTask(train, dev);
        const QString out = tempPath("locked-model");
        QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), out});
        QDir(out).removeRecursively();
        QVERIFY(QDir().mkpath(out));
        // Root writes in any folder its permissions forbid; an immutable one stops it too.
        const bool root = ::geteuid() == 0;
        const bool locked =
            root ? QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("+i"), out}) == 0
                 : QFile::setPermissions(out, QFile::ReadOwner | QFile::ExeOwner);
        if (!locked) {
            QSKIP("this system cannot make a folder that takes no new file");
        }
        const auto result = runCli({"train", "--data", train, "--dev", dev, "--from-scratch",
                                    "--epochs", "1", "--threads", "1", "--out", out});
        if (root) {
            QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), out});
        } else {
            QFile::setPermissions(out, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(out.toUtf8() + ": cannot create its checkpoint folder"),
                 result.err.constData());
        QVERIFY(QDir(out).isEmpty());
    }

    // A model no classifier is trained from is refused before the data is read, by its own
    // type (mt5, not the T5 family's name).
    void aModelOfAnotherKindIsRefusedBeforeTheDataIsRead() {
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto train = tempPath("mt5-train.tsv"), dev = tempPath("mt5-dev.tsv");
        writeKeywordTask(train, dev);
        const QString out = tempPath("mt5-model");
        const auto result = runCli({"train", "--data", train, "--model",
                                    sharedDir() + "/fixtures/hf-parity/mt5-encoder", "--epochs",
                                    "1", "--out", out});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("holds a model of type mt5 (a T5 encoder)"),
                 result.err.constData());
        QVERIFY2(!result.err.contains("training on"), result.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    // Values out of range are usage mistakes found before the data is read, naming the option.
    void optionRangesAreCheckedUpFront() {
        const auto train = tempPath("range-train.tsv"), dev = tempPath("range-dev.tsv");
        writeKeywordTask(train, dev);
        const auto out = tempPath("range-model");
        const QList<QStringList> cases{{"--warmup", "2"},
                                       {"--warmup", "-0.1"},
                                       {"--dev-fraction", "0"},
                                       {"--dev-fraction", "1"},
                                       {"--max-length", "1"},
                                       {"--weight-decay", "-0.01"},
                                       {"--max-grad-norm", "-1"},
                                       {"--patience", "-1"},
                                       {"--threads", "-2"},
                                       {"--warmup", "x"},
                                       {"--seed", "-1"},
                                       {"--threads", "100000"},
                                       {"--size", "small"},
                                       {"--out", ""},
                                       // Counts past a limit are refused, not wrapped round to 1.
                                       {"--epochs", "4294967297"},
                                       {"--patience", "4294967297"},
                                       {"--batch-size", "99999999999"},
                                       {"--weight-decay", "1e10"},
                                       // Past 3.4e37 AdamW's step overflowed a float, an
                                       // "internal error".
                                       {"--lr", "1e31"},
                                       {"--lr", "1e39"},
                                       {"--warmup", "1e400"}};
        for (const auto& option : cases) {
            // --size only with --from-scratch: the case asks for it with --model.
            const QStringList source =
                option[0] == "--size"
                    ? QStringList{"--model", sharedDir() + "/fixtures/hf-parity/bert-cased"}
                    : QStringList{"--from-scratch"};
            const QStringList output =
                option[0] == "--out" ? QStringList{} : QStringList{"--out", out};
            const auto result =
                runCli(QStringList{"train", "--data", train} + output + source + option);
            QVERIFY2(result.exitCode == 2, qPrintable(option.join(' ') + ": " + result.err));
            QVERIFY2(result.err.contains(option[0].toUtf8()), result.err.constData());
            QVERIFY2(!result.err.contains("given twice"), result.err.constData());
            QVERIFY2(!result.err.contains("training on"), result.err.constData());
            // A number past a double's range is named as that, not as no number.
            QVERIFY2(!option[1].startsWith("1e400") || result.err.contains("out of range"),
                     result.err.constData());
            QVERIFY(!QFileInfo::exists(out));
        }
    }

    // A dev label the training set lacks is named with the dev file and its line.
    void anUnknownDevLabelNamesTheDevFile() {
        const auto train = tempPath("label-train.tsv"), dev = tempPath("label-dev.tsv");
        writeKeywordTask(train, dev);
        QFile d(dev);
        QVERIFY(d.open(QIODevice::Append));
        d.write(QString("दुसरे वाक्य	maybe\n").toUtf8());
        d.close();
        const auto result =
            runCli({"train", "--data", train, "--dev", dev, "--from-scratch", "--epochs", "1",
                    "--threads", "1", "--out", tempPath("label-model")});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(dev.toUtf8() + ":") &&
                     result.err.contains("field 'label': the label 'maybe' is not one of the "
                                         "training set's labels"),
                 result.err.constData());
    }

    // The label errors name the column the labels are in, --label-column's.
    void labelErrorsNameTheLabelColumn() {
        QString rows = "text\tgold\n";
        for (int i = 0; i < 4; ++i) {
            rows += "यह फ़िल्म अच्छी है\tpositive\nवह फ़िल्म बुरी थी\tnegative\n";
        }
        const auto train = trainingFile("gold-train.tsv", rows);
        const auto dev = trainingFile("gold-dev.tsv", "text\tgold\nकहानी अच्छी है\tmaybe\n");
        const auto one = trainingFile("gold-one.tsv", "text\tgold\nयह अच्छा है\tpositive\n");
        const auto unknown = runCli({"train", "--data", train, "--dev", dev, "--label-column",
                                     "gold", "--from-scratch", "--epochs", "1", "--threads", "1",
                                     "--out", tempPath("gold-model")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(dev.toUtf8() + ":2: field 'gold': the label 'maybe'"),
                 unknown.err.constData());
        const auto single =
            runCli({"train", "--data", one, "--label-column", "gold", "--from-scratch", "--epochs",
                    "1", "--threads", "1", "--out", tempPath("gold-model")});
        QCOMPARE(single.exitCode, 1);
        QVERIFY2(single.err.contains(one.toUtf8() + ": field 'gold': a classifier needs"),
                 single.err.constData());
    }

    // A training set of one label is refused naming its file.
    void oneLabelNamesTheTrainingFile() {
        const auto train = trainingFile("one-label.tsv",
                                        "text\tlabel\nयह अच्छा है\tpositive\nवह अच्छा था\tpositive\n");
        const auto result = runCli({"train", "--data", train, "--from-scratch", "--epochs", "1",
                                    "--threads", "1", "--out", tempPath("one-label-model")});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(train.toUtf8() + ": field 'label': a classifier needs at "
                                                      "least two labels"),
                 result.err.constData());
    }

    // A dev label is matched to the training set's as predict matches labels, ignoring case:
    // a dev file that writes Positive for the training set's positive is read, not refused.
    void devLabelsAreMatchedIgnoringCase() {
        QString rows = "text\tlabel\n", dev = "text\tlabel\n";
        for (int i = 0; i < 6; ++i) {
            rows += "यह फ़िल्म अच्छी है\tpositive\nवह फ़िल्म बुरी थी\tnegative\n";
        }
        dev += "कहानी अच्छी है\tPositive\nकहानी बुरी थी\tNEGATIVE\n";
        const auto out = tempPath("dev-case-model");
        const auto result =
            runCli({"train", "--data", trainingFile("dev-case-train.tsv", rows), "--dev",
                    trainingFile("dev-case-dev.tsv", dev), "--from-scratch", "--epochs", "1",
                    "--threads", "1", "--out", out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QFile report(out + "/training.json");
        QVERIFY(report.open(QIODevice::ReadOnly));
        const QJsonObject training = QJsonDocument::fromJson(report.readAll()).object();
        QCOMPARE(training["dev_examples"].toInt(), 2);
    }

    // --format is the training file's: a dev file whose extension names another format is
    // read in that one (it was read as TSV and refused for a missing column), one whose
    // extension says nothing in --format. The same holds for predict --premise-from.
    void aDevFileIsReadInTheFormatItsExtensionNames() {
        QString rows = "text\tlabel\n";
        for (int i = 0; i < 6; ++i) {
            rows += "यह फ़िल्म अच्छी है\tpositive\nवह फ़िल्म बुरी थी\tnegative\n";
        }
        const auto train = trainingFile("format-train.txt", rows);
        const auto jsonDev = trainingFile("format-dev.jsonl",
                                          "{\"text\": \"कहानी अच्छी है\", \"label\": "
                                          "\"positive\"}\n{\"text\": \"कहानी बुरी थी\", "
                                          "\"label\": \"negative\"}\n");
        const auto textDev =
            trainingFile("format-dev.txt", "text\tlabel\nकहानी अच्छी है\tpositive\n");
        for (const auto& [dev, examples] : {std::pair{jsonDev, 2}, std::pair{textDev, 1}}) {
            const auto out = tempPath("format-model");
            const auto result =
                runCli({"train", "--data", train, "--format", "tsv", "--dev", dev, "--from-scratch",
                        "--epochs", "1", "--threads", "1", "--out", out});
            QVERIFY2(result.exitCode == 0, result.err.constData());
            QFile report(out + "/training.json");
            QVERIFY(report.open(QIODevice::ReadOnly));
            QCOMPARE(QJsonDocument::fromJson(report.readAll()).object()["dev_examples"].toInt(),
                     examples);
        }
    }

    // Labels that differ only in case would be two classes that predict and the attacks,
    // which match labels ignoring case, cannot tell apart: refused, naming the line.
    void labelsThatDifferOnlyInCaseAreRefused() {
        const auto train = trainingFile("case-labels.tsv",
                                        "text\tlabel\nयह अच्छा है\tpositive\nवह बुरा था\tnegative\n"
                                        "फ़िल्म अच्छी थी\tPositive\n");
        const auto out = tempPath("case-labels-model");
        const auto result = runCli({"train", "--data", train, "--from-scratch", "--epochs", "1",
                                    "--threads", "1", "--out", out});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(train.toUtf8() +
                                     ":4: field 'label': the labels 'positive' and 'Positive' "
                                     "differ only in case"),
                 result.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    // A --max-length beyond the model's positions is cut to them; the user is told how many
    // examples were longer, and nothing when none was.
    void aMaxLengthBeyondTheModelIsNoted() {
        QString rows = "text\tlabel\n", dev = "text\tlabel\n";
        for (int i = 0; i < 6; ++i) {
            rows += "यह फ़िल्म अच्छी है\tpositive\nवह फ़िल्म बुरी थी\tnegative\n";
        }
        dev += "कहानी अच्छी है\tpositive\n";
        const auto shortDev = trainingFile("long-dev.tsv", dev);
        dev += QString("कहानी बहुत लंबी थी ").repeated(60) + "\tnegative\n";
        const auto longDev = trainingFile("long-dev-2.tsv", dev);
        const auto train = trainingFile("long-train.tsv", rows);
        auto result =
            runCli({"train", "--data", train, "--dev", longDev, "--from-scratch", "--epochs", "1",
                    "--max-length", "100000", "--threads", "1", "--out", tempPath("long")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.contains("note: 1 of the 14 examples is longer than 128 tokens (the "
                                     "model's positions, fewer than --max-length 100000); it "
                                     "was cut to them"),
                 result.err.constData());
        QCOMPARE(QJsonDocument::fromJson(result.out.trimmed()).object()["max_length"].toInt(), 128);
        // Cut by --max-length itself, the note says so.
        result = runCli({"train", "--data", train, "--dev", longDev, "--from-scratch", "--epochs",
                         "1", "--max-length", "5", "--threads", "1", "--out", tempPath("long")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(result.err.contains(" of the 14 examples are longer than 5 tokens (--max-length)"),
                 result.err.constData());
        result =
            runCli({"train", "--data", train, "--dev", shortDev, "--from-scratch", "--epochs", "1",
                    "--max-length", "100000", "--threads", "1", "--out", tempPath("long")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(!result.err.contains("note:"), result.err.constData());
    }

    void aDevFractionThatLeavesNothingToTrainOnSaysSo() {
        // Ten examples: a fraction of 0.99 would hold out all ten.
        QByteArray rows;
        for (int i = 0; i < 5; ++i) {
            rows += QString::fromUtf8("एक होता राजा\tno\nती एक होता राजा\tyes\n").toUtf8();
        }
        const auto out = tempPath("fraction");
        const auto result = trainWithDevFraction(out, rows, "0.99");
        QCOMPARE(result.exitCode, 1);
        QVERIFY(!QFileInfo::exists(out));
        QVERIFY2(result.err.contains("would leave none to train on") &&
                     result.err.contains("a smaller dev fraction"),
                 result.err.constData());
    }

    // A label whose examples all go to the dev set is refused, as a dev file's label the
    // training set lacks is: the model never learnt it, and was scored on it.
    void aLabelHeldOutWholeIsRefused() {
        // One "yes" of four: a dev fraction of 0.75 leaves one example, of one label.
        const auto out = tempPath("held-out");
        const auto result =
            trainWithDevFraction(out,
                                 QString::fromUtf8("एक होता राजा\tno\nदो होते राजा\tno\n"
                                                   "तीन होते राजा\tno\nती एक होता राजा\tyes\n")
                                     .toUtf8(),
                                 "0.75");
        QCOMPARE(result.exitCode, 1);
        QVERIFY(!QFileInfo::exists(out));
        QVERIFY2(result.err.contains("the dev set held out took every example of label '"),
                 result.err.constData());
    }

    // A dev fraction of few examples that rounds to none still holds one out, and says so;
    // the command's first line counts the examples trained on apart from those held out.
    void aDevFractionRoundingToNoneHoldsOneOutAndSaysSo() {
        QByteArray rows;
        for (int i = 0; i < 6; ++i) {
            rows += QString::fromUtf8("राजा %1 आया\tyes\nरानी %1 गई\tno\n").arg(i).toUtf8();
        }
        const auto rounded = trainWithDevFraction(tempPath("dev-rounded"), rows, "0.02");
        QVERIFY2(rounded.exitCode == 0, rounded.err.constData());
        QVERIFY2(rounded.err.contains("note: --dev-fraction 0.02 of 12 examples rounds to none; 1 "
                                      "is held out as the dev set"),
                 rounded.err.constData());
        QVERIFY2(rounded.err.contains("training on 11 examples (1 more held out as the dev set)"),
                 rounded.err.constData());
        QCOMPARE(QJsonDocument::fromJson(rounded.out.trimmed()).object()["dev_examples"].toInt(),
                 1);
        const auto held = trainWithDevFraction(tempPath("dev-held"), rows, "0.25");
        QVERIFY2(held.exitCode == 0, held.err.constData());
        QVERIFY2(!held.err.contains("rounds to none"), held.err.constData());
        QVERIFY2(held.err.contains("training on 9 examples (3 more held out as the dev set)"),
                 held.err.constData());
    }

    // A training that fails before its first epoch ends leaves nothing: no folder of its own,
    // and in a folder that was there, no checkpoint that could never resume.
    void aDivergedTrainingLeavesNothingBehind() {
        const auto train = tempPath("diverged-train.tsv"), dev = tempPath("diverged-dev.tsv");
        writeKeywordTask(train, dev);
        const auto out = tempPath("diverged");
        QDir(out).removeRecursively();
        const QStringList args{"train",          "--data", train,   "--dev",    dev,
                               "--from-scratch", "--lr",   "1e10",  "--epochs", "1",
                               "--threads",      "1",      "--out", out};
        auto result = runCli(args);
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("training diverged"), result.err.constData());
        QVERIFY(!QFileInfo::exists(out));

        QVERIFY(QDir().mkpath(out));
        result = runCli(args);
        QCOMPARE(result.exitCode, 1);
        QVERIFY(QDir(out).exists());
        QVERIFY2(
            QDir(out).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
            qPrintable(QDir(out).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).join(' ')));
    }

    // A model folder whose tokenizer is damaged is named itself, not the copy that training
    // would have worked on, and nothing is left behind.
    void aDamagedTokenizerIsNamedInItsOwnFolder() {
        const QString source = sharedDir() + "/fixtures/hf-parity/bert-cased";
        if (!QFileInfo::exists(source)) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString model = tempPath("damaged-tokenizer");
        QVERIFY(QDir().mkpath(model));
        for (const QString& name : QDir(source).entryList(QDir::Files)) {
            QFile::remove(model + "/" + name);
            QVERIFY(QFile::copy(source + "/" + name, model + "/" + name));
        }
        // vocab.txt is the tokenizer where no tokenizer.json lies beside it.
        QVERIFY(QFile::remove(model + "/tokenizer.json"));
        QVERIFY(QFile::remove(model + "/vocab.txt"));  // a copy keeps the fixture's read-only mode
        QFile vocab(model + "/vocab.txt");
        QVERIFY(vocab.open(QIODevice::WriteOnly | QIODevice::Truncate));
        vocab.write("\xff\xfe not a vocabulary\n");
        vocab.close();
        const auto train = tempPath("damaged-train.tsv"), dev = tempPath("damaged-dev.tsv");
        writeKeywordTask(train, dev);
        const auto out = tempPath("damaged-out");
        const auto result = runCli({"train", "--data", train, "--dev", dev, "--model", model,
                                    "--epochs", "1", "--threads", "1", "--out", out});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(model.toUtf8() + "/vocab.txt: line 1 is not valid UTF-8"),
                 result.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    // The training data given as the dev set too, under another name: refused, as a model
    // scored on what it learnt would seem to generalise.
    void theTrainingDataIsNoDevSet() {
        const auto train = tempPath("same-train.tsv"), dev = tempPath("same-dev.tsv");
        writeKeywordTask(train, dev);
        const auto out = tempPath("same-dev-model");
        const auto result = runCli({"train", "--data", train, "--dev",
                                    QFileInfo(train).absolutePath() + "/./same-train.tsv",
                                    "--from-scratch", "--epochs", "1", "--out", out});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("--dev names the training data"), result.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    void cudaWithoutADeviceIsRefusedBeforeAnythingIsWritten() {
        // The project's libtorch (Debian's) is built without CUDA.
        const auto train = tempPath("cuda-train.tsv"), dev = tempPath("cuda-dev.tsv");
        writeKeywordTask(train, dev);
        const auto out = tempPath("cuda-model");
        const auto result = runCli({"train", "--data", train, "--dev", dev, "--from-scratch",
                                    "--device", "cuda", "--out", out});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("training on CUDA was asked for but libtorch sees no CUDA "
                                     "device"),
                 result.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCliTrain)
#include "tst_cli_train.moc"
