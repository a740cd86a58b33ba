// Train a classifier: the dialog's choices and what it says of the folder the model goes to;
// a tiny Hindi sentiment classifier trained from scratch in the workbench on the demo corpus,
// which is the model akshara-cli train makes with the same choices; a training stopped after
// an epoch and resumed from the workbench, which ends with that model too; and a dataset that
// cannot be read, refused with nothing left in models/. The Models dock lists what models/
// holds: each training's status, dev accuracy, labels, start and data; a stopped training is
// resumed with the choices it recorded.
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

#include "JobRunner.h"
#include "MainWindow.h"
#include "ModelsPanel.h"
#include "NewTrainingDialog.h"
#include "RunController.h"
#include "TestSupport.h"
#include "TrySentenceView.h"

using namespace akshara;

namespace {

QJsonObject readJson(const QString& path) {
    return QJsonDocument::fromJson(test::readBytes(path)).object();
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

}  // namespace

class TrainingTest : public QObject {
    Q_OBJECT

    QString data_;  // the demo corpus's Hindi sentiment sentences

    // akshara-cli train's model of `data_` from scratch (tiny), `epochs` epochs from `seed`.
    QString trainedByTheCommand(const QString& name, int epochs, int seed) {
        const QString out = test::tempPath("training/cli/" + name);
        const auto result =
            test::runCli({"train", "--data", data_, "--from-scratch", "--size", "tiny", "--epochs",
                          QString::number(epochs), "--seed", QString::number(seed), "--out", out});
        if (result.exitCode != 0) {
            qWarning("%s", result.err.constData());
            return {};
        }
        return out;
    }

    gui::TrainingChoice choice(const QString& name, int epochs, int seed) {
        gui::NewTrainingDialog dialog;
        dialog.setDataFile(data_);
        dialog.setFromScratch(QStringLiteral("tiny"));
        dialog.setEpochs(epochs);
        dialog.setSeed(seed);
        dialog.setName(name);
        return dialog.choice();
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        const QString root = test::tempPath("training");
        QDir(root).removeRecursively();
        const auto result = test::writeDemoCorpus(root + "/data", "hi");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        data_ = root + "/data/hi/sentiment.tsv";
    }

    // The dataset names the model until a name is typed; Train waits for a dataset, a name that
    // can be a folder and, to fine-tune, the model folder; the choices are those of the fields,
    // and come back in the next dialog.
    void dialogChoices() {
        const QString models = test::tempPath("training/dialog/models");
        QDir(models).removeRecursively();
        gui::NewTrainingDialog dialog;
        dialog.setModelsDir(models);
        QVERIFY(!dialog.isComplete());
        dialog.setDataFile(data_);
        QCOMPARE(dialog.choice().name, QStringLiteral("sentiment"));
        QVERIFY(dialog.isComplete());
        QCOMPARE(dialog.modelDir(), models + "/sentiment");
        QVERIFY2(dialog.destination()->text().contains(QStringLiteral("Saved in")),
                 qPrintable(dialog.destination()->text()));

        for (const char* bad : {"", "  ", "../elsewhere", "a/b", "a\\b", ".hidden"}) {
            dialog.setName(QString::fromUtf8(bad));
            QVERIFY2(!dialog.isComplete(), bad);
            QVERIFY(!gui::NewTrainingDialog::nameProblem(QString::fromUtf8(bad)).isEmpty());
            QCOMPARE(dialog.destination()->text(),
                     gui::NewTrainingDialog::nameProblem(QString::fromUtf8(bad)));
        }
        dialog.setName(QStringLiteral("भावना-hi"));
        QVERIFY(dialog.isComplete());
        // A typed name stays when another dataset is chosen.
        dialog.setDataFile(test::tempPath("training/other.tsv"));
        QCOMPARE(dialog.choice().name, QStringLiteral("भावना-hi"));
        dialog.setDataFile(data_);

        // Fine-tuning needs the model folder: one with config.json, said before a job fails.
        dialog.setFineTuned(QString());
        QVERIFY(!dialog.isComplete());
        const QString muril = test::tempPath("training/muril-base");
        QVERIFY(QDir().mkpath(muril));
        dialog.setFineTuned(muril);
        QVERIFY(!dialog.isComplete());
        QVERIFY2(dialog.destination()->text().contains("has no config.json"),
                 qPrintable(dialog.destination()->text()));
        writeBytes(muril + "/config.json", "{}");
        dialog.setFineTuned(QString());
        dialog.setFineTuned(muril);
        QVERIFY(dialog.isComplete());
        gui::TrainingChoice chosen = dialog.choice();
        QCOMPARE(chosen.source.modelDir, muril.toStdString());

        dialog.setFromScratch(QStringLiteral("small"));
        dialog.setSentencePairs(true);
        dialog.setEpochs(5);
        dialog.setSeed(7);
        dialog.setDevFile(test::tempPath("training/dev.jsonl"));
        chosen = dialog.choice();
        QVERIFY(chosen.source.modelDir.empty());
        QVERIFY(chosen.source.scratchSize == model::ScratchSize::Small);
        QCOMPARE(chosen.dataFile, data_);
        QVERIFY(chosen.data.format == data::DatasetFormat::Tsv);
        QVERIFY(chosen.data.sentencePair);
        QCOMPARE(chosen.training.epochs, 5);
        QCOMPARE(chosen.training.seed, std::uint64_t(7));
        QCOMPARE(chosen.training.batchSize, std::size_t(16));
        QCOMPARE(chosen.training.learningRate, 0.0);  // the trainer's default for the source
        QCOMPARE(chosen.devFile, test::tempPath("training/dev.jsonl"));
        dialog.saveChoices();
        // The dataset as its own dev set, by any name, is refused, as train refuses it.
        for (const QString& same :
             {data_, QFileInfo(data_).path() + "/./" + QFileInfo(data_).fileName()}) {
            dialog.setDevFile(same);
            QVERIFY(!dialog.isComplete());
            QVERIFY2(dialog.destination()->text().contains("The development set is the dataset"),
                     qPrintable(dialog.destination()->text()));
        }
        dialog.setDevFile(chosen.devFile);

        gui::NewTrainingDialog next;
        next.setModelsDir(models);
        next.restoreLastChoices();
        const gui::TrainingChoice again = next.choice();
        QCOMPARE(again.name, QStringLiteral("भावना-hi"));
        QCOMPARE(again.dataFile, data_);
        QVERIFY(again.source.scratchSize == model::ScratchSize::Small);
        QVERIFY(again.data.sentencePair);
        QCOMPARE(again.training.epochs, 5);
        QCOMPARE(again.training.seed, std::uint64_t(7));
        QCOMPARE(again.devFile, chosen.devFile);
    }

