#include "widgets/ConfusionTableModel.h"

#include <QColor>
#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

#include "widgets/FontCheck.h"
#include "widgets/TranslatedNames.h"

#include "text/CharClass.h"
#include "text/Normalize.h"
#include "text/ScriptMapping.h"

namespace akshara::widgets {

QString toQString(const std::u32string& text) {
    return QString::fromUcs4(text.data(), int(text.size()));
}

std::u32string toU32String(const QString& text) {
    const QList<uint> ucs4 = text.toUcs4();
    return std::u32string(ucs4.begin(), ucs4.end());
}

namespace {

QString fromStd(std::string_view s) {
    return QString::fromUtf8(s.data(), int(s.size()));
}

QString names(const std::u32string& text) {
    QStringList list;
    for (char32_t c : text)
        list << fromStd(text::unicodeName(c));
    return list.join(QStringLiteral(" + "));
}

QString classes(const std::u32string& text) {
    QStringList list;
    for (char32_t c : text)
        list << ConfusionTableModel::classTitle(text::charClassName(text::classify(c)));
    return list.join(QStringLiteral(" + "));
}

}  // namespace

class EntryEditCommand : public QUndoCommand {
public:
    EntryEditCommand(ConfusionTableModel* model, int row, int column, QVariant before,
                     QVariant after)
        : model_(model),
          row_(row),
          column_(column),
          before_(std::move(before)),
          after_(std::move(after)) {
        setText(ConfusionTableModel::tr("edit %1").arg(
            model->headerData(column, Qt::Horizontal).toString().toLower()));
    }
    void redo() override { model_->applyValue(row_, column_, after_); }
    void undo() override { model_->applyValue(row_, column_, before_); }

private:
    ConfusionTableModel* model_;
    int row_, column_;
    QVariant before_, after_;
};

class EntryInsertCommand : public QUndoCommand {
public:
    EntryInsertCommand(ConfusionTableModel* model, int row, lexicon::ConfusionEntry entry)
        : model_(model), row_(row), entry_(std::move(entry)) {
        entry_.preceding.clear();  // a new row, not one with another's comments
        setText(ConfusionTableModel::tr("add entry"));
    }
    void redo() override { model_->rawInsert(row_, entry_); }
    void undo() override { model_->rawRemove(row_); }

private:
    ConfusionTableModel* model_;
    int row_;
    lexicon::ConfusionEntry entry_;
};

class EntriesInsertCommand : public QUndoCommand {
public:
    EntriesInsertCommand(ConfusionTableModel* model, int row,
                         std::vector<lexicon::ConfusionEntry> entries)
        : model_(model), row_(row), entries_(std::move(entries)) {
        for (auto& entry : entries_)
            entry.preceding.clear();
        setText(ConfusionTableModel::tr("add %n entries", nullptr, int(entries_.size())));
    }
    void redo() override { model_->rawInsertMany(row_, entries_); }
    void undo() override { model_->rawRemoveMany(row_, int(entries_.size())); }

private:
    ConfusionTableModel* model_;
    int row_;
    std::vector<lexicon::ConfusionEntry> entries_;
};

class EntryRemoveCommand : public QUndoCommand {
public:
    EntryRemoveCommand(ConfusionTableModel* model, int row)
        : model_(model), row_(row), entry_(model->table().entries[std::size_t(row)]) {
        setText(ConfusionTableModel::tr("remove entry"));
    }
    void redo() override { model_->rawRemove(row_); }
    void undo() override { model_->rawInsert(row_, entry_); }

private:
    ConfusionTableModel* model_;
    int row_;
    lexicon::ConfusionEntry entry_;
};

QString ConfusionTableModel::scriptTitle(std::string_view name) {
    return translatedName(
        "akshara::widgets::ConfusionTableModel", fromStd(name),
        {{"Devanagari", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Devanagari")},
         {"Bengali", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Bengali")},
         {"Gurmukhi", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Gurmukhi")},
         {"Gujarati", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Gujarati")},
         {"Oriya", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Oriya")},
         {"Tamil", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Tamil")},
         {"Telugu", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Telugu")},
         {"Kannada", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Kannada")},
         {"Malayalam", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Malayalam")},
         {"Arabic", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Arabic")},
         {"Latin", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Latin")},
         {"Common", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Common")},
         {"Unknown", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "Unknown")}},
        fromStd(name));
}

QString ConfusionTableModel::problemText(const lexicon::TableProblem& problem) {
    using lexicon::ProblemKind;
    const auto detail = [&](std::size_t i) {
        return i < problem.details.size() ? fromStd(problem.details[i]) : QString();
    };
    const auto script = [&](std::size_t i) {
        return i < problem.details.size() ? scriptTitle(problem.details[i]) : QString();
    };
    QString text;
    switch (problem.kind) {
        case ProblemKind::InvalidUtf8:
            text = tr("invalid UTF-8 at byte %1 of the line").arg(detail(0));
            break;
        case ProblemKind::NulByte:
            text = tr("a NUL byte at byte %1 of the line: the file is not UTF-8 text; save it "
                      "as UTF-8")
                       .arg(detail(0));
            break;
        case ProblemKind::NoFormatVersion:
            text = tr("no format version after '%1'; read as 1").arg(detail(0));
            break;
        case ProblemKind::BadFormatVersion:
            text = tr("unreadable format version '%1' (this program reads 1)").arg(detail(0));
            break;
        case ProblemKind::NewerFormat:
            text = tr("format version %1 is newer than this program reads (1)").arg(detail(0));
            break;
        case ProblemKind::OtherFormat:
            text = tr("format version %1 is not one this program reads (1)").arg(detail(0));
            break;
        case ProblemKind::SecondHeader:
            text =
                tr("a second '# %1:' header (the first is on line %2)").arg(detail(0), detail(1));
            break;
        case ProblemKind::UnknownKind:
            text = tr("unknown kind '%1'").arg(detail(0));
            break;
        case ProblemKind::UnknownScript:
            text = tr("unknown script '%1' (use an ISO 15924 code such as Deva)").arg(detail(0));
            break;
        case ProblemKind::NoLetterScript:
            text = tr("script '%1' is the code of no script of letters (use an ISO 15924 code "
                      "such as Deva)")
                       .arg(detail(0));
            break;
        case ProblemKind::NotYesNo:
            text = tr("expected yes or no, found '%1'").arg(detail(0));
            break;
        case ProblemKind::UnknownHeaderKey:
            text = tr("unknown header key '%1' ignored").arg(detail(0));
            break;
        case ProblemKind::UnknownColumn:
            text = tr("unknown column '%1'").arg(detail(0));
            break;
        case ProblemKind::ColumnTwice:
            text = tr("the column row names '%1' twice").arg(detail(0));
            break;
        case ProblemKind::MissingColumn:
            text = tr("the column row has no '%1' column").arg(detail(0));
            break;
        case ProblemKind::NotNfc:
            text = tr("not in NFC; read as its NFC form");
            break;
        case ProblemKind::BadEscape:
            text =
                tr("bad escape at character %1 (use \\uXXXX, \\UXXXXXXXX or \\\\)").arg(detail(0));
            break;
        case ProblemKind::BadEscapeDigit:
            text = tr("bad hexadecimal digit in escape at character %1").arg(detail(0));
            break;
        case ProblemKind::EscapeNoCodePoint:
            text = tr("escape at character %1 is not a code point").arg(detail(0));
            break;
        case ProblemKind::TooManyFields:
            text =
                tr("expected at most %1 tab-separated fields, found %2").arg(detail(0), detail(1));
            break;
        case ProblemKind::NoTargetField:
            text = tr("the row has no target field (a deletion is an empty target after a tab)");
            break;
        case ProblemKind::NotANumber:
            text = tr("not a number: '%1'").arg(detail(0));
            break;
        case ProblemKind::NoColumnRow:
            text = tr("no column row (source<TAB>target...) found");
            break;
        case ProblemKind::NoNameHeader:
            text = tr("no '# name:' header");
            break;
        case ProblemKind::NoKindHeader:
            text = tr("no '# kind:' header");
            break;
        case ProblemKind::NoName:
            text = tr("the table has no name");
            break;
        case ProblemKind::NoScript:
            text = tr("the table names no script");
            break;
        case ProblemKind::UnknownLanguage:
            text = tr("unknown language '%1'").arg(detail(0));
            break;
        case ProblemKind::LanguageScript:
            text = tr("%1 is written in %2, not %3")
                       .arg(languageName(detail(0)), script(1), script(2));
            break;
        case ProblemKind::Unassigned:
            text = tr("unassigned code point %1").arg(detail(0));
            break;
        case ProblemKind::Unusable:
            text = tr("unusable code point %1 (control, private use or unassigned)").arg(detail(0));
            break;
        case ProblemKind::Space:
            text = tr("white space %1 inside an entry").arg(detail(0));
            break;
        case ProblemKind::OtherScript:
            text = tr("character %1 (%2) is %3, not %4")
                       .arg(detail(0), detail(1), script(2), script(3));
            break;
        case ProblemKind::EmptySource:
            text = tr("empty source");
            break;
        case ProblemKind::SelfMap:
            text = tr("self-map: %1 -> %2").arg(detail(0), detail(1));
            break;
        case ProblemKind::UnknownCategory:
            text = tr("unknown phonological category '%1' (expected vowel-length, aspiration, "
                      "voicing or sibilant)")
                       .arg(detail(0));
            break;
        case ProblemKind::NegativeWeight:
            text = tr("negative weight");
            break;
        case ProblemKind::Duplicate:
            text = tr("duplicate of the entry on line %1: %2 -> %3")
                       .arg(detail(0), detail(1), detail(2));
            break;
        case ProblemKind::Asymmetric:
            text = tr("asymmetric pair: %1 -> %2 has no reverse entry").arg(detail(0), detail(1));
            break;
        case ProblemKind::Other:
            text = fromStd(problem.message);
            break;
    }
    return (problem.severity == lexicon::Severity::Error ? tr("error: %1") : tr("warning: %1"))
        .arg(text);
}

QString ConfusionTableModel::classTitle(std::string_view name) {
    return translatedName(
        "akshara::widgets::ConfusionTableModel", fromStd(name),
        {{"consonant", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "consonant")},
         {"dead-consonant",
          QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "dead-consonant")},
         {"independent-vowel",
          QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "independent-vowel")},
         {"vowel-sign", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "vowel-sign")},
         {"virama", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "virama")},
         {"nukta", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "nukta")},
         {"modifier", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "modifier")},
         {"letter", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "letter")},
         {"mark", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "mark")},
         {"digit", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "digit")},
         {"punctuation", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "punctuation")},
         {"joiner", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "joiner")},
         {"non-joiner", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "non-joiner")},
         {"space", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "space")},
         {"symbol", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "symbol")},
         {"other", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "other")}},
        fromStd(name));
}

