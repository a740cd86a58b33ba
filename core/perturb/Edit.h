#pragma once

#include <string>
#include <vector>

namespace akshara::perturb {

// One change to a text: `from` at code point `position` replaced by `to` (either may be
// empty: an insertion or a deletion).
struct Edit {
    std::size_t position = 0;
    std::u32string from;
    std::u32string to;
    std::string op;        // the operator that made it: "phono", "ortho", "key", ...
    std::string category;  // its sub-category: "aspirated", "look-alike", "conjunct-swap", ...

    bool operator==(const Edit& other) const {
        return position == other.position && from == other.from && to == other.to &&
               op == other.op && category == other.category;
    }
};

// Applies an edit; returns false (and leaves `text` alone) when `from` is not at `position`.
bool applyEdit(std::u32string& text, const Edit& edit);

// One way to perturb a word: the perturbed word and the edit that makes it from the word.
struct Candidate {
    std::u32string text;
    Edit edit;
};

// Edits applied to a sentence, in order. Each edit's position is in the text as it was when
// the edit was made, so applying them in order to the original gives the perturbed text.
struct PerturbedText {
    std::u32string original;
    std::u32string perturbed;
    std::vector<Edit> edits;
    std::vector<std::size_t> wordIndices;  // for each edit, the index of the word it changed
};

}  // namespace akshara::perturb
