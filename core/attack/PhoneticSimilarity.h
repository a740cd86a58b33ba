#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "attack/Similarity.h"

namespace akshara::attack {

// The Indic NLP library's phonetic feature vectors (38 binary features per character offset
// of a Brahmi-derived Unicode block): all_script_phonetic_data.csv for Devanagari, Bengali,
// Gurmukhi, Gujarati, Odia, Telugu, Kannada and Malayalam, tamil_script_phonetic_data.csv for
// Tamil.
class PhoneticFeatures {
public:
    static constexpr std::size_t kFeatures = 38;
    using Vector = std::array<float, kFeatures>;

    // Parses the CSV text of one table; throws InputError naming the file and line for a
    // malformed row. `tamil`: the table applies to the Tamil block only.
    void addTable(std::string_view csv, const std::string& fileName, bool tamil);
    // Reads all_script_phonetic_data.csv and, when present, tamil_script_phonetic_data.csv
    // from a folder; throws InputError when the first is missing.
    static PhoneticFeatures readFolder(const std::string& folder);
    // The copy of both tables compiled into the engine (resources/indic-phonetic/).
    static PhoneticFeatures builtin();

    // The feature vector of a character, or nothing for one outside the tables (other
    // scripts, spaces, punctuation) or without a valid vector.
    std::optional<Vector> vector(char32_t c) const;
    bool empty() const { return common_.empty(); }

private:
    std::map<int, Vector> common_;  // by offset in the block
    std::map<int, Vector> tamil_;
};

// Phonetic similarity from the feature vectors, of the words a perturbation changed: the
// mean over those words of similarity() to the original word. The first paper reports it so:
// its figures for phono (0.88 to 0.97) are those of words, where one changed letter weighs;
// over a sentence of 20 words a few changed letters would leave it above 0.97. Texts whose
// tokens (text::tokenize) do not pair up one to one are compared whole; a text without a
// changed word has similarity 1.
class PhoneticSimilarity : public SimilarityMeasure {
public:
    explicit PhoneticSimilarity(PhoneticFeatures features);
    std::string name() const override { return "phonetic"; }
    std::vector<double> similarities(const std::string& original,
                                     const std::vector<std::string>& perturbed) override;
    // Of two texts: 1 - d / max(length), where d is the edit distance between their code
    // points with a substitution costing 1 - cosine of the two characters' vectors (1 for
    // characters without vectors unless equal) and an insertion or deletion costing 1.
    double similarity(std::u32string_view a, std::u32string_view b) const;

private:
    double substitutionCost(char32_t a, char32_t b) const;
    PhoneticFeatures features_;
};

}  // namespace akshara::attack
