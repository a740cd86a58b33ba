#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <algorithm>
#include <iterator>

#include "TablesController.h"
#include "common/Error.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableFormat.h"
#include "lexicon/TableValidation.h"

namespace akshara::gui {

namespace {

// Whether a problem of a table file makes it no table the runs could read in place of the
// one of its name: not UTF-8 text, no table file at all, or a header they refuse. Errors of
// single entries are not: the editor marks them, to be fixed there.
bool refusesTheFile(const lexicon::TableProblem& problem) {
    using lexicon::ProblemKind;
    if (problem.severity != lexicon::Severity::Error) {
        return false;
    }
    if (problem.field == lexicon::kEncodingField) {
        return true;
    }
    switch (problem.kind) {
        case ProblemKind::NoFormatVersion:
        case ProblemKind::BadFormatVersion:
        case ProblemKind::NewerFormat:
        case ProblemKind::OtherFormat:
        case ProblemKind::SecondHeader:
        case ProblemKind::UnknownKind:
        case ProblemKind::UnknownScript:
        case ProblemKind::NoLetterScript:
        case ProblemKind::NoColumnRow:
        case ProblemKind::NoKindHeader:
        case ProblemKind::MissingColumn:
        case ProblemKind::ColumnTwice:
            return true;
        default:
            return false;
    }
}

}  // namespace

std::optional<TablesController::Imported> TablesController::importTable(const QString& file,
                                                                        QWidget* parent) {
    if (!workspace_.isValid()) {
        throw InputError("no workspace is open");
    }
    const std::string path = QFile::encodeName(file).toStdString();
    lexicon::ParsedTable parsed = lexicon::readTableFile(path);  // throws when unreadable
    std::vector<lexicon::TableProblem> problems = lexicon::tableFileProblems(parsed);
    // A file without '# name:' is the table of its file's name, as in a tables folder.
    if (parsed.table.name.empty()) {
        parsed.table.name = QFileInfo(file).completeBaseName().toStdString();
    }
    const std::string& name = parsed.table.name;
    if (const std::string why = lexicon::tableNameProblem(name); !why.empty()) {
        throw InputError("the table's name '" + name + "' cannot be used: " + why, path);
    }
    // A built-in table's name with another kind or script than that table's: refused first.
    std::vector<lexicon::TableProblem> refusals = lexicon::replacementProblems(parsed, name);
    std::copy_if(problems.begin(), problems.end(), std::back_inserter(refusals), refusesTheFile);
    const auto refused = refusals.begin();
    if (refused != refusals.end()) {
        // The message names the header or column itself.
        throw InputError("not a confusion table that the runs can read: " + refused->message, path,
                         refused->line);
    }
    const int errors = int(std::count_if(problems.begin(), problems.end(), [](const auto& p) {
        return p.severity == lexicon::Severity::Error;
    }));
    QFile source(file);
    if (!source.open(QIODevice::ReadOnly)) {
        throw InputError("cannot be read: " + source.errorString().toStdString(), path);
    }
    const QByteArray bytes = source.readAll();

    const auto tables = editor_->tables();
    int index = -1;
    for (int i = 0; i < int(tables.size()); ++i) {
        if (tables[std::size_t(i)].name == name) {
            index = i;
        }
    }
    const bool edited = index >= 0 && editor_->isModified(index);
    Imported imported{QString::fromStdString(name), tablePath(name), {}, errors, false};
    const std::optional<QByteArray> onDisk = readOnDisk(name);
    if (onDisk && *onDisk == bytes && !edited) {
        imported.unchanged = true;  // this very table, perhaps this very file
        editor_->setCurrentTableIndex(index);
        return imported;
    }
    if (onDisk || edited) {
        QMessageBox box(QMessageBox::Question, tr("Replace the table?"),
                        onDisk ? tr("The workspace has its own table %1.").arg(imported.name)
                               : tr("The table %1 has unsaved edits.").arg(imported.name),
                        QMessageBox::Cancel, parent);
        box.setInformativeText(
            onDisk ? tr("The imported table takes its place. The workspace's file moves to "
                        "tables/replaced/ (nothing is deleted); unsaved edits of it are "
                        "discarded.")
                   : tr("The imported table takes its place, and the edits are discarded."));
        QPushButton* replace = box.addButton(tr("Replace"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != replace) {
            return std::nullopt;
        }
    }
    imported.movedTo = moveAside(name);  // throws, with nothing changed, when it cannot
    QSaveFile out(imported.path);
    if (!QDir().mkpath(workspace_.tablesDir()) || !out.open(QIODevice::WriteOnly) ||
        out.write(bytes) != bytes.size() || !out.commit()) {
        std::string message = "cannot write the table: " + out.errorString().toStdString();
        if (!imported.movedTo.isEmpty()) {
            message += "; the workspace's table before it is in " +
                       QFile::encodeName(imported.movedTo).toStdString();
        }
        throw InputError(message, QFile::encodeName(imported.path).toStdString());
    }
    QFile::remove(QDir(draftsDir()).filePath(imported.name + QStringLiteral(".tsv")));
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
