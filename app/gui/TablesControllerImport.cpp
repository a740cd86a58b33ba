#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <algorithm>

#include "TablesController.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "common/Strings.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableFormat.h"
#include "lexicon/TableValidation.h"

namespace akshara::gui {

namespace {

// Whether an error of a table file is one of its entries, which the editor marks and a curator
// fixes there. Any other (a line that could not be read, a header the runs refuse) stays in
// the file whatever is edited: such a file is not imported.
bool isEntryError(const lexicon::TableProblem& problem) {
    using lexicon::ProblemKind;
    switch (problem.kind) {
        case ProblemKind::Unassigned:
        case ProblemKind::Unusable:
        case ProblemKind::Space:
        case ProblemKind::OtherScript:
        case ProblemKind::EmptySource:
        case ProblemKind::SelfMap:
        case ProblemKind::UnknownCategory:
        case ProblemKind::NegativeWeight:
        case ProblemKind::Duplicate:
            return problem.line > 0;
        default:
            return false;
    }
}

}  // namespace

int TablesController::editorIndex(const std::string& name) const {
    const auto tables = editor_->tables();
    for (int i = 0; i < int(tables.size()); ++i) {
        if (tables[std::size_t(i)].name == name) {
            return i;
        }
    }
    return -1;
}

std::optional<TablesController::Imported> TablesController::importTable(const QString& file,
                                                                        QWidget* parent) {
    if (!workspace_.isValid()) {
        throw InputError("no workspace is open");
    }
    // Read once: what is written is what was checked.
    const std::string path = QFile::encodeName(file).toStdString();
    QFile source(file);
    if (QFileInfo(file).isDir() || !source.open(QIODevice::ReadOnly)) {
        throw InputError("cannot be read: " + source.errorString().toStdString(), path);
    }
    if (std::size_t(source.size()) > lexicon::kMaxTableFileBytes) {
        throw InputError("not a confusion table: larger than " +
                             std::to_string(lexicon::kMaxTableFileBytes >> 20) +
                             " MiB, where a table is kilobytes",
                         path);
    }
    const QByteArray bytes = source.readAll();
    lexicon::ParsedTable parsed = lexicon::parseTable(bytes.toStdString());
    if (!lexicon::meantAsTable(parsed)) {
        throw InputError(
            "not a confusion table: it has none of a table's header lines "
            "('# name:', '# kind:', '# script:')",
            path);
    }
    const std::string& name = parsed.table.name;
    std::vector<lexicon::TableProblem> problems = lexicon::replacementProblems(parsed, name);
    for (lexicon::TableProblem& problem : lexicon::tableFileProblems(parsed)) {
        problems.push_back(std::move(problem));
    }
    const auto refused = std::find_if(problems.begin(), problems.end(), [](const auto& p) {
        return p.severity == lexicon::Severity::Error && !isEntryError(p);
    });
    if (refused != problems.end()) {
        // The message names the header or column itself.
        throw InputError("not a confusion table that the runs can read: " + refused->message, path,
                         refused->line);
    }
    if (const std::string why = lexicon::tableNameProblem(name); !why.empty()) {
        throw InputError("the table's name '" + name + "' cannot be used: " + why, path);
    }
    // The runs find a table by its exact name, and a file system that ignores case would take
    // the file of one for the other's.
    for (const lexicon::ConfusionTable& table : editor_->tables()) {
        if (table.name != name && asciiLowered(table.name) == asciiLowered(name)) {
            throw InputError(
                "the table is named " + name + ", and the workspace has a table " + table.name +
                    ": names differing only in case are not told "
                    "apart; correct its '# name:'",
                path, parsed.headerLines.count("name") ? parsed.headerLines["name"] : 0);
        }
    }
    const int errors = int(std::count_if(problems.begin(), problems.end(), [](const auto& p) {
        return p.severity == lexicon::Severity::Error;
    }));

    editor_->commitCellBeingEdited();  // what is typed in a cell is an edit too
    int index = editorIndex(name);
    const bool edited = index >= 0 && editor_->isModified(index);
    Imported imported{QString::fromStdString(name), tablePath(name), {}, errors, false};
    const std::optional<QByteArray> onDisk = readOnDisk(name);
    if (onDisk && *onDisk == bytes && !edited) {
        imported.unchanged = true;  // this very table, perhaps this very file
        if (index < 0) {            // put into tables/ by hand while the workbench was open
            index = editor_->addTable(parsed.table);
            editor_->setCurated(index, lexicon::findBuiltinTable(name) != nullptr);
            rememberOnDisk(name);
            watchTables();
        }
        editor_->setCurrentTableIndex(index);
        return imported;
    }
    if (onDisk || edited) {
        QMessageBox box(QMessageBox::Question, tr("Replace the table?"),
                        onDisk ? tr("The workspace has its own table %1.").arg(imported.name)
                               : tr("The table %1 has unsaved edits.").arg(imported.name),
                        QMessageBox::Cancel, parent);
        box.setInformativeText(
            !onDisk  ? tr("The imported table takes its place, and the edits are discarded.")
            : edited ? tr("The imported table takes its place. The workspace's file moves to "
                          "tables/replaced/ (nothing is deleted); unsaved edits of it are "
                          "discarded.")
                     : tr("The imported table takes its place. The workspace's file moves to "
                          "tables/replaced/ (nothing is deleted)."));
        QPushButton* replace = box.addButton(tr("Replace"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != replace) {
            return std::nullopt;
        }
    }
    // The workspace's file is copied aside first (synced to the disk, so that a power cut
    // leaves the copy whole) and replaced in one step, so that a write that fails leaves it as
    // it was.
    if (onDisk) {
        imported.movedTo = replacedPath(name);
        const std::string path = QFile::encodeName(imported.path).toStdString();
        try {
            if (!QDir().mkpath(QFileInfo(imported.movedTo).path())) {
                throw InputError("cannot make its folder");
            }
            // The name taken at once: another workbench putting a copy aside in this second
            // takes the next one.
            QFile taken(imported.movedTo);
            while (!taken.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
                if (!QFileInfo::exists(imported.movedTo)) {
                    throw InputError(taken.errorString().toStdString());
                }
                imported.movedTo = replacedPath(name);
                taken.setFileName(imported.movedTo);
            }
            taken.close();
            writeFileAtomically(QFile::encodeName(imported.movedTo).toStdString(), readFile(path));
        } catch (const InputError& error) {
            QFile::remove(imported.movedTo);
            throw InputError("cannot copy it to " + imported.movedTo.toStdString() + " (" +
                                 error.what() + "); the workspace's table is left as it was",
                             path);
        }
    }
    QSaveFile out(imported.path);
    if (!QDir().mkpath(workspace_.tablesDir()) || !out.open(QIODevice::WriteOnly) ||
        out.write(bytes) != bytes.size() || !out.commit()) {
        if (!imported.movedTo.isEmpty()) {
            QFile::remove(imported.movedTo);
        }
        throw InputError("cannot write the table: " + out.errorString().toStdString() +
                             "; the workspace's tables are left as they were",
                         QFile::encodeName(imported.path).toStdString());
    }
    removeDraft(name);
    rememberOnDisk(name);
    if (index >= 0) {
        editor_->replaceTable(index, parsed.table);
    } else {
        index = editor_->addTable(parsed.table);
    }
    editor_->setCurated(index, lexicon::findBuiltinTable(name) != nullptr);
    editor_->setCurrentTableIndex(index);
    watchTables();
    return imported;
}

}  // namespace akshara::gui