    // What the dialog says of the folder: a model trained there is replaced, a stopped training
    // resumes, and someone else's files are never trained over.
    void destinationFolder() {
        const QString models = test::tempPath("training/destination/models");
        QDir(models).removeRecursively();
        gui::NewTrainingDialog dialog;
        dialog.setModelsDir(models);
        dialog.setDataFile(data_);
        const auto says = [&](const char* name, const char* words) {
            dialog.setName(QString::fromUtf8(name));
            const QString text = dialog.destination()->text();
            return text.contains(QString::fromUtf8(words)) ? QString() : text;
        };
        QCOMPARE(says("new", "Saved in"), QString());
        QVERIFY(gui::modelFolderState(models + "/new") == gui::ModelFolderState::New);

        writeBytes(models + "/trained/training.json", "{}");
        QVERIFY(gui::modelFolderState(models + "/trained") == gui::ModelFolderState::Trained);
        QCOMPARE(says("trained", "replacing the model"), QString());
        QVERIFY(dialog.isComplete());

        writeBytes(models + "/stopped/checkpoint/state.json", "{}");
        QVERIFY(gui::modelFolderState(models + "/stopped") == gui::ModelFolderState::Stopped);
        QCOMPARE(says("stopped", "resumes"), QString());
        QVERIFY(dialog.isComplete());
        // Stopped while it removed its checkpoint, after its record was written: finished.
        writeBytes(models + "/finishing/checkpoint/state.json", "{}");
        writeBytes(models + "/finishing/checkpoint/publishing.json", "[\"config.json\"]");
        writeBytes(models + "/finishing/training.json", "{}");
        QVERIFY(gui::modelFolderState(models + "/finishing") == gui::ModelFolderState::Trained);
        // Stopped before it moved the model into place: its files wait in the checkpoint.
        writeBytes(models + "/finishing/checkpoint/model/config.json", "{}");
        QVERIFY(gui::modelFolderState(models + "/finishing") == gui::ModelFolderState::Stopped);
        QVERIFY(QFile::remove(models + "/finishing/checkpoint/model/config.json"));
        // Stopped while it moved the model into place: the record is not there yet.
        QVERIFY(QFile::remove(models + "/finishing/training.json"));
        QVERIFY(gui::modelFolderState(models + "/finishing") == gui::ModelFolderState::Stopped);

        QVERIFY(QDir().mkpath(models + "/early/checkpoint/model"));
        QVERIFY(gui::modelFolderState(models + "/early") == gui::ModelFolderState::StoppedEarly);
        QCOMPARE(says("early", "starts afresh"), QString());
        QVERIFY(dialog.isComplete());

        writeBytes(models + "/notes/thesis.txt", "chapter 1");
        QVERIFY(gui::modelFolderState(models + "/notes") == gui::ModelFolderState::Other);
        QCOMPARE(says("notes", "not a model"), QString());
        QVERIFY(!dialog.isComplete());
        writeBytes(models + "/a-file", "not a folder");
        QVERIFY(gui::modelFolderState(models + "/a-file") == gui::ModelFolderState::Other);
        QCOMPARE(says("a-file", "not a model"), QString());
        QVERIFY(!dialog.isComplete());
    }

