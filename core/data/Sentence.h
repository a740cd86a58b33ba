#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace akshara::data {

// Coarse word classes, the level at which the probing perturbations select words. Both
// readers map their tag sets onto these (see PosMapping.h for the tables).
enum class WordClass {
    Noun,
    Verb,
    Pronoun,
    Adjective,
    Adverb,
    Adposition,
    Conjunction,
    Determiner,
    Numeral,
    Particle,
    Interjection,
    Punctuation,
    Other
};

enum class Gender { Unknown, Masculine, Feminine, Neuter, Any };
enum class Number { Unknown, Singular, Plural, Any };
enum class Person { Unknown, First, Second, Third, Any };

// Agreement morphology of a word (or of an SSF chunk). Unknown: not annotated.
struct Morphology {
    Gender gender = Gender::Unknown;
    Number number = Number::Unknown;
    Person person = Person::Unknown;
    bool honorific = false;  // SSF person 1h/2h/3h, UD Polite=Form|Elev
    bool finite = false;     // UD VerbForm=Fin; SSF words of a VGF chunk
    bool annotated() const {
        return gender != Gender::Unknown || number != Number::Unknown || person != Person::Unknown;
    }
};

// One syntactic word. For CoNLL-U the words of a multiword token are separate words that
// share one surface unit; for SSF every token is its own unit.
struct Word {
    std::string form;
    std::string lemma;
    std::string upos;  // Universal POS tag (mapped from the SSF tag for SSF)
    std::string xpos;  // the treebank's own tag (the SSF POS tag for SSF)
    WordClass wordClass = WordClass::Other;
    Morphology morphology;
    std::size_t node = 0;  // index of the tree node this word belongs to
};

// A node of the dependency tree: one word (CoNLL-U) or one chunk (SSF, tree from drel).
struct TreeNode {
    long head = -1;                  // index of the parent node; -1 for the root
    std::string relation;            // "root" for the root; UD deprel or SSF drel label
    std::string label;               // SSF chunk label (NP, VGF, ...); the UPOS for CoNLL-U
    std::vector<std::size_t> words;  // the words of the node, in order
    std::size_t headWord = 0;        // the word that heads the node
    Morphology morphology;           // of the chunk's feature structure (SSF); of the word (UD)
};

// A surface token as written in the text: a span of consecutive words.
struct SurfaceUnit {
    std::string form;
    std::size_t firstWord = 0;
    std::size_t wordCount = 1;
};

// A sentence as both readers fill it.
struct Sentence {
    std::string id;
    std::string file;
    std::size_t line = 0;  // line of the sentence's first line in `file` (1-based)
    std::vector<Word> words;
    std::vector<SurfaceUnit> units;
    std::vector<TreeNode> nodes;
    bool chunked = false;  // true for SSF: nodes are chunks
    bool hasTree = false;  // every node but one has a head, and the heads form a tree

    // Index of the root node; -1 when the sentence has no complete tree.
    long rootNode() const;
    // The surface tokens joined by single spaces.
    std::string text() const;
};

// Completes `sentence.units`: keeps the multiword tokens already there and adds one unit
// for each word they do not cover, in word order.
void addSingleWordUnits(Sentence& sentence);

const char* wordClassName(WordClass c);

}  // namespace akshara::data
