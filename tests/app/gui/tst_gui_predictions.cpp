// Perturb and classify a dataset: the dialogs' defaults and refusals; the demo corpus perturbed
// in the workbench as akshara-cli perturb --dataset-out perturbs it, with an offer to classify
// it; a classifier trained from scratch on the corpus labelling its sentences in the
// workbench, whose prediction file is the one akshara-cli predict writes and opens in the
// Matrices view (with a second file, their consistency); a dataset of class indexes fails
// naming its file, line and the dialog's field.
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QtTest>

#include "JobRunner.h"
#include "MainWindow.h"
#include "MatricesView.h"
#include "NewPredictionDialog.h"
#include "PerturbDatasetDialog.h"
#include "TestSupport.h"

using namespace akshara;

namespace {

// The cells of a matrix, summed (the diagonal's only when `diagonal`).
double total(const widgets::MatrixView* view, bool diagonal = false) {
    const auto& data = view->data();
    const auto columns = static_cast<std::size_t>(data.columnLabels.size());
    double sum = 0;
    for (std::size_t i = 0; i < data.values.size(); ++i) {
        if (!diagonal || i / columns == i % columns) {
            sum += data.values[i];
        }
    }
    return sum;
}

}  // namespace

class PredictionsTest : public QObject {
    Q_OBJECT

    QString data_;   // the demo's Hindi sentiment sentences (label: names)
    QString model_;  // a tiny classifier trained on them

    // The choice of classifying `data` with the tiny classifier on the CPU into `outFile`.
    gui::PredictionChoice choiceFor(const QString& data, const QString& outFile,
                                    std::size_t limit = 0) const {
        gui::PredictionChoice choice;
        choice.options.modelDir = model_.toStdString();
        choice.options.dataFile = data.toStdString();
        choice.options.limit = limit;
        choice.options.encoder.device = model::DeviceChoice::Cpu;
        choice.outFile = outFile;
        return choice;
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        const QString root = test::tempPath("predictions");
        QDir(root).removeRecursively();
        auto result = test::writeDemoCorpus(root + "/data", "hi");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        data_ = root + "/data/hi/sentiment.tsv";
        model_ = root + "/demo-hi";
        result = test::trainTinyClassifier(data_, model_, 1, 1);
        QVERIFY2(result.exitCode == 0, result.err.constData());
    }

