#include "Workspace.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>

#include "common/Error.h"
#include "jobs/RunFolder.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableFormat.h"
#include "lexicon/TableValidation.h"
#include "model/Trainer.h"

#include <filesystem>
#include <system_error>
#include <utility>

namespace akshara::gui {

Workspace::Workspace(QString root) : root_(std::move(root)) {}

namespace {

// Why the folder at `path` cannot serve a workspace after an attempt to create it: it is a
// file, it cannot be created (with the system's reason), or it cannot be read. Empty when it
// can serve.
QString folderProblem(const QString& path) {
    const QString shown = QDir::toNativeSeparators(path);
    QFileInfo info(path);
    if (info.exists() && !info.isDir()) {
        return QCoreApplication::translate("Workspace", "%1 is a file, not a folder").arg(shown);
    }
    if (!info.exists()) {
        std::error_code error;
        std::filesystem::create_directories(std::filesystem::path(path.toStdString()), error);
        info.refresh();
        if (!info.isDir()) {
            return QCoreApplication::translate("Workspace", "Cannot create the folder %1: %2")
                .arg(shown, error ? QString::fromLocal8Bit(error.message().c_str())
                                  : QCoreApplication::translate("Workspace", "unknown error"));
        }
    }
    if (!info.isReadable() || !info.isExecutable()) {
        return QCoreApplication::translate("Workspace",
                                           "The folder %1 cannot be read: permission denied")
            .arg(shown);
    }
    return {};
}

}  // namespace

bool Workspace::create(QString* problem) const {
    if (root_.isEmpty()) {
        if (problem != nullptr) {
            *problem = QCoreApplication::translate("Workspace", "No folder was given");
        }
        return false;
    }
    QStringList folders{root_, runsDir(), tablesDir(), dataDir()};
    // The models folder comes with the first training; one that is there must be readable.
    if (QFileInfo::exists(modelsDir())) {
        folders << modelsDir();
    }
    // A workspace this user cannot write to opens without the folders it lacks (a workspace
    // akshara-cli demo-workspace built has no tables/ until a table is saved): they would hold
    // nothing to show.
    const bool readOnly = exists() && !QFileInfo(root_).isWritable();
    for (const QString& folder : folders) {
        if (readOnly && folder != root_ && !QFileInfo::exists(folder)) {
            continue;
        }
        const QString found = folderProblem(folder);
        if (!found.isEmpty()) {
            if (problem != nullptr) {
                *problem = found;
            }
            return false;
        }
    }
    return true;
}

bool Workspace::exists() const {
    const QDir dir(root_);
    return QFileInfo(dir.filePath(QStringLiteral("runs"))).isDir() ||
           QFileInfo(dir.filePath(QStringLiteral("tables"))).isDir();
}

bool Workspace::claimed() const {
    const QDir dir(root_);
    return QFileInfo::exists(dir.filePath(QStringLiteral("runs"))) ||
           QFileInfo::exists(dir.filePath(QStringLiteral("tables")));
}

QString Workspace::namedProblem(const QString& root) {
    const QFileInfo info(root);
    if (info.isDir() && !Workspace(root).claimed() &&
        !QDir(root).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden |
                            QDir::System)) {
        return QCoreApplication::translate("Workspace",
                                           "%1 holds other files and is not a workspace; File > "
                                           "Open workspace makes it one if you choose")
            .arg(QDir::toNativeSeparators(root));
    }
    if (!info.exists() && !info.isSymLink() && !QFileInfo(info.absolutePath()).isDir()) {
        return QCoreApplication::translate(
                   "Workspace", "%1 does not exist, nor does the folder it would be made in")
            .arg(QDir::toNativeSeparators(root));
    }
    return {};
}

bool Workspace::holds(const QString& path) const {
    const QString root = QFileInfo(root_).canonicalFilePath();
    const QString inside = QFileInfo(path).canonicalFilePath();
    return !root.isEmpty() && inside.startsWith(root + QLatin1Char('/'));
}