    // A model is not fine-tuned into its own folder: the dialog says so before a job would
    // read the whole dataset and fail, also when the folder is written another way.
    void aModelIsNotFineTunedIntoItself() {
        const QString models = test::tempPath("training/itself/models");
        QDir(models).removeRecursively();
        writeBytes(models + "/reviews/training.json", "{}");
        writeBytes(models + "/reviews/config.json", "{}");
        gui::NewTrainingDialog dialog;
        dialog.setModelsDir(models);
        dialog.setDataFile(data_);
        dialog.setName(QStringLiteral("reviews"));
        for (const QString& model :
             {models + "/reviews", models + "/reviews/", models + "/../models/reviews"}) {
            dialog.setFineTuned(model);
            QVERIFY2(!dialog.isComplete(), qPrintable(model));
            QVERIFY2(dialog.destination()->text().contains("is the model to fine-tune"),
                     qPrintable(dialog.destination()->text()));
        }
        dialog.setName(QStringLiteral("reviews-fine-tuned"));
        QVERIFY(dialog.isComplete());
        dialog.setName(QStringLiteral("reviews"));
        dialog.setFromScratch(QStringLiteral("tiny"));
        QVERIFY(dialog.isComplete());  // trained afresh, replacing it
    }

    // Train it again and Resume start with every option the training recorded: those the
    // dialog does not show (warmup, weight decay, clipping, length) and the shown ones the
    // fields would round or bound, unless a field is changed.
    void aRecordedTrainingKeepsItsOptions() {
        const QString models = test::tempPath("training/recorded/models");
        QDir(models).removeRecursively();
        QJsonObject options{{"epochs", 300},         {"learning_rate", 2.5e-7},
                            {"batch_size", 8},       {"warmup_fraction", 0.2},
                            {"weight_decay", 0.05},  {"max_grad_norm", 0.5},
                            {"seed", 5000000000.0},  {"patience", 2},
                            {"dev_fraction", 0.125}, {"max_length", 64}};
        QJsonObject record{{"source", "scratch-tiny"},
                           {"options", options},
                           {"data", QJsonObject{{"file", data_}, {"format", "tsv"}}}};
        writeBytes(models + "/sentiment/training.json", QJsonDocument(record).toJson());
        const auto recorded = gui::recordedTrainingChoice(models + "/sentiment");
        QVERIFY(recorded);
        gui::NewTrainingDialog dialog;
        dialog.setModelsDir(models);
        dialog.setChoice(*recorded);
        model::TrainingOptions chosen = dialog.choice().training;
        QCOMPARE(chosen.epochs, 300);
        QCOMPARE(chosen.learningRate, 2.5e-7);
        QCOMPARE(chosen.batchSize, std::size_t(8));
        QCOMPARE(chosen.warmupFraction, 0.2);
        QCOMPARE(chosen.weightDecay, 0.05);
        QCOMPARE(chosen.maxGradNorm, 0.5);
        QCOMPARE(chosen.seed, std::uint64_t(5000000000));
        QCOMPARE(chosen.patience, 2);
        QCOMPARE(chosen.devFraction, 0.125);
        QCOMPARE(chosen.maxLength, std::size_t(64));
        dialog.setEpochs(5);
        dialog.setSeed(9);
        chosen = dialog.choice().training;
        QCOMPARE(chosen.epochs, 5);
        QCOMPARE(chosen.seed, std::uint64_t(9));
        QCOMPARE(chosen.learningRate, 2.5e-7);
        QCOMPARE(chosen.warmupFraction, 0.2);

        // A record with a value no training takes gives no choice, rather than one wrapped
        // round into another (-1 examples a step became 2^64 - 1, which trains nothing).
        for (const auto& [key, value] :
             std::vector<std::pair<QString, QJsonValue>>{{"batch_size", -1},
                                                         {"max_length", 1e300},
                                                         {"epochs", 2.5},
                                                         {"seed", -3},
                                                         {"learning_rate", "fast"},
                                                         {"warmup_fraction", 2}}) {
            QJsonObject damaged = options;
            damaged[key] = value;
            record["options"] = damaged;
            writeBytes(models + "/sentiment/training.json", QJsonDocument(record).toJson());
            QVERIFY2(!gui::recordedTrainingChoice(models + "/sentiment"), qPrintable(key));
        }
    }

