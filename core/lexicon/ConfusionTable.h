#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "text/Script.h"

namespace akshara::lexicon {

// What kind of error a confusion models.
enum class ConfusionKind {
    Phonological,      // sounds confused: vowel length, aspiration, voicing, sibilants
    Orthographic,      // look-alike characters and conjunct order
    Keyboard,          // neighbouring keys
    Ocr,               // optical character recognition confusions
    Diacritic,         // a diacritic lost
    OrthographicRule,  // spelling confusions of a language (rz/ż, ó/u)
    Relation,          // word-level relations (synonyms and the like)
};

// "phonological", "orthographic", "keyboard", "ocr", "diacritic", "orthographic-rule", "relation".
std::string_view kindName(ConfusionKind kind);
std::optional<ConfusionKind> parseKind(std::string_view name);
const std::vector<ConfusionKind>& allKinds();

// Sub-categories of phonological confusions, as the first paper splits them.
namespace category {
inline constexpr std::string_view kVowelLength = "vowel-length";
inline constexpr std::string_view kAspiration = "aspiration";
inline constexpr std::string_view kVoicing = "voicing";
inline constexpr std::string_view kSibilant = "sibilant";
}  // namespace category
const std::vector<std::string_view>& phonologicalCategories();

// One confusion: `source` may be written as `target`. Strings are NFC; an empty target means
// the source is dropped (the long-a sign deleted: long aa written as the inherent short a; the
// perturbation operators also apply such a vowel sign's entry the other way, see
// perturb::TableOperator).
struct ConfusionEntry {
    std::u32string source;
    std::u32string target;
    ConfusionKind kind = ConfusionKind::Phonological;
    std::string category;  // sub-category, e.g. "aspiration"; may be empty
    std::optional<double> weight;
    std::string note;
    std::size_t line = 0;  // line of the file it was read from; 0 when not read from a file
    // The file's lines just above this row that are no entry, as written ('\n' after each):
    // comments, and rows that could not be read. A saved table keeps them where they were.
    std::string preceding = {};

    // Nothing written in it (a row added and left empty): no entry, which a file leaves out.
    bool blank() const {
        return source.empty() && target.empty() && category.empty() && !weight && note.empty();
    }

    bool sameMapping(const ConfusionEntry& other) const {
        return source == other.source && target == other.target && kind == other.kind;
    }
};

// A named table of confusions for one script (and optionally one language). Plain value
// type: the GUI edits copies and saves them through TableFormat.
struct ConfusionTable {
    std::string name;
    ConfusionKind kind = ConfusionKind::Phonological;
    text::Script script = text::Script::Unknown;
    std::string language;  // empty: every language written in the script
    std::string description;
    std::string origin;     // where the entries come from ("curated", "projected from ...")
    bool directed = false;  // entries are one-way by design: no notice for a missing reverse
    std::vector<ConfusionEntry> entries;
    // Comment lines of the file's header, and its lines after the last entry, as written.
    std::string headerComments;
    std::string trailing;

    // Entries whose source is exactly `source`, in table order.
    std::vector<const ConfusionEntry*> entriesFrom(std::u32string_view source) const;
    // Distinct categories in first-seen order.
    std::vector<std::string> categories() const;
};

}  // namespace akshara::lexicon
