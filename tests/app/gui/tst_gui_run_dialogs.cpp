#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

#include <algorithm>

#include "DialogFields.h"
#include "DialogFiles.h"
#include "NewAsrRunDialog.h"
#include "NewAttackRunDialog.h"
#include "NewPredictionDialog.h"
#include "NewProbeRunDialog.h"
#include "NewTrainingDialog.h"
#include "PerturbDatasetDialog.h"
#include "SettingsDialog.h"
#include "TestSupport.h"
#include "common/Processor.h"
#include "model/Devices.h"

using namespace akshara;
using akshara::test::dataFile;
using akshara::test::modelFolder;

namespace {

// The value after option `name` in a command line; empty when it has none.
std::string valueAfter(const std::vector<std::string>& args, const std::string& name) {
    const auto at = std::find(args.begin(), args.end(), name);
    return at == args.end() || at + 1 == args.end() ? std::string() : *(at + 1);
}

// An attack of a model on a Hindi dataset, and an ASR curve, as their dialogs give them.
attack::AttackExperimentOptions hindiAttack(const std::string& op) {
    attack::AttackExperimentOptions options;
    options.modelDir = "model";
    options.dataFile = "test.tsv";
    options.op = op;
    options.operatorOptions.language = "hi";
    return options;
}

attack::AsrExperimentOptions hindiAsrCurve(const std::vector<std::string>& operators) {
    attack::AsrExperimentOptions options;
    options.proxyDir = "proxy";
    options.targetDir = "target";
    options.dataFile = "test.tsv";
    options.operators = operators;
    options.operatorOptions.language = "hi";
    return options;
}

}  // namespace

