#include "perturb/OperatorRegistry.h"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <set>

#include "common/Error.h"
#include "common/Strings.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableFormat.h"
#include "lexicon/TableValidation.h"
#include "perturb/EditOperators.h"
#include "perturb/PolishSpelling.h"
#include "perturb/RelationOperator.h"
#include "perturb/TableOperator.h"
#include "text/Language.h"
#include "text/Script.h"

namespace akshara::perturb {

namespace {

using lexicon::ConfusionEntry;

const std::vector<std::string> kIndic{"as", "bd", "bn", "gu", "hi", "kn",
                                      "ml", "mr", "or", "pa", "ta", "te"};

std::vector<std::string> plus(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

std::string tableName(const text::Language& language, const std::string& kind) {
    return asciiLowered(text::iso15924(language.script)) + "-" + kind;
}

const lexicon::ConfusionTable* editedTable(const std::string& name,
                                           const OperatorOptions& options) {
    for (const lexicon::ConfusionTable& edited : options.editedTables) {
        if (edited.name == name) {
            return &edited;
        }
    }
    return nullptr;
}

// The file of options.tablesDir that replaces table `name`; empty when there is none, or when
// an edited table replaces it.
std::string replacingFile(const std::string& name, const OperatorOptions& options) {
    if (options.tablesDir.empty() || editedTable(name, options) != nullptr) {
        return {};
    }
    const std::string path = (std::filesystem::path(options.tablesDir) / (name + ".tsv")).string();
    std::error_code ec;
    // Anything of the table's name replaces it: a folder, a pipe or a link to nothing there is
    // a mistake to name (table() refuses it), not a cue to take the built-in table.
    return std::filesystem::exists(std::filesystem::symlink_status(path, ec)) ? path
                                                                              : std::string();
}

// A file read in place of built-in table `name` must be a table of its name, kind and script:
// a Bengali table saved as deva-orthographic.tsv, or a look-alike table as a phonological one,
// would leave the operator nothing to match, and its runs silently without edits.
void checkReplaces(const lexicon::ParsedTable& parsed, const std::string& name,
                   const std::string& file) {
    const std::vector<lexicon::TableProblem> problems = lexicon::replacementProblems(parsed, name);
    if (!problems.empty()) {
        const lexicon::TableProblem& first = problems.front();
        throw InputError(first.message, file, first.line, first.field);
    }
}

// A table of one language ('# language: hi') is not used for another written in its script
// (Marathi): its entries were chosen for that language alone.
void checkLanguage(const lexicon::ConfusionTable& table, const std::string& language,
                   const std::string& where, std::size_t line) {
    if (table.language.empty() || language.empty() || table.language == language) {
        return;
    }
    const text::Language* its = text::findLanguage(table.language);
    const text::Language* run = text::findLanguage(language);
    const auto named = [](const text::Language* l, const std::string& code) {
        return l != nullptr ? l->name : code;
    };
    throw InputError("is a table of " + named(its, table.language) + " ('# language: " +
                         table.language + "'), and this is " + named(run, language) +
                         "; remove the header for it to serve every language written in " +
                         std::string(text::scriptName(table.script)),
                     where, line, "language");
}

// Table `name`: the edited one of that name, else the file of options.tablesDir that replaces
// it, else the built-in one. An edited table or a file with errors is refused, naming the first.
lexicon::ConfusionTable table(const std::string& name, const OperatorOptions& options) {
    if (const lexicon::ConfusionTable* edited = editedTable(name, options)) {
        lexicon::ConfusionTable numbered = *edited;
        for (std::size_t i = 0; i < numbered.entries.size(); ++i) {
            numbered.entries[i].line = i + 1;
        }
        for (const lexicon::TableProblem& problem : lexicon::validateTable(numbered)) {
            if (problem.severity == lexicon::Severity::Error) {
                std::string where = "the unsaved edits of table " + name;
                if (problem.line > 0) {
                    where += ", row " + std::to_string(problem.line);
                }
                if (!problem.field.empty()) {
                    where += ", " + problem.field;
                }
                throw InputError(where + ": " + problem.message +
                                 " (fix the row or save the table without the edits)");
            }
        }
        checkLanguage(numbered, options.language, "the unsaved edits of table " + name, 0);
        return numbered;
    }
    const std::string file = replacingFile(name, options);
    if (!file.empty()) {
        std::error_code ec;
        if (std::filesystem::is_symlink(file, ec) && !std::filesystem::exists(file, ec)) {
            throw InputError(
                "a link to a file that does not exist (it replaces the built-in "
                "table " +
                    name + ")",
                file);
        }
        if (!std::filesystem::is_regular_file(file, ec)) {
            throw InputError("not a table file (it replaces the built-in table " + name + ")",
                             file);
        }
        lexicon::ParsedTable parsed = lexicon::readTableFile(file);
        for (const lexicon::TableProblem& problem : lexicon::tableFileProblems(parsed)) {
            if (problem.severity == lexicon::Severity::Error) {
                throw InputError(
                    problem.message + " (this file replaces the built-in table " + name + ")", file,
                    problem.line, problem.field);
            }
        }
        checkReplaces(parsed, name, file);
        checkLanguage(parsed.table, options.language, file, parsed.headerLines["language"]);
        parsed.table.name = name;
        return std::move(parsed.table);
    }
    const lexicon::ConfusionTable* builtinTable = lexicon::findBuiltinTable(name);
    if (builtinTable == nullptr) {
        throw InputError("no built-in table '" + name + "'");
    }
    return *builtinTable;
}

// The first paper's phonological categories, as the candidates name them.
std::string phonoCategory(const ConfusionEntry& e) {
    if (e.category == lexicon::category::kVowelLength)
        return "vowel";
    if (e.category == lexicon::category::kAspiration)
        return "aspirated";
    if (e.category == lexicon::category::kVoicing)
        return "voiced";
    if (e.category == lexicon::category::kSibilant)
        return "sibilant";
    return {};
}

bool phonoSelected(const std::string& wanted, const std::string& category) {
    return wanted.empty() || wanted == "all" || wanted == category ||
           (wanted == "consonant" && (category == "aspirated" || category == "voiced"));
}

}  // namespace

const std::vector<OperatorInfo>& operatorInfos() {
    static const std::vector<std::string> all{"as", "bd", "bn", "gu", "hi", "kn", "ml", "mr",
                                              "or", "pa", "ta", "te", "ur", "pl", "en"};
    static const std::vector<OperatorInfo> infos{
        {"phono",
         "phonological: short/long vowel, aspirated/unaspirated or voiced/voiceless homorganic "
         "consonant, sibilant",
         kIndic,
         {"vowel", "consonant", "aspirated", "voiced", "sibilant", "all"},
         "1"},
        {"ortho",
         "orthographic: a look-alike letter, or the two consonants of a conjunct swapped",
         kIndic,
         {"look-alike", "conjunct-swap"},
         "1"},
        {"random",
         "baseline: a letter replaced by a random letter of the same class",
         plus(kIndic, {"pl", "en"}),
         {"consonant", "vowel"},
         "1"},
        {"key",
         "keyboard slip: a neighbouring key, or AltGr (Polish) or Shift (InScript) missed",
         plus(kIndic, {"pl", "en"}),
         {"neighbour", "altgr", "shift"},
         "2"},
        {"ocr", "optical character recognition confusion", plus(kIndic, {"pl", "en"}), {}, "2"},
        {"insert", "a random letter inserted", all, {}, "2"},
        {"delete", "a letter (an akshara in Indic scripts) deleted", all, {}, "2"},
        {"substitute",
         "a letter (an akshara in Indic scripts) replaced by a random letter",
         all,
         {},
         "2"},
        {"swap", "two adjacent letters (aksharas) exchanged", all, {}, "2"},
        {"diacritic",
         "a diacritic lost (Polish accents; Indic nukta, anusvara, candrabindu)",
         plus(kIndic, {"pl"}),
         {},
         "2"},
        {"split", "a space inserted inside the word", all, {}, "2"},
        {"ortho-rule",
         "a spelling confusion of the language (rz/ż, ch/h, ó/u, ...)",
         {"pl"},
         {"same-sound", "nasal", "soft", "devoicing"},
         "2"},
        {"relation",
         "the word replaced by a related word from a relation file (--relations)",
         all,
         {},
         "2"},
    };
    return infos;
}

std::vector<std::string> OperatorInfo::categoriesIn(const std::string& language) const {
    if (name != "key") {
        return categories;
    }
    if (language == "pl") {
        return {"neighbour", "altgr"};
    }
    if (language == "en") {
        return {"neighbour"};
    }
    return {"neighbour", "shift"};
}

std::string OperatorInfo::categoryProblem(const std::string& category,
                                          const text::Language& language) const {
    const std::vector<std::string> mine = categoriesIn(language.code);
    if (category.empty() || name == "relation" ||
        std::find(mine.begin(), mine.end(), category) != mine.end()) {
        return {};
    }
    // key's categories differ by keyboard: altgr is the Polish layout's.
    const bool elsewhere =
        std::find(categories.begin(), categories.end(), category) != categories.end();
    return "operator '" + name + "' has no category '" + category + "'" +
           (elsewhere ? " in " + language.name : std::string()) +
           (mine.empty() ? std::string(" (it has none)") : " (it has: " + joined(mine, " ") + ")");
}

const OperatorInfo* findOperatorInfo(const std::string& name) {
    for (const auto& info : operatorInfos()) {
        if (info.name == name) {
            return &info;
        }
    }
    return nullptr;
}

std::unique_ptr<Operator> createOperator(const std::string& name, const OperatorOptions& options) {
    const OperatorInfo* info = findOperatorInfo(name);
    if (info == nullptr) {
        std::string known;
        for (const auto& i : operatorInfos())
            known += (known.empty() ? "" : " ") + i.name;
        throw InputError("unknown operator '" + name + "' (known: " + known + ")");
    }
    const text::Language& language = text::requireLanguage(options.language);
    if (std::find(info->languages.begin(), info->languages.end(), language.code) ==
        info->languages.end()) {
        throw InputError("operator '" + name + "' does not support " + language.name + " (" +
                         language.code + ")");
    }
    const std::string& category = options.category;
    if (const std::string problem = info->categoryProblem(category, language); !problem.empty()) {
        throw InputError(problem);
    }
    // The table an operator reads, as operatorTables() names it (one for each that reads one).
    const auto tableOf = [&] { return table(operatorTables(name, language.code).at(0), options); };
    if (name == "phono") {
        return std::make_unique<TableOperator>(
            "phono", language, std::vector<lexicon::ConfusionTable>{tableOf()},
            [category](const ConfusionEntry& e) -> std::optional<std::string> {
                const std::string c = phonoCategory(e);
                if (c.empty() || !phonoSelected(category, c)) {
                    return std::nullopt;
                }
                return c;
            },
            false, TableMatching{true, isPhonologicalInPlace, true});
    }
    if (name == "ortho") {
        return std::make_unique<OrthographicOperator>(language, tableOf(), category);
    }
    if (name == "random") {
        return std::make_unique<RandomSubstitutionOperator>(
            language, category, options.oneRandomPerPosition, options.seed);
    }
    const auto fromTable = [&](const std::string& fixedCategory, TableMatching matching = {}) {
        return std::make_unique<TableOperator>(
            name, language, std::vector<lexicon::ConfusionTable>{tableOf()},
            // An entry without a category (a hand-written table's may have none) is used
            // unless --category asks for one.
            [category, fixedCategory](const ConfusionEntry& e) -> std::optional<std::string> {
                const std::string c = fixedCategory.empty() ? e.category : fixedCategory;
                if (!category.empty() && category != c) {
                    return std::nullopt;
                }
                return c;
            },
            // ortho-rule is a word-level perturbation of the second paper (one rule applied);
            // key and ocr are character-level (its appendix B.1).
            name != "ortho-rule", std::move(matching));
    };
    if (name == "key") {
        // InScript types every letter of the script; a language's own are the slips its
        // writers make (Hindi writes no ऴ, on Shift+B).
        TableMatching matching;
        matching.ownLettersOnly = text::isBrahmic(language.script);
        return fromTable("", std::move(matching));
    }
    if (name == "ocr") {
        // In OCR the case is the confusion itself (l / I): entries match as they are written.
        // The script's look-alike table serves all its languages: each keeps its own letters,
        // and in the Latin script the basic letters any page may be misread as (vv for w).
        return text::isBrahmic(language.script)
                   ? fromTable("ocr", TableMatching{true, isLookAlikeInPlace, true})
                   : fromTable("ocr", TableMatching{false, {}, true, true});
    }
    if (name == "ortho-rule") {
        // The rules hold only where the two spellings sound alike.
        return fromTable(
            "", TableMatching{true, language.code == "pl" ? EntryContext(soundsAlikeInPolish)
                                                          : EntryContext()});
    }
    if (name == "diacritic")
        return std::make_unique<DiacriticRemovalOperator>(language);
    if (name == "relation") {
        if (options.relationFile.empty()) {
            throw InputError(
                "operator 'relation' needs a relation file (word<TAB>related<TAB>relation)");
        }
        RelationLexicon lexicon = RelationLexicon::readFile(options.relationFile);
        // A relation the file does not have (a typo) would change no word, without a word.
        std::set<std::string> relations;
        for (const auto& [word, related] : lexicon.related) {
            for (const auto& r : related) {
                if (!r.relation.empty()) {
                    relations.insert(r.relation);
                }
            }
        }
        if (!category.empty() && relations.count(category) == 0) {
            const std::string known = joined({relations.begin(), relations.end()}, ", ");
            throw InputError(
                "no word has the relation '" + category + "' (" +
                    (known.empty() ? "the file names none" : "the file has: " + known) + ")",
                options.relationFile);
        }
        return std::make_unique<RelationOperator>(language, std::move(lexicon), category);
    }
    const UnitEdit kind = name == "insert"       ? UnitEdit::Insert
                          : name == "delete"     ? UnitEdit::Delete
                          : name == "substitute" ? UnitEdit::Substitute
                          : name == "swap"       ? UnitEdit::Swap
                                                 : UnitEdit::Split;
    return std::make_unique<UnitEditOperator>(kind, language);
}

std::vector<std::string> operatorTables(const std::string& name, const std::string& language) {
    const text::Language* lang = text::findLanguage(language);
    if (lang == nullptr) {
        return {};
    }
    if (name == "phono") {
        return {tableName(*lang, "phonological")};
    }
    if (name == "ortho" || (name == "ocr" && text::isBrahmic(lang->script))) {
        return {tableName(*lang, "orthographic")};
    }
    if (name == "ocr") {
        return {"latn-ocr"};
    }
    if (name == "key") {
        return {lang->code + "-keyboard"};
    }
    if (name == "ortho-rule") {
        return {lang->code + "-orthographic-rule"};
    }
    return {};
}

std::vector<std::pair<std::string, std::string>> replacedTables(const std::string& name,
                                                                const OperatorOptions& options) {
    std::vector<std::pair<std::string, std::string>> replaced;
    for (const std::string& table : operatorTables(name, options.language)) {
        const std::string file = replacingFile(table, options);
        if (!file.empty()) {
            replaced.emplace_back(table, file);
        }
    }
    return replaced;
}

std::vector<std::string> editedTables(const std::string& name, const OperatorOptions& options) {
    std::vector<std::string> edited;
    for (const std::string& table : operatorTables(name, options.language)) {
        if (editedTable(table, options) != nullptr) {
            edited.push_back(table);
        }
    }
    return edited;
}

}  // namespace akshara::perturb
