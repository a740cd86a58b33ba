// Files and folders dragged from a file manager: dropped on the window, a workspace opens, run
// folders show in their views, a model folder goes to Try a sentence and prediction files to
// Matrices, and anything else is refused with a message; dropped on a dialog's path field, the
// path fills it; dropped on the probing dialog's list of treebanks, the files are added.
#include <QApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QStandardPaths>
#include <QTabWidget>
#include <QUrl>
#include <QtTest>

#include "AttackRunFiles.h"
#include "AttackView.h"
#include "DialogFiles.h"
#include "MainWindow.h"
#include "MatricesView.h"
#include "NewAttackRunDialog.h"
#include "NewProbeRunDialog.h"
#include "PerturbDatasetDialog.h"
#include "TestSupport.h"
#include "TrySentenceView.h"
#include "eval/Predictions.h"
#include "widgets/ConfusionTableEditor.h"
#include "widgets/MatrixView.h"

using namespace akshara;

namespace {

QList<QUrl> fileUrls(const QStringList& paths) {
    QList<QUrl> urls;
    for (const QString& path : paths) {
        urls << QUrl::fromLocalFile(path);
    }
    return urls;
}

// Drags `mime` over `target` and drops it there, as a file manager does (which sends the
// addresses as text too), with `modifiers` held: true when the target, or a widget it is in,
// took the drop (`action`: how). What the drop opens is opened before this returns.
bool dropOn(QWidget* target, QMimeData* mime, Qt::KeyboardModifiers modifiers = Qt::NoModifier,
            Qt::DropAction* action = nullptr) {
    const QPoint at = target->rect().center();
    const Qt::DropActions actions = Qt::CopyAction | Qt::MoveAction | Qt::LinkAction;
    QDragEnterEvent enter(at, actions, mime, Qt::LeftButton, modifiers);
    enter.ignore();
    QCoreApplication::sendEvent(target, &enter);
    if (!enter.isAccepted()) {
        return false;
    }
    QDropEvent drop(QPointF(at), actions, mime, Qt::LeftButton, modifiers);
    drop.ignore();
    QCoreApplication::sendEvent(target, &drop);
    QCoreApplication::processEvents();
    if (action != nullptr) {
        *action = drop.dropAction();
    }
    return drop.isAccepted();
}

bool dropOn(QWidget* target, const QList<QUrl>& urls) {
    QMimeData mime;
    mime.setUrls(urls);
    QStringList text;
    for (const QUrl& url : urls) {
        text << url.toString();
    }
    mime.setText(text.join(QLatin1Char('\n')));
    // With Shift, which proposes a move: files are only ever taken as copies, or the file
    // manager would delete them once dropped.
    Qt::DropAction action = Qt::IgnoreAction;
    const bool taken = dropOn(target, &mime, Qt::ShiftModifier, &action);
    if (taken && action != Qt::CopyAction) {
        qWarning("the files were taken with the action %d, not as a copy", int(action));
        return false;
    }
    return taken;
}

bool dropOn(QWidget* target, const QStringList& paths) {
    return dropOn(target, fileUrls(paths));
}

// The field a label of `dialog` names ("&Classifier folder:").
template <class Field>
Field* fieldOf(QWidget* dialog, const QString& label) {
    for (auto* candidate : dialog->findChildren<QLabel*>()) {
        if (candidate->text() == label) {
            return qobject_cast<Field*>(candidate->buddy());
        }
    }
    return nullptr;
}

// Writes the file at `path`, its folder made when missing; returns the path.
QString madeFile(const QString& path, const QByteArray& content) {
    if (!test::writeBytes(path, content)) {
        qFatal("cannot write %s", qPrintable(path));
    }
    return path;
}

// A Hindi sentence of a treebank in CoNLL-U.
const QByteArray kTreebank =
    "# text = राम घर गया\n"
    "1\tराम\tराम\tPROPN\tNNP\t_\t3\tnsubj\t_\t_\n"
    "2\tघर\tघर\tNOUN\tNN\t_\t3\tobl\t_\t_\n"
    "3\tगया\tजा\tVERB\tVM\t_\t0\troot\t_\t_\n\n";

}  // namespace

class DropsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void dropsOnTheWindowOpenWhatTheyAre() {
        const QString root = test::tempPath("drops");
        QDir(root).removeRecursively();
        const QString first = root + "/workspace";
        const QString run = test::handMadeAttackRun(first + "/runs/attack-20261207-0700");
        const QString model = test::modelFolder("drops/models/hi-sentiment");
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(first));

        // A run folder shows in its view.
        QVERIFY(dropOn(&window, QStringList{run}));
        QTRY_COMPARE_WITH_TIMEOUT(window.attackView()->run().runFolder, run, 30000);
        QCOMPARE(window.attackView()->run().examples.size(), std::size_t(2));
        QCOMPARE(window.views()->currentWidget(), window.attackView());

        // A prediction file shows its confusion matrix.
        const QString predictions = root + "/muril-hi.jsonl";
        eval::PredictionSet set{predictions.toStdString(), {}};
        set.predictions.push_back({"hi-0", "positive", "positive", {}});
        set.predictions.push_back({"hi-1", "negative", "positive", {}});
        eval::writePredictions(set.source, set);
        QVERIFY(dropOn(&window, QStringList{predictions}));
        QTRY_VERIFY_WITH_TIMEOUT(!window.matricesView()->confusionView()->data().values.empty(),
                                 30000);
        QCOMPARE(window.views()->currentWidget(), window.matricesView());

        // A model folder is the model of Try a sentence; the path as a file manager gives it,
        // with its trailing slash, is cleaned. Dropped on the sentence field, it is not pasted
        // there as text: the fields of the window pass files on to it.
        QLineEdit* sentence = window.tryView()->sentence();
        QVERIFY(dropOn(sentence, QList<QUrl>{QUrl::fromLocalFile(model + "/")}));
        QCOMPARE(window.tryView()->model()->text(), QDir::toNativeSeparators(model));
        QCOMPARE(window.views()->currentWidget(), window.tryView());
        QVERIFY(sentence->text().isEmpty());

        // A confusion table is imported into the workspace: one with a byte-order mark and no
        // format line is a table too. Dropped on the editor's search field, it is not searched
        // for.
        const QString table =
            madeFile(root + "/mail/deva-phonological.tsv",
                     "\xEF\xBB\xBF# name: deva-phonological\n# kind: phonological\n# script: Deva\n"
                     "source\ttarget\tcategory\nक\tख\taspiration\nख\tक\taspiration\n");
        auto* search = window.tablesEditor()->findChild<QLineEdit*>();
        QVERIFY(search != nullptr && search->accessibleName() == "Search the table");
        QVERIFY(dropOn(search, QStringList{table}));
        QCOMPARE(test::readBytes(first + "/tables/deva-phonological.tsv"), test::readBytes(table));
        QCOMPARE(window.views()->currentWidget(), window.tablesEditor());
        QVERIFY(search->text().isEmpty());

        // Another workspace opens, dropped even on Try a sentence's model field.
        const QString second = root + "/second";
        QVERIFY(QDir().mkpath(second + "/runs"));
        QVERIFY(dropOn(window.tryView()->model(), QStringList{second}));
        QCOMPARE(window.workspace().root(), second);
    }

    void whatTheWindowCannotOpenIsRefusedWithAMessage() {
        const QString root = test::tempPath("drops-refused");
        QDir(root).removeRecursively();
        const QString workspace = root + "/workspace";
        const QString run = test::handMadeAttackRun(workspace + "/runs/attack-20261207-0800");
        const QString model = test::modelFolder("drops-refused/models/hi-sentiment");
        const QString chapter = madeFile(root + "/chapter1.txt", "पहला अध्याय\n");
        QVERIFY(QDir().mkpath(root + "/photos"));
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace));

        QVERIFY(dropOn(&window, QStringList{chapter}));
        QCOMPARE(window.lastError(),
                 "Nothing was opened: " + QDir::toNativeSeparators(chapter) +
                     " is neither a prediction file (.jsonl) nor a confusion table.\nDrop a "
                     "workspace to open it, run folders to show them, a model folder to try "
                     "sentences with it, one or two prediction files (.jsonl) to see their "
                     "matrices, or confusion tables to import them.");
        QVERIFY(dropOn(&window, QStringList{root + "/photos"}));
        QVERIFY(window.lastError().startsWith(
            "Nothing was opened: " + QDir::toNativeSeparators(root + "/photos") +
            " is not a workspace, a run folder or a model folder.\n"));
        // A run and a model at once: which to show?
        QVERIFY(dropOn(&window, QStringList{run, model}));
        QVERIFY(window.lastError().startsWith(
            "Nothing was opened: These 2 items cannot be opened together.\n"));
        QCOMPARE(window.workspace().root(), workspace);
        QVERIFY(window.attackView()->run().runFolder.isEmpty());
        QVERIFY(window.tryView()->model()->text().isEmpty());

        // The address of a web page is not taken at all.
        QVERIFY(!dropOn(&window, QList<QUrl>{QUrl("https://universaldependencies.org/")}));
        QVERIFY(!dropOn(&window, QList<QUrl>{QUrl::fromLocalFile(run),
                                             QUrl("https://huggingface.co/google/muril")}));

        // A drag that can only move the files (out of a trash) is refused: taken, the source
        // would delete them.
        QMimeData moved;
        moved.setUrls({QUrl::fromLocalFile(run)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::MoveAction, &moved, Qt::LeftButton,
                              Qt::NoModifier);
        enter.ignore();
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(!enter.isAccepted());

        // A table with a misspelt kind is a table: importing it names the line.
        const QString typo = madeFile(root + "/mail/deva-orthographic.tsv",
                                      "# akshara-confusion-table 1\n# name: deva-orthographic\n"
                                      "# kind: orthographc\n# script: Deva\nsource\ttarget\n"
                                      "ब\tव\n");
        QVERIFY(dropOn(&window, QStringList{typo}));
        QVERIFY2(window.lastError().startsWith("The table could not be imported: " + typo +
                                               ":3: not a confusion table that the runs can "
                                               "read: unknown kind"),
                 qPrintable(window.lastError()));
    }

    void aPathFieldTakesADroppedPath() {
        const QString model = test::modelFolder("drops-field/hi-sentiment");
        const QString data = madeFile(test::tempPath("drops-field/reviews.tsv"),
                                      "text\tlabel\nफिल्म अच्छी थी\tpositive\n");
        gui::NewAttackRunDialog dialog;
        auto* modelField = fieldOf<QLineEdit>(&dialog, "&Classifier folder:");
        auto* dataField = fieldOf<QLineEdit>(&dialog, "&Dataset:");
        QVERIFY(modelField != nullptr && dataField != nullptr);
        modelField->clear();
        dataField->clear();

        QVERIFY(dropOn(modelField, QStringList{model}));
        QCOMPARE(modelField->text(), QDir::toNativeSeparators(model));
        QVERIFY(dropOn(dataField, QStringList{data}));
        QCOMPARE(dataField->text(), QDir::toNativeSeparators(data));
        // Dropped again, the path replaces the one there, not added to it.
        QVERIFY(dropOn(modelField, QStringList{model}));
        QCOMPARE(modelField->text(), QDir::toNativeSeparators(model));

        // Two paths, or a web address, are refused: the field keeps its path, and the
        // addresses are not pasted into it as text.
        QVERIFY(!dropOn(modelField, QStringList{model, data}));
        QVERIFY(!dropOn(modelField, QList<QUrl>{QUrl("https://huggingface.co/google/muril")}));
        QCOMPARE(modelField->text(), QDir::toNativeSeparators(model));

        // A file to write that was dropped is kept when the fields it follows change, as one
        // typed or chosen with Browse is.
        gui::PerturbDatasetDialog perturb;
        perturb.setPerturbedDir(test::tempPath("drops-field/perturbed"));
        auto* perturbData = fieldOf<QLineEdit>(&perturb, "&Dataset:");
        auto* out = fieldOf<QLineEdit>(&perturb, "W&rite to:");
        QVERIFY(perturbData != nullptr && out != nullptr);
        const QString chosen = QDir::toNativeSeparators(test::tempPath("drops-field/out.tsv"));
        QVERIFY(dropOn(out, QList<QUrl>{QUrl::fromLocalFile(chosen)}));
        QCOMPARE(out->text(), chosen);
        perturbData->setText(data);
        QCOMPARE(out->text(), chosen);

        // Text from an editor is dropped as text, as before.
        modelField->clear();
        QMimeData text;
        text.setText(QStringLiteral("models/hi-sentiment"));
        QVERIFY(dropOn(modelField, &text));
        QCOMPARE(modelField->text(), QStringLiteral("models/hi-sentiment"));
    }

    void theTreebankListTakesDroppedFiles() {
        const QString dev = madeFile(test::tempPath("drops-list/hi-dev.conllu"), kTreebank);
        const QString held = madeFile(test::tempPath("drops-list/hi-test.conllu"), kTreebank);
        gui::NewProbeRunDialog dialog;
        dialog.setDataFiles({});
        auto* list = fieldOf<QListWidget>(&dialog, "&Treebank files:");
        QVERIFY(list != nullptr);

        QVERIFY(dropOn(list->viewport(), QStringList{dev, held}));
        QCOMPARE(dialog.options().dataFiles,
                 (std::vector<std::string>{QDir::toNativeSeparators(dev).toStdString(),
                                           QDir::toNativeSeparators(held).toStdString()}));
        QCOMPARE(dialog.options().format, std::string("conllu"));
        // A file listed already is not listed twice; a folder is not a treebank.
        QVERIFY(dropOn(list->viewport(), QStringList{held}));
        QVERIFY(!dropOn(list->viewport(), QStringList{test::tempPath("drops-list")}));
        QCOMPARE(list->count(), 2);
    }
};

QTEST_MAIN(DropsTest)
#include "tst_gui_drops.moc"
