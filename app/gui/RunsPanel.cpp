#include "RunsPanel.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QHeaderView>
#include <QKeySequence>
#include <QLineEdit>
#include <QMenu>
#include <QSet>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <optional>

#include "DialogFields.h"
#include "FolderWatch.h"
#include "ListFilter.h"
#include "RunBrowserModel.h"
#include "Workspace.h"
#include "common/Error.h"
#include "jobs/RunFolder.h"
#include "widgets/ItemCopy.h"
#include "widgets/Shortcut.h"

namespace akshara::gui {

RunsPanel::RunsPanel(QWidget* parent)
    : QWidget(parent),
      model_(new RunBrowserModel(this)),
      view_(new QTableView(this)),
      filter_(addFilterField(this, tr("Filter: name, kind, model, data or finding"),
                             tr("Filter the runs"),
                             tr("Shows the runs with each word typed (%1)"))),
      watch_(new FolderWatch(this)) {
    connect(filter_, &QLineEdit::textChanged, this, &RunsPanel::applyFilter);
    view_->setModel(model_);
    // The rows hidden follow the runs: listed again, or sorted by a column (after the view
    // has taken the change, which would otherwise show the rows it adds).
    connect(model_, &QAbstractItemModel::modelReset, this, &RunsPanel::applyFilter);
    connect(model_, &QAbstractItemModel::layoutChanged, this, &RunsPanel::applyFilter);
    connect(model_, &QAbstractItemModel::rowsInserted, this, &RunsPanel::applyFilter);
    // Tab leaves the table (Qt's default moves from cell to cell, round and round), and a
    // screen reader names it.
    view_->setTabKeyNavigation(false);
    view_->setAccessibleName(tr("Runs"));
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    copy_ = widgets::addCopyActions(view_);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setStretchLastSection(true);
    // What a run found, beside its name; the folders and the date after it.
    view_->horizontalHeader()->moveSection(RunBrowserModel::Headline, RunBrowserModel::Kind + 1);
    // Left, so that the wide headline column's title stays in sight.
    view_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // No column sorted until asked: the model's own order, newest first.
    view_->horizontalHeader()->setSortIndicator(-1, Qt::DescendingOrder);
    view_->setSortingEnabled(true);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view_, &QWidget::customContextMenuRequested, this, &RunsPanel::showMenu);
    view_->horizontalHeader()->setSortIndicatorShown(false);  // newest first until asked
    connect(view_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this] { view_->horizontalHeader()->setSortIndicatorShown(true); });
    // A double-click or Return opens a run; Delete offers to move the selected ones to the
    // trash.
    connect(view_, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (index.isValid() && !view_->isRowHidden(index.row())) {
            const QString path = model_->run(index.row()).path;
            Q_EMIT openRequested(path);
            if (!QFileInfo::exists(path)) {
                refresh();  // gone outside the workbench: its row goes too
            }
        }
    });
    connect(widgets::addShortcut(view_, QKeySequence::Delete), &QAction::triggered, this, [this] {
        const QStringList selected = selectedRunFolders();
        if (!selected.isEmpty()) {
            askToTrash(selected);
        }
    });
    connect(watch_, &FolderWatch::changed, this, &RunsPanel::refresh);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(filter_);
    layout->addWidget(view_);
    QWidget::setTabOrder(filter_, view_);
}

void RunsPanel::setFilter(const QString& text) {
    filter_->setText(text);  // applyFilter() follows
}

void RunsPanel::applyFilter() {
    QItemSelection hidden;
    for (int row = 0; row < model_->rowCount(); ++row) {
        const RunInfo& run = model_->run(row);
        QStringList shown{run.kind, run.model, run.data};
        for (int column = 0; column < model_->columnCount(); ++column) {
            shown << model_->data(model_->index(row, column)).toString();
        }
        const bool match = holdsEachWord(shown, filter_->text());
        view_->setRowHidden(row, !match);
        if (!match) {
            hidden.select(model_->index(row, 0), model_->index(row, model_->columnCount() - 1));
        }
    }
    // What cannot be seen is not opened (Return on the current row), compared or moved to the
    // trash.
    view_->selectionModel()->select(hidden, QItemSelectionModel::Deselect);
    const QModelIndex current = view_->currentIndex();
    if (current.isValid() && view_->isRowHidden(current.row())) {
        view_->selectionModel()->setCurrentIndex(QModelIndex(), QItemSelectionModel::NoUpdate);
    }
    fitColumnsToRunsShown();
}