    // The file to write follows the classifier and the dataset until it is edited; Start waits
    // for a model, a dataset and a file, and refuses to write over a file it reads or label
    // names that are empty or repeated.
    void theDialogNamesTheFileAndRefusesWhatCannotWork() {
        gui::NewPredictionDialog dialog;
        QPushButton* start = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        const QString predictions = QDir::cleanPath(test::tempPath("dialog/predictions"));
        dialog.setPredictionsDir(predictions);
        QVERIFY(!start->isEnabled());
        dialog.setModelDir(model_);
        QVERIFY(!start->isEnabled());
        dialog.setDataFile(data_);
        QVERIFY(start->isEnabled());
        QCOMPARE(dialog.choice().outFile, predictions + "/demo-hi-sentiment.jsonl");
        QCOMPARE(dialog.choice().options.data.format, data::DatasetFormat::Tsv);
        QCOMPARE(dialog.choice().options.data.labelNames.size(), std::size_t(0));

        dialog.setOutFile(data_);
        QVERIFY(!start->isEnabled());
        QVERIFY2(dialog.problem().contains("the dataset"), qPrintable(dialog.problem()));
        QVERIFY(dialog.findChild<QLabel*>("problem")->isVisibleTo(&dialog));
        dialog.setOutFile(predictions + "/mine.jsonl");
        // A dataset that is not there is said before the run, not by a job that fails.
        dialog.setDataFile(test::tempPath("other.tsv"));  // an edited name stays
        QCOMPARE(dialog.choice().outFile, predictions + "/mine.jsonl");
        QVERIFY(!start->isEnabled());
        QVERIFY2(
            dialog.problem().contains("The dataset, ") && dialog.problem().contains("is not there"),
            qPrintable(dialog.problem()));
        QVERIFY(test::writeBytes(test::tempPath("other.tsv"), test::readBytes(data_)));
        dialog.setDataFile(data_);
        dialog.setDataFile(test::tempPath("other.tsv"));
        QVERIFY(start->isEnabled());

        dialog.setLabelNames("negative,,positive");
        QVERIFY(!start->isEnabled());
        QVERIFY(dialog.problem().contains("empty"));
        dialog.setLabelNames("negative, negative");
        QVERIFY(dialog.problem().contains("\"negative\" is given twice"));
        // A label in another case is the same label to the datasets: "Positive" would take
        // the negative examples' 0 or "negative" for the positive class, as --labels refuses.
        dialog.setLabelNames("positive,Positive");
        QVERIFY(!start->isEnabled());
        QVERIFY2(dialog.problem().contains("\"Positive\" is given twice, as \"positive\" first"),
                 qPrintable(dialog.problem()));
        // A name typed decomposed is the one the files hold, in NFC.
        dialog.setLabelNames(QString::fromUtf8("negatywna,pozytywna,neutralna\xCC\x81"));
        QVERIFY(start->isEnabled());
        QCOMPARE(dialog.choice().options.data.labelNames,
                 (std::vector<std::string>{"negatywna", "pozytywna", "neutraln\xC3\xA1"}));
        dialog.setLabelNames("nli");
        QVERIFY(start->isEnabled());
        QCOMPARE(dialog.choice().options.data.labelNames,
                 (std::vector<std::string>{"entailment", "neutral", "contradiction"}));
        dialog.setLabelNames(" negative , positive ");
        QCOMPARE(dialog.choice().options.data.labelNames,
                 (std::vector<std::string>{"negative", "positive"}));

        // A file of the classifier's folder is never written over: the model would not load.
        dialog.setOutFile(model_ + "/config.json");
        QVERIFY(!start->isEnabled());
        QVERIFY2(dialog.problem().contains("a file of the classifier's folder"),
                 qPrintable(dialog.problem()));
        dialog.setOutFile(predictions + "/mine.jsonl");
        QVERIFY(start->isEnabled());
        // The file to compare with is read once every example is classified: one that is not
        // there is said before, not after the work.
        dialog.setCompareWith(test::tempPath("no-such-predictions.jsonl"));
        QVERIFY(!start->isEnabled());
        QVERIFY2(dialog.problem().contains("no-such-predictions.jsonl, are not there"),
                 qPrintable(dialog.problem()));
        dialog.setCompareWith(QString());
        QVERIFY(start->isEnabled());

        // Premises are matched by id where both files have ids, or as chosen: by position for
        // files that number their ids in two ways (en-1, hi-1), as --align position does.
        QVERIFY(!dialog.choice().options.alignment);
        dialog.setPremiseFile(test::tempPath("en.tsv"));
        QVERIFY(!dialog.choice().options.alignment);  // auto
        dialog.setAlignment("position");
        QVERIFY(dialog.choice().options.alignment == data::ParallelAlignment::ByPosition);
        dialog.setAlignment("id");
        QVERIFY(dialog.choice().options.alignment == data::ParallelAlignment::ById);
    }

