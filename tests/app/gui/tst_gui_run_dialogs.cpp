#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

#include <algorithm>

#include "DialogFields.h"
#include "NewAsrRunDialog.h"
#include "NewAttackRunDialog.h"
#include "NewProbeRunDialog.h"
#include "SettingsDialog.h"
#include "TestSupport.h"
#include "common/Processor.h"

using namespace akshara;

// The dialogs that start runs and the settings they load models with: the choices they offer,
// the options and the command line they make of them, and what they remember.
class RunDialogsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // What shap and lime mask is chosen in both run dialogs: only for those methods, tokens
    // by default, and the command a run records says so when it is words.
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
    }

    // The dialogs of new runs start with the choices of the last run started from them: a
    // series of runs on one model and dataset needs them chosen once.
    void newRunDialogsRememberTheLastChoices() {
        QSettings().remove(QStringLiteral("dialogs"));
        const QString model = test::tempPath(QStringLiteral("models/muril-hi"));
        const QString data = test::tempPath(QStringLiteral("data/bhasha-sentiment.tsv"));
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
            QVERIFY(attack.isComplete());
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
            gui::NewProbeRunDialog probe;
            probe.setModelDir(model);
            probe.setDataFiles(files);
            probe.setTasks({QStringLiteral("TreeDepth"), QStringLiteral("VerbGen")});
            probe.setPerturbations({QStringLiteral("DropNV")});
            probe.setFolds(4);
            probe.saveChoices();
            gui::NewProbeRunDialog again;
            again.restoreLastChoices();
            const auto options = again.options();
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
