#include "TablesController.h"

#include <map>

#include "common/Error.h"
#include "lexicon/BuiltinTables.h"
#include "perturb/OperatorRegistry.h"
#include "text/Language.h"
#include "text/Utf8.h"

namespace akshara::gui {

TablesController::TablesController(widgets::ConfusionTableEditor* editor, QObject* parent)
    : QObject(parent), editor_(editor) {
    editor_->setCandidateProvider(
        [this](const QString& word) { return candidatesFor(editor_->currentTable(), word); });
    connect(editor_, &widgets::ConfusionTableEditor::saveRequested, this,
            [this](const lexicon::ConfusionTable& table) {
                try {
                    Q_EMIT saved(save(table));
                } catch (const std::exception& error) {
                    Q_EMIT saveFailed(QString::fromStdString(error.what()));
                }
            });
}

void TablesController::setWorkspace(const Workspace& workspace) {
    workspace_ = workspace;
    std::vector<lexicon::ConfusionTable> tables = lexicon::builtinTables();
    QStringList problems;
    for (lexicon::ConfusionTable& own : workspace_.readTables(&problems)) {
        bool replaced = false;
        for (lexicon::ConfusionTable& table : tables) {
            if (table.name == own.name) {
                table = own;
                replaced = true;
            }
        }
        if (!replaced) {
            tables.push_back(std::move(own));
        }
    }
    editor_->setTables(tables);
    if (!problems.isEmpty()) {
        Q_EMIT loadProblems(problems);
    }
}

QString TablesController::save(const lexicon::ConfusionTable& table) {
    return workspace_.saveTable(table);
}

std::vector<std::pair<QString, QString>> TablesController::candidatesFor(
    const lexicon::ConfusionTable& table, const QString& word) {
    std::vector<std::pair<QString, QString>> result;
    std::string language = table.language;
    if (language.empty()) {
        const std::vector<text::Language> languages = text::languagesOfScript(table.script);
        if (languages.empty()) {
            result.emplace_back(QString(), tr("no language is written in this table's script"));
            return result;
        }
        language = languages.front().code;
    }
    const std::u32string word32 = text::decodeUtf8(word.trimmed().toStdString());
    for (const char* name : {"phono", "ortho", "random"}) {
        perturb::OperatorOptions options;
        options.language = language;
        try {
            const auto op = perturb::createOperator(name, options);
            for (const perturb::Candidate& candidate : op->candidates(word32)) {
                QString note = QString::fromLatin1(name);
                if (!candidate.edit.category.empty()) {
                    note += QStringLiteral(": ") + QString::fromStdString(candidate.edit.category);
                }
                result.emplace_back(QString::fromStdString(text::encodeUtf8(candidate.text)), note);
            }
        } catch (const InputError& error) {
            result.emplace_back(
                QString(), QStringLiteral("%1: %2").arg(QString::fromLatin1(name),
                                                        QString::fromStdString(error.message())));
        }
    }
    return result;
}

}  // namespace akshara::gui
