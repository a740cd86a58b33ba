#include "data/ProbingTask.h"

#include <algorithm>
#include <cctype>
#include <deque>

#include "common/Strings.h"

namespace akshara::data {

namespace {

struct Bin {
    long low, high;
};

const std::vector<Bin> kLengthBins{{0, 5},   {6, 8},   {9, 12},  {13, 16},
                                   {17, 20}, {21, 25}, {26, 28}, {29, 32}};
const std::vector<Bin> kDepthBins{{0, 2}, {3, 5}, {6, 8}, {9, 11}, {12, 20}};

std::string binName(const Bin& bin) {
    return std::to_string(bin.low) + "-" + std::to_string(bin.high);
}

std::string binOf(const std::vector<Bin>& bins, long value) {
    for (const auto& bin : bins) {
        if (value >= bin.low && value <= bin.high)
            return binName(bin);
    }
    return {};
}

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

// The main verb's node: for a chunked (SSF) sentence the chunk labelled VGF (finite verb
// group) that is the root of the chunk tree, else the first VGF chunk, else a root VG chunk;
// for a UD sentence the root word.
long mainVerbNode(const Sentence& s, std::string& reason) {
    const long root = s.rootNode();
    if (s.chunked) {
        if (root >= 0 && startsWith(s.nodes[static_cast<std::size_t>(root)].label, "VGF"))
            return root;
        for (std::size_t i = 0; i < s.nodes.size(); ++i) {
            if (startsWith(s.nodes[i].label, "VGF"))
                return static_cast<long>(i);
        }
        if (root >= 0 && startsWith(s.nodes[static_cast<std::size_t>(root)].label, "VG"))
            return root;
        reason = "no main verb chunk (VGF)";
        return -1;
    }
    if (root < 0) {
        reason = "no dependency tree";
        return -1;
    }
    return root;
}

// The dependents of node `head` with a relation that is `relation` or a subtype of it.
std::vector<std::size_t> dependents(const Sentence& s, long head, const std::string& relation) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < s.nodes.size(); ++i) {
        const std::string& r = s.nodes[i].relation;
        if (s.nodes[i].head == head && (r == relation || startsWith(r, relation + ":")))
            out.push_back(i);
    }
    return out;
}

// Subject or object number (SubjNum/ObjNum). The argument of the main clause: for UD the
// nsubj (any subtype) or obj dependent of the root, for SSF the k1 or k2 chunk of the main
// verb chunk. The paper takes the number of the argument noun (its NN/NNS distinction), so
// an argument headed by a pronoun or another class is left out, as is one whose number is
// not singular or plural.
TaskLabel argumentNumber(const Sentence& s, bool subject) {
    const std::string what = subject ? "subject" : "object";
    std::string reason;
    long verbNode = s.chunked ? mainVerbNode(s, reason) : s.rootNode();
    if (!s.chunked && verbNode < 0)
        reason = "no dependency tree";
    if (verbNode < 0)
        return {{}, reason};
    const std::string relation = s.chunked ? (subject ? "k1" : "k2") : (subject ? "nsubj" : "obj");
    const auto arguments = dependents(s, verbNode, relation);
    if (arguments.empty()) {
        return {{}, "no " + what + " (" + relation + ") in the main clause"};
    }
    const TreeNode& node = s.nodes[arguments.front()];
    const Word& head = s.words[node.headWord];
    if (head.wordClass != WordClass::Noun) {
        return {{}, what + " is not a noun"};
    }
    Number number = node.morphology.number;
    if (number == Number::Unknown || number == Number::Any)
        number = head.morphology.number;
    if (number == Number::Singular)
        return {"singular", {}};
    if (number == Number::Plural)
        return {"plural", {}};
    return {{}, what + " has no singular or plural number"};
}

// The agreement of the main verb (VerbGen/VerbNum/VerbPer). SSF: the feature structure of
// the main verb chunk (which carries the verb group's agreement), else its head word. UD:
// the finite element of the main clause: the root when it is a finite verb, else its finite
// aux/cop dependent (the auxiliary carries agreement in periphrastic tenses and copular
// clauses) or the finite verb of a serial verb construction (compound:svc, Marathi "काढून
// घेतली" where the converb is the root), else the root verb itself.
Morphology verbMorphology(const Sentence& s, long word) {
    if (s.chunked) {
        const TreeNode& node = s.nodes[s.words[static_cast<std::size_t>(word)].node];
        return node.morphology.annotated() ? node.morphology
                                           : s.words[static_cast<std::size_t>(word)].morphology;
    }
    return s.words[static_cast<std::size_t>(word)].morphology;
}