    // Trained in the workbench: each epoch in the log, the model in models/NAME, the same
    // weights as akshara-cli train's with the same choices, and a message with its dev
    // accuracy whose Try a sentence button hands it to that view.
    void trainsTheModelOfTheCommandLine() {
        const QString expected = trainedByTheCommand("two-epochs", 2, 3);
        QVERIFY(!expected.isEmpty());

        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("training/workspace")));
        QSignalSpy logged(window.runController(), &gui::RunController::runLogged);
        QSignalSpy finished(window.runController(), &gui::RunController::trainingFinished);
        const int id = window.startTraining(choice(QStringLiteral("hi-sentiment"), 2, 3));
        QVERIFY(id > 0);
        // Listed as in training at once, before its first epoch writes the folder.
        const auto& listed = window.modelsPanel()->model()->models();
        QVERIFY(std::any_of(listed.begin(), listed.end(), [](const gui::ModelInfo& m) {
            return m.name == "hi-sentiment" && m.training;
        }));
        // A second training into the same folder while the first runs is refused.
        QCOMPARE(window.startTraining(choice(QStringLiteral("hi-sentiment"), 1, 9)), 0);
        QVERIFY2(window.lastError().contains("is running"), qPrintable(window.lastError()));
        QVERIFY(finished.wait(300000));
        QCOMPARE(finished.first().at(0).toInt(), id);
        const QString folder = window.workspace().modelsDir() + "/hi-sentiment";
        QCOMPARE(finished.first().at(1).toString(), folder);

        QCOMPARE(logged.count(), 2);
        QVERIFY2(logged.at(0).at(0).toString().startsWith("hi-sentiment, epoch 1 of 2: loss "),
                 qPrintable(logged.at(0).at(0).toString()));
        QVERIFY(logged.at(1).at(0).toString().contains("epoch 2 of 2"));

        const QByteArray weights = test::readBytes(folder + "/model.safetensors");
        QVERIFY(!weights.isEmpty());
        QVERIFY(weights == test::readBytes(expected + "/model.safetensors"));
        QVERIFY(!QDir(folder).exists("checkpoint"));
        const QJsonObject ours = readJson(folder + "/training.json");
        const QJsonObject theirs = readJson(expected + "/training.json");
        QCOMPARE(ours["dev_accuracy"].toDouble(), theirs["dev_accuracy"].toDouble());
        QCOMPARE(ours["best_epoch"].toInt(), theirs["best_epoch"].toInt());

        const QString summary = finished.first().at(2).toString();
        const QString accuracy =
            QString::number(100.0 * theirs["dev_accuracy"].toDouble(), 'f', 2) + "%";
        QVERIFY2(summary.startsWith("dev accuracy " + accuracy +
                                    QStringLiteral(" at epoch %1 of 2; 270 training and 30 dev "
                                                   "example")
                                        .arg(theirs["best_epoch"].toInt())),
                 qPrintable(summary));

        QMessageBox* box = nullptr;
        for (auto* candidate : window.findChildren<QMessageBox*>()) {
            if (candidate->windowTitle() == QStringLiteral("The classifier is trained")) {
                box = candidate;
            }
        }
        QVERIFY(box);
        QVERIFY2(box->text().contains(QDir::toNativeSeparators(folder)), qPrintable(box->text()));
        QPushButton* tryIt = nullptr;
        for (auto* button : box->findChildren<QPushButton*>()) {
            if (button->text() == QStringLiteral("Try a sentence")) {
                tryIt = button;
            }
        }
        QVERIFY(tryIt);
        tryIt->click();
        QCOMPARE(window.tryView()->model()->text(), folder);

        // Models lists it with what its training recorded.
        const gui::ModelBrowserModel* models = window.modelsPanel()->model();
        QCOMPARE(models->rowCount(), 1);
        const gui::ModelInfo& info = models->modelInfo(0);
        QCOMPARE(info.path, folder);
        QVERIFY(info.state == gui::ModelFolderState::Trained);
        QVERIFY(info.isUsable());
        QCOMPARE(info.devAccuracy, theirs["dev_accuracy"].toDouble());
        QCOMPARE(info.labels, (QStringList{"positive", "negative"}));
        QCOMPARE(info.architecture, QStringLiteral("bert"));
        QCOMPARE(info.dataFile, QFileInfo(data_).absoluteFilePath());
        QCOMPARE(gui::ModelBrowserModel::statusText(info),
                 QStringLiteral("trained, best epoch %1 of 2").arg(theirs["best_epoch"].toInt()));
        const auto text = [models](int column) {
            return models->index(0, column).data().toString();
        };
        QCOMPARE(text(gui::ModelBrowserModel::Start), QStringLiteral("new, tiny"));
        QCOMPARE(text(gui::ModelBrowserModel::Data), QStringLiteral("sentiment.tsv"));
        QCOMPARE(text(gui::ModelBrowserModel::Labels), QStringLiteral("positive, negative"));

