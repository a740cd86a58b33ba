#include "MainWindow.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStatusBar>
#include <QTabWidget>

#include "DialogFields.h"
#include "TablesController.h"
#include "common/Error.h"
#include "lexicon/TableFormat.h"
#include "widgets/ConfusionTableEditor.h"

namespace akshara::gui {

void MainWindow::connectTables() {
    // A table saved with errors has a notice until it is saved without them, or given up.
    connect(tables_, &TablesController::saved, this, [this](const QString& path, int errors) {
        withdrawNotice(tableErrorNotices_.take(path));
        if (errors == 0) {
            statusBar()->showMessage(tr("Saved %1").arg(path), 8000);
        } else {
            const QString notice = tr("Saved %1 with %n error(s): Try a sentence and the runs "
                                      "refuse the table until they are fixed",
                                      nullptr, errors)
                                       .arg(path);
            tableErrorNotices_.insert(path, notice);
            showNotice(notice);
        }
    });
    connect(tables_, &TablesController::builtinRestored, this, [this](const QString& name) {
        for (const QString& path : tableErrorNotices_.keys()) {
            if (QFileInfo(path).completeBaseName() == name) {
                withdrawNotice(tableErrorNotices_.take(path));
            }
        }
        statusBar()->showMessage(tr("The built-in table %1 is used again").arg(name), 8000);
    });
    connect(tables_, &TablesController::saveFailed, this, [this](const QString& message) {
        showError(tr("The table could not be saved"), message);
    });
    connect(tables_, &TablesController::loadProblems, this, [this](const QStringList& problems) {
        showError(tr("Some tables of the workspace could not be read or have errors"),
                  problems.join(QLatin1Char('\n')));
    });
    // What is said of unsaved edits (restored, kept over another program's change) holds
    // until no edit is left unsaved.
    connect(tablesEditor_, &widgets::ConfusionTableEditor::modifiedChanged, this, [this] {
        const bool modified = !tablesEditor_->modifiedTables().empty();
        setWindowModified(modified);
        if (!modified) {
            withdrawTableEditNotices();
        }
    });
    connect(tables_, &TablesController::draftsRestored, this, [this](const QStringList& names) {
        showTableEditNotice(tr("Unsaved edits of the tables %1 were restored from the last "
                               "session; Save keeps them.")
                                .arg(names.join(QStringLiteral(", "))));
    });
    connect(tables_, &TablesController::draftsKeptElsewhere, this, [this] {
        showFolderNotice(workspace_.tablesDir(),
                         tr("Another workbench has this workspace open and keeps its unsaved "
                            "table edits on disk. Table edits made in this window are kept on "
                            "disk only when saved."));
    });
    connect(tables_, &TablesController::draftFailed, this, [this](const QString& message) {
        showError(tr("Unsaved table edits could not be kept on disk"),
                  tr("%1\n\nThey are kept in memory until the workbench closes; save the tables "
                     "to keep them.")
                      .arg(message));
    });
    connect(tables_, &TablesController::tablesChangedOnDisk, this,
            [this](const QStringList& reloaded, const QStringList& kept) {
                if (!kept.isEmpty()) {
                    showTableEditNotice(
                        tr("The tables %1 were changed by another program; the edits made here "
                           "are kept, and Save asks before overwriting the files.")
                            .arg(kept.join(QStringLiteral(", "))));
                }
                if (!reloaded.isEmpty()) {
                    statusBar()->showMessage(
                        tr("The tables %1 were changed by another program and read again")
                            .arg(reloaded.join(QStringLiteral(", "))),
                        8000);
                }
            });
}

namespace {

// Why no table can be imported without a workspace.
QString importNeedsAWorkspace() {
    return MainWindow::tr(
        "Open or create a workspace first (File menu): a table is imported "
        "into its tables/ folder.");
}

}  // namespace

void MainWindow::chooseTableToImport() {
    if (!workspace_.isValid()) {
        showError(tr("No workspace"), importNeedsAWorkspace());
        return;
    }
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Import a table"), browseStart(QString(), BrowseFor::Data),
        tr("Confusion tables (*.tsv);;All files (*)"));
    if (!file.isEmpty()) {
        importTable(file);
    }
}