void RunsPanel::setRunsDir(const QString& runsDir) {
    runsDir_ = runsDir;
    watch_->setFolder(runsDir);
    model_->setRunsDir(runsDir);
    columnsFitted_ = false;
    applyFilter();
}

void RunsPanel::refresh() {
    const int before = model_->rowCount();
    QStringList listed;
    QHash<QString, QString> headlines;
    for (int row = 0; row < before; ++row) {
        listed << model_->run(row).path;
        headlines.insert(model_->run(row).path, model_->run(row).headline);
    }
    keepingSelection(
        view_, [this](const QModelIndex& index) { return model_->run(index.row()).path; },
        [this] { model_->refresh(); });
    // Runs into an empty list (the demo workspace's, on a first start): the columns fit them,
    // as on opening; widths the user set stay as runs come and go.
    columnsFitted_ = columnsFitted_ && before > 0;
    applyFilter();  // the selection kept is of runs shown
    // Gone: listed before, not now (removed, renamed, or emptied of its run files).
    QSet<QString> now;
    QStringList updatedRuns;
    for (int row = 0; row < model_->rowCount(); ++row) {
        const RunInfo& run = model_->run(row);
        now.insert(run.path);
        if (const auto was = headlines.constFind(run.path);
            was != headlines.constEnd() && *was != run.headline) {
            updatedRuns << run.path;
        }
    }
    QStringList gone;
    for (const QString& path : std::as_const(listed)) {
        if (!now.contains(path)) {
            gone << path;
        }
    }
    if (!gone.isEmpty()) {
        Q_EMIT vanished(gone);
    }
    if (!updatedRuns.isEmpty()) {
        Q_EMIT updated(updatedRuns);
    }
}

void RunsPanel::fitColumnsToRunsShown() {
    columnsFitted_ = columnsFitted_ || fitColumnsToRowsShown(view_);
}

QStringList RunsPanel::selectedRuns(const QString& kind) const {
    QList<QModelIndex> rows = view_->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    QStringList folders;
    for (const QModelIndex& index : rows) {
        const RunInfo& run = model_->run(index.row());
        if (run.kind == kind && !view_->isRowHidden(index.row())) {
            folders << run.path;
        }
    }
    return folders;
}

bool RunsPanel::isResumable(const RunInfo& run) {
    return (run.kind == QLatin1String("attack") || run.kind == QLatin1String("asr-curve")) &&
           run.hasManifest && !QFileInfo::exists(run.path + QStringLiteral("/summary.json"));
}

void RunsPanel::setWritingCheck(std::function<bool(const QString&)> writing) {
    writing_ = std::move(writing);
}

QStringList RunsPanel::selectedRunFolders() const {
    QStringList folders;
    for (const QModelIndex& index : view_->selectionModel()->selectedRows()) {
        if (!view_->isRowHidden(index.row())) {
            folders << model_->run(index.row()).path;
        }
    }
    return folders;
}

