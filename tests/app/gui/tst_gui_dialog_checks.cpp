#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QStandardPaths>
#include <QtTest>

#include <tuple>

#include "DialogFiles.h"
#include "NewAsrRunDialog.h"
#include "NewAttackRunDialog.h"
#include "NewProbeRunDialog.h"
#include "PerturbDatasetDialog.h"

using namespace akshara;
using akshara::test::dataFile;
using akshara::test::modelFolder;

// What the run dialogs check before a run starts: the model folders, the datasets and their
// columns, the files to write; and what their lists of choices say of each entry.
class DialogChecksTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A model field naming no model, a dataset that is not there or is a folder, a file to
    // write that is a folder: Start stayed enabled and the run failed at once (or asked to
    // replace the "file"). Each is said below the fields, naming the field, and keeps Start
    // disabled.
    void pathsThatCannotBeReadKeepStartDisabled() {
        const QString model = modelFolder(QStringLiteral("paths/model"));
        const QString data = dataFile(QStringLiteral("paths/data.tsv"));
        const QString noModel = test::tempPath(QStringLiteral("paths/empty"));
        QDir().mkpath(noModel);
        gui::NewAttackRunDialog attack;
        attack.setModelDir(model);
        attack.setDataFile(data);
        QVERIFY(attack.isComplete());
        auto* problem = attack.findChild<QLabel*>(QStringLiteral("problem"));
        for (const auto& [modelDir, dataPath, says] :
             {std::tuple{noModel, data, QStringLiteral("has no config.json")},
              std::tuple{data, data, QStringLiteral("is a file")},
              std::tuple{model + "-gone", data, QStringLiteral("is not there")},
              std::tuple{model, model, QStringLiteral("is a folder")},
              std::tuple{model, data + ".gone", QStringLiteral("is not there")}}) {
            attack.setModelDir(modelDir);
            attack.setDataFile(dataPath);
            QVERIFY2(!attack.isComplete(), qPrintable(modelDir + " " + dataPath));
            QVERIFY2(problem->text().contains(says), qPrintable(problem->text()));
        }
        attack.setModelDir(noModel);
        attack.setDataFile(data);
        QVERIFY(problem->text().startsWith(QStringLiteral("The model, ")));
        // The optional similarity model is checked as the model is, before the job loads the
        // classifier and reads the dataset.
        attack.setModelDir(model);
        QVERIFY(attack.isComplete());
        for (const QString& similarity : {noModel, data, model + "-gone"}) {
            attack.setSimilarityModel(similarity);
            QVERIFY2(!attack.isComplete(), qPrintable(similarity));
            QVERIFY2(problem->text().startsWith(QStringLiteral("The similarity model, ")),
                     qPrintable(problem->text()));
        }
        attack.setSimilarityModel(model);
        QVERIFY(attack.isComplete());

        gui::NewAsrRunDialog asr;
        asr.setProxyDir(model);
        asr.setTargetDir(noModel);
        asr.setDataFile(data);
        asr.setOperators({QStringLiteral("phono")});
        QVERIFY(!asr.isComplete());
        QVERIFY(asr.findChild<QLabel*>(QStringLiteral("problem"))
                    ->text()
                    .startsWith(QStringLiteral("The target model, ")));
        asr.setTargetDir(model);
        QVERIFY(asr.isComplete());

        gui::NewProbeRunDialog probe;
        probe.setModelDir(noModel);
        probe.setDataFiles({data});
        QVERIFY(!probe.isComplete());
        probe.setModelDir(model);
        QVERIFY(probe.isComplete());
        // A treebank that has gone or is a folder, or one named for the other format, is said
        // before the run starts; a format chosen stays when files are added.
        probe.setDataFiles({data + ".gone"});
        QVERIFY(!probe.isComplete());
        QVERIFY2(probe.problem().contains("is not there"), qPrintable(probe.problem()));
        probe.setDataFiles({noModel});
        QVERIFY2(probe.problem().contains("is a folder"), qPrintable(probe.problem()));
        const QString conllu = dataFile(QStringLiteral("paths/hi.conllu"));
        const QString ssf = dataFile(QStringLiteral("paths/hi.ssf"));
        const QString txt = dataFile(QStringLiteral("paths/mr.txt"));
        // A CoNLL-U treebank saved as .txt: the format chosen stays when another is added (it
        // went back to SSF, the guess from the first file's name).
        probe.setDataFiles({});
        probe.setDataFiles({txt});
        QCOMPARE(probe.options().format, std::string("ssf"));
        QVERIFY(probe.setFormat(QStringLiteral("conllu")));
        probe.addFiles({dataFile(QStringLiteral("paths/bn.txt"))});
        QCOMPARE(probe.options().format, std::string("conllu"));
        QVERIFY(probe.isComplete());
        probe.addFiles({conllu});
        QVERIFY(probe.isComplete());
        probe.addFiles({ssf});
        QVERIFY(!probe.isComplete());
        QVERIFY2(probe.problem().contains("is in SSF by its name"), qPrintable(probe.problem()));
        // One treebank under two names.
        probe.setDataFiles({conllu, QFileInfo(conllu).path() + "/./hi.conllu"});
        QVERIFY(!probe.isComplete());
        QVERIFY2(probe.problem().contains("are the same treebank"), qPrintable(probe.problem()));

        gui::PerturbDatasetDialog perturb;
        perturb.setDataFile(data);
        perturb.setOutFile(test::tempPath(QStringLiteral("paths")));
        QVERIFY(!perturb.isComplete());
        QVERIFY(perturb.findChild<QLabel*>(QStringLiteral("problem"))
                    ->text()
                    .contains(QStringLiteral("is a folder: name a file in it")));
        perturb.setOutFile(test::tempPath(QStringLiteral("paths/data-key.tsv")));
        QVERIFY(perturb.isComplete());
    }

    // The probing dialog's tasks and perturbations were bare keys (SentLen, DropRN): each says
    // what it probes or does.
    void probingEntriesSayWhatTheyAre() {
        gui::NewProbeRunDialog probe;
        int entries = 0;
        for (const auto* list : probe.findChildren<QListWidget*>()) {
            for (int i = 0;
                 list->accessibleName() != QStringLiteral("Treebank files") && i < list->count();
                 ++i) {
                QVERIFY2(!list->item(i)->toolTip().isEmpty(), qPrintable(list->item(i)->text()));
                ++entries;
            }
        }
        QCOMPARE(entries, 8 + 13);
    }

    // A file whose columns have none of the names the dialogs know showed "text", which it
    // lacks, and the run failed; a name typed that the file lacks was not told either; and a
    // file named without an extension, which runs read as TSV, got no columns offered.
    void columnsAreTheFilesOwn() {
        const QString tweets = test::tempPath(QStringLiteral("columns/tweets.tsv"));
        QVERIFY(test::writeBytes(tweets, "id\ttweet_text\tlabel\n1\tअच्छा\tpositive\n"));
        gui::PerturbDatasetDialog perturb;
        perturb.setDataFile(tweets);
        perturb.setOutFile(test::tempPath(QStringLiteral("columns/tweets-key.tsv")));
        auto* column = perturb.findChild<QComboBox*>(QStringLiteral("column"));
        QCOMPARE(column->currentText(), QStringLiteral("tweet_text"));
        QVERIFY(perturb.isComplete());
        column->setEditText(QStringLiteral("text"));
        QVERIFY(!perturb.isComplete());
        QCOMPARE(perturb.findChild<QLabel*>(QStringLiteral("problem"))->text(),
                 QStringLiteral("The dataset has no column \"text\": its columns are id, "
                                "tweet_text, label."));

        const QString bare = test::tempPath(QStringLiteral("columns/sst2_dev"));
        QVERIFY(test::writeBytes(bare, "sentence\topinion\nधीमी फ़िल्म\tnegative\n"));
        gui::NewAttackRunDialog attack;
        attack.setModelDir(modelFolder(QStringLiteral("columns/model")));
        attack.setDataFile(bare);
        QCOMPARE(attack.options().data.textColumn, std::string("sentence"));
        QVERIFY(!attack.isComplete());  // no column of labels by a known name
        QVERIFY(attack.findChild<QLabel*>(QStringLiteral("problem"))
                    ->text()
                    .contains(QStringLiteral("no column \"label\"")));
        QComboBox* labelColumn = nullptr;
        for (auto* box : attack.findChildren<QComboBox*>()) {
            if (box->findText(QStringLiteral("opinion")) >= 0 &&
                box->currentText() == QStringLiteral("label")) {
                labelColumn = box;
            }
        }
        QVERIFY(labelColumn);
        // An emptied field is "label" to the run, which the file lacks just the same.
        labelColumn->setEditText(QString());
        QVERIFY(!attack.isComplete());
        labelColumn->setEditText(QStringLiteral("opinion"));
        QCOMPARE(attack.options().data.labelColumn, std::string("opinion"));
        QVERIFY(attack.isComplete());
    }
};

QTEST_MAIN(DialogChecksTest)
#include "tst_gui_dialog_checks.moc"