void MainWindow::chooseTableExport() {
    const int shown = tablesEditor_->currentTableIndex();
    if (shown < 0) {
        showError(tr("No table"), tr("Choose the table to export in Script-similarity tables."));
        return;
    }
    const QString name = QString::fromStdString(tablesEditor_->currentTable().name);
    QFileDialog dialog(this, tr("Export the table %1").arg(name), QDir::homePath(),
                       tr("Confusion tables (*.tsv);;All files (*)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    // A colleague's Import lists table files by their suffix; given before the question
    // about a file already there, which is then about the file written.
    dialog.setDefaultSuffix(QStringLiteral("tsv"));
    dialog.selectFile(name + QStringLiteral(".tsv"));
    if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty()) {
        exportTable(dialog.selectedFiles().front());
    }
}

bool MainWindow::exportTable(const QString& file) {
    const int shown = tablesEditor_->currentTableIndex();
    if (shown < 0) {
        return false;
    }
    tablesEditor_->commitCellBeingEdited();  // what is typed in a cell is in the table too
    const lexicon::ConfusionTable table = tablesEditor_->currentTable();
    // The workspace's own tables are written by Save (and brought in by Import), which keep
    // track of them: a file written there behind their back read as another program's.
    const QString into = QFileInfo(QFileInfo(file).absolutePath()).canonicalFilePath();
    const QString tables = QFileInfo(workspace_.tablesDir()).canonicalFilePath();
    if (workspace_.isValid() && !tables.isEmpty() &&
        (into == tables || into.startsWith(tables + QLatin1Char('/')))) {
        showError(tr("The table could not be exported"),
                  tr("%1 is in the workspace's tables folder: Save writes the workspace's "
                     "tables there; export to a folder outside it.")
                      .arg(QDir::toNativeSeparators(file)));
        return false;
    }
    try {
        if (QFileInfo(file).isDir()) {
            throw InputError("it is a folder", QFile::encodeName(file).toStdString());
        }
        lexicon::saveTableFile(table, QFile::encodeName(file).toStdString());
    } catch (const std::exception& error) {
        showError(tr("The table could not be exported"), QString::fromStdString(error.what()));
        return false;
    }
    statusBar()->showMessage(
        tablesEditor_->isModified(shown)
            ? tr("Exported %1 with its unsaved edits to %2")
                  .arg(QString::fromStdString(table.name), QDir::toNativeSeparators(file))
            : tr("Exported %1 to %2")
                  .arg(QString::fromStdString(table.name), QDir::toNativeSeparators(file)),
        8000);
    return true;
}

bool MainWindow::importTable(const QString& file) {
    if (!workspace_.isValid()) {
        showError(tr("No workspace"), importNeedsAWorkspace());
        return false;
    }
    std::optional<TablesController::Imported> imported;
    try {
        imported = tables_->importTable(file, this);
    } catch (const std::exception& error) {
        showError(tr("The table could not be imported"), QString::fromStdString(error.what()));
        return false;
    }
    if (!imported) {
        return false;  // the user kept the workspace's table
    }
    views_->setCurrentWidget(tablesEditor_);
    const QString path = QDir::toNativeSeparators(imported->path);
    if (imported->unchanged) {
        statusBar()->showMessage(tr("The workspace has this table already: %1").arg(path), 8000);
        return true;
    }
    withdrawNotice(tableErrorNotices_.take(imported->path));
    if (imported->errors > 0) {
        const QString notice = tr("Imported %1 with %n error(s): Try a sentence and the runs "
                                  "refuse the table until they are fixed",
                                  nullptr, imported->errors)
                                   .arg(path);
        tableErrorNotices_.insert(imported->path, notice);
        showNotice(notice);
    } else if (!imported->movedTo.isEmpty()) {
        statusBar()->showMessage(tr("Imported %1; the table it replaced is in %2")
                                     .arg(path, QDir::toNativeSeparators(imported->movedTo)),
                                 15000);
    } else {
        statusBar()->showMessage(tr("Imported %1").arg(path), 8000);
    }
    return true;
}

}  // namespace akshara::gui
