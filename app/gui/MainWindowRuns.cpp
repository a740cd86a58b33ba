#include "MainWindow.h"

#include <algorithm>

#include <QDir>
#include <QFileInfo>
#include <QStatusBar>

#include "AttackView.h"
#include "RunsPanel.h"

namespace akshara::gui {

namespace {

// The runs' folder names, for the status bar.
QString names(const QStringList& runFolders) {
    QStringList names;
    for (const QString& folder : runFolders) {
        names << QFileInfo(folder).fileName();
    }
    return names.join(QStringLiteral(", "));
}

}  // namespace

bool MainWindow::isOneOf(const QString& runFolder, const QStringList& runFolders) {
    const auto key = [](const QString& folder) {
        return QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    };
    return !runFolder.isEmpty() &&
           std::any_of(runFolders.begin(), runFolders.end(),
                       [&](const QString& folder) { return key(folder) == key(runFolder); });
}

void MainWindow::followRunsChangedOutside() {
    connect(runsPanel_, &RunsPanel::vanished, this, [this](const QStringList& runFolders) {
        if (clearViewsOf(runFolders)) {
            statusBar()->showMessage(
                tr("Removed or renamed outside the workbench, no longer shown: %1")
                    .arg(names(runFolders)),
                30000);
        }
    });
    // An attack run shown while another program wrote it stays as it was read; the user
    // opens it again when they choose (a read now could replace a run they are opening).
    connect(runsPanel_, &RunsPanel::updated, this, [this](const QStringList& runFolders) {
        const AttackRunData& shown = attacks_->run();
        if (!shown.complete && isOneOf(shown.runFolder, runFolders) &&
            QFileInfo::exists(shown.runFolder + QStringLiteral("/summary.json"))) {
            statusBar()->showMessage(tr("The attack run %1 shown has finished: open it again "
                                        "from Runs to see all its results.")
                                         .arg(names({shown.runFolder})),
                                     30000);
        }
    });
}

}  // namespace akshara::gui