QString ConfusionTableModel::kindTitle(std::string_view name) {
    return translatedName(
        "akshara::widgets::ConfusionTableModel", fromStd(name),
        {{"phonological",
          QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "phonological")},
         {"orthographic",
          QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "orthographic")},
         {"keyboard", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "keyboard")},
         {"ocr", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "ocr")},
         {"diacritic", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "diacritic")},
         {"orthographic-rule",
          QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "orthographic-rule")},
         {"relation", QT_TRANSLATE_NOOP("akshara::widgets::ConfusionTableModel", "relation")}},
        fromStd(name));
}

ConfusionTableModel::ConfusionTableModel(QUndoStack* undoStack, QObject* parent)
    : QAbstractTableModel(parent), undoStack_(undoStack) {
    glyphFont_.setPointSize(glyphFont_.pointSize() * 2);
    for (const auto script : text::brahmicScripts())
        scriptFamilies_ << preferredFamily(script);
}

void ConfusionTableModel::setTable(const lexicon::ConfusionTable& table) {
    beginResetModel();
    table_ = table;
    undoStack_->clear();
    revalidate();
    endResetModel();
}

void ConfusionTableModel::showTable(const lexicon::ConfusionTable& table, QUndoStack* history) {
    beginResetModel();
    table_ = table;
    undoStack_ = history;
    revalidate();
    endResetModel();
}

