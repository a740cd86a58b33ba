#include "data/PosMapping.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "common/Strings.h"

namespace akshara::data {

namespace {

std::string upper(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::toupper(c); });
    return s;
}

}  // namespace

WordClass wordClassOfUpos(const std::string& upos) {
    static const std::map<std::string, WordClass> table{
        {"NOUN", WordClass::Noun},         {"PROPN", WordClass::Noun},
        {"VERB", WordClass::Verb},         {"AUX", WordClass::Verb},
        {"PRON", WordClass::Pronoun},      {"ADJ", WordClass::Adjective},
        {"ADV", WordClass::Adverb},        {"ADP", WordClass::Adposition},
        {"CCONJ", WordClass::Conjunction}, {"SCONJ", WordClass::Conjunction},
        {"DET", WordClass::Determiner},    {"NUM", WordClass::Numeral},
        {"PART", WordClass::Particle},     {"INTJ", WordClass::Interjection},
        {"PUNCT", WordClass::Punctuation}, {"SYM", WordClass::Punctuation},
    };
    const auto it = table.find(upper(upos));
    return it == table.end() ? WordClass::Other : it->second;
}

std::string uposOfSsfTag(const std::string& rawTag) {
    static const std::map<std::string, std::string> table{
        {"NN", "NOUN"},  {"NST", "NOUN"}, {"NNP", "PROPN"}, {"PRP", "PRON"},  {"WQ", "PRON"},
        {"DEM", "DET"},  {"VM", "VERB"},  {"VAUX", "AUX"},  {"JJ", "ADJ"},    {"RB", "ADV"},
        {"INTF", "ADV"}, {"NEG", "ADV"},  {"PSP", "ADP"},   {"CC", "CCONJ"},  {"UT", "SCONJ"},
        {"QC", "NUM"},   {"QO", "NUM"},   {"QF", "DET"},    {"RP", "PART"},   {"CL", "PART"},
        {"RDP", "PART"}, {"ECH", "PART"}, {"INJ", "INTJ"},  {"SYM", "PUNCT"}, {"PUNC", "PUNCT"},
    };
    const std::string tag = upper(rawTag);
    auto it = table.find(tag);
    if (it == table.end() && tag.size() > 2 && tag.back() == 'C') {
        it = table.find(tag.substr(0, tag.size() - 1));  // NNC, NNPC, VMC, JJC, ...
    }
    return it == table.end() ? "X" : it->second;
}

Gender ssfGender(const std::string& value) {
    const std::string v = asciiLowered(value);
    if (v == "m")
        return Gender::Masculine;
    if (v == "f")
        return Gender::Feminine;
    if (v == "n")
        return Gender::Neuter;
    if (v == "any")
        return Gender::Any;
    return Gender::Unknown;
}

Number ssfNumber(const std::string& value) {
    const std::string v = asciiLowered(value);
    if (v == "sg")
        return Number::Singular;
    if (v == "pl")
        return Number::Plural;
    if (v == "any")
        return Number::Any;
    return Number::Unknown;
}

void ssfPerson(const std::string& value, Morphology& morphology) {
    std::string v = asciiLowered(value);
    morphology.honorific = false;
    if (v.size() == 2 && v[1] == 'h') {
        morphology.honorific = true;
        v.pop_back();
    }
    if (v == "1")
        morphology.person = Person::First;
    else if (v == "2")
        morphology.person = Person::Second;
    else if (v == "3")
        morphology.person = Person::Third;
    else if (v == "any")
        morphology.person = Person::Any;
    else {
        morphology.person = Person::Unknown;
        morphology.honorific = false;
    }
}

Morphology udMorphology(const std::string& feats) {
    Morphology m;
    if (feats.empty() || feats == "_") {
        return m;
    }
    std::size_t start = 0;
    while (start <= feats.size()) {
        std::size_t end = feats.find('|', start);
        if (end == std::string::npos)
            end = feats.size();
        const std::string item = feats.substr(start, end - start);
        start = end + 1;
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos)
            continue;
        const std::string name = item.substr(0, eq);
        const std::string value = item.substr(eq + 1);
        const bool several = value.find(',') != std::string::npos;
        if (name == "Gender") {
            m.gender = several           ? Gender::Any
                       : value == "Masc" ? Gender::Masculine
                       : value == "Fem"  ? Gender::Feminine
                       : value == "Neut" ? Gender::Neuter
                                         : Gender::Unknown;
        } else if (name == "Number") {
            m.number = several           ? Number::Any
                       : value == "Sing" ? Number::Singular
                       : value == "Plur" ? Number::Plural
                                         : Number::Unknown;  // Dual etc.: not a class of the tasks
        } else if (name == "Person") {
            m.person = several        ? Person::Any
                       : value == "1" ? Person::First
                       : value == "2" ? Person::Second
                       : value == "3" ? Person::Third
                                      : Person::Unknown;
        } else if (name == "Polite") {
            m.honorific = value == "Form" || value == "Elev";
        } else if (name == "VerbForm") {
            m.finite = value == "Fin";
        }
        if (end == feats.size())
            break;
    }
    return m;
}

}  // namespace akshara::data