    // The workbench's prediction file is akshara-cli predict's, byte for byte; it opens in the
    // Matrices view, and with the command line's file to compare with, their consistency.
    void classifiesAsTheCommandLineAndShowsTheMatrices() {
        const QString cliOut = test::tempPath("cli-predictions.jsonl");
        const auto cli = test::runCli({"predict", "--model", model_, "--data", data_, "--limit",
                                       "120", "--device", "cpu", "--out", cliOut});
        QVERIFY2(cli.exitCode == 0, cli.err.constData());
        QVERIFY2(cli.err.contains("wrote 120 predictions"), cli.err.constData());

        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace")));
        gui::PredictionChoice choice =
            choiceFor(data_, test::tempPath("workspace/gui-predictions.jsonl"), 120);
        choice.compareWith = cliOut;
        QSignalSpy written(window.predictionJobs(), &gui::PredictionJobs::written);
        QVERIFY(window.predictionJobs()->start(choice) > 0);
        QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 120000);
        QCOMPARE(written[0][1].toStringList(), (QStringList{choice.outFile, cliOut}));
        // "120 examples classified, N correct" with the command line's N (the tests install no
        // English plural forms: "example(s)").
        const QString summary = written[0][2].toString();
        const auto accuracy = QRegularExpression("accuracy (\\d+)/120").match(cli.err);
        QVERIFY(accuracy.hasMatch());
        QVERIFY2(summary.startsWith("120 example") &&
                     summary.contains(" classified, " + accuracy.captured(1) + " correct ("),
                 qPrintable(summary));
        QCOMPARE(test::readBytes(choice.outFile), test::readBytes(cliOut));

