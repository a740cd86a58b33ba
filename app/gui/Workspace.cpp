#include "Workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include "common/Error.h"
#include "lexicon/TableFormat.h"
#include "lexicon/TableValidation.h"

#include <utility>

namespace akshara::gui {

Workspace::Workspace(QString root) : root_(std::move(root)) {}

bool Workspace::create() const {
    QDir dir;
    return dir.mkpath(runsDir()) && dir.mkpath(tablesDir()) && dir.mkpath(dataDir());
}

QString Workspace::runsDir() const {
    return QDir(root_).filePath(QStringLiteral("runs"));
}

QString Workspace::tablesDir() const {
    return QDir(root_).filePath(QStringLiteral("tables"));
}

QString Workspace::dataDir() const {
    return QDir(root_).filePath(QStringLiteral("data"));
}

std::vector<lexicon::ConfusionTable> Workspace::readTables(QStringList* problems) const {
    std::vector<lexicon::ConfusionTable> tables;
    const QDir dir(tablesDir());
    const QFileInfoList files =
        dir.entryInfoList({QStringLiteral("*.tsv")}, QDir::Files, QDir::Name);
    for (const QFileInfo& file : files) {
        try {
            lexicon::ParsedTable parsed = lexicon::readTableFile(file.filePath().toStdString());
            if (parsed.table.name.empty()) {
                parsed.table.name = file.completeBaseName().toStdString();
            }
            // The table is still loaded, its faulty rows marked in the editor; the errors are
            // named here with their file and line, the first few of each file.
            constexpr int kShown = 5;
            int errors = 0;
            for (const auto& problem : parsed.problems) {
                if (problem.severity != lexicon::Severity::Error) {
                    continue;
                }
                if (++errors <= kShown && problems != nullptr) {
                    problems->append(QString::fromStdString(
                        formatLocation(file.filePath().toStdString(), problem.line, problem.field) +
                        ": " + problem.message));
                }
            }
            if (errors > kShown && problems != nullptr) {
                problems->append(QCoreApplication::translate("Workspace",
                                                             "%1: and %n more error(s)", nullptr,
                                                             errors - kShown)
                                     .arg(file.filePath()));
            }
            tables.push_back(std::move(parsed.table));
        } catch (const std::exception& error) {
            if (problems != nullptr) {
                problems->append(QString::fromStdString(error.what()));
            }
        }
    }
    return tables;
}

QString Workspace::saveTable(const lexicon::ConfusionTable& table) const {
    if (table.name.empty()) {
        throw InputError("the table has no name", "", 0, "name");
    }
    if (table.name.find('/') != std::string::npos || table.name.find('\\') != std::string::npos ||
        table.name.front() == '.') {
        throw InputError("the table name \"" + table.name + "\" cannot be a file name", "", 0,
                         "name");
    }
    if (!QDir().mkpath(tablesDir())) {
        throw InputError("cannot create the folder " + tablesDir().toStdString());
    }
    const QString path =
        QDir(tablesDir()).filePath(QString::fromStdString(table.name) + QStringLiteral(".tsv"));
    lexicon::saveTableFile(table, path.toStdString());
    return path;
}

}  // namespace akshara::gui