// The dialogs that start runs and the settings they load models with: the choices they offer,
// the options and the command line they make of them, and what they remember.
class RunDialogsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        // As the workbench names itself: without an organisation QSettings keeps nothing and
        // says AccessError. A settings file of an earlier run is not read.
        QCoreApplication::setOrganizationName(QStringLiteral("Akshara"));
        QFile::remove(QSettings().fileName());
    }

    // What shap, partition-shap and lime mask is chosen in both run dialogs: only for those
    // methods, tokens by default, and the command a run records says so when it is words.
    void theDialogsChooseWhatShapAndLimeMask() {
        gui::NewAttackRunDialog attack;
        auto* features = attack.findChild<QComboBox*>(QStringLiteral("importanceFeatures"));
        QVERIFY(features);
        QVERIFY(attack.setMethod(QStringLiteral("loo")));
        QVERIFY(!features->isEnabled());
        QVERIFY(attack.setMethod(QStringLiteral("shap")));
        QVERIFY(features->isEnabled());
        QCOMPARE(attack.options().importance.features, attrib::Features::Tokens);
        QVERIFY(gui::selectByData(features, QStringLiteral("words")));
        QCOMPARE(attack.options().importance.features, attrib::Features::Words);
        const auto command = gui::attackCommandLine(attack.options());
        const auto at = std::find(command.begin(), command.end(), "--features");
        QVERIFY(at != command.end() && at + 1 != command.end() && *(at + 1) == "words");

        gui::NewAsrRunDialog asr;
        features = asr.findChild<QComboBox*>(QStringLiteral("importanceFeatures"));
        QVERIFY(features);
        QVERIFY(asr.setMethod(QStringLiteral("ig")));
        QVERIFY(!features->isEnabled());
        QVERIFY(asr.setMethod(QStringLiteral("lime")));
        QVERIFY(features->isEnabled());
        QVERIFY(gui::selectByData(features, QStringLiteral("words")));
        QCOMPARE(asr.options().features, attrib::Features::Words);

        // Partition SHAP masks them too, and an attack gets the library's 500 evaluations, as
        // the command line it records does without --samples.
        QVERIFY(asr.setMethod(QStringLiteral("partition-shap")));
        QVERIFY(features->isEnabled());
        QVERIFY(attack.setMethod(QStringLiteral("partition-shap")));
        QCOMPARE(attack.options().importance.samples, std::size_t(500));
        const auto partition = gui::attackCommandLine(attack.options());
        QVERIFY(std::find(partition.begin(), partition.end(), "--samples") == partition.end());
        QCOMPARE(valueAfter(partition, "--method"), std::string("partition-shap"));
    }

    // The attack and ASR dialogs take the data's label set as the prediction dialog does: for
    // XNLI's integer labels against a classifier that names its classes. A run records it as
    // --labels; a list with an empty or repeated name keeps Start disabled and says why.
    void theAttackDialogsTakeTheDataLabelSet() {
        gui::NewAttackRunDialog attack;
        attack.setModelDir(modelFolder(QStringLiteral("model")));
        attack.setDataFile(dataFile(QStringLiteral("hi.json")));
        auto* labels = attack.findChild<QComboBox*>(QStringLiteral("labelSet"));
        QVERIFY(labels);
        QVERIFY(attack.isComplete());
        QVERIFY(attack.options().data.labelNames.empty());
        QCOMPARE(valueAfter(gui::attackCommandLine(attack.options()), "--labels"), std::string());
        labels->setEditText(QStringLiteral("nli"));
        QCOMPARE(attack.options().data.labelNames, data::nliLabels());
        QCOMPARE(valueAfter(gui::attackCommandLine(attack.options()), "--labels"),
                 std::string("nli"));
        labels->setEditText(QStringLiteral(" negative , positive "));
        QCOMPARE(valueAfter(gui::attackCommandLine(attack.options()), "--labels"),
                 std::string("negative,positive"));
        labels->setEditText(QStringLiteral("negative,,positive"));
        QVERIFY(!attack.isComplete());
        auto* problem = attack.findChild<QLabel*>(QStringLiteral("problem"));
        QVERIFY(problem && problem->text().contains(QStringLiteral("empty")));
        // A dataset whose name tells no format is read as TSV, and the run records --format
        // tsv: its command line reads the file as the run did (without it, it is refused).
        QCOMPARE(valueAfter(gui::attackCommandLine(attack.options()), "--format"), std::string());
        attack.setDataFile(QStringLiteral("reviews.txt"));
        QCOMPARE(attack.options().data.format, data::DatasetFormat::Tsv);
        QCOMPARE(valueAfter(gui::attackCommandLine(attack.options()), "--format"),
                 std::string("tsv"));

        gui::NewAsrRunDialog asr;
        labels = asr.findChild<QComboBox*>(QStringLiteral("labelSet"));
        QVERIFY(labels);
        labels->setEditText(QStringLiteral("nli"));
        auto asrOptions = asr.options();
        QCOMPARE(asrOptions.data.labelNames, data::nliLabels());
        asrOptions.operators = {"phono"};
        QCOMPARE(valueAfter(gui::asrCommandLine(asrOptions), "--labels"), std::string("nli"));
        labels->setEditText(QStringLiteral("a,a"));
        asr.setProxyDir(modelFolder(QStringLiteral("proxy")));
        asr.setTargetDir(modelFolder(QStringLiteral("target")));
        asr.setDataFile(dataFile(QStringLiteral("hi.json")));
        asr.setOperators({QStringLiteral("phono")});
        QVERIFY(!asr.isComplete());
        problem = asr.findChild<QLabel*>(QStringLiteral("problem"));
        QVERIFY(problem && problem->text().contains(QStringLiteral("twice")));
    }

    // The attack and ASR-curve dialogs take a seed, as --seed does (the demo's runs were made
    // with --seed 1, which the dialogs could not repeat): the operators' candidates and the
    // word ranking are drawn with it, and a run records it.
    void theAttackDialogsTakeASeed() {
        gui::NewAttackRunDialog attack;
        attack.setModelDir(QStringLiteral("model"));
        attack.setDataFile(QStringLiteral("hi.tsv"));
        QCOMPARE(attack.options().operatorOptions.seed, std::uint64_t(0));
        QCOMPARE(valueAfter(gui::attackCommandLine(attack.options()), "--seed"), std::string());
        attack.setSeed(1);
        QCOMPARE(attack.options().operatorOptions.seed, std::uint64_t(1));
        QCOMPARE(attack.options().importance.seed, std::uint64_t(1));
        QCOMPARE(valueAfter(gui::attackCommandLine(attack.options()), "--seed"), std::string("1"));

        gui::NewAsrRunDialog asr;
        asr.setSeed(7);
        auto options = asr.options();
        options.operators = {"phono"};
        QCOMPARE(options.operatorOptions.seed, std::uint64_t(7));
        QCOMPARE(valueAfter(gui::asrCommandLine(options), "--seed"), std::string("7"));
    }

    // The attack and ASR-curve dialogs offer the operators of the chosen language, as Try a
    // sentence does, and not relation (it needs a file they do not take): Polish with phono
    // started a run that failed at once. One "all" sub-category, not two that differ.
    void theOperatorsFollowTheLanguage() {
        gui::NewAttackRunDialog attack;
        QVERIFY(attack.setOperator(QStringLiteral("phono")));
        QVERIFY(!attack.setOperator(QStringLiteral("ortho-rule")));
        QVERIFY(!attack.setOperator(QStringLiteral("relation")));
        QVERIFY(attack.setLanguage(QStringLiteral("pl")));
        QVERIFY(!attack.setOperator(QStringLiteral("phono")));
        QVERIFY(attack.setOperator(QStringLiteral("diacritic")));
        QCOMPARE(attack.options().op, std::string("diacritic"));
        QVERIFY(attack.setLanguage(QStringLiteral("hi")));
        QVERIFY(attack.setOperator(QStringLiteral("phono")));
        // The sub-category box: the one that offers phono's vowel category.
        const QComboBox* category = nullptr;
        for (const auto* box : attack.findChildren<QComboBox*>()) {
            if (box->findData(QStringLiteral("vowel")) >= 0) {
                category = box;
            }
        }
        QVERIFY(category != nullptr);
        QStringList categories;
        for (int i = 0; i < category->count(); ++i) {
            categories << category->itemText(i);
        }
        QCOMPARE(categories.count(QStringLiteral("all")), 1);

        // key's categories are its keyboard's, and follow the language with key kept: AltGr
        // on the Polish layout, Shift on InScript (altgr in Hindi made a run refused at once).
        QVERIFY(attack.setOperator(QStringLiteral("key")));
        const auto keyCategories = [&attack] {
            QStringList keys;
            for (const auto* box : attack.findChildren<QComboBox*>()) {
                if (box->findData(QStringLiteral("neighbour")) >= 0) {
                    for (int i = 0; i < box->count(); ++i) {
                        keys << box->itemData(i).toString();
                    }
                }
            }
            return keys;
        };
        QCOMPARE(keyCategories(), QStringList({QString(), "neighbour", "shift"}));
        // A sub-category the new language's operator has too is kept: it was reset to all, as
        // the list of operators, refilled, passed through phono.
        QVERIFY(attack.setOperator(QStringLiteral("ortho")));
        QComboBox* ortho = nullptr;
        for (auto* box : attack.findChildren<QComboBox*>()) {
            if (box->findData(QStringLiteral("look-alike")) >= 0) {
                ortho = box;
            }
        }
        QVERIFY(ortho && gui::selectByData(ortho, QStringLiteral("look-alike")));
        QVERIFY(attack.setLanguage(QStringLiteral("mr")));
        QCOMPARE(attack.options().op, std::string("ortho"));
        QCOMPARE(attack.options().operatorOptions.category, std::string("look-alike"));
        QVERIFY(attack.setLanguage(QStringLiteral("hi")));
        QVERIFY(attack.setOperator(QStringLiteral("key")));
        QVERIFY(attack.setLanguage(QStringLiteral("pl")));
        QCOMPARE(attack.options().op, std::string("key"));
        QCOMPARE(keyCategories(), QStringList({QString(), "neighbour", "altgr"}));

        gui::NewAsrRunDialog asr;
        asr.setProxyDir(modelFolder(QStringLiteral("proxy")));
        asr.setTargetDir(modelFolder(QStringLiteral("target")));
        asr.setDataFile(dataFile(QStringLiteral("pl.tsv")));
        QCOMPARE(asr.options().operators, (std::vector<std::string>{"phono", "ortho"}));
        QVERIFY(asr.setLanguage(QStringLiteral("pl")));
        QVERIFY(asr.options().operators.empty());  // phono and ortho are not Polish's
        QVERIFY(!asr.isComplete());
        asr.setOperators(
            {QStringLiteral("phono"), QStringLiteral("key"), QStringLiteral("relation")});
        QCOMPARE(asr.options().operators, std::vector<std::string>{"key"});
        QVERIFY(asr.isComplete());
    }

    // The command a run from the dialog records names each budget that is not the command
    // line's default, and only those, so that akshara-cli runs it again the same.
    void asrCommandLineNamesWhatIsNotTheDefault() {
        attack::AsrExperimentOptions options;
        options.proxyDir = "proxy";
        options.targetDir = "target";
        options.dataFile = "test.tsv";
        options.operators = {"delete"};
        options.operatorOptions.language = "pl";
        const auto plain = gui::asrCommandLine(options);
        QVERIFY(std::find(plain.begin(), plain.end(), "--features") == plain.end());
        QVERIFY(std::find(plain.begin(), plain.end(), "--samples") == plain.end());
        options.samples = 300;
        options.features = attrib::Features::Words;
        const auto set = gui::asrCommandLine(options);
        const auto at = std::find(set.begin(), set.end(), "--features");
        QVERIFY(at != set.end() && at + 1 != set.end());
        QCOMPARE(*(at + 1), std::string("words"));
        const auto samples = std::find(set.begin(), set.end(), "--samples");
        QVERIFY(samples != set.end() && *(samples + 1) == "300");
        // Budgets of a method other than the run's are not named: akshara-cli refuses them, and
        // the dialog keeps the mask chosen for shap when another method is picked.
        options.method = attrib::Method::IntegratedGradients;
        options.smoothGradSamples = 9;
        options.integratedGradientSteps = 7;
        const auto ig = gui::asrCommandLine(options);
        for (const char* other : {"--features", "--samples", "--smoothgrad-samples"}) {
            QVERIFY2(std::find(ig.begin(), ig.end(), other) == ig.end(), other);
        }
        QCOMPARE(valueAfter(ig, "--steps"), std::string("7"));
    }

    // A run that reads a table of the workspace's tables/ in place of a built-in one records
    // --tables in its command, so that akshara-cli runs it again with the same table; one that
    // reads none does not.
    void commandLinesNameTheWorkspacesTables() {
        const QString tables = test::tempPath("command-tables");
        QVERIFY(test::writeLookAlikeTable(tables, "ब\tव\tlook-alike\n"));
        const auto tablesAt = [](const std::vector<std::string>& args) {
            return valueAfter(args, "--tables");
        };
        auto options = hindiAttack("ortho");
        options.operatorOptions.tablesDir = tables.toStdString();
        QCOMPARE(tablesAt(gui::attackCommandLine(options)), tables.toStdString());
        options.op = "phono";
        QCOMPARE(tablesAt(gui::attackCommandLine(options)), std::string());
        auto asr = hindiAsrCurve({"phono", "random"});
        asr.operatorOptions = options.operatorOptions;
        QCOMPARE(tablesAt(gui::asrCommandLine(asr)), std::string());
        asr.operators.push_back("ocr");
        QCOMPARE(tablesAt(gui::asrCommandLine(asr)), tables.toStdString());
    }

    // The Settings' device, compute type, batch size and threads are part of the command a run
    // records when they are not the command line's defaults: with bfloat16 set, the recorded
    // command runs bfloat16 too (the run's manifest keeps the compute type).
    void commandLinesNameTheSettingsOfTheModel() {
        auto options = hindiAttack("phono");
        auto command = gui::attackCommandLine(options);
        for (const char* name : {"--device", "--dtype", "--batch-size", "--threads"}) {
            QVERIFY2(std::find(command.begin(), command.end(), name) == command.end(), name);
        }
        options.encoder.device = model::DeviceChoice::Cpu;
        options.encoder.dtype = model::ComputeType::BFloat16;
        options.encoder.batchSize = 16;
        options.encoder.cpuThreads = 2;
        command = gui::attackCommandLine(options);
        QCOMPARE(valueAfter(command, "--device"), std::string("cpu"));
        QCOMPARE(valueAfter(command, "--dtype"), std::string("bfloat16"));
        QCOMPARE(valueAfter(command, "--batch-size"), std::string("16"));
        QCOMPARE(valueAfter(command, "--threads"), std::string("2"));
        auto asr = hindiAsrCurve({"phono"});
        asr.encoder.dtype = model::ComputeType::Float16;
        asr.encoder.device = model::DeviceChoice::Cuda;
        command = gui::asrCommandLine(asr);
        QCOMPARE(valueAfter(command, "--dtype"), std::string("float16"));
        QCOMPARE(valueAfter(command, "--device"), std::string("cuda"));
    }

    void dialogHintsAreNotCutOff() {
        // Every path field shows its whole hint when its dialog opens.
        const auto check = [](QDialog& dialog) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            int fields = 0;
            for (QLineEdit* edit : dialog.findChildren<QLineEdit*>()) {
                if (edit->placeholderText().isEmpty() || !edit->isVisible())
                    continue;
                ++fields;
                const int needed = edit->fontMetrics().horizontalAdvance(edit->placeholderText());
                QVERIFY2(edit->width() > needed + 8,
                         qPrintable(QString("%1: %2 px for %3 px of \"%4\"")
                                        .arg(dialog.windowTitle())
                                        .arg(edit->width())
                                        .arg(needed)
                                        .arg(edit->placeholderText())));
            }
            QVERIFY(fields >= 1);
        };
        gui::NewAttackRunDialog attack;
        check(attack);
        gui::NewAsrRunDialog asr;
        check(asr);
        gui::NewProbeRunDialog probe;
        check(probe);
        gui::NewPredictionDialog predict;
        check(predict);
        gui::PerturbDatasetDialog perturb;
        check(perturb);
    }

    // The dialogs that read a labelled dataset offer its columns, choose the text and the
    // labels where the file names them so, see sentence pairs, and the options they make read
    // the file; a column name typed in is remembered.
    void theDialogsOfferTheDatasetsColumns() {
        QSettings().remove(QStringLiteral("dialogs"));
        const QString reviews = test::tempPath(QStringLiteral("columns/reviews.tsv"));
        QDir().mkpath(QFileInfo(reviews).absolutePath());
        const auto write = [](const QString& path, const char* content) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        };
        write(reviews,
              "id\treview\tsentiment\n"
              "r1\tयह फिल्म बहुत अच्छी थी\tpositive\n"
              "r2\tकहानी बहुत कमजोर थी\tnegative\n");
        const QString nli = QStringLiteral(AKSHARA_SOURCE_DIR "/tests/data/nli/hi.json");
        const QString plain = test::tempPath(QStringLiteral("columns/plain.csv"));
        write(plain, "text,label\nZażółć gęślą jaźń,1\nKot śpi,0\n");

        gui::NewAttackRunDialog attack;
        auto* text = attack.findChild<QComboBox*>(QStringLiteral("textColumn"));
        auto* label = attack.findChild<QComboBox*>(QStringLiteral("labelColumn"));
        QVERIFY(text && label);
        QCOMPARE(text->currentText(), QStringLiteral("text"));  // nothing chosen yet
        attack.setModelDir(test::tempPath(QStringLiteral("models/muril-hi")));
        attack.setDataFile(reviews);
        QCOMPARE(text->count(), 3);
        QCOMPARE(text->itemText(1), QStringLiteral("review"));
        QCOMPARE(text->currentText(), QStringLiteral("review"));
        QCOMPARE(label->currentText(), QStringLiteral("sentiment"));
        auto options = attack.options();
        QCOMPARE(options.data.textColumn, std::string("review"));
        QCOMPARE(options.data.labelColumn, std::string("sentiment"));
        const auto read = data::readClassificationDataset(options.dataFile, options.data);
        QCOMPARE(read.examples.size(), std::size_t(2));
        QCOMPARE(read.examples[1].label, std::string("negative"));
        std::vector<std::string> args = gui::attackCommandLine(options);
        const std::vector<std::string> named{"--text-column", "review", "--label-column",
                                             "sentiment"};
        QVERIFY(std::search(args.begin(), args.end(), named.begin(), named.end()) != args.end());

        // Sentence pairs: premise and hypothesis, and no text column.
        attack.setDataFile(nli);
        auto* pair = attack.findChild<QCheckBox*>();
        QVERIFY(pair && pair->isChecked());
        QVERIFY(!text->isEnabled());
        QCOMPARE(label->currentText(), QStringLiteral("label"));
        options = attack.options();
        QVERIFY(options.data.sentencePair);
        QCOMPARE(data::readClassificationDataset(options.dataFile, options.data).examples.size(),
                 std::size_t(30));
        args = gui::attackCommandLine(options);
        QVERIFY(std::find(args.begin(), args.end(), "--text-column") == args.end());
        QVERIFY(std::find(args.begin(), args.end(), "--label-column") == args.end());

        // text and label: the command line's defaults, not named.
        attack.setDataFile(plain);
        QVERIFY(!pair->isChecked());
        QVERIFY(text->isEnabled());
        args = gui::attackCommandLine(attack.options());
        QVERIFY(std::find(args.begin(), args.end(), "--text-column") == args.end());
        QVERIFY(std::find(args.begin(), args.end(), "--label-column") == args.end());

        // The ASR-curve and training dialogs do the same; a name typed in is kept.
        gui::NewAsrRunDialog asr;
        asr.setDataFile(reviews);
        QCOMPARE(asr.options().data.textColumn, std::string("review"));
        QCOMPARE(asr.options().data.labelColumn, std::string("sentiment"));
        args = gui::asrCommandLine(asr.options());
        QVERIFY(std::find(args.begin(), args.end(), "--label-column") != args.end());
        gui::NewTrainingDialog training;
        training.setDataFile(reviews);
        QCOMPARE(training.choice().data.textColumn, std::string("review"));
        training.findChild<QComboBox*>(QStringLiteral("labelColumn"))
            ->setEditText(QStringLiteral("opinion"));
        QCOMPARE(training.choice().data.labelColumn, std::string("opinion"));
        training.saveChoices();
        gui::NewTrainingDialog again;
        again.restoreLastChoices();
        QCOMPARE(again.choice().dataFile, reviews);
        QCOMPARE(again.choice().data.textColumn, std::string("review"));
        QCOMPARE(again.choice().data.labelColumn, std::string("opinion"));
        QSettings().remove(QStringLiteral("dialogs"));
    }

    // The dialogs of new runs start with the choices of the last run started from them: a
    // series of runs on one model and dataset needs them chosen once.
    void newRunDialogsRememberTheLastChoices() {
        QSettings().remove(QStringLiteral("dialogs"));
        const QString model = modelFolder(QStringLiteral("models/muril-hi"));
        const QString data = dataFile(QStringLiteral("data/bhasha-sentiment.tsv"));
        {
            gui::NewAttackRunDialog attack;
            attack.restoreLastChoices();  // nothing kept yet: the defaults
            QCOMPARE(attack.options().attack.minSimilarity, 0.6);
            attack.setModelDir(model);
            attack.setDataFile(data);
            QVERIFY(attack.setLanguage(QStringLiteral("mr")));
            QVERIFY(attack.setOperator(QStringLiteral("phono")));
            QComboBox* category = nullptr;  // the sub-categories of the operator
            for (QComboBox* box : attack.findChildren<QComboBox*>()) {
                if (box->findData(QStringLiteral("aspirated")) >= 0) {
                    category = box;
                }
            }
            QVERIFY(category != nullptr);
            category->setCurrentIndex(category->findData(QStringLiteral("aspirated")));
            QVERIFY(attack.setMethod(QStringLiteral("ig")));
            attack.setMinSimilarity(0.75);
            attack.setLimit(40);
            attack.saveChoices();
        }
        {
            gui::NewAttackRunDialog attack;
            attack.restoreLastChoices();
            const auto options = attack.options();
            QCOMPARE(QString::fromStdString(options.modelDir), model);
            QCOMPARE(QString::fromStdString(options.dataFile), data);
            QCOMPARE(options.operatorOptions.language, std::string("mr"));
            QCOMPARE(options.op, std::string("phono"));
            QCOMPARE(options.operatorOptions.category, std::string("aspirated"));
            QCOMPARE(options.importance.method, attrib::Method::IntegratedGradients);
            QCOMPARE(options.attack.minSimilarity, 0.75);
            QCOMPARE(options.limit, std::size_t(40));
            QVERIFY(options.data.labelNames.empty());  // left empty, not the first offer
            QVERIFY(attack.isComplete());
            auto* labels = attack.findChild<QComboBox*>(QStringLiteral("labelSet"));
            labels->setEditText(QStringLiteral("nli"));
            attack.saveChoices();
        }
        {
            gui::NewAttackRunDialog attack;
            attack.restoreLastChoices();
            QCOMPARE(attack.options().data.labelNames, data::nliLabels());
            auto* labels = attack.findChild<QComboBox*>(QStringLiteral("labelSet"));
            labels->setEditText(QStringLiteral("negative, positive"));
            attack.saveChoices();
            gui::NewAttackRunDialog again;
            again.restoreLastChoices();
            QCOMPARE(again.options().data.labelNames,
                     (std::vector<std::string>{"negative", "positive"}));
        }
        {
            gui::NewAsrRunDialog asr;
            asr.setProxyDir(model);
            asr.setTargetDir(model + QStringLiteral("-target"));
            asr.setDataFile(data);
            QVERIFY(asr.setLanguage(QStringLiteral("pl")));
            asr.setOperators({QStringLiteral("key"), QStringLiteral("diacritic")});
            asr.setMaxWords(3);
            asr.saveChoices();
            gui::NewAsrRunDialog again;
            again.restoreLastChoices();
            const auto options = again.options();
            QCOMPARE(QString::fromStdString(options.targetDir), model + QStringLiteral("-target"));
            QCOMPARE(options.operatorOptions.language, std::string("pl"));
            QCOMPARE(options.operators, (std::vector<std::string>{"key", "diacritic"}));
            QCOMPARE(options.maxWords, 3);
        }
        {
            const QStringList files{test::tempPath(QStringLiteral("hi-1.conllu")),
                                    test::tempPath(QStringLiteral("hi-2.conllu"))};
            for (const QString& file : files)  // a treebank restored must be there to start
                QVERIFY(test::writeBytes(file, "# text = x\n1\tx\n\n"));
            gui::NewProbeRunDialog probe;
            probe.setModelDir(model);
            probe.setDataFiles(files);
            probe.setTasks({QStringLiteral("TreeDepth"), QStringLiteral("VerbGen")});
            probe.setPerturbations({QStringLiteral("DropNV")});
            probe.setFolds(4);
            // The sentence representation and the seed, as --pool and --seed choose them.
            QCOMPARE(probe.options().pool, std::string("mean"));
            QCOMPARE(probe.options().seed, std::uint64_t(0));
            QVERIFY(probe.setPool(QStringLiteral("first")));
            QVERIFY(!probe.setPool(QStringLiteral("max")));
            probe.setSeed(2);
            probe.saveChoices();
            gui::NewProbeRunDialog again;
            again.restoreLastChoices();
            const auto options = again.options();
            QCOMPARE(options.pool, std::string("first"));
            QCOMPARE(options.seed, std::uint64_t(2));
            QCOMPARE(options.dataFiles.size(), std::size_t(2));
            QCOMPARE(QString::fromStdString(options.dataFiles[1]), files[1]);
            QCOMPARE(options.tasks.size(), std::size_t(2));
            QCOMPARE(options.perturbations.size(), std::size_t(1));
            QCOMPARE(options.folds, 4);
            QVERIFY(again.isComplete());
        }
        QSettings().remove(QStringLiteral("dialogs"));
    }

    // Runs started from the dialogs load their models as the settings say.
    void settingsChooseHowRunsLoadModels() {
        gui::AppSettings settings;
        settings.device = QStringLiteral("cpu");
        settings.dtype = QStringLiteral("bfloat16");
        settings.batchSize = 8;
        auto options = gui::encoderOptions(settings);
        QVERIFY(options.device == model::DeviceChoice::Cpu);
        QVERIFY(options.dtype == model::ComputeType::BFloat16);
        QCOMPARE(options.batchSize, std::size_t(8));
        settings.device = QStringLiteral("cuda");
        settings.dtype = QStringLiteral("float16");
        options = gui::encoderOptions(settings);
        QVERIFY(options.device == model::DeviceChoice::Cuda);
        QVERIFY(options.dtype == model::ComputeType::Float16);
        options = gui::encoderOptions(gui::AppSettings{});
        QVERIFY(options.device == model::DeviceChoice::Auto);
        QVERIFY(options.dtype == model::ComputeType::Float32);
        // By default each device gets its own batch size, and the dialog says which.
        QCOMPARE(options.batchSize, std::size_t(0));
        const gui::SettingsDialog dialog{gui::AppSettings{}};
        const auto boxes = dialog.findChildren<QSpinBox*>();
        QCOMPARE(boxes.size(), 1);
        QCOMPARE(boxes[0]->value(), 0);
        QCOMPARE(boxes[0]->text(), QStringLiteral("Automatic: 32 on the CPU, 512 on CUDA"));
        QCOMPARE(dialog.settings().batchSize, 0);
        // float16 on the CPU was saved, and every later run failed; a cache folder field
        // cleared but for a space put the hidden states in " /hidden-states".
        gui::AppSettings half;
        half.device = QStringLiteral("cpu");
        half.dtype = QStringLiteral("float16");
        half.cacheDir = QStringLiteral(" ");
        const gui::SettingsDialog halfDialog{half};
        QVERIFY(halfDialog.problem().contains(QStringLiteral("CUDA only")));
        QCOMPARE(halfDialog.settings().cacheDir, QString());
        half.device = QStringLiteral("cuda");
        QCOMPARE(gui::SettingsDialog{half}.problem().isEmpty(), model::cudaAvailable());
        // A cache folder typed without its whole path put the hidden states wherever the
        // workbench was started; one that is a file failed each probing run.
        gui::AppSettings cached;
        cached.cacheDir = QStringLiteral("cache");
        QVERIFY(gui::SettingsDialog{cached}.problem().contains("not a full path"));
        cached.cacheDir = test::tempPath("settings-cache-file");
        QFile(cached.cacheDir).open(QIODevice::WriteOnly);
        QVERIFY(gui::SettingsDialog{cached}.problem().contains("is a file"));
        const QString file = cached.cacheDir;
        cached.cacheDir = file + "/akshara/cache";  // to be made under a file
        QVERIFY(gui::SettingsDialog{cached}.problem().contains(QDir::toNativeSeparators(file) +
                                                               " is a file"));
        cached.cacheDir = test::tempPath("settings-cache-to-be-made/akshara");
        QVERIFY(gui::SettingsDialog{cached}.problem().isEmpty());  // made on its first use
        // ~ is the home folder, as a shell reads it.
        cached.cacheDir = QStringLiteral("~/.cache/akshara-test");
        QCOMPARE(gui::SettingsDialog{cached}.settings().cacheDir,
                 QDir::homePath() + "/.cache/akshara-test");
        cached.cacheDir = test::tempPath("settings-cache");
        QVERIFY(QDir().mkpath(cached.cacheDir));
        QVERIFY2(gui::SettingsDialog{cached}.problem().isEmpty(),
                 qPrintable(gui::SettingsDialog{cached}.problem()));
        // CUDA chosen on a machine without it was saved, and every later run failed.
        half.dtype = QStringLiteral("float32");
        const QString noCuda = gui::SettingsDialog{half}.problem();
        QVERIFY2(model::cudaAvailable() ? noCuda.isEmpty() : noCuda.contains("no CUDA device"),
                 qPrintable(noCuda));

        // A settings file edited by hand: runs get what the dialog shows, a batch size within
        // its range and, for a language without a translation, the system's.
        QSettings().setValue(QStringLiteral("settings/batchSize"), 100000);
        QSettings().setValue(QStringLiteral("settings/language"), QStringLiteral("xx"));
        gui::AppSettings edited = gui::AppSettings::load();
        QCOMPARE(edited.batchSize, gui::kMaxBatchSize);
        QCOMPARE(gui::encoderOptions(edited).batchSize, std::size_t(gui::kMaxBatchSize));
        QCOMPARE(edited.language, QString());
        QCOMPARE(gui::SettingsDialog(edited).settings().batchSize, edited.batchSize);
        QSettings().setValue(QStringLiteral("settings/batchSize"), -5);
        QSettings().setValue(QStringLiteral("settings/language"), QStringLiteral("de"));
        edited = gui::AppSettings::load();
        QCOMPARE(edited.batchSize, 0);
        QCOMPARE(edited.language, QString());
        QSettings().setValue(QStringLiteral("settings/language"), QStringLiteral("pl"));
        QCOMPARE(gui::AppSettings::load().language, QStringLiteral("pl"));
        QSettings().remove(QStringLiteral("settings"));
    }

    // Settings that cannot be written (a folder where the settings file goes) say so: they
    // were dropped without a word, the dialog closed as if they were in use.
    void settingsThatCannotBeSavedSaySo() {
        const QString file = QSettings().fileName();
        QFile::remove(file);
        QVERIFY(QDir().mkpath(file));
        gui::AppSettings settings;
        settings.batchSize = 16;
        const QString problem = settings.save();
        QVERIFY2(problem.contains(QStringLiteral("could not be saved, so they do not take")) &&
                     problem.contains(QDir::toNativeSeparators(file)),
                 qPrintable(problem));

        // OK in the dialog says so and stays open: the settings are not used, the theme
        // neither (it was used while the rest were not).
        gui::SettingsDialog dialog{gui::AppSettings{}};
        dialog.show();
        QString warned;
        QTimer::singleShot(0, [&warned] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                warned = box->text();
                box->button(QMessageBox::Ok)->click();
            }
        });
        dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QDir(file).removeRecursively();
        QVERIFY2(warned.contains(QStringLiteral("could not be saved")), qPrintable(warned));
        QVERIFY(dialog.isVisible());
        QVERIFY(dialog.result() != QDialog::Accepted);
        dialog.reject();
        QSettings().remove(QStringLiteral("settings"));
    }

    // A settings file that cannot be read says so at the start, rather than the settings
    // coming back at their defaults without a word; once saved, a damaged one is whole again.
    void settingsThatCannotBeReadSaySo() {
        const QString file = QSettings().fileName();
        QCOMPARE(gui::AppSettings::readProblem(), QString());
        QFile::remove(file);
        QVERIFY(QDir().mkpath(QFileInfo(file).path()));
        {
            QFile damaged(file);
            QVERIFY(damaged.open(QIODevice::WriteOnly));
            damaged.write("[settings\nbatchSize=\x01\x02\n");
        }
        QString problem = gui::AppSettings::readProblem();
        QVERIFY2(problem.contains(QStringLiteral("is damaged")) &&
                     problem.contains(QDir::toNativeSeparators(file)),
                 qPrintable(problem));
        gui::AppSettings settings;
        settings.batchSize = 32;
        QCOMPARE(settings.save(), QString());
        QCOMPARE(gui::AppSettings::readProblem(), QString());
        QCOMPARE(gui::AppSettings::load().batchSize, 32);

        QFile::remove(file);
        QVERIFY(QDir().mkpath(file));
        problem = gui::AppSettings::readProblem();
        QDir(file).removeRecursively();
        QVERIFY2(problem.contains(QStringLiteral("cannot be read")), qPrintable(problem));
        QSettings().remove(QStringLiteral("settings"));
    }

    // From the keyboard: every Settings field has a label with an access key that names it
    // (the cache folder's too, beside its button), and Tab goes from a folder field to its
    // Browse button, not past Start and Cancel to it.
    void fieldsAreReachedFromTheKeyboard() {
        const gui::SettingsDialog settings{gui::AppSettings{}};
        QStringList keys;
        for (const auto* label : settings.findChildren<QLabel*>()) {
            if (label->buddy() != nullptr && label->text().contains(QLatin1Char('&'))) {
                keys << label->text().mid(label->text().indexOf(QLatin1Char('&')) + 1, 1).toLower();
            }
        }
        keys.sort();
        QCOMPARE(keys, (QStringList{"a", "b", "c", "d", "l", "t"}));
        auto* cache = [&]() -> QLineEdit* {
            for (auto* edit : settings.findChildren<QLineEdit*>()) {
                if (edit->accessibleName() == QStringLiteral("Cache folder")) {
                    return edit;
                }
            }
            return nullptr;
        }();
        QVERIFY(cache != nullptr);
        auto* next = qobject_cast<QPushButton*>(cache->nextInFocusChain());
        QVERIFY(next != nullptr && next->text().startsWith(QStringLiteral("Browse")));

        gui::NewAttackRunDialog attack;
        for (auto* edit : attack.findChildren<QLineEdit*>()) {
            auto* button = qobject_cast<QPushButton*>(edit->nextInFocusChain());
            if (button != nullptr) {
                QVERIFY2(button->text().startsWith(QStringLiteral("Browse")),
                         qPrintable(button->text()));
            }
        }
        gui::NewProbeRunDialog probe;
        for (auto* list : probe.findChildren<QListWidget*>()) {
            if (list->accessibleName() == QStringLiteral("Treebank files")) {
                // The next widget Tab stops at (a list's own scroll bars take no Tab).
                const auto nextStop = [](QWidget* from) {
                    QWidget* next = from->nextInFocusChain();
                    while (next != from && !(next->focusPolicy() & Qt::TabFocus)) {
                        next = next->nextInFocusChain();
                    }
                    return next;
                };
                auto* add = qobject_cast<QPushButton*>(nextStop(list));
                QVERIFY(add != nullptr && add->text() == QStringLiteral("Add..."));
                auto* remove = qobject_cast<QPushButton*>(nextStop(add));
                QVERIFY(remove != nullptr && remove->text() == QStringLiteral("Remove"));
            }
        }
        QWidget* model = attack.findChildren<QLineEdit*>().value(0);
        QVERIFY(model != nullptr);
        auto* after = qobject_cast<QPushButton*>(model->nextInFocusChain());
        QVERIFY(after != nullptr && after->text().startsWith(QStringLiteral("Browse")));
    }

    // The data types say what they give on this machine: bfloat16 is fast on the CPU only
    // where the processor has it natively.
    void theDataTypesSayWhatTheyGiveHere() {
        gui::AppSettings settings;
        settings.dtype = QStringLiteral("bfloat16");
        const gui::SettingsDialog dialog(settings);
        QComboBox* dtype = nullptr;
        for (auto* box : dialog.findChildren<QComboBox*>()) {
            if (box->findData(QStringLiteral("bfloat16")) >= 0) {
                dtype = box;
            }
        }
        QVERIFY(dtype != nullptr);
        QCOMPARE(dtype->currentData().toString(), QStringLiteral("bfloat16"));
        const bool fast = dtype->currentText().contains(QStringLiteral("faster on this processor"));
        QCOMPARE(fast, common::nativeBFloat16());
        QVERIFY(dtype->itemText(dtype->findData(QStringLiteral("float16"))).contains("CUDA"));
        QVERIFY(dtype->toolTip().contains(QStringLiteral("0.05")));
        QCOMPARE(dialog.settings().dtype, QStringLiteral("bfloat16"));
    }
};

QTEST_MAIN(RunDialogsTest)
#include "tst_gui_run_dialogs.moc"
