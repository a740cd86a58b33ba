#include "data/Sentence.h"

#include <algorithm>

namespace akshara::data {

long Sentence::rootNode() const {
    if (!hasTree) {
        return -1;
    }
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (nodes[i].head < 0) {
            return static_cast<long>(i);
        }
    }
    return -1;
}

std::string Sentence::text() const {
    std::string out;
    for (const auto& unit : units) {
        if (!out.empty()) {
            out += ' ';
        }
        out += unit.form;
    }
    return out;
}

void addSingleWordUnits(Sentence& sentence) {
    std::vector<SurfaceUnit> units;
    std::size_t next = 0;
    std::vector<SurfaceUnit> ranges = sentence.units;
    std::sort(ranges.begin(), ranges.end(),
              [](const SurfaceUnit& a, const SurfaceUnit& b) { return a.firstWord < b.firstWord; });
    std::size_t r = 0;
    while (next < sentence.words.size()) {
        if (r < ranges.size() && ranges[r].firstWord == next) {
            units.push_back(ranges[r]);
            next += ranges[r].wordCount;
            ++r;
            continue;
        }
        units.push_back({sentence.words[next].form, next, 1});
        ++next;
    }
    sentence.units = std::move(units);
}

const char* wordClassName(WordClass c) {
    switch (c) {
        case WordClass::Noun:
            return "noun";
        case WordClass::Verb:
            return "verb";
        case WordClass::Pronoun:
            return "pronoun";
        case WordClass::Adjective:
            return "adjective";
        case WordClass::Adverb:
            return "adverb";
        case WordClass::Adposition:
            return "adposition";
        case WordClass::Conjunction:
            return "conjunction";
        case WordClass::Determiner:
            return "determiner";
        case WordClass::Numeral:
            return "numeral";
        case WordClass::Particle:
            return "particle";
        case WordClass::Interjection:
            return "interjection";
        case WordClass::Punctuation:
            return "punctuation";
        case WordClass::Other:
            return "other";
    }
    return "other";
}

}  // namespace akshara::data
