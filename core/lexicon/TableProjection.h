#pragma once

#include <string>
#include <vector>

#include "lexicon/ConfusionTable.h"

namespace akshara::lexicon {

// What a projection left out, one line per dropped entry ("line 12: ख -> घ: Tamil has no ...").
struct ProjectionReport {
    std::vector<std::string> dropped;
};

// The table carried into another Brahmic script character by character (text::mapCharacter),
// as the first paper extends its Devanagari tables. An entry is kept only when every
// character has an equivalent, none is a letter the target script keeps only for
// transcribing other languages (Devanagari's short e and o), the result is no self-map and
// no duplicate, and every character is used in the target script.
ConfusionTable projectTable(const ConfusionTable& source, text::Script to, std::string name,
                            ProjectionReport* report = nullptr);

}  // namespace akshara::lexicon