        // Its record gives back the choices it was trained with.
        const auto recorded = gui::recordedTrainingChoice(folder);
        QVERIFY(recorded);
        const gui::TrainingChoice chosen = choice(QStringLiteral("hi-sentiment"), 2, 3);
        QCOMPARE(recorded->dataFile, QFileInfo(chosen.dataFile).absoluteFilePath());
        QVERIFY(recorded->devFile.isEmpty());
        QVERIFY(recorded->source.modelDir.empty());
        QVERIFY(recorded->source.scratchSize == model::ScratchSize::Tiny);
        QCOMPARE(recorded->training.epochs, 2);
        QCOMPARE(recorded->training.seed, std::uint64_t(3));
        QCOMPARE(recorded->training.devFraction, chosen.training.devFraction);
        QCOMPARE(recorded->training.learningRate, 5e-4);  // the default it was given
        QCOMPARE(recorded->data.textColumn, std::string("text"));
        QCOMPARE(recorded->name, QStringLiteral("hi-sentiment"));

        // A double-click tries a sentence with it, and so does Return.
        QTableView* view = window.modelsPanel()->view();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (QWidget* parent = view; parent != nullptr; parent = parent->parentWidget()) {
            if (auto* dock = qobject_cast<QDockWidget*>(parent)) {
                dock->raise();  // the Models tab, beside Runs
            }
        }
        QTRY_VERIFY(view->isVisible());
        const QModelIndex first = view->model()->index(0, 0);
        window.tryView()->model()->clear();
        const QPoint at = view->visualRect(first).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(window.tryView()->model()->text(), folder);
        window.tryView()->model()->clear();
        view->setCurrentIndex(first);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(window.tryView()->model()->text(), folder);
    }

    // Cancelled after its first epoch: the notice says it can resume, the dialog says so of the
    // folder, and training again with the same choices withdraws the notice, resumes and ends
    // with the model of an uninterrupted akshara-cli train.
    void aStoppedTrainingResumes() {
        const QString expected = trainedByTheCommand("four-epochs", 4, 5);
        QVERIFY(!expected.isEmpty());

        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("training/resumed")));
        const gui::TrainingChoice chosen = choice(QStringLiteral("resumed"), 4, 5);
        QSignalSpy logged(window.runController(), &gui::RunController::runLogged);
        QSignalSpy stopped(window.runController(), &gui::RunController::trainingStopped);
        QSignalSpy finished(window.runController(), &gui::RunController::trainingFinished);
        const int id = window.startTraining(chosen);
        QVERIFY(logged.wait(300000));
        // Models shows it in training after its first epoch.
        const gui::ModelBrowserModel* models = window.modelsPanel()->model();
        QCOMPARE(models->rowCount(), 1);
        QVERIFY(models->modelInfo(0).training);
        QVERIFY(!models->modelInfo(0).isUsable());
        const QString during = gui::ModelBrowserModel::statusText(models->modelInfo(0));
        QVERIFY2(during.startsWith("training: ") && during.endsWith(" of 4 epochs done"),
                 qPrintable(during));
        window.jobRunner()->cancel(id);
        QVERIFY(stopped.count() > 0 || stopped.wait(300000));
        QCOMPARE(finished.count(), 0);
        QVERIFY(stopped.first().at(2).toBool());
        const QString folder = window.workspace().modelsDir() + "/resumed";
        QVERIFY2(window.notice().contains("train it again with the same choices to resume"),
                 qPrintable(window.notice()));
        QVERIFY(!QFile::exists(folder + "/model.safetensors"));  // nothing that loads as a model
        QVERIFY(gui::modelFolderState(folder) == gui::ModelFolderState::Stopped);
        QCOMPARE(models->rowCount(), 1);
        QVERIFY(!models->modelInfo(0).training);
        const QString after = gui::ModelBrowserModel::statusText(models->modelInfo(0));
        QVERIFY2(after.startsWith("stopped after epoch ") && after.endsWith(" of 4"),
                 qPrintable(after));

        // Resume the training: the dialog filled with the choices the checkpoint recorded.
        const auto recorded = gui::recordedTrainingChoice(folder);
        QVERIFY(recorded);
        gui::NewTrainingDialog dialog;
        dialog.setModelsDir(window.workspace().modelsDir());
        dialog.setChoice(*recorded);
        QVERIFY(dialog.isComplete());
        QVERIFY2(dialog.destination()->text().contains("resumes"),
                 qPrintable(dialog.destination()->text()));
        QVERIFY(window.startTraining(dialog.choice()) > 0);
        // What was said of its stop no longer holds.
        QVERIFY2(!window.notice().contains(QDir::toNativeSeparators(folder)),
                 qPrintable(window.notice()));
        QVERIFY(finished.wait(300000));
        const QString summary = finished.first().at(2).toString();
        QVERIFY2(summary.contains("resumed after epoch "), qPrintable(summary));
        const QByteArray weights = test::readBytes(folder + "/model.safetensors");
        QVERIFY(!weights.isEmpty());
        QVERIFY(weights == test::readBytes(expected + "/model.safetensors"));
        QVERIFY(gui::modelFolderState(folder) == gui::ModelFolderState::Trained);
    }

    // Models lists the folders of models/ that hold a model or a training, each as what it
    // is, and sends the selected ones to the trash, but none being trained and nothing outside
    // models/.
    // A model folder this user cannot read is listed, saying so, and an unreadable models
    // folder refuses the workspace, as an unreadable runs folder does.
    void unreadableModelFoldersAreToldOf() {
        if (geteuid() == 0) {
            QSKIP("the superuser reads every folder");
        }
        const QString root = test::tempPath("training/unreadable");
        QDir(root).removeRecursively();
        const QString models = root + "/models";
        writeBytes(models + "/secret/config.json", R"({"model_type": "bert"})");
        QVERIFY(QFile::setPermissions(models + "/secret", {}));
        const auto restore = qScopeGuard([&] {
            QFile::setPermissions(models + "/secret",
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            QFile::setPermissions(models, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        });
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        const gui::ModelBrowserModel* listed = window.modelsPanel()->model();
        QCOMPARE(listed->rowCount(), 1);
        QCOMPARE(listed->modelInfo(0).name, QStringLiteral("secret"));
        QVERIFY(!listed->modelInfo(0).isUsable());
        const QString status = gui::ModelBrowserModel::statusText(listed->modelInfo(0));
        QVERIFY2(status.contains("cannot be read"), qPrintable(status));

        QVERIFY(QFile::setPermissions(models, {}));
        gui::MainWindow refused;
        QVERIFY(!refused.openWorkspace(root));
        QVERIFY2(refused.lastError().contains(QDir::toNativeSeparators(models)) &&
                     refused.lastError().contains("cannot be read"),
                 qPrintable(refused.lastError()));
    }

    // A model whose config.json is a pipe is listed as unusable: opening the workspace waited
    // on the pipe for ever. A writer opens it after a while, so that a blocked read ends and
    // the test fails (a reader was waiting) instead of hanging.
    void aPipeInPlaceOfAConfigDoesNotBlockTheWorkspace() {
        const QString root = test::tempPath("training/pipe");
        QDir(root).removeRecursively();
        const QString models = root + "/models";
        QVERIFY(QDir().mkpath(models + "/piped"));
        // A trained model's record, so that its config is read as a usable model's is.
        writeBytes(models + "/piped/training.json", R"({"dev_accuracy": 0.5})");
        const QByteArray fifo = QFile::encodeName(models + "/piped/config.json");
        QVERIFY(::mkfifo(fifo.constData(), 0600) == 0);
        std::atomic<bool> opened{false}, readerWaited{false};
        std::thread unblock([&] {
            for (int waited = 0; waited < 100 && !opened; ++waited) {
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            }
            // Opening for writing without blocking succeeds only while a reader waits.
            const int fd = ::open(fifo.constData(), O_WRONLY | O_NONBLOCK);
            if (fd >= 0) {
                readerWaited = true;
                ::close(fd);
            }
        });
        gui::MainWindow window;
        const bool read = window.openWorkspace(root);
        opened = true;
        unblock.join();
        QVERIFY(read);
        QVERIFY(!readerWaited);
        const gui::ModelBrowserModel* listed = window.modelsPanel()->model();
        QCOMPARE(listed->rowCount(), 1);
        QVERIFY(!listed->modelInfo(0).isUsable());
        const QString status = gui::ModelBrowserModel::statusText(listed->modelInfo(0));
        QVERIFY2(status.contains("not a regular file"), qPrintable(status));
    }

    void modelsListsWhatModelsHolds() {
        const QString root = test::tempPath("training/listed");
        QDir(root).removeRecursively();
        const QString models = root + "/models";
        // A Hugging Face folder put there, a training stopped before its first epoch, one
        // whose record is damaged, and notes that are no model.
        writeBytes(models + "/muril-copy/config.json",
                   R"({"model_type": "bert", "architectures": ["BertForSequenceClassification"],
                       "id2label": {"2": "LABEL_2", "0": "LABEL_0", "1": "LABEL_1"}})");
        QVERIFY(QDir().mkpath(models + "/early/checkpoint/model"));
        writeBytes(models + "/damaged/training.json", "{\"dev_accuracy\": 0.5,");
        writeBytes(models + "/notes/thesis.txt", "chapter 1");
        // A model of a kind this program does not run, and one deleted after it was listed.
        writeBytes(models + "/llama/config.json", R"({"model_type": "llama"})");
        writeBytes(models + "/gone/config.json", R"({"model_type": "bert"})");
        const QString trash =
            QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + "/Trash";
        QDir(trash + "/files/muril-copy").removeRecursively();
        QFile::remove(trash + "/info/muril-copy.trashinfo");

        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        gui::ModelsPanel* panel = window.modelsPanel();
        const gui::ModelBrowserModel* listed = panel->model();
        QCOMPARE(listed->rowCount(), 5);
        QStringList names;
        for (const auto& info : listed->models()) {
            names << info.name;
        }
        QCOMPARE(names, (QStringList{"damaged", "early", "gone", "llama", "muril-copy"}));
        QVERIFY(listed->modelInfo(2).isUsable());
        QVERIFY(QDir(models + "/gone").removeRecursively());
        const QString gone = gui::showInFileManager(models + "/gone");
        QVERIFY2(gone.contains(QDir::toNativeSeparators(models + "/gone")) &&
                     gone.contains("no longer there"),
                 qPrintable(gone));
        const QStringList refusedGone = panel->moveToTrash({models + "/gone"});
        QCOMPARE(refusedGone.size(), 1);
        QVERIFY2(refusedGone[0].contains("no longer there"), qPrintable(refusedGone[0]));
        // A file in models/ is no model: it stays where it is.
        writeBytes(models + "/readme.txt", "models trained for chapter 3");
        const QStringList refusedFile = panel->moveToTrash({models + "/readme.txt"});
        QCOMPARE(refusedFile.size(), 1);
        QVERIFY2(refusedFile[0].contains("not a model of this workspace"),
                 qPrintable(refusedFile[0]));
        QVERIFY(QFile::exists(models + "/readme.txt"));
        QCOMPARE(listed->rowCount(), 4);  // the trash's refresh leaves it out

        // Listed, but not offered to runs: loading would refuse it.
        const gui::ModelInfo& llama = listed->modelInfo(2);
        QCOMPARE(llama.name, QStringLiteral("llama"));
        QVERIFY(!llama.isUsable());
        const QString status = gui::ModelBrowserModel::statusText(llama);
        QVERIFY2(status.startsWith("cannot be used: ") &&
                     status.contains(QDir::toNativeSeparators(models + "/llama/config.json")) &&
                     status.contains("llama"),
                 qPrintable(status));
        QVERIFY(QDir(models + "/llama").removeRecursively());
        panel->refresh();
        QCOMPARE(listed->rowCount(), 3);

        const gui::ModelInfo& damaged = listed->modelInfo(0);
        QVERIFY2(
            damaged.problem.contains(QDir::toNativeSeparators(models + "/damaged/training.json")),
            qPrintable(damaged.problem));
        QVERIFY(gui::ModelBrowserModel::statusText(damaged).startsWith("cannot be read: "));
        QVERIFY(!gui::recordedTrainingChoice(damaged.path));
        const gui::ModelInfo& early = listed->modelInfo(1);
        QCOMPARE(gui::ModelBrowserModel::statusText(early),
                 QStringLiteral("stopped before its first epoch ended"));
        QVERIFY(!early.isUsable());
        const gui::ModelInfo& copied = listed->modelInfo(2);
        QVERIFY(copied.isUsable());
        QCOMPARE(gui::ModelBrowserModel::statusText(copied), QStringLiteral("model folder"));
        QCOMPARE(copied.labels, (QStringList{"LABEL_0", "LABEL_1", "LABEL_2"}));
        QCOMPARE(copied.devAccuracy, -1.0);
        QCOMPARE(listed->index(2, gui::ModelBrowserModel::DevAccuracy).data().toString(),
                 QString());
        QVERIFY(!gui::recordedTrainingChoice(copied.path));

        // Sorted by the view: dev accuracy as a number, names the other way.
        panel->view()->sortByColumn(gui::ModelBrowserModel::Name, Qt::DescendingOrder);
        QCOMPARE(panel->modelAt(0), models + "/muril-copy");

        // To the trash: not a folder being trained, nor one outside models/.
        panel->setBusyCheck([&](const QString& dir) { return dir == models + "/early"; });
        panel->refresh();
        QVERIFY(listed->modelInfo(1).training);
        const QStringList refused = panel->moveToTrash({models + "/early", root + "/runs"});
        QCOMPARE(refused.size(), 2);
        QVERIFY2(refused[0].contains("being trained"), qPrintable(refused[0]));
        QVERIFY2(refused[1].contains("not a model of this workspace"), qPrintable(refused[1]));
        QVERIFY(QDir(models + "/early").exists());
        QVERIFY(QDir(root + "/runs").exists());
        QCOMPARE(panel->moveToTrash({models + "/damaged", models + "/muril-copy"}), QStringList());
        QVERIFY(!QDir(models + "/damaged").exists());
        QVERIFY(!QDir(models + "/muril-copy").exists());
        QCOMPARE(listed->rowCount(), 1);
        QVERIFY(QFile::exists(trash + "/files/muril-copy/config.json"));
    }

    // A Hugging Face folder without a classification head (a bare GPT-2) is there to be
    // fine-tuned: it is not offered to try a sentence on, and a double-click fine-tunes it; a
    // classifier without id2label shows the labels it classifies into. A training just
    // started is listed before its folder is written.
    void modelsWithoutAHeadAreForFineTuning() {
        if (test::sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString root = test::tempPath("training/heads");
        QDir(root).removeRecursively();
        const QString models = root + "/models";
        const QString fixtures = test::sharedDir() + "/fixtures/hf-parity/";
        QVERIFY(QDir().mkpath(models + "/bare-gpt2") && QDir().mkpath(models + "/bert-uncased"));
        QVERIFY(QFile::copy(fixtures + "gpt2/config.json", models + "/bare-gpt2/config.json"));
        QVERIFY(QFile::copy(fixtures + "bert-uncased/config.json",
                            models + "/bert-uncased/config.json"));
        // Several labels at once: no choice of one label to try or attack.
        QFile multiLabel(fixtures + "bert-cased/config.json");
        QVERIFY(multiLabel.open(QIODevice::ReadOnly));
        QJsonObject config = QJsonDocument::fromJson(multiLabel.readAll()).object();
        config["problem_type"] = "multi_label_classification";
        writeBytes(models + "/multi-label/config.json", QJsonDocument(config).toJson());
        auto panel = std::make_unique<gui::ModelsPanel>();
        panel->setModelsDir(models);
        const gui::ModelBrowserModel* listed = panel->model();
        QCOMPARE(listed->rowCount(), 3);
        QVERIFY(listed->modelInfo(2).isUsable() && !listed->modelInfo(2).canClassify());
        const gui::ModelInfo& bare = listed->modelInfo(0);
        QVERIFY(bare.isUsable() && !bare.canClassify());
        QCOMPARE(gui::ModelBrowserModel::statusText(bare),
                 QStringLiteral("model without a classification head: fine-tune it"));
        const gui::ModelInfo& uncased = listed->modelInfo(1);
        QVERIFY(uncased.canClassify());
        QCOMPARE(uncased.labels, (QStringList{"LABEL_0", "LABEL_1"}));
        QSignalSpy tried(panel.get(), &gui::ModelsPanel::tryRequested);
        QSignalSpy fineTuned(panel.get(), &gui::ModelsPanel::fineTuneRequested);
        panel->view()->sortByColumn(gui::ModelBrowserModel::Name, Qt::AscendingOrder);
        Q_EMIT panel->view()->activated(panel->view()->model()->index(0, 0));
        QCOMPARE(tried.count(), 0);
        QCOMPARE(fineTuned.count(), 1);
        QCOMPARE(fineTuned.at(0).at(0).toString(), bare.path);

        bool busy = true;
        panel->setBusyCheck([&](const QString& dir) { return busy && dir.endsWith("/fresh"); });
        panel->trainingStarted(models + "/fresh");
        QCOMPARE(listed->rowCount(), 4);
        QCOMPARE(listed->modelInfo(3).name, QStringLiteral("fresh"));
        QVERIFY(listed->modelInfo(3).training && !listed->modelInfo(3).isUsable());
        busy = false;  // it failed before its first epoch
        panel->refresh();
        QCOMPARE(listed->rowCount(), 3);
    }

    // A dataset without its label column: the job fails naming the file and the column, and
    // models/ gets nothing.
    void unreadableDataIsRefused() {
        const QString bad = test::tempPath("training/sentiment-column.tsv");
        writeBytes(bad, "text\tsentiment\nयह फिल्म अच्छी थी\tpositive\n");
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("training/refused")));
        gui::TrainingChoice chosen = choice(QStringLiteral("refused"), 1, 1);
        chosen.dataFile = bad;
        QSignalSpy failed(window.jobRunner(), &gui::JobRunner::failed);
        QVERIFY(window.startTraining(chosen) > 0);
        QVERIFY(failed.wait(60000));
        const QString message = failed.first().at(1).toString();
        QVERIFY2(message.contains(bad) && message.contains("missing column 'label'"),
                 qPrintable(message));
        QVERIFY(!QFileInfo::exists(window.workspace().modelsDir() + "/refused"));
    }
};

QTEST_MAIN(TrainingTest)
#include "tst_gui_training.moc"