QStringList RunsPanel::moveToTrash(const QStringList& runFolders, QStringList* trashed) {
    QStringList problems, moved;
    for (const QString& folder : runFolders) {
        // Only a run folder of the open workspace: never anything outside runs/.
        const QFileInfo run(folder);
        if (runsDir_.isEmpty() || !run.isDir() ||
            QDir(run.absolutePath()).canonicalPath() != QDir(runsDir_).canonicalPath()) {
            problems << tr("%1: not a run of this workspace").arg(QDir::toNativeSeparators(folder));
            continue;
        }
        // A run being written (resumed here, or by akshara-cli) would go on writing into the
        // trash, and fail at its end. Its lock is held while it moves.
        // (A run resumed here locks its folder only once its models are loaded.)
        std::optional<jobs::FolderLock> free;
        try {
            free = jobs::FolderLock::ifFree(QFile::encodeName(folder).toStdString());
        } catch (const InputError&) {
            free.emplace();  // cannot be locked (not ours to write): moving it says more
        }
        if (!free || (writing_ && writing_(folder))) {
            problems << tr("%1: a run is writing into it; stop it first (Cancel in Jobs, or "
                           "Ctrl+C for akshara-cli)")
                            .arg(QDir::toNativeSeparators(folder));
            continue;
        }
        QString inTrash, problem;
        if (!gui::moveToTrash(folder, &inTrash, &problem)) {
            problems << tr("%1: cannot be moved to the trash: %2")
                            .arg(QDir::toNativeSeparators(folder), problem);
            continue;
        }
        moved << folder;
        if (trashed) {
            *trashed << inTrash;
        }
    }
    model_->refresh();
    if (!moved.isEmpty()) {
        Q_EMIT movedToTrash(moved);
    }
    return problems;
}

void RunsPanel::showMenu(const QPoint& position) {
    QMenu menu(this);
    const QModelIndex clicked = view_->indexAt(position);
    if (clicked.isValid()) {
        const QString folder = model_->run(clicked.row()).path;
        menu.addAction(tr("Open"), this, [this, folder] { Q_EMIT openRequested(folder); });
        if (isResumable(model_->run(clicked.row())) && !(writing_ && writing_(folder))) {
            menu.addAction(tr("Resume"), this, [this, folder] { Q_EMIT resumeRequested(folder); });
        }
        menu.addAction(tr("Show in the file manager"), this, [this, folder] {
            if (const QString why = showInFileManager(folder); !why.isEmpty()) {
                Q_EMIT problem(tr("The run's folder cannot be shown"), why);
            }
        });
    }
    const QStringList attacks = selectedRuns(QStringLiteral("attack"));
    const QStringList curves = selectedRuns(QStringLiteral("asr-curve"));
    const QStringList probes = selectedRuns(QStringLiteral("probe"));
    const std::pair<QString, QStringList> compared[] = {
        {tr("Compare the %n selected attack run(s)", nullptr, int(attacks.size())), attacks},
        {tr("Compare the %n selected ASR-curve run(s)", nullptr, int(curves.size())), curves},
        {tr("Compare the %n selected probing run(s)", nullptr, int(probes.size())), probes}};
    const QString kinds[] = {QStringLiteral("attack"), QStringLiteral("asr-curve"),
                             QStringLiteral("probe")};
    for (std::size_t i = 0; i < std::size(compared); ++i) {
        const auto& [text, runs] = compared[i];
        QAction* compare = menu.addAction(text, this, [this, runs = runs, kind = kinds[i]] {
            Q_EMIT compareRequested(runs, kind);
        });
        compare->setEnabled(!runs.isEmpty());
    }
    const QStringList selected = selectedRunFolders();
    menu.addSeparator();
    widgets::addCopyEntries(&menu, copy_, !selected.isEmpty());
    menu.addSeparator();
    QAction* trash = menu.addAction(
        tr("Move the %n selected run(s) to the trash...", nullptr, int(selected.size())), this,
        [this, selected] { askToTrash(selected); });
    trash->setShortcut(QKeySequence::Delete);
    trash->setEnabled(!selected.isEmpty());
    menu.exec(view_->viewport()->mapToGlobal(position));
}

void RunsPanel::askToTrash(const QStringList& runFolders) {
    if (!confirmMoveToTrash(this, tr("Move runs to the trash"),
                            tr("Move %n run(s) to the trash?", nullptr, int(runFolders.size())),
                            runFolders, tr("They can be restored from the desktop's trash."))) {
        return;
    }
    const QStringList problems = moveToTrash(runFolders);
    if (!problems.isEmpty()) {
        Q_EMIT problem(tr("Some runs were not moved to the trash"),
                       problems.join(QLatin1Char('\n')));
    }
}

}  // namespace akshara::gui
