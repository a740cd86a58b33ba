#include "TablesController.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <algorithm>
#include <map>

#include "common/Error.h"
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

}  // namespace

TablesController::TablesController(widgets::ConfusionTableEditor* editor, QObject* parent)
    : QObject(parent), editor_(editor), draftTimer_(new QTimer(this)) {
    editor_->setCandidateProvider([this](const QString& word) {
        return candidatesFor(editor_->currentTable(), word,
                             workspace_.isValid() ? workspace_.tablesDir() : QString());
    });
    connect(editor_, &widgets::ConfusionTableEditor::saveRequested, this,
            [this](const lexicon::ConfusionTable& table) {
                try {
                    const QString path = save(table);
                    editor_->markSaved(editor_->currentTableIndex());
                    if (lexicon::findBuiltinTable(table.name) != nullptr) {
                        editor_->setCurated(editor_->currentTableIndex(), true);
                    }
                    writeDrafts();
                    // The errors of the file as the runs read it, rows that could not be
                    // read (kept as they were) among them.
                    const auto problems =
                        lexicon::tableFileProblems(lexicon::readTableFile(path.toStdString()));
                    Q_EMIT saved(path, static_cast<int>(std::count_if(
                                           problems.begin(), problems.end(), [](const auto& p) {
                                               return p.severity == lexicon::Severity::Error;
                                           })));
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
    if (!workspace_.isValid() || editsDiscarded_) {
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
            continue;
        }
        try {
            if (!QDir().mkpath(dir.path())) {
                throw InputError("cannot create the folder", dir.path().toStdString());
            }
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

QStringList TablesController::saveModified() {
    QStringList problems;
    const auto tables = editor_->tables();
    for (const int i : editor_->modifiedTables()) {
        try {
            save(tables[std::size_t(i)]);
            editor_->markSaved(i);
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
        case QMessageBox::Save: {
            const QStringList problems = saveModified();
            if (!problems.isEmpty()) {
                Q_EMIT saveFailed(problems.join(QLatin1Char('\n')));
                return false;
            }
            return true;
        }
        case QMessageBox::Discard:
            discardDrafts();
            editsDiscarded_ = true;
            return true;
        default:
            return false;
    }
}

void TablesController::discardDrafts() {
    draftTimer_->stop();
    if (!workspace_.isValid()) {
        return;
    }
    // The drafts of the tables the editor holds; one of a table the workspace no longer has
    // stays, as the workbench said when it found it.
    QDir drafts(draftsDir());
    for (const lexicon::ConfusionTable& table : editor_->tables()) {
        if (lexicon::tableNameProblem(table.name).empty()) {
            drafts.remove(fromStd(table.name) + QStringLiteral(".tsv"));
        }
    }
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
    for (const int index : curated) {
        editor_->setCurated(index, true);
    }
    // The drafts of unsaved edits, as the editor had them when the workbench stopped.
    QStringList restored;
    const QDir drafts(draftsDir());
    for (const QFileInfo& file :
         drafts.entryInfoList({QStringLiteral("*.tsv")}, QDir::Files, QDir::Name)) {
        const std::string name = file.completeBaseName().toStdString();
        try {
            lexicon::ParsedTable parsed = lexicon::readTableFile(file.filePath().toStdString());
            int index = -1;
            for (int i = 0; i < int(tables.size()); ++i) {
                if (tables[std::size_t(i)].name == name) {
                    index = i;
                }
            }
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
}

QString TablesController::save(const lexicon::ConfusionTable& table) {
    return workspace_.saveTable(table);
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
    const QDir dir(workspace_.tablesDir());
    const QString file = dir.filePath(fromStd(name) + QStringLiteral(".tsv"));
    const QString replaced = dir.filePath(QStringLiteral("replaced"));
    const QString movedTo = QDir(replaced).filePath(
        fromStd(name) + QLatin1Char('-') +
        QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")) +
        QStringLiteral(".tsv"));
    // QFile::rename never replaces a file already there.
    if (QFileInfo::exists(file) && (!QDir().mkpath(replaced) || !QFile::rename(file, movedTo))) {
        throw InputError("cannot move it to " + movedTo.toStdString() +
                             "; the workspace's table is left as it was",
                         file.toStdString());
    }
    QFile::remove(QDir(draftsDir()).filePath(fromStd(name) + QStringLiteral(".tsv")));
    editor_->replaceTable(index, *builtin);
    editor_->setCurated(index, false);
    Q_EMIT builtinRestored(fromStd(name), movedTo);
    return movedTo;
}

}  // namespace akshara::gui
