#include "Smoke.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QLineEdit>
#include <QPixmap>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextStream>
#include <QWidget>
#include <vector>

#include "AttackView.h"
#include "CompareRunsView.h"
#include "JobRunner.h"
#include "MainWindow.h"
#include "MatricesView.h"
#include "ModelsPanel.h"
#include "NewAsrRunDialog.h"
#include "NewAttackRunDialog.h"
#include "NewProbeRunDialog.h"
#include "ProbingView.h"
#include "RunBrowserModel.h"
#include "SettingsDialog.h"
#include "TrySentenceView.h"
#include "Workspace.h"
#include "demo/DemoWorkspace.h"
#include "widgets/AttributionHeatmap.h"
#include "widgets/ConfusionTableEditor.h"
#include "widgets/ConfusionTableModel.h"
#include "widgets/FontCheck.h"
#include "widgets/LayerAccuracyPlot.h"

namespace akshara::gui {

namespace {

bool save(QWidget* widget, const QString& path, QTextStream& err) {
    QApplication::processEvents();
    if (!widget->grab().save(path, "PNG")) {
        err << "cannot write " << path << "\n";
        return false;
    }
    return true;
}

}  // namespace

int runSmoke(const QString& outDir, const QStringList& runs, const QString& workspace) {
    QTextStream err(stderr);
    if (!QDir().mkpath(outDir)) {
        err << "cannot create " << outDir << "\n";
        return 1;
    }
    QTemporaryDir temp;
    if (!temp.isValid()) {
        err << "cannot create a temporary folder\n";
        return 1;
    }
    const QDir out(outDir);
    // The window's size and place, and the last workspace, go to settings of their own: a
    // screenshot run leaves the user's untouched.
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, temp.filePath("settings"));
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, temp.filePath("settings"));
    try {
        MainWindow window;
        // The demo in a folder of its own: the settings beside it are no workspace's.
        const QString root = workspace.isEmpty() ? temp.filePath(QStringLiteral("workspace"))
                                                 : QDir(workspace).absolutePath();
        // A folder of other files, or a mistyped path, is not made a workspace (and filled
        // with a demo) unasked, as --workspace refuses it.
        if (const QString named = workspace.isEmpty() ? QString() : Workspace::namedProblem(root);
            !named.isEmpty()) {
            err << named << "\n";
            return 1;
        }
        if (!window.openWorkspace(root)) {
            err << window.lastError() << "\n";
            return 1;
        }
        const QString fonts = widgets::missingFontsMessage(widgets::checkScriptFonts());
        if (!fonts.isEmpty()) {
            window.showNotice(fonts);
        }
        window.show();
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        const auto tables = editor->tables();
        for (std::size_t i = 0; i < tables.size(); ++i) {
            if (tables[i].name == "deva-phonological") {
                editor->setCurrentTableIndex(int(i));
            }
        }
        editor->previewWord(QStringLiteral("भारत"));
        bool ok = save(&window, out.filePath(QStringLiteral("main-window.png")), err);
        ok = save(window.tablesEditor(), out.filePath(QStringLiteral("tables.png")), err) && ok;
        // The same entries in the other scripts: the columns right of the Unicode names.
        editor->view()->scrollTo(editor->proxy()->index(20, editor->model()->columnCount() - 1));
        ok = save(editor, out.filePath(QStringLiteral("tables-scripts.png")), err) && ok;
        editor->view()->scrollToTop();
        editor->view()->scrollTo(editor->proxy()->index(0, 0));

        // The tiny demo workspace, built as on a first start: real corpora, models, runs and
        // predictions behind every view. A workspace given is built at the size it records
        // (one made by demo-workspace --tiny), else at the full size.
        const auto recorded = demo::recordedDemoWorkspace(root.toStdString());
        const int demo = window.startDemoWorkspace(workspace.isEmpty() ? demo::tinyDemoWorkspace({})
                                                   : recorded          ? *recorded
                                                              : demo::DemoWorkspaceOptions{});
        if (demo == 0) {
            err << "the demo workspace could not be started\n";
            return 1;
        }
        // The Jobs panel while the demo is being built.
        for (int i = 0; i < 40 && window.jobRunner()->isRunning(demo); ++i) {
            window.jobRunner()->waitForDone(25);
            QApplication::processEvents();
        }
        ok = save(window.jobsDock(), out.filePath(QStringLiteral("jobs.png")), err) && ok;
        if (!window.jobRunner()->waitForDone(600000)) {
            err << "the demo workspace was not built in time\n";
            return 1;
        }
        QApplication::processEvents();
        QApplication::processEvents();
        if (!demo::isDemoWorkspace(window.workspace().root().toStdString())) {
            err << "the demo workspace was not built\n";
            return 1;
        }
        window.jobRunner()->waitForDone(60000);  // the predictions opening for the matrices
        QApplication::processEvents();
        QApplication::processEvents();
        MatricesView* matrices = window.matricesView();
        if (matrices->confusionView()->data().values.empty()) {
            err << "the predictions were not shown: " << window.lastError() << "\n";
            return 1;
        }
        matrices->showCell(MatricesView::Confusion, 0, 1);
        ok = save(matrices, out.filePath(QStringLiteral("confusion.png")), err) && ok;
        matrices->tabs()->setCurrentIndex(MatricesView::Consistency);
        matrices->showCell(MatricesView::Consistency, 0, 1);
        ok = save(matrices, out.filePath(QStringLiteral("consistency.png")), err) && ok;
        matrices->tabs()->setCurrentIndex(MatricesView::Overlap);
        matrices->showCell(MatricesView::Overlap, 0, 1);
        ok = save(matrices, out.filePath(QStringLiteral("prediction-overlap.png")), err) && ok;
        // The transfer table, where the workspace has one (a demo of two languages or more).
        if (matrices->tabs()->isTabEnabled(MatricesView::Transfer)) {
            matrices->tabs()->setCurrentIndex(MatricesView::Transfer);
            matrices->showCell(MatricesView::Transfer, 0, 1);
            ok = save(matrices, out.filePath(QStringLiteral("transfer.png")), err) && ok;
        }
        const QDir runsDir(window.workspace().runsDir());
        QStringList shown{runsDir.filePath(QStringLiteral("probe-demo-hi")),
                          runsDir.filePath(QStringLiteral("attack-demo-hi-phono")),
                          runsDir.filePath(QStringLiteral("asr-demo-hi"))};
        for (const QString& run : runs) {
            shown << QDir(run).absolutePath();  // given runs replace the demo's in their view
        }
        for (const QString& run : shown) {
            const QString kind = readRunInfo(run).kind;
            if (!window.openRunAndWait(run)) {
                err << "the run " << run << " was not shown: " << window.lastError() << "\n";
                return 1;
            }
            QWidget* view = kind == QLatin1String("probe") ? window.probingView()
                            : kind == QLatin1String("attack")
                                ? static_cast<QWidget*>(window.attackView())
                                : window.asrView();
            const QString name = kind == QLatin1String("probe")    ? QStringLiteral("probing")
                                 : kind == QLatin1String("attack") ? QStringLiteral("attack")
                                                                   : QStringLiteral("asr");
            ok = save(view, out.filePath(name + QStringLiteral(".png")), err) && ok;
            if (kind == QLatin1String("probe")) {
                ok = save(window.probingView()->plot(),
                          out.filePath(QStringLiteral("layer-plot.png")), err) &&
                     ok;
            } else if (kind == QLatin1String("attack")) {
                ok = save(window.attackView()->heatmap(),
                          out.filePath(QStringLiteral("heatmap.png")), err) &&
                     ok;
            }
        }
        // The demo's attacks side by side, as the first paper's table, with the phono
        // categories; its probing runs as the third paper's tables. The tables are wide:
        // drawn with the whole width of the window.
        ok = save(window.runsDock(), out.filePath(QStringLiteral("runs.png")), err) && ok;
        // The demo's classifiers, from the tab beside the runs, floated wide enough for their
        // columns.
        window.modelsDock()->raise();
        window.modelsDock()->setFloating(true);
        window.modelsDock()->resize(900, 240);
        window.modelsPanel()->view()->resizeColumnsToContents();
        window.modelsPanel()->view()->setFocus();  // the list, not its empty filter field
        QApplication::processEvents();
        if (window.modelsPanel()->model()->rowCount() == 0) {
            err << "Models lists none of the demo's classifiers\n";
            return 1;
        }
        ok = save(window.modelsDock(), out.filePath(QStringLiteral("models.png")), err) && ok;
        window.modelsDock()->setFloating(false);
        window.runsDock()->raise();
        QApplication::processEvents();
        const int runsWidth = window.runsDock()->width();
        window.runsDock()->hide();
        window.modelsDock()->hide();
        for (const QString& kind : {QStringLiteral("attack"), QStringLiteral("probe")}) {
            QStringList runs;
            for (int row = 0; row < window.runsModel()->rowCount(); ++row) {
                if (window.runsModel()->run(row).kind == kind) {
                    runs << window.runsModel()->run(row).path;
                }
            }
            window.compareRuns(runs, kind);
            window.jobRunner()->waitForDone(60000);
            QApplication::processEvents();
            QApplication::processEvents();
            if (window.compareView()->model()->rowCount() == 0) {
                err << "the " << kind << " runs were not compared: " << window.lastError() << "\n";
                return 1;
            }
            const bool attack = kind == QLatin1String("attack");
            window.compareView()->categories()->setChecked(attack);
            QApplication::processEvents();
            ok = save(window.compareView(),
                      out.filePath(attack ? QStringLiteral("compare.png")
                                          : QStringLiteral("compare-probing.png")),
                      err) &&
                 ok;
        }
        // Try a sentence holds a test sentence of the demo and its classifier, as on a first
        // start: two words changed in ten versions.
        TrySentenceView* trial = window.tryView();
        window.views()->setCurrentWidget(trial);
        if (trial->sentence()->text().isEmpty() || trial->model()->text().isEmpty()) {
            err << "Try a sentence was not given a sentence of the demo\n";
            return 1;
        }
        trial->words()->setValue(2);
        trial->versions()->setValue(10);
        const int tried = trial->tryIt();
        window.jobRunner()->waitForDone(60000);
        QApplication::processEvents();
        QApplication::processEvents();
        if (tried == 0 || trial->trial().variants.empty() || trial->trial().probabilities.empty()) {
            err << "the sentence was not tried: " << window.lastError() << "\n";
            return 1;
        }
        ok = save(trial, out.filePath(QStringLiteral("try.png")), err) && ok;
        window.runsDock()->show();
        window.modelsDock()->show();
        window.runsDock()->raise();
        window.resizeDocks({window.runsDock()}, {runsWidth}, Qt::Horizontal);
        QApplication::processEvents();
        NewProbeRunDialog newRun(&window);
        newRun.setPerturbations({QStringLiteral("DropF"), QStringLiteral("Shuffle")});
        newRun.show();
        ok = save(&newRun, out.filePath(QStringLiteral("new-probe-run.png")), err) && ok;
        newRun.hide();
        NewAttackRunDialog newAttack(&window);
        newAttack.setLanguage(QStringLiteral("mr"));
        newAttack.show();
        ok = save(&newAttack, out.filePath(QStringLiteral("new-attack-run.png")), err) && ok;
        newAttack.hide();
        NewAsrRunDialog newAsr(&window);
        newAsr.show();
        ok = save(&newAsr, out.filePath(QStringLiteral("new-asr-run.png")), err) && ok;
        newAsr.hide();
        SettingsDialog settings(AppSettings::load(), &window);
        settings.show();
        ok = save(&settings, out.filePath(QStringLiteral("settings.png")), err) && ok;
        return ok ? 0 : 1;
    } catch (const std::exception& error) {
        err << error.what() << "\n";
        return 1;
    }
}

}  // namespace akshara::gui