TaskLabel verbLabel(const Sentence& s, ProbingTask task) {
    std::string reason;
    const long word = mainVerbWord(s, reason);
    if (word < 0)
        return {{}, reason};
    const Morphology m = verbMorphology(s, word);
    if (!m.annotated())
        return {{}, "main verb has no gender, number or person"};
    // UD leaves out a feature that a verb form does not mark (a Marathi present tense verb
    // has no Gender): such a form agrees with any value, the paper's class "any". SSF writes
    // "any" itself, so there an empty field means "not annotated".
    const bool unmarkedIsAny = !s.chunked;
    switch (task) {
        case ProbingTask::VerbGen:
            switch (m.gender) {
                case Gender::Masculine:
                    return {"masculine", {}};
                case Gender::Feminine:
                    return {"feminine", {}};
                case Gender::Neuter:
                    return {"neutral", {}};
                case Gender::Any:
                    return {"any", {}};
                case Gender::Unknown:
                    break;
            }
            if (unmarkedIsAny)
                return {"any", {}};
            return {{}, "main verb has no gender"};
        case ProbingTask::VerbNum:
            switch (m.number) {
                case Number::Singular:
                    return {"singular", {}};
                case Number::Plural:
                    return {"plural", {}};
                case Number::Any:
                    return {"any", {}};
                case Number::Unknown:
                    break;
            }
            if (unmarkedIsAny)
                return {"any", {}};
            return {{}, "main verb has no number"};
        default: {
            std::string person;
            switch (m.person) {
                case Person::First:
                    person = "1st";
                    break;
                case Person::Second:
                    person = "2nd";
                    break;
                case Person::Third:
                    person = "3rd";
                    break;
                case Person::Any:
                    return {"any", {}};
                case Person::Unknown:
                    if (unmarkedIsAny)
                        return {"any", {}};
                    return {{}, "main verb has no person"};
            }
            return {m.honorific ? person + "-honorific" : person, {}};
        }
    }
}

}  // namespace

const std::vector<ProbingTask>& allProbingTasks() {
    static const std::vector<ProbingTask> all{
        ProbingTask::SentLen, ProbingTask::TreeDepth, ProbingTask::BShift,  ProbingTask::SubjNum,
        ProbingTask::ObjNum,  ProbingTask::VerbGen,   ProbingTask::VerbNum, ProbingTask::VerbPer};
    return all;
}

const char* probingTaskName(ProbingTask task) {
    switch (task) {
        case ProbingTask::SentLen:
            return "SentLen";
        case ProbingTask::TreeDepth:
            return "TreeDepth";
        case ProbingTask::BShift:
            return "BShift";
        case ProbingTask::SubjNum:
            return "SubjNum";
        case ProbingTask::ObjNum:
            return "ObjNum";
        case ProbingTask::VerbGen:
            return "VerbGen";
        case ProbingTask::VerbNum:
            return "VerbNum";
        case ProbingTask::VerbPer:
            return "VerbPer";
    }
    return "";
}

std::optional<ProbingTask> probingTaskByName(const std::string& name) {
    const std::string key = asciiLowered(name);
    for (const ProbingTask task : allProbingTasks()) {
        if (asciiLowered(probingTaskName(task)) == key)
            return task;
    }
    if (key == "verbgender")
        return ProbingTask::VerbGen;
    if (key == "verbnumber")
        return ProbingTask::VerbNum;
    if (key == "verbperson")
        return ProbingTask::VerbPer;
    return std::nullopt;
}

bool labelSurvivesPerturbation(ProbingTask task) {
    return task != ProbingTask::BShift;
}

