#include "TablesController.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <algorithm>
#include <map>

#include "common/Error.h"
#include "common/FileIo.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableFormat.h"
#include "lexicon/TableValidation.h"
#include "perturb/OperatorRegistry.h"
#include "text/Language.h"
#include "text/Utf8.h"
#include "widgets/ConfusionTableModel.h"

namespace akshara::gui {

namespace {

QString fromStd(const std::string& s) {
    return QString::fromStdString(s);
}

// Beside a draft of unsaved edits (NAME.tsv.base): the table's file the edits began from, as
// its SHA-256, or "none" when there was no file (a built-in table).
QString draftBasePath(const QString& draft) {
    return draft + QStringLiteral(".base");
}

QByteArray draftBase(const std::optional<QByteArray>& file) {
    return file ? QCryptographicHash::hash(*file, QCryptographicHash::Sha256).toHex()
                : QByteArrayLiteral("none");
}

}  // namespace

TablesController::TablesController(widgets::ConfusionTableEditor* editor, QObject* parent)
    : QObject(parent),
      editor_(editor),
      draftTimer_(new QTimer(this)),
      watcher_(new QFileSystemWatcher(this)),
      reloadTimer_(new QTimer(this)) {
    editor_->setCandidateProvider([this](const QString& word) {
        return candidatesFor(editor_->currentTable(), word,
                             workspace_.isValid() ? workspace_.tablesDir() : QString());
    });
    connect(editor_, &widgets::ConfusionTableEditor::saveRequested, this,
            [this](const lexicon::ConfusionTable& table) {
                // Another program's changes to the file are never overwritten unasked.
                const bool overwrite = changedOnDisk(table.name);
                if (overwrite && !askToOverwrite(editor_->currentTableIndex())) {
                    return;
                }
                try {
                    saveAndTell(editor_->currentTableIndex(), table, overwrite);
                    writeDrafts();
                } catch (const std::exception& error) {
                    Q_EMIT saveFailed(QString::fromStdString(error.what()));
                }
            });
    connect(editor_, &widgets::ConfusionTableEditor::builtinRequested, this, [this](int index) {
        const QString name = fromStd(editor_->tables()[std::size_t(index)].name);
        QMessageBox box(QMessageBox::Question, tr("Use the built-in table"),
                        tr("Use the built-in table %1 again?").arg(name), QMessageBox::NoButton,
                        editor_);
        QString details =
            tr("The workspace's table is moved to tables/replaced/ (nothing is deleted). Try a "
               "sentence and the runs started from now on use the built-in table; the runs made "
               "with the workspace's table keep its fingerprint.");
        if (editor_->isModified(index)) {
            details += QLatin1Char(' ') + tr("Its unsaved edits are discarded.");
        }
        box.setInformativeText(details);
        QPushButton* use = box.addButton(tr("Use built-in"), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(use);
        box.exec();
        if (box.clickedButton() != use) {
            return;
        }
        try {
            useBuiltin(index);
        } catch (const std::exception& error) {
            QMessageBox::warning(editor_, tr("The built-in table could not be used again"),
                                 QString::fromStdString(error.what()));
        }
    });
    // A program saving a file may write it in several steps, or replace it: the tables are
    // read again once the folder has been still for a moment.
    reloadTimer_->setSingleShot(true);
    reloadTimer_->setInterval(300);
    connect(reloadTimer_, &QTimer::timeout, this, &TablesController::reloadChangedTables);
    connect(watcher_, &QFileSystemWatcher::fileChanged, reloadTimer_, qOverload<>(&QTimer::start));
    connect(watcher_, &QFileSystemWatcher::directoryChanged, reloadTimer_,
            qOverload<>(&QTimer::start));
    draftTimer_->setSingleShot(true);
    draftTimer_->setInterval(1000);
    connect(draftTimer_, &QTimer::timeout, this, [this] { writeDrafts(); });
    connect(editor_, &widgets::ConfusionTableEditor::modifiedChanged, this, [this] {
        editsDiscarded_ = false;
        draftTimer_->start();
    });
    connect(editor_->model(), &widgets::ConfusionTableModel::validated, this, [this] {
        if (editor_->isModified(editor_->currentTableIndex())) {
            editsDiscarded_ = false;
            draftTimer_->start();  // a later edit of a table already modified
        }
    });
}

QString TablesController::draftsDir() const {
    return workspace_.isValid() ? QDir(workspace_.tablesDir()).filePath(QStringLiteral("unsaved"))
                                : QString();
}

QStringList TablesController::writeDrafts() {
    draftTimer_->stop();
    QStringList problems;
    if (!workspace_.isValid() || editsDiscarded_ || !keepsDrafts_) {
        return problems;
    }
    const QDir dir(draftsDir());
    const auto tables = editor_->tables();
    for (int i = 0; i < int(tables.size()); ++i) {
        const std::string& name = tables[std::size_t(i)].name;
        if (!lexicon::tableNameProblem(name).empty()) {
            continue;  // no file can be named so; Save says why
        }
        const QString path = dir.filePath(fromStd(name) + QStringLiteral(".tsv"));
        if (!editor_->isModified(i)) {
            if (QFileInfo::exists(path) && !QFile::remove(path)) {
                problems << tr("%1: the draft of saved edits cannot be removed").arg(path);
            }
            QFile::remove(draftBasePath(path));
            draftBases_.erase(name);
            continue;
        }
        try {
            if (!QDir().mkpath(dir.path())) {
                throw InputError("cannot create the folder", dir.path().toStdString());
            }
            // The file the edits began from: what the workbench last read or wrote, until the
            // edits are saved or given up.
            if (draftBases_.count(name) == 0) {
                const auto known = onDisk_.find(name);
                draftBases_[name] =
                    draftBase(known == onDisk_.end() ? std::nullopt : std::optional(known->second));
            }
            // The base first: a draft without one is not taken for edits of the file now.
            writeFileAtomically(QFile::encodeName(draftBasePath(path)).toStdString(),
                                draftBases_[name].toStdString() + "\n");
            lexicon::saveTableFile(tables[std::size_t(i)], path.toStdString());
        } catch (const std::exception& error) {
            problems << QString::fromStdString(error.what());
        }
    }
    dir.rmdir(dir.path());  // only when empty
    if (!problems.isEmpty() && !draftProblemShown_) {
        Q_EMIT draftFailed(problems.join(QLatin1Char('\n')));
    }
    draftProblemShown_ = !problems.isEmpty();
    return problems;
}

void TablesController::saveAndTell(int index, const lexicon::ConfusionTable& table,
                                   bool overwrite) {
    const QString path = save(table, overwrite);
    editor_->markSaved(index);
    if (lexicon::findBuiltinTable(table.name) != nullptr) {
        editor_->setCurated(index, true);
    }
    // The errors of the file as the runs read it, rows that could not be read (kept as they
    // were) among them.
    const auto problems = lexicon::tableFileProblems(lexicon::readTableFile(path.toStdString()));
    Q_EMIT saved(path, static_cast<int>(
                           std::count_if(problems.begin(), problems.end(), [](const auto& problem) {
                               return problem.severity == lexicon::Severity::Error;
                           })));
}

QStringList TablesController::saveModified(const QStringList& only) {
    QStringList problems;
    const auto tables = editor_->tables();
    for (const int i : editor_->modifiedTables()) {
        if (!only.isEmpty() && !only.contains(fromStd(tables[std::size_t(i)].name))) {
            continue;
        }
        try {
            saveAndTell(i, tables[std::size_t(i)]);
        } catch (const std::exception& error) {
            problems << tr("%1: %2").arg(fromStd(tables[std::size_t(i)].name),
                                         QString::fromStdString(error.what()));
        }
    }
    writeDrafts();
    return problems;
}

std::vector<lexicon::ConfusionTable> TablesController::modifiedTables() const {
    std::vector<lexicon::ConfusionTable> modified;
    const auto tables = editor_->tables();
    for (const int i : editor_->modifiedTables()) {
        modified.push_back(tables[std::size_t(i)]);
    }
    return modified;
}

QStringList TablesController::modifiedNames() const {
    QStringList names;
    for (const lexicon::ConfusionTable& table : modifiedTables()) {
        names << fromStd(table.name);
    }
    return names;
}

bool TablesController::settleUnsavedEdits(QWidget* parent) {
    editor_->commitCellBeingEdited();  // what is being typed is an edit too
    const QStringList names = modifiedNames();
    if (names.isEmpty()) {
        return true;
    }
    QMessageBox box(
        QMessageBox::Warning, tr("Unsaved table edits"),
        tr("The tables %1 have edits that are not saved.").arg(names.join(QStringLiteral(", "))),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Save them into the workspace's tables folder?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
        case QMessageBox::Save:
            return savedOrSaid();
        case QMessageBox::Discard:
            discardDrafts();
            editsDiscarded_ = true;
            return true;
        default:
            return false;
    }
}

bool TablesController::settleEditsBeforeRun(QWidget* parent,
                                            const std::vector<std::string>& operators,
                                            const std::string& language) {
    editor_->commitCellBeingEdited();
    QStringList read;
    for (const std::string& op : operators) {
        for (const std::string& table : perturb::operatorTables(op, language)) {
            read << fromStd(table);
        }
    }
    QStringList names = modifiedNames();
    names.erase(std::remove_if(names.begin(), names.end(),
                               [&read](const QString& name) { return !read.contains(name); }),
                names.end());
    if (names.isEmpty()) {
        return true;
    }
    QMessageBox box(QMessageBox::Question, tr("Unsaved table edits"),
                    tr("The tables %1 have edits that are not saved: the run reads the saved "
                       "tables, or the built-in ones.")
                        .arg(names.join(QStringLiteral(", "))),
                    QMessageBox::Save | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Save the edits before the run starts?"));
    QPushButton* without = box.addButton(tr("Start &without them"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Save);
    box.exec();
    if (box.clickedButton() == without) {
        return true;
    }
    if (box.clickedButton() != box.button(QMessageBox::Save)) {
        return false;
    }
    return savedOrSaid(names);
}

bool TablesController::savedOrSaid(const QStringList& only) {
    const QStringList problems = saveModified(only);
    if (!problems.isEmpty()) {
        Q_EMIT saveFailed(problems.join(QLatin1Char('\n')));
        return false;
    }
    return true;
}

void TablesController::discardDrafts() {
    draftTimer_->stop();
    if (!workspace_.isValid() || !keepsDrafts_) {
        return;
    }
    // The drafts of the tables the editor holds; one of a table the workspace no longer has
    // stays, as the workbench said when it found it.
    QDir drafts(draftsDir());
    for (const lexicon::ConfusionTable& table : editor_->tables()) {
        if (lexicon::tableNameProblem(table.name).empty()) {
            drafts.remove(fromStd(table.name) + QStringLiteral(".tsv"));
            drafts.remove(draftBasePath(fromStd(table.name) + QStringLiteral(".tsv")));
        }
    }
    draftBases_.clear();
    QDir().rmdir(draftsDir());  // when nothing else is in it
}

void TablesController::setWorkspace(const Workspace& workspace) {
    workspace_ = workspace;
    editsDiscarded_ = false;
    std::vector<lexicon::ConfusionTable> tables = lexicon::builtinTables();
    QStringList problems;
    std::vector<int> curated;  // the built-in tables the workspace has its own of
    for (lexicon::ConfusionTable& own : workspace_.readTables(&problems)) {
        bool replaced = false;
        for (std::size_t i = 0; i < tables.size(); ++i) {
            if (tables[i].name == own.name) {
                tables[i] = own;
                curated.push_back(int(i));
                replaced = true;
            }
        }
        if (!replaced) {
            tables.push_back(std::move(own));
        }
    }
    editor_->setTables(tables);
    onDisk_.clear();
    changeSaid_.clear();
    draftBases_.clear();
    for (const lexicon::ConfusionTable& table : tables) {
        rememberOnDisk(table.name);
    }
    watchTables();
    for (const int index : curated) {
        editor_->setCurated(index, true);
    }
    // The drafts are this workbench's when no other open on the workspace keeps them: a
    // second one removed the first's as it wrote its own, and a start after a crash restored
    // the edits of a workbench still running. (A tables/ that cannot be opened: the drafts'
    // writes say why.)
    draftsLock_.reset();
    keepsDrafts_ = true;
    try {
        draftsLock_ =
            jobs::FolderLock::ifFree(QFile::encodeName(workspace_.tablesDir()).toStdString());
        keepsDrafts_ = draftsLock_.has_value();
    } catch (const InputError&) {
    }
    if (!keepsDrafts_) {
        if (!problems.isEmpty()) {
            Q_EMIT loadProblems(problems);
        }
        Q_EMIT draftsKeptElsewhere();
        return;
    }
    // The drafts of unsaved edits, as the editor had them when the workbench stopped. A table
    // whose file changed since its edits began (another program, after a crash) keeps the
    // edits, and Save asks before overwriting the file, as for a change while editing.
    QStringList restored;
    QStringList changedSince;
    const QDir drafts(draftsDir());
    for (const QFileInfo& file :
         drafts.entryInfoList({QStringLiteral("*.tsv")}, QDir::Files, QDir::Name)) {
        const std::string name = file.completeBaseName().toStdString();
        try {
            lexicon::ParsedTable parsed = lexicon::readTableFile(file.filePath().toStdString());
            const int index = editorIndex(name);
            if (index < 0) {
                problems << tr("%1: a draft of unsaved edits of a table the workspace no longer "
                               "has; it is left there")
                                .arg(file.filePath());
                continue;
            }
            parsed.table.name = name;
            editor_->setEditedTable(index, parsed.table);
            if (editor_->isModified(index)) {
                restored << fromStd(name);
            }
            // A draft without its base (killed as it was first written) began from a file
            // unknown: taken as changed, so that Save asks.
            QFile base(draftBasePath(file.filePath()));
            const QByteArray began =
                base.open(QIODevice::ReadOnly) ? base.readAll().trimmed() : QByteArray("unknown");
            const auto now = readOnDisk(name);
            if (editor_->isModified(index)) {
                draftBases_[name] = began;
                if (began != draftBase(now)) {
                    // Known as other than the file now, made or removed since: Save asks.
                    if (now) {
                        onDisk_.erase(name);
                    } else {
                        onDisk_[name] = began;
                    }
                    changeSaid_[name] = now.value_or(QByteArray());
                    changedSince << fromStd(name);
                }
            }
        } catch (const std::exception& error) {
            problems
                << tr("%1 (a draft of unsaved edits)").arg(QString::fromStdString(error.what()));
        }
    }
    if (!problems.isEmpty()) {
        Q_EMIT loadProblems(problems);
    }
    if (!restored.isEmpty()) {
        Q_EMIT draftsRestored(restored);
    }
    if (!changedSince.isEmpty()) {
        Q_EMIT tablesChangedOnDisk({}, changedSince);
    }
}

QString TablesController::save(const lexicon::ConfusionTable& table, bool overwrite) {
    if (!overwrite && changedOnDisk(table.name)) {
        throw InputError(
            "was changed by another program since the workbench read it; Save in "
            "the table editor asks whether to overwrite it or read it again",
            tablePath(table.name).toStdString());
    }
    const QString path = workspace_.saveTable(table);
    rememberOnDisk(table.name);
    watchTables();
    return path;
}

QString TablesController::moveAside(const std::string& name) {
    const QString file = tablePath(name);
    if (!QFileInfo::exists(file)) {
        return {};
    }
    const QString movedTo = replacedPath(name);
    // QFile::rename never replaces a file already there.
    if (!QDir().mkpath(QFileInfo(movedTo).path()) || !QFile::rename(file, movedTo)) {
        throw InputError("cannot move it to " + movedTo.toStdString() +
                             "; the workspace's table is left as it was",
                         file.toStdString());
    }
    return movedTo;
}

QString TablesController::replacedPath(const std::string& name) const {
    // A name no file has: two tables of one name replaced within a second keep both copies.
    const QString stem =
        QDir(workspace_.tablesDir())
            .filePath(QStringLiteral("replaced/") + fromStd(name) + QLatin1Char('-') +
                      QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QString path = stem + QStringLiteral(".tsv");
    for (int n = 2; QFileInfo::exists(path); ++n) {
        path = stem + QStringLiteral("-%1.tsv").arg(n);
    }
    return path;
}

void TablesController::removeDraft(const std::string& name) {
    if (keepsDrafts_) {  // else another workbench's
        const QString draft = QDir(draftsDir()).filePath(fromStd(name) + QStringLiteral(".tsv"));
        QFile::remove(draft);
        QFile::remove(draftBasePath(draft));
    }
    draftBases_.erase(name);
}

QString TablesController::tablePath(const std::string& name) const {
    return QDir(workspace_.tablesDir()).filePath(fromStd(name) + QStringLiteral(".tsv"));
}

std::optional<QByteArray> TablesController::readOnDisk(const std::string& name) const {
    QFile file(tablePath(name));
    if (!file.exists()) {
        return std::nullopt;
    }
    // A file that cannot be read is not the one written here: it counts as changed.
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TablesController::rememberOnDisk(const std::string& name) {
    if (!workspace_.isValid() || !lexicon::tableNameProblem(name).empty()) {
        return;
    }
    if (const auto bytes = readOnDisk(name)) {
        onDisk_[name] = *bytes;
    } else {
        onDisk_.erase(name);
    }
    changeSaid_.erase(name);
}

bool TablesController::changedOnDisk(const std::string& name) const {
    return differsFromKnown(name, readOnDisk(name));
}

bool TablesController::differsFromKnown(const std::string& name,
                                        const std::optional<QByteArray>& now) const {
    if (!workspace_.isValid() || !lexicon::tableNameProblem(name).empty()) {
        return false;
    }
    const auto known = onDisk_.find(name);
    if (known == onDisk_.end()) {
        return now.has_value();
    }
    return !now || *now != known->second;
}

void TablesController::watchTables() {
    const QStringList watched = watcher_->files() + watcher_->directories();
    if (!watched.isEmpty()) {
        watcher_->removePaths(watched);
    }
    if (!workspace_.isValid() || !QFileInfo(workspace_.tablesDir()).isDir()) {
        return;
    }
    QStringList paths{workspace_.tablesDir()};
    for (const lexicon::ConfusionTable& table : editor_->tables()) {
        if (lexicon::tableNameProblem(table.name).empty() &&
            QFileInfo::exists(tablePath(table.name))) {
            paths << tablePath(table.name);
        }
    }
    watcher_->addPaths(paths);
}

bool TablesController::askToOverwrite(int index) {
    const std::string name = editor_->tables()[std::size_t(index)].name;
    const QString path = QDir::toNativeSeparators(tablePath(name));
    const bool exists = readOnDisk(name).has_value();
    QMessageBox box(
        QMessageBox::Warning, tr("The table's file has changed"),
        exists ? tr("%1 was changed by another program since the workbench read it.").arg(path)
               : tr("%1 was removed by another program since the workbench read it.").arg(path),
        QMessageBox::NoButton, editor_);
    box.setInformativeText(
        exists ? tr("Overwrite it with the table as edited here, or read it again and discard "
                    "the edits made here?")
               : tr("Write the table as edited here to it again?"));
    QPushButton* overwrite = box.addButton(tr("Overwrite"), QMessageBox::DestructiveRole);
    QPushButton* reload =
        exists ? box.addButton(tr("Reload from disk"), QMessageBox::ActionRole) : nullptr;
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == overwrite) {
        return true;
    }
    if (reload != nullptr && box.clickedButton() == reload) {
        try {
            reloadFromDisk(index);
        } catch (const std::exception& error) {
            QMessageBox::warning(editor_, tr("The table could not be read again"),
                                 QString::fromStdString(error.what()));
        }
    }
    return false;
}

void TablesController::reloadFromDisk(int index) {
    const auto tables = editor_->tables();
    if (index < 0 || index >= int(tables.size())) {
        throw InputError("no table " + std::to_string(index) + " in the editor");
    }
    const std::string name = tables[std::size_t(index)].name;
    const QString path = tablePath(name);
    const auto bytes = readOnDisk(name);
    if (!bytes) {
        throw InputError("no such file", path.toStdString());
    }
    lexicon::ParsedTable parsed = lexicon::parseTable(bytes->toStdString());
    if (parsed.table.name.empty()) {
        parsed.table.name = name;
    } else if (parsed.table.name != name) {
        throw InputError("the table in it is now named " + parsed.table.name +
                             ", and a table is read from the file of its name; the table "
                             "is left as it was",
                         path.toStdString());
    }
    editor_->replaceTable(index, parsed.table);
    editor_->setCurated(index, lexicon::findBuiltinTable(name) != nullptr);
    removeDraft(name);
    onDisk_[name] = *bytes;
    changeSaid_.erase(name);
}

void TablesController::reloadChangedTables() {
    QStringList reloaded;
    QStringList kept;
    const auto tables = editor_->tables();
    for (int i = 0; i < int(tables.size()); ++i) {
        const std::string& name = tables[std::size_t(i)].name;
        const auto now = readOnDisk(name);
        if (!differsFromKnown(name, now)) {
            continue;
        }
        if (editor_->isModified(i)) {
            // The edits stay; Save asks. Said once for each change of the file.
            const QByteArray bytes = now.value_or(QByteArray());
            const auto said = changeSaid_.find(name);
            if (said == changeSaid_.end() || said->second != bytes) {
                kept << fromStd(name);
                changeSaid_[name] = bytes;
            }
            continue;
        }
        if (!now) {
            continue;  // removed: the table stays in the editor, and Save writes it again
        }
        try {
            reloadFromDisk(i);
            reloaded << fromStd(name);
        } catch (const InputError&) {
            // Renamed inside, or being written: read when it changes again, and Save asks.
        }
    }
    watchTables();
    if (!reloaded.isEmpty() || !kept.isEmpty()) {
        Q_EMIT tablesChangedOnDisk(reloaded, kept);
    }
}

std::vector<std::pair<QString, QString>> TablesController::candidatesFor(
    const lexicon::ConfusionTable& table, const QString& word, const QString& tablesDir) {
    std::vector<std::pair<QString, QString>> result;
    std::string language = table.language;
    if (language.empty()) {
        const std::vector<text::Language> languages = text::languagesOfScript(table.script);
        if (languages.empty()) {
            result.emplace_back(QString(), tr("no language is written in this table's script"));
            return result;
        }
        language = languages.front().code;  // the script's most written language
    }
    perturb::OperatorOptions options;
    options.language = language;
    options.tablesDir = QFile::encodeName(tablesDir).toStdString();
    options.editedTables = {table};
    const std::u32string word32 = text::decodeUtf8(word.trimmed().toStdString());
    bool read = false;
    for (const perturb::OperatorInfo& info : perturb::operatorInfos()) {
        const std::vector<std::string> tables = perturb::operatorTables(info.name, language);
        if (std::find(tables.begin(), tables.end(), table.name) == tables.end()) {
            continue;
        }
        read = true;
        const QString name = QString::fromStdString(info.name);
        try {
            const auto op = perturb::createOperator(info.name, options);
            for (const perturb::Candidate& candidate : op->candidates(word32)) {
                QString note = name;
                if (!candidate.edit.category.empty()) {
                    note += QStringLiteral(": ") + QString::fromStdString(candidate.edit.category);
                }
                result.emplace_back(QString::fromStdString(text::encodeUtf8(candidate.text)), note);
            }
        } catch (const InputError& error) {
            result.emplace_back(QString(), QStringLiteral("%1: %2").arg(
                                               name, QString::fromStdString(error.what())));
        }
    }
    if (!read) {
        result.emplace_back(QString(), tr("no perturbation operator reads this table for %1, so "
                                          "its edits change no candidates")
                                           .arg(QString::fromStdString(language)));
    }
    return result;
}

QString TablesController::useBuiltin(int index) {
    const auto tables = editor_->tables();
    if (index < 0 || index >= int(tables.size())) {
        throw InputError("no table " + std::to_string(index) + " in the editor");
    }
    const std::string& name = tables[std::size_t(index)].name;
    const lexicon::ConfusionTable* builtin = lexicon::findBuiltinTable(name);
    if (builtin == nullptr || !workspace_.isValid()) {
        throw InputError("there is no built-in table " + name + " to go back to");
    }
    const QString movedTo = moveAside(name);
    removeDraft(name);
    rememberOnDisk(name);
    editor_->replaceTable(index, *builtin);
    editor_->setCurated(index, false);
    Q_EMIT builtinRestored(fromStd(name), movedTo);
    return movedTo;
}

}  // namespace akshara::gui