void ConfusionTableModel::revalidate() {
    lexicon::ConfusionTable numbered = table_;
    for (std::size_t i = 0; i < numbered.entries.size(); ++i)
        numbered.entries[i].line = i + 1;
    problems_.assign(table_.entries.size(), {});
    tableProblems_.clear();
    for (const lexicon::TableProblem& p : lexicon::validateTable(numbered)) {
        if (p.line >= 1 && p.line <= table_.entries.size())
            problems_[p.line - 1].push_back(p);
        else
            tableProblems_.push_back(p);
    }
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    Q_EMIT validated();
}

std::vector<lexicon::TableProblem> ConfusionTableModel::rowProblems(int row) const {
    return row >= 0 && row < int(problems_.size()) ? problems_[std::size_t(row)]
                                                   : std::vector<lexicon::TableProblem>{};
}

int ConfusionTableModel::errorCount() const {
    int count = int(lexicon::hasErrors(tableProblems_) ? 1 : 0);
    for (const auto& row : problems_)
        count += lexicon::hasErrors(row) ? 1 : 0;
    return count;
}

int ConfusionTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(table_.entries.size());
}

int ConfusionTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : FirstScriptColumn + int(text::brahmicScripts().size());
}

QVariant ConfusionTableModel::editValue(int row, int column) const {
    const lexicon::ConfusionEntry& e = table_.entries[std::size_t(row)];
    switch (column) {
        case SourceColumn:
            return toQString(e.source);
        case TargetColumn:
            return toQString(e.target);
        case CategoryColumn:
            return fromStd(e.category);
        case WeightColumn:
            // As text with every digit it has: a number would be edited in a spin box that
            // rounds to two decimals, and leaving the cell would save the rounded weight.
            return e.weight ? QString::number(*e.weight, 'g', QLocale::FloatingPointShortest)
                            : QString();
        case NoteColumn:
            return fromStd(e.note);
    }
    return {};
}