        QTRY_COMPARE_WITH_TIMEOUT(total(window.matricesView()->confusionView()), 120.0, 30000);
        QTRY_COMPARE(window.views()->currentWidget(), window.matricesView());
        // The same predictions twice: every example in the both-right or both-wrong blocks.
        QCOMPARE(total(window.matricesView()->overlapView()), 120.0);
        QCOMPARE(total(window.matricesView()->overlapView(), true), 120.0);
    }

    // Predictions asked for in one workspace are written, and said so, but do not fill the
    // views of another workspace opened meanwhile: those stay as it opened them.
    void predictionsStayInTheWorkspaceTheyWereAskedIn() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-asked")));
        const gui::PredictionChoice choice =
            choiceFor(data_, test::tempPath("workspace-asked/asked.jsonl"), 40);
        QSignalSpy written(window.predictionJobs(), &gui::PredictionJobs::written);
        QVERIFY(window.predictionJobs()->start(choice) > 0);
        QVERIFY(window.openWorkspace(test::tempPath("workspace-other")));
        QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 120000);
        QVERIFY(QFile::exists(choice.outFile));
        QVERIFY2(window.statusBar()->currentMessage().contains("asked.jsonl"),
                 qPrintable(window.statusBar()->currentMessage()));
        // A read of the file, had one been started with the news, would have ended by now.
        QTRY_COMPARE_WITH_TIMEOUT(window.jobRunner()->runningCount(), 0, 30000);
        QCOMPARE(total(window.matricesView()->confusionView()), 0.0);
        QVERIFY(window.views()->currentWidget() != window.matricesView());

        // Opened on purpose, it shows.
        window.openPredictions({choice.outFile});
        QTRY_COMPARE_WITH_TIMEOUT(total(window.matricesView()->confusionView()), 40.0, 30000);
    }

    // Labels written as class indexes against a classifier that names its classes: the job
    // fails naming the file, the line and the dialog's field for the label names, and writes
    // nothing.
    void classIndexesAreRefusedNamingTheField() {
        const QString indexed = test::tempPath("indexed.tsv");
        QFile file(indexed);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("text\tlabel\nयह फिल्म बहुत अच्छी थी\t1\nकहानी बुरी थी\t0\n");
        file.close();
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-indexed")));
        gui::PredictionChoice choice =
            choiceFor(indexed, test::tempPath("workspace-indexed/indexed.jsonl"));
        choice.options.labelSetHint = "Label names (e.g. nli)";
        QSignalSpy failed(window.jobRunner(), &gui::JobRunner::failed);
        QVERIFY(window.predictionJobs()->start(choice) > 0);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 60000);
        const QString message = failed[0][1].toString();
        QVERIFY2(message.contains(indexed + ":2"), qPrintable(message));
        QVERIFY2(message.contains("is a class index"), qPrintable(message));
        QVERIFY2(message.contains("with Label names (e.g. nli)"), qPrintable(message));
        QVERIFY(!QFile::exists(choice.outFile));
        QTRY_VERIFY(!window.lastError().isEmpty());
    }

    // The perturbed file follows the dataset, the operator and its sub-category until it is
    // named; it cannot be the dataset.
    void thePerturbationDialogNamesTheFile() {
        gui::PerturbDatasetDialog dialog;
        QPushButton* start = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        const QString perturbed = QDir::cleanPath(test::tempPath("dialog/perturbed"));
        dialog.setPerturbedDir(perturbed);
        QVERIFY(!start->isEnabled());
        dialog.setDataFile(data_);
        QCOMPARE(dialog.findChild<QComboBox*>("column")->currentText(), QString("text"));
        QVERIFY(dialog.setLanguage("hi"));
        QVERIFY(dialog.setOperator("ortho"));
        QCOMPARE(dialog.choice().outFile, perturbed + "/sentiment-ortho.tsv");
        QVERIFY(dialog.setOperator("phono"));
        QCOMPARE(dialog.choice().outFile, perturbed + "/sentiment-phono.tsv");
        QVERIFY(start->isEnabled());
        QVERIFY(dialog.setLanguage("pl"));  // the operators follow the language
        QVERIFY(!dialog.setOperator("phono"));
        QVERIFY(dialog.setOperator("diacritic"));
        dialog.setOutFile(data_);
        QVERIFY(!start->isEnabled());
        QVERIFY(dialog.problem().contains("is the dataset"));
        // The copy is in the dataset's format: a name saying another is refused at once, as
        // perturb --dataset-out refuses it (it was written, TSV under .csv).
        dialog.setOutFile(perturbed + "/mine.csv");
        QVERIFY(!start->isEnabled());
        QVERIFY2(dialog.problem().contains("format, tsv, but the name of the file to write says "
                                           "csv"),
                 qPrintable(dialog.problem()));
        dialog.setOutFile(perturbed + "/mine.tsv");
        QVERIFY(start->isEnabled());
        // A dataset whose name tells no format is read, and copied, as TSV: a copy named .csv
        // is refused too (it was written, TSV under .csv, which the classifiers then refused).
        const QString text = test::tempPath("reviews.txt");
        QVERIFY(QFile::copy(data_, text));
        dialog.setDataFile(text);
        dialog.setOutFile(perturbed + "/reviews-phono.csv");
        QVERIFY(!start->isEnabled());
        QVERIFY2(dialog.problem().contains("format, tsv, but the name of the file to write says "
                                           "csv"),
                 qPrintable(dialog.problem()));
        dialog.setOutFile(perturbed + "/reviews-phono.txt");
        QVERIFY(start->isEnabled());
        dialog.setDataFile(data_);
        dialog.setOutFile(perturbed + "/mine.tsv");
        const auto choice = dialog.choice();
        QCOMPARE(choice.options.op, std::string("diacritic"));
        QCOMPARE(choice.options.operatorOptions.language, std::string("pl"));
        QCOMPARE(choice.options.column, std::string("text"));
    }

    // The workbench's perturbed dataset is akshara-cli perturb's, byte for byte; the message
    // that says how many texts changed offers to classify it.
    void perturbsAsTheCommandLineAndOffersToClassify() {
        const QString cliOut = test::tempPath("cli-perturbed.tsv");
        const auto cli =
            test::runCli({"perturb", "--op", "ortho", "--lang", "hi", "--words", "2", "--seed", "7",
                          "--input", data_, "--column", "text", "--dataset-out", cliOut});
        QVERIFY2(cli.exitCode == 0, cli.err.constData());
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-perturb")));
        gui::DatasetPerturbationChoice choice;
        choice.options.dataFile = data_.toStdString();
        choice.options.column = "text";
        choice.options.op = "ortho";
        choice.options.operatorOptions.language = "hi";
        choice.options.operatorOptions.seed = 7;
        choice.options.words = 2;
        choice.outFile = test::tempPath("workspace-perturb/perturbed.tsv");
        QSignalSpy written(window.perturbationJobs(), &gui::PerturbationJobs::written);
        QSignalSpy classify(window.perturbationJobs(), &gui::PerturbationJobs::classifyRequested);
        QVERIFY(window.perturbationJobs()->start(choice) > 0);
        QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 60000);
        QCOMPARE(test::readBytes(choice.outFile), test::readBytes(cliOut));
        const auto changed =
            QRegularExpression("(\\d+) with column 'text' perturbed").match(cli.err);
        QVERIFY2(changed.hasMatch(), cli.err.constData());
        QVERIFY2(written[0][1].toString().startsWith(changed.captured(1) + " of 300 text"),
                 qPrintable(written[0][1].toString()));
        QMessageBox* box = window.findChild<QMessageBox*>();
        QVERIFY(box != nullptr);
        QPushButton* classifyIt = nullptr;
        for (QAbstractButton* button : box->buttons()) {
            if (button->text() == "Classify it...") {
                classifyIt = qobject_cast<QPushButton*>(button);
            }
        }
        QVERIFY(classifyIt != nullptr);
        QObject::disconnect(window.perturbationJobs(), &gui::PerturbationJobs::classifyRequested,
                            &window, nullptr);  // the dialog it opens would wait for a user
        classifyIt->click();
        QCOMPARE(classify.count(), 1);
        QCOMPARE(classify[0][0].toString(), choice.outFile);
    }

    // The perturbed copy may not be written over a table of the workspace it reads in place of
    // a built-in one: it replaced the curated table without a word.
    void aCuratedTableIsNotWrittenOver() {
        const QString tables = test::tempPath("perturb-tables");
        QVERIFY(QDir().mkpath(tables));
        const auto shown = test::runCli({"tables", "show", "deva-orthographic"});
        QCOMPARE(shown.exitCode, 0);
        const QString table = tables + "/deva-orthographic.tsv";
        QFile file(table);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(shown.out);
        file.close();
        gui::JobRunner runner;
        gui::PerturbationJobs jobs(&runner, nullptr);
        gui::DatasetPerturbationChoice choice;
        choice.options.dataFile = data_.toStdString();
        choice.options.column = "text";
        choice.options.op = "ortho";
        choice.options.operatorOptions.language = "hi";
        choice.options.operatorOptions.tablesDir = tables.toStdString();
        choice.outFile = table;
        QSignalSpy failed(&runner, &gui::JobRunner::failed);
        QVERIFY(jobs.start(choice) > 0);
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY2(failed[0][1].toString().contains("is also an input"),
                 qPrintable(failed[0][1].toString()));
        QCOMPARE(test::readBytes(table), shown.out);
    }

    // A file that cannot be written is said before the classification.
    void anUnwritableFileIsRefusedFirst() {
        gui::JobRunner runner;
        gui::PredictionJobs jobs(&runner);
        gui::PredictionChoice choice;
        choice.options.modelDir = model_.toStdString();
        choice.options.dataFile = data_.toStdString();
        choice.outFile = test::tempPath("no-such-folder/out.jsonl");
        QSignalSpy failed(&runner, &gui::JobRunner::failed);
        QSignalSpy progressed(&runner, &gui::JobRunner::progressed);
        QVERIFY(jobs.start(choice) > 0);
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY2(failed[0][1].toString().contains("no-such-folder"),
                 qPrintable(failed[0][1].toString()));
        for (const auto& report : progressed) {
            QVERIFY(report[1].toString() != "classifying");
        }
    }
};

QTEST_MAIN(PredictionsTest)
#include "tst_gui_predictions.moc"
