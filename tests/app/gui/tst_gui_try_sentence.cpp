// Try a sentence: a Hindi sentence perturbed in the workbench, alone and with a sentiment
// classifier trained from scratch on the demo corpus, whose predictions are those of
// akshara-cli classify on the same texts; and an example of an attack run tried from the
// Attacks view.
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QtTest>
#include <algorithm>
#include <cmath>

#include "AttackView.h"
#include "JobRunner.h"
#include "MainWindow.h"
#include "TestSupport.h"
#include "TrySentenceView.h"
#include "attack/SentenceTrial.h"
#include "widgets/ConfusionTableEditor.h"
#include "widgets/TextDirectionDelegate.h"

using namespace akshara;

namespace {

const char* const kSentence = "यह फिल्म बहुत अच्छी थी और कहानी भी सुंदर थी";

// akshara-cli classify's label and probability of each line, as "label 0.97".
QStringList classified(const QString& model, const QStringList& lines) {
    const auto result =
        test::runCli({"classify", "--model", model, "--input", "-"}, lines.join('\n').toUtf8());
    if (result.exitCode != 0) {
        qWarning("%s", result.err.constData());
        return {};
    }
    QStringList out;
    for (const QByteArray& line : result.out.split('\n')) {
        if (line.trimmed().isEmpty()) {
            continue;
        }
        const QJsonObject record = QJsonDocument::fromJson(line).object();
        const int best = record["label_id"].toInt();
        out << QStringLiteral("%1 %2")
                   .arg(record["label"].toString())
                   .arg(record["probabilities"].toArray()[best].toDouble(), 0, 'f', 2);
    }
    return out;
}

}  // namespace

class TrySentenceTest : public QObject {
    Q_OBJECT