QVariant ConfusionTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int row = index.row(), column = index.column();
    const lexicon::ConfusionEntry& e = table_.entries[std::size_t(row)];
    const auto& problems = problems_[std::size_t(row)];
    if (role == ProblemRole) {
        QStringList list;
        for (const auto& p : problems)
            list << problemText(p);
        return list.join(QLatin1Char('\n'));
    }
    if (role == SeverityRole)
        return problems.empty() ? 0 : lexicon::hasErrors(problems) ? 2 : 1;
    if (role == Qt::BackgroundRole && !problems.empty())
        return lexicon::hasErrors(problems) ? QColor(255, 205, 205) : QColor(255, 236, 190);
    if (role == Qt::DecorationRole && column == SourceColumn && !problems.empty())
        return lexicon::hasErrors(problems) ? QColor(200, 0, 0) : QColor(220, 150, 0);
    if (role == Qt::ToolTipRole) {
        QString tip = tr("%1 → %2").arg(names(e.source),
                                        e.target.empty() ? tr("(dropped)") : names(e.target));
        const QString problemText = data(index, ProblemRole).toString();
        if (!problemText.isEmpty())
            tip += QLatin1Char('\n') + problemText;
        return tip;
    }
    if (role == Qt::FontRole && column <= TargetColumn)
        return glyphFont_;
    if (role == Qt::FontRole && column >= FirstScriptColumn) {
        // Each script in its own font: through the table's font, other scripts' vowel signs
        // fell back glyph by glyph and were drawn apart from their consonants.
        QFont font = glyphFont_;
        const QString family = scriptFamilies_.value(column - FirstScriptColumn);
        if (!family.isEmpty())
            font.setFamily(family);
        return font;
    }
    if (role == Qt::EditRole && column < NameColumn)
        return editValue(row, column);
    if (role != Qt::DisplayRole)
        return {};
    if (column < NameColumn) {
        if (column == TargetColumn && e.target.empty())
            return tr("∅");
        if (column == WeightColumn && e.weight)
            return *e.weight;  // shown in the user's locale, sorted as a number
        return editValue(row, column);
    }
    if (column == NameColumn)
        return names(e.source);
    if (column == ClassColumn)
        return classes(e.source);
    const text::Script script = text::brahmicScripts()[std::size_t(column - FirstScriptColumn)];
    const text::TextMapping source = text::mapText(e.source, script);
    const text::TextMapping target = text::mapText(e.target, script);
    if (!source.unmapped.empty() || !target.unmapped.empty())
        return QStringLiteral("—");
    return tr("%1 → %2").arg(toQString(source.text),
                             target.text.empty() ? tr("∅") : toQString(target.text));
}

QVariant ConfusionTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
        case SourceColumn:
            return tr("Source");
        case TargetColumn:
            return tr("Target");
        case CategoryColumn:
            return tr("Category");
        case WeightColumn:
            return tr("Weight");
        case NoteColumn:
            return tr("Note");
        case NameColumn:
            return tr("Unicode name");
        case ClassColumn:
            return tr("Class");
    }
    if (section >= FirstScriptColumn && section < columnCount())
        return scriptTitle(
            text::scriptName(text::brahmicScripts()[std::size_t(section - FirstScriptColumn)]));
    return {};
}

Qt::ItemFlags ConfusionTableModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() < NameColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool ConfusionTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || role != Qt::EditRole || index.column() >= NameColumn)
        return false;
    QVariant after = value;
    if (index.column() == WeightColumn && value.toString().trimmed().isEmpty()) {
        after = QString();  // blank: no weight
    } else if (index.column() == WeightColumn) {
        QString refused;
        const std::optional<double> weight = parseWeight(value.toString(), &refused);
        if (!refused.isEmpty()) {
            Q_EMIT valueRefused(refused + QLatin1Char(' ') + tr("The weight is left as it was."));
            return false;
        }
        after = QString::number(*weight, 'g', QLocale::FloatingPointShortest);
    }
    const QVariant before = editValue(index.row(), index.column());
    if (before.toString() == after.toString())
        return false;
    undoStack_->push(new EntryEditCommand(this, index.row(), index.column(), before, after));
    return true;
}

