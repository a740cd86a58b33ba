#include "MainWindow.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <utility>

#include "AttackView.h"
#include "CompareRunsView.h"
#include "ModelsPanel.h"
#include "PerturbDatasetDialog.h"
#include "ProbingView.h"
#include "RunsPanel.h"
#include "TablesController.h"
#include "TrySentenceView.h"

namespace akshara::gui {

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New workspace..."), this, [this] { chooseWorkspace(true); });
    file->addAction(tr("&Open workspace..."), QKeySequence(QKeySequence::Open), this,
                    [this] { chooseWorkspace(false); });
    recentMenu_ = file->addMenu(tr("Open r&ecent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    fillRecentMenu();
    file->addAction(tr("Open &predictions..."), this, &MainWindow::choosePredictions);
    file->addAction(tr("Open &transfer predictions..."), this,
                    &MainWindow::chooseTransferPredictions);
    file->addAction(tr("Open &run folder..."), this, &MainWindow::chooseRunFolder);
    file->addAction(tr("&Import a table..."), this, &MainWindow::chooseTableToImport);
    file->addAction(tr("E&xport the table shown..."), this, &MainWindow::chooseTableExport);
    file->addSeparator();
    file->addAction(tr("&Settings..."), QKeySequence(QKeySequence::Preferences), this,
                    &MainWindow::showSettings);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence(QKeySequence::Quit), this, &QWidget::close);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("Script-similarity &tables"), this, [this] { views_->setCurrentIndex(0); });
    view->addAction(tr("&Matrices"), this, [this] { views_->setCurrentIndex(1); });
    view->addAction(tr("&Probing"), this, [this] { views_->setCurrentWidget(probing_); });
    view->addAction(tr("&Attacks"), this, [this] { views_->setCurrentWidget(attacks_); });
    view->addAction(tr("A&SR curves"), this, [this] { views_->setCurrentWidget(asr_); });
    view->addAction(tr("&Compare runs"), this, [this] { views_->setCurrentWidget(compare_); });
    view->addAction(tr("Tr&y a sentence"), this, [this] { views_->setCurrentWidget(try_); });
    view->addSeparator();
    const std::pair<QDockWidget*, QString> panels[] = {
        {runsDock_, tr("R&uns")}, {modelsDock_, tr("Mo&dels")}, {jobsDock_, tr("&Jobs")}};
    for (const auto& [dock, text] : panels) {
        view->addAction(dock->toggleViewAction());
        dock->toggleViewAction()->setText(text);  // the title with a letter for the menu
    }
    view->addSeparator();
    view->addAction(tr("&Refresh runs and models"), QKeySequence(QKeySequence::Refresh), this,
                    [this] {
                        runsPanel_->refresh();
                        modelsPanel_->refresh();
                    });
    view->addAction(tr("Compare the selected ru&ns"),
                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this,
                    &MainWindow::compareSelectedRuns);

    QMenu* experiments = menuBar()->addMenu(tr("E&xperiments"));
    experiments->addAction(tr("New &probing run..."), this, &MainWindow::newProbeRun);
    experiments->addAction(tr("New &attack run..."), this, [this] { newAttackRun(); });
    experiments->addAction(tr("New A&SR-curve run..."), this, [this] { newAsrRun(); });
    experiments->addSeparator();
    experiments->addAction(tr("&Train a classifier..."), this, [this] { newTraining(); });
    experiments->addAction(tr("Pe&rturb a dataset..."), this, [this] {
        if (requireWorkspace()) {
            perturbations_->ask(QDir(workspace_.dataDir()).filePath(QStringLiteral("perturbed")),
                                workspace_.tablesDir(),
                                [this](const attack::DatasetPerturbationOptions& options) {
                                    return tables_->settleEditsBeforeRun(
                                        this, {options.op}, options.operatorOptions.language);
                                });
        }
    });
    experiments->addAction(tr("&Classify a dataset..."), this, [this] { classifyDataset(); });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Akshara Workbench"), this, [this] {
        QMessageBox::about(this, tr("About Akshara Workbench"),
                           tr("Akshara Workbench %1: robustness of multilingual language models "
                              "to natural errors in Indic languages and Polish.")
                                   .arg(QApplication::applicationVersion()) +
                               QStringLiteral("\n\n") +
                               tr("It includes the phonetic feature tables of the Indic NLP "
                                  "Resources, copyright Anoop Kunchukuttan, under the MIT "
                                  "License (the notice is installed as "
                                  "LICENSE.indic-phonetic beside this program's documentation)."));
    });
}

void MainWindow::fillRecentMenu() {
    recentMenu_->clear();
    const QStringList recent = gui::recentWorkspaces();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        // The number as the menu's shortcut letter; the folder as it is (a '&' in its name
        // doubled, so that it is shown and not taken for a shortcut).
        QString text = QDir::toNativeSeparators(path);
        text.replace(QLatin1Char('&'), QStringLiteral("&&"));
        QAction* action = recentMenu_->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(text),
                                                 this, [this, path] { switchWorkspace(path); });
        action->setEnabled(path != workspace_.root() &&
                           QDir(path).absolutePath() != QDir(workspace_.root()).absolutePath());
    }
    if (!recent.isEmpty()) {
        recentMenu_->addSeparator();
    }
    QAction* clear =
        recentMenu_->addAction(tr("&Clear the list"), this, [] { forgetRecentWorkspaces(); });
    clear->setEnabled(!recent.isEmpty());
}

}  // namespace akshara::gui