    QString model_;
    QString other_;   // another classifier, trained with another seed for one epoch
    QString attack_;  // a phono attack of the model on Hindi test sentences

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        const QString root = test::tempPath("try-sentence");
        QDir(root).removeRecursively();
        const QString data = root + "/data";
        auto result = test::writeDemoCorpus(data, "hi");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        model_ = root + "/model-hi";
        result = test::trainTinyClassifier(data + "/hi/sentiment.tsv", model_, 3, 1);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        other_ = root + "/model-hi-other";
        result = test::trainTinyClassifier(data + "/hi/sentiment.tsv", other_, 1, 2);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        attack_ = root + "/attack";
        result = test::runCli({"attack", "--model", model_, "--data", data + "/hi/sentiment.tsv",
                               "--op", "phono", "--lang", "hi", "--limit", "4", "--seed", "1",
                               "--out", attack_});
        QVERIFY2(result.exitCode == 0, result.err.constData());
    }

    // The workspace's saved tables replace the built-in ones: with a Devanagari look-alike
    // table of one entry (ba for va), बेकार has one version only, the paper's वेकार.
    void theWorkspacesSavedTablesAreUsed() {
        const QString root = test::workspaceWithOneLookAlike("try-tables");
        QVERIFY(!root.isEmpty());
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        gui::TrySentenceView* view = window.tryView();
        view->sentence()->setText(QStringLiteral("बेकार"));
        QVERIFY(view->operatorBox()->findData("ortho") >= 0);
        view->operatorBox()->setCurrentIndex(view->operatorBox()->findData("ortho"));
        view->versions()->setValue(6);
        view->model()->clear();
        QSignalSpy shown(view, &gui::TrySentenceView::shown);
        QVERIFY(view->tryIt() > 0);
        QTRY_COMPARE(shown.count(), 1);
        QCOMPARE(view->results()->rowCount(), 2);
        QCOMPARE(view->results()->item(1, 1)->text(), QStringLiteral("वेकार"));
        // The change's tooltip names its operator and kind as the dialogs do, not by their keys.
        QCOMPARE(view->results()->item(1, 2)->toolTip(),
                 QStringLiteral("ब → व (Orthographic (visual): look-alike)"));
        QVERIFY2(view->summary()->text().contains("the workspace's table deva-orthographic"),
                 qPrintable(view->summary()->text()));
    }

    // A table edited and not saved is tried as it stands (the summary says so); unchecking
    // "use unsaved edits" goes back to the saved table; an edit with an error is refused naming
    // its row, in the view's summary and without a version.
    void unsavedTableEditsAreTried() {
        const QString root = test::workspaceWithOneLookAlike("try-edits");
        QVERIFY(!root.isEmpty());
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        const auto tables = editor->tables();
        const auto deva = std::find_if(tables.begin(), tables.end(), [](const auto& table) {
            return table.name == "deva-orthographic";
        });
        QVERIFY(deva != tables.end());
        lexicon::ConfusionTable edited = *deva;
        QCOMPARE(edited.entries.size(), std::size_t(1));
        edited.entries[0].target = U"भ";  // ba for bha, not saved
        editor->setEditedTable(int(deva - tables.begin()), edited);

        gui::TrySentenceView* view = window.tryView();
        QVERIFY(view->useEdits()->isChecked());
        view->sentence()->setText(QStringLiteral("बेकार"));
        view->operatorBox()->setCurrentIndex(view->operatorBox()->findData("ortho"));
        view->model()->clear();
        QSignalSpy shown(view, &gui::TrySentenceView::shown);
        const auto tried = [&] {
            const int before = shown.count();
            return view->tryIt() > 0 && QTest::qWaitFor([&] { return shown.count() > before; });
        };
        QVERIFY(tried());
        QCOMPARE(view->results()->rowCount(), 2);
        QCOMPARE(view->results()->item(1, 1)->text(), QStringLiteral("भेकार"));
        QVERIFY2(view->summary()->text().contains("unsaved edits of table deva-orthographic"),
                 qPrintable(view->summary()->text()));

        view->useEdits()->setChecked(false);
        QVERIFY(tried());
        QCOMPARE(view->results()->item(1, 1)->text(), QStringLiteral("वेकार"));
        QVERIFY(!view->summary()->text().contains("unsaved"));

        view->useEdits()->setChecked(true);
        edited.entries[0].target = U"ब";  // a letter for itself
        editor->setEditedTable(int(deva - tables.begin()), edited);
        QSignalSpy problem(view, &gui::TrySentenceView::problem);
        QVERIFY(view->tryIt() > 0);
        QTRY_COMPARE(problem.count(), 1);
        QCOMPARE(shown.count(), 2);
        const QString said = problem[0][1].toString();
        QVERIFY2(said.contains("unsaved edits of table deva-orthographic, row 1"),
                 qPrintable(said));
        QVERIFY(view->summary()->text().contains(said));
    }

    // Without a classifier: the sentence and its versions, each different, with the letters
    // it changed; no prediction column.
    void perturbsWithoutAModel() {
        gui::JobRunner runner;
        gui::TrySentenceView view(&runner);
        view.sentence()->setText(QString::fromUtf8(kSentence));
        QVERIFY(view.operatorBox()->findData("phono") >= 0);
        view.operatorBox()->setCurrentIndex(view.operatorBox()->findData("phono"));
        view.versions()->setValue(6);
        view.model()->clear();
        QSignalSpy shown(&view, &gui::TrySentenceView::shown);
        const int id = view.tryIt();
        QVERIFY(id > 0);
        QTRY_COMPARE(shown.count(), 1);
        QCOMPARE(shown[0][0].toInt(), id);
        QTableWidget* table = view.results();
        QCOMPARE(table->rowCount(), 7);  // the sentence, then six versions
        QVERIFY(table->isColumnHidden(3));
        QCOMPARE(table->item(0, 1)->text(), QString::fromUtf8(kSentence));
        QSet<QString> texts{table->item(0, 1)->text()};
        for (int row = 1; row < 7; ++row) {
            QVERIFY(!texts.contains(table->item(row, 1)->text()));
            texts.insert(table->item(row, 1)->text());
            QVERIFY(table->item(row, 2)->text().contains(QStringLiteral(" → ")));
        }
        QVERIFY(view.summary()->text().startsWith("6 perturbed version"));
        QVERIFY(!view.summary()->text().contains("can change"));
        // The versions are laid out in their own direction (an Urdu one from the right); the
        // changes keep the view's, their arrow pointing from the old letters to the new.
        QVERIFY(dynamic_cast<widgets::TextDirectionDelegate*>(table->itemDelegateForColumn(1)));
        QVERIFY(!dynamic_cast<widgets::TextDirectionDelegate*>(table->itemDelegateForColumn(2)));

        // Return in the number of versions tries the sentence too (only the sentence fields
        // took it).
        QTest::keyClick(view.versions(), Qt::Key_Return);
        QTRY_COMPARE(shown.count(), 2);

        // The next start puts the sentence and the choices back.
        gui::TrySentenceView next(&runner);
        next.restoreLastChoices();
        QCOMPARE(next.sentence()->text(), QString::fromUtf8(kSentence));
        QCOMPARE(next.operatorBox()->currentData().toString(), QString("phono"));
        QCOMPARE(next.versions()->value(), 6);
        QVERIFY(next.model()->text().isEmpty());
    }

    // The seed draws other versions, those of try --seed: the same seed, the same again.
    void aSeedDrawsOtherVersions() {
        gui::JobRunner runner;
        gui::TrySentenceView view(&runner);
        view.sentence()->setText(QString::fromUtf8(kSentence));
        view.language()->setCurrentIndex(view.language()->findData("hi"));
        view.operatorBox()->setCurrentIndex(view.operatorBox()->findData("random"));
        view.versions()->setValue(4);
        view.model()->clear();
        QSignalSpy shown(&view, &gui::TrySentenceView::shown);
        const auto versionsShown = [&] {
            QStringList texts;
            for (int row = 1; row < view.results()->rowCount(); ++row) {
                texts << view.results()->item(row, 1)->text();
            }
            return texts;
        };
        view.tryIt();
        QTRY_COMPARE(shown.count(), 1);
        const QStringList first = versionsShown();
        view.seed()->setValue(7);
        view.tryIt();
        QTRY_COMPARE(shown.count(), 2);
        const QStringList seven = versionsShown();
        QVERIFY(seven != first);
        attack::TrialOptions options;
        options.op = "random";
        options.operatorOptions.language = "hi";
        options.variants = 4;
        options.seed = 7;
        options.operatorOptions.seed = 7;
        QStringList expected;
        for (const auto& variant : attack::trySentence(kSentence, options).variants) {
            expected << QString::fromStdString(variant.text);
        }
        QCOMPARE(seven, expected);
        gui::TrySentenceView next(&runner);
        next.restoreLastChoices();
        QCOMPARE(next.seed()->value(), 7);
    }

    // A paragraph pasted whole is tried whole, past a line edit's 32,767 characters; a word
    // longer than any of a language's is said to be left as it is.
    void triesAParagraphWhole() {
        gui::JobRunner runner;
        gui::TrySentenceView view(&runner);
        const QString paragraph =
            (QString::fromUtf8(kSentence) + " ").repeated(1500) + QString("कमल").repeated(90);
        QVERIFY(paragraph.size() > 40000);
        view.sentence()->setText(paragraph);
        QCOMPARE(view.sentence()->text().size(), paragraph.size());
        view.language()->setCurrentIndex(view.language()->findData("hi"));
        view.operatorBox()->setCurrentIndex(view.operatorBox()->findData("phono"));
        view.versions()->setValue(2);
        view.model()->clear();
        QSignalSpy shown(&view, &gui::TrySentenceView::shown);
        view.tryIt();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 20000);
        QCOMPARE(view.results()->item(0, 1)->text(), paragraph);
        QVERIFY2(view.summary()->text().contains("longer than 256 characters, the longest "
                                                 "perturbed, and left as they are."),
                 qPrintable(view.summary()->text()));

        view.sentence()->setText(QString("कमल").repeated(90));
        view.tryIt();
        QTRY_COMPARE(shown.count(), 2);
        QVERIFY2(view.summary()->text().startsWith(
                     "The operator has no change to make in this sentence. 1 word"),
                 qPrintable(view.summary()->text()));
    }

    // More words asked for than the operator can change in the sentence: the summary says each
    // version changes those it can.
    void saysWhenFewerWordsCanChange() {
        gui::JobRunner runner;
        gui::TrySentenceView view(&runner);
        view.sentence()->setText(QStringLiteral("Zażółć gęślą i kot"));
        view.language()->setCurrentIndex(view.language()->findData("pl"));
        view.operatorBox()->setCurrentIndex(view.operatorBox()->findData("diacritic"));
        view.words()->setValue(4);
        view.versions()->setValue(2);
        view.model()->clear();
        QSignalSpy shown(&view, &gui::TrySentenceView::shown);
        view.tryIt();
        QTRY_COMPARE(shown.count(), 1);
        QVERIFY2(view.summary()->text().contains(
                     "The operator can change 2 word(s) of this sentence, so each version "
                     "changes those, not 4."),
                 qPrintable(view.summary()->text()));
        // Each change's tooltip names the kind in words, and an operator of one kind once.
        const QString changes = view.results()->item(1, 2)->toolTip();
        QVERIFY2(changes.contains(QStringLiteral(": diacritic lost)")), qPrintable(changes));
        QVERIFY2(!changes.contains(QStringLiteral("diacritic-loss")), qPrintable(changes));
        view.operatorBox()->setCurrentIndex(view.operatorBox()->findData("split"));
        view.words()->setValue(1);
        view.tryIt();
        QTRY_COMPARE(shown.count(), 2);
        const QString split = view.results()->item(1, 2)->toolTip();
        QVERIFY2(split.startsWith(QStringLiteral("(nothing) → (space) (")), qPrintable(split));
        QVERIFY2(split.endsWith(QLatin1Char(')')) && !split.contains(QStringLiteral(": split")),
                 qPrintable(split));
    }

    // A trial asked for while the one before has ended, its end not yet handled: only the newer
    // is shown.
    void showsTheNewestTrial() {
        gui::JobRunner runner;
        gui::TrySentenceView view(&runner);
        view.sentence()->setText(QString::fromUtf8(kSentence));
        view.operatorBox()->setCurrentIndex(view.operatorBox()->findData("phono"));
        view.model()->clear();
        QSignalSpy shown(&view, &gui::TrySentenceView::shown);
        view.versions()->setValue(3);
        view.tryIt();
        QVERIFY(runner.waitForDone(30000));  // its end is queued, not handled
        view.versions()->setValue(5);
        const int newer = view.tryIt();
        QVERIFY(runner.waitForDone(30000));
        QTRY_COMPARE(shown.count(), 1);
        QTest::qWait(50);  // any other end still queued is handled too
        QCOMPARE(shown.count(), 1);
        QCOMPARE(shown[0][0].toInt(), newer);
        QCOMPARE(view.results()->rowCount(), 6);  // the sentence and five versions
    }

    // With the classifier: each row's prediction is the one akshara-cli classify gives its
    // text, and a version is marked exactly when its label is not the sentence's.
    void predictsWithAClassifier() {
        gui::JobRunner runner;
        gui::TrySentenceView view(&runner);
        view.sentence()->setText(QString::fromUtf8(kSentence));
        view.operatorBox()->setCurrentIndex(view.operatorBox()->findData("phono"));
        view.words()->setValue(3);
        view.versions()->setValue(12);
        view.model()->setText(model_);
        QSignalSpy shown(&view, &gui::TrySentenceView::shown);
        view.tryIt();
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 1, 30000);
        QTableWidget* table = view.results();
        QVERIFY(!table->isColumnHidden(3));
        QCOMPARE(view.labels().size(), 2);
        QStringList texts;
        for (int row = 0; row < table->rowCount(); ++row) {
            texts << table->item(row, 1)->text();
        }
        const QStringList expected = classified(model_, texts);
        QCOMPARE(expected.size(), table->rowCount());
        const QString original = expected[0].section(' ', 0, 0);
        int marked = 0;
        for (int row = 0; row < table->rowCount(); ++row) {
            QCOMPARE(table->item(row, 3)->text(), expected[row]);
            const bool changed = row > 0 && expected[row].section(' ', 0, 0) != original;
            QCOMPARE(row > 0 && view.changesPrediction(std::size_t(row - 1)), changed);
            QCOMPARE(table->item(row, 1)->font().bold(), changed);
            marked += changed ? 1 : 0;
        }
        QVERIFY(view.summary()->text().startsWith(
            QStringLiteral("The model predicts %1 for the sentence; %2 of the ")
                .arg(expected[0])
                .arg(marked)));
    }

    // A sentence longer than the model reads: the summary says the model reads it cut, so that
    // a version changed past the cut is not read as one the model withstands.
    void saysWhenTheModelReadsTheSentenceCut() {
        gui::JobRunner runner;
        gui::TrySentenceView view(&runner);
        QStringList repeated;
        for (int i = 0; i < 30; ++i) {
            repeated << QString::fromUtf8(kSentence);
        }
        view.sentence()->setText(repeated.join(' '));
        view.operatorBox()->setCurrentIndex(view.operatorBox()->findData("phono"));
        view.versions()->setValue(2);
        view.model()->setText(model_);
        QSignalSpy shown(&view, &gui::TrySentenceView::shown);
        view.tryIt();
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 1, 30000);
        QVERIFY2(view.summary()->text().contains(
                     "The sentence is longer than the model's 128 tokens: the model reads it cut"),
                 qPrintable(view.summary()->text()));

        view.sentence()->setText(QString::fromUtf8(kSentence));
        view.tryIt();
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 2, 30000);
        QVERIFY2(!view.summary()->text().contains("longer than the model"),
                 qPrintable(view.summary()->text()));
    }

    // A model trained again into the folder of the one loaded is loaded again: the next trial
    // predicts as akshara-cli classify does with the new weights.
    void reloadsAModelTrainedAgain() {
        const QString folder = test::tempPath("try-sentence/retrained");
        const auto copyModel = [&](const QString& from) {
            QDir(folder).removeRecursively();
            QDir().mkpath(folder);
            for (const QString& file : QDir(from).entryList(QDir::Files)) {
                QVERIFY(QFile::copy(from + "/" + file, folder + "/" + file));
            }
        };
        gui::JobRunner runner;
        gui::TrySentenceView view(&runner);
        view.sentence()->setText(QString::fromUtf8(kSentence));
        view.versions()->setValue(4);
        view.model()->setText(folder);
        QSignalSpy shown(&view, &gui::TrySentenceView::shown);
        copyModel(model_);
        view.tryIt();
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 1, 30000);
        const auto first = view.results()->item(0, 3)->text();
        QCOMPARE(first, classified(model_, {QString::fromUtf8(kSentence)}).value(0));

        QTest::qWait(20);  // the files' times differ
        copyModel(other_);
        view.tryIt();
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 2, 30000);
        const QString expected = classified(other_, {QString::fromUtf8(kSentence)}).value(0);
        QVERIFY(expected != first);  // the two models differ on the sentence
        QCOMPARE(view.results()->item(0, 3)->text(), expected);
    }

    // The classifier kept loaded for the next trial is let go when another workspace opens
    // and when a trial has none: a model of hundreds of megabytes is not held through a demo.
    void theModelKeptLoadedIsLetGo() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("try-sentence/let-go")));
        gui::TrySentenceView* view = window.tryView();
        view->sentence()->setText(QString::fromUtf8(kSentence));
        view->versions()->setValue(2);
        view->model()->setText(model_);
        QSignalSpy shown(view, &gui::TrySentenceView::shown);
        QVERIFY(view->tryIt() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 1, 30000);
        QVERIFY(view->holdsModel());
        QVERIFY(window.openWorkspace(test::tempPath("try-sentence/let-go-other")));
        QVERIFY(!view->holdsModel());
        QVERIFY(view->tryIt() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 2, 30000);
        QVERIFY(view->holdsModel());
        view->model()->clear();
        QVERIFY(view->tryIt() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 3, 30000);
        QVERIFY(!view->holdsModel());
        QVERIFY(view->labels().isEmpty());
    }

    // A folder that is not a model: the trial says why, names the folder, and the window
    // shows it; the versions shown before stay. An empty sentence is not tried.
    void saysWhyATrialFails() {
        gui::MainWindow window;
        gui::TrySentenceView* view = window.tryView();
        QVERIFY(window.views()->indexOf(view) >= 0);
        view->sentence()->clear();
        QCOMPARE(view->tryIt(), 0);
        QCOMPARE(view->summary()->text(), QString("Type a sentence first."));

        view->sentence()->setText(QString::fromUtf8(kSentence));
        view->model()->clear();
        QSignalSpy shown(view, &gui::TrySentenceView::shown);
        view->tryIt();
        QTRY_COMPARE(shown.count(), 1);
        const int rows = view->results()->rowCount();

        const QString notAModel = test::tempPath("try-sentence/not-a-model");
        QDir().mkpath(notAModel);
        view->model()->setText(notAModel);
        QSignalSpy problem(view, &gui::TrySentenceView::problem);
        view->tryIt();
        QTRY_COMPARE(problem.count(), 1);
        QVERIFY2(problem[0][1].toString().contains(notAModel),
                 qPrintable(problem[0][1].toString()));
        QVERIFY(window.lastError().startsWith("The sentence could not be tried: "));
        QCOMPARE(view->results()->rowCount(), rows);
    }

    // An example of an attack run, tried from the Attacks view: its text, the run's language,
    // operator and model fill the fields, and the trial runs.
    void triesAnExampleOfAnAttackRun() {
        gui::MainWindow window;
        QVERIFY(window.openRunAndWait(attack_));
        gui::AttackView* attacks = window.attackView();
        QVERIFY(!attacks->run().examples.empty());
        const widgets::AttackExample example = attacks->run().examples.back();
        gui::TrySentenceView* view = window.tryView();
        QSignalSpy shown(view, &gui::TrySentenceView::shown);
        QVERIFY(attacks->tryExample(example.index));
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget*>(view));
        QCOMPARE(view->sentence()->text(), example.original);
        QCOMPARE(view->language()->currentData().toString(), QString("hi"));
        QCOMPARE(view->operatorBox()->currentData().toString(), QString("phono"));
        QCOMPARE(QDir::fromNativeSeparators(view->model()->text()), attacks->run().model);
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 1, 30000);
        QVERIFY(!view->trial().probabilities.empty());
        QVERIFY(!attacks->tryExample(-1));  // no such example
    }

    // An attack run with a curated table records the table's fingerprint, and the Attacks view
    // names the table in the run's title.
    void anAttackWithACuratedTableSaysSo() {
        const QString tables = test::tempPath("attack-tables");
        QDir(tables).removeRecursively();
        QVERIFY(test::writeLookAlikeTable(tables, "ब\tव\tlook-alike\nव\tब\tlook-alike\n"));
        const QString run = test::tempPath("attack-curated");
        const auto result = test::runCli(
            {"attack", "--model", model_, "--data",
             QFileInfo(attack_).dir().filePath("data/hi/sentiment.tsv"), "--op", "ortho", "--lang",
             "hi", "--limit", "2", "--tables", tables, "--out", run});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QFile manifest(run + "/manifest.json");
        QVERIFY(manifest.open(QIODevice::ReadOnly));
        const QJsonObject fields = QJsonDocument::fromJson(manifest.readAll()).object();
        QCOMPARE(fields["tables"].toObject().keys(), QStringList{"deva-orthographic"});
        QVERIFY(!fields["tables"].toObject()["deva-orthographic"].toString().isEmpty());
        gui::MainWindow window;
        QVERIFY(window.openRunAndWait(run));
        QCOMPARE(window.attackView()->run().tables, QStringList{"deva-orthographic"});
        const QLabel* title = window.attackView()->findChild<QLabel*>("title");
        QVERIFY(title != nullptr);
        QVERIFY2(title->text().contains("with the curated table deva-orthographic"),
                 qPrintable(title->text()));
    }

    // A pair's sentence comes in on the side its run attacked: the premise (1) or the
    // hypothesis (2), whatever side the view showed before.
    void aPairsSentenceComesInOnItsSide() {
        gui::JobRunner runner;
        gui::TrySentenceView view(&runner);
        for (const int side : {1, 2, 1}) {
            view.prefill(QStringLiteral("बक्से में किताबें हैं।"), QStringLiteral("hi"),
                         QStringLiteral("phono"), {}, QStringLiteral("दो आदमी बात कर रहे हैं।"), side);
            QCOMPARE(view.targetSentence()->currentData().toInt(), side);
        }
    }

    // An example of an attack on the hypotheses of NLI pairs: the hypothesis is tried with its
    // premise, and the model reads each version in the pair, as classify --pair does.
    void triesTheAttackedSentenceOfAPair() {
        const QString root = test::tempPath("try-pair");
        const QString nli = QStringLiteral(AKSHARA_SOURCE_DIR "/tests/data/nli/hi.json");
        auto result = test::runCli({"train", "--data", nli, "--pair", "--from-scratch", "--size",
                                    "tiny", "--epochs", "1", "--seed", "1", "--threads", "1",
                                    "--out", root + "/model"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        result = test::runCli({"attack", "--model", root + "/model", "--data", nli, "--pair",
                               "--target-sentence", "2", "--op", "phono", "--lang", "hi", "--limit",
                               "2", "--seed", "1", "--out", root + "/attack"});
        QVERIFY2(result.exitCode == 0, result.err.constData());

        gui::MainWindow window;
        QVERIFY(window.openRunAndWait(root + "/attack"));
        gui::AttackView* attacks = window.attackView();
        const gui::AttackRunData& run = attacks->run();
        QVERIFY(run.pair);
        QCOMPARE(run.targetSentence, 2);
        QCOMPARE(run.otherSentences.size(), qsizetype(run.examples.size()));
        const widgets::AttackExample example = run.examples.front();
        const QString premise = run.otherSentences.front();
        QCOMPARE(premise, QStringLiteral("दो आदमी एक भारी बक्सा सीढ़ियों से ऊपर ले जा रहे हैं।"));
        QCOMPARE(example.original, QStringLiteral("बक्से में किताबें हैं।"));

        gui::TrySentenceView* view = window.tryView();
        QSignalSpy shown(view, &gui::TrySentenceView::shown);
        QVERIFY(attacks->tryExample(example.index));
        QCOMPARE(view->sentence()->text(), example.original);
        QCOMPARE(view->pairedWith()->text(), premise);
        QCOMPARE(view->targetSentence()->currentData().toInt(), 2);
        QVERIFY(view->targetSentence()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() == 1, 30000);
        const attack::SentenceTrial& trial = view->trial();
        QCOMPARE(QString::fromStdString(trial.pairedWith), premise);
        QVERIFY(view->summary()->text().contains(premise));

        QStringList lines{premise + '\t' + example.original};
        for (const auto& variant : trial.variants) {
            lines << premise + '\t' + QString::fromStdString(variant.text);
        }
        const auto pairs = test::runCli({"classify", "--model", root + "/model", "--pair"},
                                        lines.join('\n').toUtf8());
        QVERIFY2(pairs.exitCode == 0, pairs.err.constData());
        const QList<QByteArray> records = pairs.out.trimmed().split('\n');
        QCOMPARE(records.size(), lines.size());
        for (int i = 0; i < records.size(); ++i) {
            const QJsonArray expected =
                QJsonDocument::fromJson(records[i]).object()["probabilities"].toArray();
            const std::vector<double>& got =
                i == 0 ? trial.probabilities : trial.variants[std::size_t(i - 1)].probabilities;
            QCOMPARE(qsizetype(got.size()), expected.size());
            for (std::size_t k = 0; k < got.size(); ++k) {
                QVERIFY(std::abs(got[k] - expected[qsizetype(k)].toDouble()) < 1e-5);
            }
        }

        // Cleared, the field makes it a single sentence again: the choice of side is idle.
        view->pairedWith()->clear();
        QVERIFY(!view->targetSentence()->isEnabled());
    }

    // The operators offered are those of the language: Polish has the diacritic one and not
    // phono, Hindi has phono; the relation operator, which needs a file, is not offered.
    void operatorsFollowTheLanguage() {
        gui::JobRunner runner;
        gui::TrySentenceView view(&runner);
        view.language()->setCurrentIndex(view.language()->findData("pl"));
        QVERIFY(view.operatorBox()->findData("diacritic") >= 0);
        QCOMPARE(view.operatorBox()->findData("phono"), -1);
        QCOMPARE(view.operatorBox()->findData("relation"), -1);
        view.language()->setCurrentIndex(view.language()->findData("hi"));
        QVERIFY(view.operatorBox()->findData("phono") >= 0);
    }
};

QTEST_MAIN(TrySentenceTest)
#include "tst_gui_try_sentence.moc"