std::vector<std::string> probingTaskClasses(ProbingTask task) {
    std::vector<std::string> out;
    switch (task) {
        case ProbingTask::SentLen:
            for (const auto& bin : kLengthBins)
                out.push_back(binName(bin));
            return out;
        case ProbingTask::TreeDepth:
            for (const auto& bin : kDepthBins)
                out.push_back(binName(bin));
            return out;
        case ProbingTask::BShift:
            return {"0", "1"};
        case ProbingTask::SubjNum:
        case ProbingTask::ObjNum:
            return {"singular", "plural"};
        case ProbingTask::VerbGen:
            return {"masculine", "feminine", "neutral", "any"};
        case ProbingTask::VerbNum:
            return {"singular", "plural", "any"};
        case ProbingTask::VerbPer:
            return {"1st", "2nd", "3rd", "1st-honorific", "2nd-honorific", "3rd-honorific", "any"};
    }
    return out;
}

long mainVerbWord(const Sentence& s, std::string& reason) {
    const long node = mainVerbNode(s, reason);
    if (node < 0)
        return -1;
    const TreeNode& n = s.nodes[static_cast<std::size_t>(node)];
    if (s.chunked)
        return static_cast<long>(n.headWord);
    const Word& root = s.words[n.headWord];
    if (root.wordClass == WordClass::Verb &&
        (root.morphology.finite || root.morphology.person != Person::Unknown)) {
        return static_cast<long>(n.headWord);
    }
    // The finite auxiliary, copula or serial verb of the root, the last one when there are several.
    long finite = -1;
    for (const auto& rel : {"aux", "cop", "compound:svc"}) {
        for (const std::size_t d : dependents(s, node, rel)) {
            const Word& w = s.words[s.nodes[d].headWord];
            if (w.morphology.finite || w.morphology.person != Person::Unknown) {
                finite = std::max(finite, static_cast<long>(s.nodes[d].headWord));
            }
        }
    }
    if (finite >= 0)
        return finite;
    if (root.wordClass == WordClass::Verb)
        return static_cast<long>(n.headWord);
    reason = "the root is not a verb and has no finite copula";
    return -1;
}

long treeDepth(const Sentence& s) {
    const long root = s.rootNode();
    if (root < 0)
        return -1;
    std::vector<std::vector<std::size_t>> children(s.nodes.size());
    for (std::size_t i = 0; i < s.nodes.size(); ++i) {
        if (s.nodes[i].head >= 0)
            children[static_cast<std::size_t>(s.nodes[i].head)].push_back(i);
    }
    // Breadth-first from the root, as the paper computes it.
    std::vector<long> depth(s.nodes.size(), 0);
    std::deque<std::size_t> queue{static_cast<std::size_t>(root)};
    long deepest = 0;
    while (!queue.empty()) {
        const std::size_t at = queue.front();
        queue.pop_front();
        deepest = std::max(deepest, depth[at]);
        for (const std::size_t c : children[at]) {
            depth[c] = depth[at] + 1;
            queue.push_back(c);
        }
    }
    return deepest;
}

TaskLabel labelSentence(const Sentence& s, ProbingTask task) {
    switch (task) {
        case ProbingTask::SentLen: {
            // Tokens as written, words and punctuation alike (a multiword token counts once).
            const long length = static_cast<long>(s.units.size());
            const std::string bin = binOf(kLengthBins, length);
            if (bin.empty())
                return {{}, "longer than 32 tokens"};
            return {bin, {}};
        }
        case ProbingTask::TreeDepth: {
            const long depth = treeDepth(s);
            if (depth < 0)
                return {{}, s.chunked ? "no complete chunk tree (drel)" : "no dependency tree"};
            const std::string bin = binOf(kDepthBins, depth);
            if (bin.empty())
                return {{}, "tree deeper than 20"};
            return {bin, {}};
        }
        case ProbingTask::BShift: {
            for (std::size_t i = 0; i + 1 < s.units.size(); ++i) {
                if (s.units[i].form != s.units[i + 1].form)
                    return {"0", {}};
            }
            return {{}, "no bigram of two different tokens to invert"};
        }
        case ProbingTask::SubjNum:
            return argumentNumber(s, true);
        case ProbingTask::ObjNum:
            return argumentNumber(s, false);
        case ProbingTask::VerbGen:
        case ProbingTask::VerbNum:
        case ProbingTask::VerbPer:
            return verbLabel(s, task);
    }
    return {{}, "unknown task"};
}

}  // namespace akshara::data