void ConfusionTableModel::applyValue(int row, int column, const QVariant& value) {
    lexicon::ConfusionEntry& e = table_.entries[std::size_t(row)];
    const QString s = value.toString();
    switch (column) {
        case SourceColumn:
            e.source = text::nfc(toU32String(s));
            break;
        case TargetColumn:
            e.target = text::nfc(toU32String(s));
            break;
        case CategoryColumn:
            // One line of a table file's row: a tab or a line break would split it.
            e.category = s.simplified().toStdString();
            break;
        case WeightColumn:
            if (s.isEmpty())
                e.weight.reset();
            else
                e.weight = s.toDouble();
            break;
        case NoteColumn:
            // One line of a table file's row: each tab or line break (CRLF too) a space.
            e.note = QString(s)
                         .replace(QRegularExpression(QStringLiteral("\r\n|[\t\r\n]")),
                                  QStringLiteral(" "))
                         .toStdString();
            break;
    }
    revalidate();
}

std::optional<double> ConfusionTableModel::parseWeight(const QString& text, QString* refused) {
    const QString written = text.trimmed();
    if (written.isEmpty())
        return std::nullopt;
    bool ok = false;
    double weight = written.toDouble(&ok);
    if (!ok)
        weight = QLocale().toDouble(written, &ok);
    if (!ok || !std::isfinite(weight)) {
        if (refused != nullptr)
            *refused = tr("The weight \u201c%1\u201d is not a number (%2, or %3 as the system's "
                          "language writes it).")
                           .arg(written, QStringLiteral("0.5"), QLocale().toString(0.5));
        return std::nullopt;
    }
    return weight;
}

void ConfusionTableModel::insertEntries(int row, std::vector<lexicon::ConfusionEntry> entries) {
    if (!entries.empty())
        undoStack_->push(
            new EntriesInsertCommand(this, std::clamp(row, 0, rowCount()), std::move(entries)));
}

void ConfusionTableModel::insertEntry(int row, const lexicon::ConfusionEntry& entry) {
    undoStack_->push(new EntryInsertCommand(this, std::clamp(row, 0, rowCount()), entry));
}

void ConfusionTableModel::removeEntry(int row) {
    if (row < 0 || row >= rowCount())
        return;
    undoStack_->push(new EntryRemoveCommand(this, row));
}

// The lines kept above a row (comments, rows that could not be read) stay in the file when
// the row is removed: they go to the row below, or to the end; and come back on undo.
std::string& ConfusionTableModel::linesBelow(int row) {
    return std::size_t(row) < table_.entries.size() ? table_.entries[std::size_t(row)].preceding
                                                    : table_.trailing;
}

void ConfusionTableModel::rawInsert(int row, const lexicon::ConfusionEntry& entry) {
    std::string& below = linesBelow(row);
    if (!entry.preceding.empty() && below.compare(0, entry.preceding.size(), entry.preceding) == 0)
        below.erase(0, entry.preceding.size());
    beginInsertRows({}, row, row);
    table_.entries.insert(table_.entries.begin() + row, entry);
    problems_.insert(problems_.begin() + row, {});
    endInsertRows();
    revalidate();
}

void ConfusionTableModel::rawInsertMany(int row,
                                        const std::vector<lexicon::ConfusionEntry>& entries) {
    beginInsertRows({}, row, row + int(entries.size()) - 1);
    table_.entries.insert(table_.entries.begin() + row, entries.begin(), entries.end());
    problems_.insert(problems_.begin() + row, entries.size(), {});
    endInsertRows();
    revalidate();
}

void ConfusionTableModel::rawRemoveMany(int row, int count) {
    beginRemoveRows({}, row, row + count - 1);
    table_.entries.erase(table_.entries.begin() + row, table_.entries.begin() + row + count);
    problems_.erase(problems_.begin() + row, problems_.begin() + row + count);
    endRemoveRows();
    revalidate();
}

void ConfusionTableModel::rawRemove(int row) {
    const std::string kept = std::move(table_.entries[std::size_t(row)].preceding);
    beginRemoveRows({}, row, row);
    table_.entries.erase(table_.entries.begin() + row);
    linesBelow(row).insert(0, kept);
    problems_.erase(problems_.begin() + row);
    endRemoveRows();
    revalidate();
}

}  // namespace akshara::widgets