bool Workspace::isAt(const QString& path) const {
    const QString root = QFileInfo(root_).canonicalFilePath();
    return !root.isEmpty() && root == QFileInfo(path).canonicalFilePath();
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

QString Workspace::modelsDir() const {
    return QDir(root_).filePath(QStringLiteral("models"));
}

std::vector<lexicon::ConfusionTable> Workspace::readTables(QStringList* problems) const {
    std::vector<lexicon::ConfusionTable> tables;
    const QDir dir(tablesDir());
    // Runs and Save know a table by its file NAME.tsv, in small letters: NAME.TSV (a copy
    // from a system that does not tell cases apart) is named, as one left aside.
    QFileInfoList files;
    for (const QFileInfo& file :
         dir.entryInfoList({QStringLiteral("*.tsv")}, QDir::Files, QDir::Name)) {
        if (file.fileName().endsWith(QLatin1String(".tsv"))) {
            files.append(file);
        } else if (problems != nullptr) {
            const QString name = file.fileName().chopped(4) + QStringLiteral(".tsv");
            problems->append(QCoreApplication::translate(
                                 "Workspace",
                                 "%1: a table is read from the file of its name ending in .tsv, "
                                 "in small letters; this file is left aside. Rename it to %2 to "
                                 "use it.")
                                 .arg(file.filePath(), name));
        }
    }
    for (const QFileInfo& file : files) {
        try {
            lexicon::ParsedTable parsed = lexicon::readTableFile(file.filePath().toStdString());
            const std::string fileName = file.completeBaseName().toStdString();
            if (parsed.table.name.empty()) {
                parsed.table.name = fileName;
            } else if (parsed.table.name != fileName) {
                // Runs read a table from the file of its name, and Save writes that file: a
                // copy under another name (a backup) would stand in for it here alone.
                if (problems != nullptr) {
                    problems->append(
                        QCoreApplication::translate(
                            "Workspace",
                            "%1: the table in it is named %2, and a table is read from the file "
                            "of its name (%2.tsv); this file is left aside. Rename the file or "
                            "the table's '# name:' to use it.")
                            .arg(file.filePath(), QString::fromStdString(parsed.table.name)));
                }
                continue;
            }
            // The table is still loaded, its faulty rows marked in the editor, and rows that
            // could not be read kept in the file as written; the errors are named here with
            // their file and line, the first few of each file. A built-in table's name with
            // another kind or script, which the runs refuse and the editor does not mark, first.
            std::vector<lexicon::TableProblem> found =
                lexicon::replacementProblems(parsed, parsed.table.name);
            found.insert(found.end(), parsed.problems.begin(), parsed.problems.end());
            constexpr int kShown = 5;
            int errors = 0;
            for (const auto& problem : found) {
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
    // Qt lists no file whose name is not UTF-8: such a table is named, as one left aside,
    // rather than missing from the list without a word.
    if (problems != nullptr) {
        for (const QString& name : namesNotUtf8(tablesDir(), EntryKind::File)) {
            if (!name.endsWith(QLatin1String(".tsv"))) {
                continue;
            }
            problems->append(QCoreApplication::translate(
                                 "Workspace",
                                 "%1: the file's name is not valid UTF-8, and a table is "
                                 "read from the file of its name; this file is left "
                                 "aside. Rename it to its table's name to use it.")
                                 .arg(QDir(tablesDir()).filePath(name)));
        }
    }
    return tables;
}

QStringList Workspace::namesNotUtf8(const QString& folder, EntryKind kind) {
    QStringList names;
    std::error_code error;
    for (const auto& entry :
         std::filesystem::directory_iterator(QFile::encodeName(folder).toStdString(), error)) {
        const QByteArray bytes = QByteArray::fromStdString(entry.path().filename().string());
        if (QFile::encodeName(QFile::decodeName(bytes)) == bytes) {
            continue;
        }
        std::error_code notKnown;
        if (kind == EntryKind::Folder ? entry.is_directory(notKnown)
                                      : entry.is_regular_file(notKnown)) {
            names.append(QFile::decodeName(bytes));
        }
    }
    return names;
}

QString Workspace::saveTable(const lexicon::ConfusionTable& table) const {
    const std::string problem = lexicon::tableNameProblem(table.name);
    if (!problem.empty()) {
        throw InputError(problem, "", 0, "name");
    }
    if (!QDir().mkpath(tablesDir())) {
        throw InputError("cannot create the folder " + tablesDir().toStdString());
    }
    const QString path =
        QDir(tablesDir()).filePath(QString::fromStdString(table.name) + QStringLiteral(".tsv"));
    lexicon::saveTableFile(table, path.toStdString());
    return path;
}

namespace {

constexpr qsizetype kRecentWorkspaces = 8;
const QString kRecentKey = QStringLiteral("workspace/recent");

}  // namespace

QStringList recentWorkspaces() {
    QStringList shown;
    for (const QString& path : QSettings().value(kRecentKey).toStringList()) {
        if (QFileInfo(path).isDir() && !shown.contains(path)) {
            shown << path;
        }
    }
    return shown.mid(0, kRecentWorkspaces);
}

void rememberRecentWorkspace(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    const QString opened = QDir(path).absolutePath();
    recent.removeAll(opened);
    recent.prepend(opened);
    settings.setValue(kRecentKey, recent.mid(0, kRecentWorkspaces));
}

void forgetRecentWorkspaces() {
    QSettings().remove(kRecentKey);
}

bool moveToTrash(const QString& path, QString* inTrash, QString* problem) {
    const auto fail = [problem](const QString& why) {
        if (problem) {
            *problem = why;
        }
        return false;
    };
    const QFileInfo source(path);
    if (!source.exists()) {
        return fail(QCoreApplication::translate("Workspace", "it is gone"));
    }
    const QDir trash(QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
                         .filePath(QStringLiteral("Trash")));
    if (!QDir().mkpath(trash.filePath(QStringLiteral("files"))) ||
        !QDir().mkpath(trash.filePath(QStringLiteral("info")))) {
        return fail(QCoreApplication::translate("Workspace", "the trash %1 cannot be made")
                        .arg(QDir::toNativeSeparators(trash.path())));
    }
    // The name is taken by writing its info file, which no other program may then take.
    const QString name = source.fileName();
    QString taken = name;
    QFile info;
    for (int n = 2;; ++n) {
        info.setFileName(trash.filePath(QStringLiteral("info/%1.trashinfo").arg(taken)));
        if (!QFileInfo::exists(trash.filePath(QStringLiteral("files/") + taken)) &&
            info.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
            break;
        }
        if (n > 10000) {
            return fail(QCoreApplication::translate("Workspace", "the trash %1 cannot be written")
                            .arg(QDir::toNativeSeparators(trash.path())));
        }
        taken = QStringLiteral("%1.%2").arg(name).arg(n);
    }
    const QByteArray record =
        "[Trash Info]\nPath=" +
        QUrl::toPercentEncoding(source.absoluteFilePath(), QByteArrayLiteral("/")) +
        "\nDeletionDate=" + QDateTime::currentDateTime().toString(Qt::ISODate).left(19).toUtf8() +
        "\n";
    // Without its info (a full disk), a file manager could not put it back: it is not moved.
    const bool written = info.write(record) == record.size() && info.flush();
    info.close();
    if (!written) {
        info.remove();
        return fail(QCoreApplication::translate("Workspace", "the trash %1 cannot be written")
                        .arg(QDir::toNativeSeparators(trash.path())));
    }
    const QString target = trash.filePath(QStringLiteral("files/") + taken);
    std::error_code error;
    std::filesystem::rename(source.absoluteFilePath().toStdString(), target.toStdString(), error);
    if (error) {
        info.remove();
        return fail(error == std::errc::cross_device_link
                        ? QCoreApplication::translate("Workspace",
                                                      "it is on another disk than the trash %1")
                              .arg(QDir::toNativeSeparators(trash.path()))
                        : QString::fromLocal8Bit(error.message().c_str()));
    }
    if (inTrash) {
        *inTrash = target;
    }
    return true;
}

int removeAbandonedRuns(const QString& runsDir, QStringList* kept) {
    int removed = 0;
    const QDateTime settled = QDateTime::currentDateTime().addSecs(-60);
    const QFileInfoList partial = QDir(runsDir).entryInfoList(
        {QStringLiteral(".*.partial")}, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QFileInfo& folder : partial) {
        if (folder.lastModified() > settled) {
            continue;
        }
        try {
            const jobs::FolderLock abandoned(QFile::encodeName(folder.filePath()).toStdString());
            // ".attack-20261204-101010.partial": attack-20261204-101010.
            const QString name = folder.fileName().mid(1).chopped(8);  // ".partial"
            const QDir run(folder.filePath());
            // A run finished (its summary written last) whose new name the disk lost, or an
            // attack or ASR curve stopped with results, which Resume continues.
            if (run.exists(QStringLiteral("summary.json")) ||
                ((name.startsWith(QLatin1String("attack-")) ||
                  name.startsWith(QLatin1String("asr-curve-"))) &&
                 run.exists(QStringLiteral("manifest.json")) &&
                 QFileInfo(run.filePath(QStringLiteral("results.jsonl"))).size() > 0)) {
                // Its results are never removed: left as they are when the name is taken.
                if (!QFileInfo::exists(QDir(runsDir).filePath(name)) &&
                    QDir(runsDir).rename(folder.fileName(), name) && kept) {
                    *kept << QDir(runsDir).filePath(name);
                }
                continue;
            }
            std::error_code ignored;
            if (std::filesystem::remove_all(
                    std::filesystem::path(QFile::encodeName(folder.filePath()).toStdString()),
                    ignored) > 0) {
                ++removed;
            }
        } catch (const InputError&) {
            // A run is writing into it.
        }
    }
    return removed;
}

int removePublishedCheckpoints(const QString& modelsDir) {
    int removed = 0;
    const QFileInfoList folders =
        QDir(modelsDir).entryInfoList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QFileInfo& folder : folders) {
        removed +=
            model::removePublishedCheckpoint(QFile::encodeName(folder.filePath()).toStdString());
    }
    return removed;
}

QString showInFileManager(const QString& path) {
    const QString shown = QDir::toNativeSeparators(path);
    if (!QFileInfo(path).isDir()) {
        return QCoreApplication::translate("Workspace",
                                           "%1 is no longer there (moved or deleted outside the "
                                           "workbench).")
            .arg(shown);
    }
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(path))) {
        return QCoreApplication::translate("Workspace",
                                           "No file manager could be started to show %1.")
            .arg(shown);
    }
    return {};
}

}  // namespace akshara::gui
