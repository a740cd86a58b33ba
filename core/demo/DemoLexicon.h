#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace akshara::demo {

// One word of a demo lexicon: a concept (its English key, shared by all the lexicons), its
// part of speech, lemma, lexical features (UD, e.g. "Gender=Masc"), inflected forms by key
// ("Sing.Obl" = "लड़के") and tags ("polarity=positive", "objects=book,letter").
struct LexiconEntry {
    std::string conceptName;
    std::string upos;
    std::string lemma;
    std::map<std::string, std::string> features;
    std::map<std::string, std::string> forms;
    std::map<std::string, std::string> tags;
    std::string file;
    std::size_t line = 0;

    // The form for `key`; throws InputError naming the file, line and key when it is missing.
    const std::string& form(const std::string& key) const;
    // The feature or tag value, or an empty string.
    std::string feature(const std::string& name) const;
    std::string tag(const std::string& name) const;
    // A comma-separated tag as a list ("for=person,thing").
    std::vector<std::string> tagList(const std::string& name) const;
};

// A lexicon file: "concept<TAB>upos<TAB>lemma<TAB>features<TAB>forms<TAB>tags" per line,
// "_" for an empty field, '#' lines are comments.
class DemoLexicon {
public:
    // Throws InputError naming file and line for a malformed line or a repeated concept.
    static DemoLexicon parse(std::string_view content, const std::string& fileName);
    // The built-in lexicon of a language ("hi", "bn", "pl", "en"); throws InputError for
    // another code. Parsed once; thread-safe.
    static const DemoLexicon& builtin(std::string_view language);

    // Throws InputError naming the lexicon when the concept is not in it.
    const LexiconEntry& entry(const std::string& conceptName) const;
    bool has(const std::string& conceptName) const;
    // The entries in file order.
    const std::vector<LexiconEntry>& entries() const { return entries_; }
    const std::string& fileName() const { return fileName_; }

private:
    std::string fileName_;
    std::vector<LexiconEntry> entries_;
    std::map<std::string, std::size_t> index_;
};

}  // namespace akshara::demo
