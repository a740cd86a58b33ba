#include "data/ConlluReader.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <vector>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/Strings.h"
#include "data/PosMapping.h"
#include "text/Display.h"
#include "text/TextEncoding.h"
#include "text/Utf8.h"

namespace akshara::data {

namespace {

std::vector<std::string> splitTabs(std::string_view line) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    while (true) {
        const std::size_t tab = line.find('\t', start);
        if (tab == std::string_view::npos) {
            fields.emplace_back(trimmed(line.substr(start)));
            return fields;
        }
        fields.emplace_back(trimmed(line.substr(start, tab - start)));
        start = tab + 1;
    }
}

std::optional<std::size_t> positiveInteger(const std::string& s) {
    if (s.empty() || s.size() > 9)
        return std::nullopt;
    std::size_t value = 0;
    for (const char c : s) {
        if (c < '0' || c > '9')
            return std::nullopt;
        value = value * 10 + static_cast<std::size_t>(c - '0');
    }
    return value;
}

// One sentence block being read.
struct Block {
    Sentence sentence;
    std::vector<std::string> heads;      // HEAD column per word
    std::vector<std::size_t> wordLines;  // line of each word
    std::vector<std::size_t> unitLines;  // line of each multiword token
    bool failed = false;
};

class ConlluParser {
public:
    ConlluParser(const std::string& file, const ReadOptions& options)
        : file_(file), options_(options) {}

    Corpus parse(std::string_view content) {
        const auto lines = splitLines(content);
        for (std::size_t i = 0; i < lines.size(); ++i) {
            line(lines[i], i + 1);
        }
        finish();
        return std::move(corpus_);
    }

private:
    void fail(std::size_t line, const std::string& message) {
        // With options_.strict the problem stops the reading: nothing is skipped.
        reportProblem(corpus_, options_, file_, line,
                      message + (block_ && !options_.strict ? skippedNote() : ""));
        if (block_ && !block_->failed) {
            block_->failed = true;
            corpus_.skipped.push_back({file_, block_->sentence.line, block_->sentence.id, message});
        }
    }
    std::string skippedNote() const {
        return "; sentence " +
               (block_->sentence.id.empty()
                    ? "starting at line " + std::to_string(block_->sentence.line)
                    : "'" + text::excerpt(block_->sentence.id) + "'") +
               " skipped";
    }

    Block& block(std::size_t lineNumber) {
        if (!block_) {
            block_.emplace();
            block_->sentence.file = file_;
            block_->sentence.line = lineNumber;
        }
        return *block_;
    }

    void line(std::string_view raw, std::size_t number) {
        if (const std::string problem = text::lineTextProblem(raw); !problem.empty()) {
            block(number);
            fail(number, problem);
            return;
        }
        if (trimmed(raw).empty()) {
            finish();
            return;
        }
        Block& b = block(number);
        if (b.failed)
            return;
        const std::string_view content = trimmed(raw);
        if (content.front() == '#') {
            const std::string_view comment = trimmed(content.substr(1));
            if (comment.substr(0, 7) == "sent_id") {
                std::string_view rest = trimmed(comment.substr(7));
                if (!rest.empty() && rest.front() == '=') {
                    b.sentence.id = std::string(trimmed(rest.substr(1)));
                }
            }
            return;
        }
        const auto fields = splitTabs(raw);
        if (fields.size() != 10) {
            fail(number,
                 "expected 10 tab-separated columns, found " + std::to_string(fields.size()));
            return;
        }
        const std::string& id = fields[0];
        if (id.find('.') != std::string::npos) {
            return;  // an empty node of the enhanced graph: not a word of the basic tree
        }
        const std::size_t dash = id.find('-');
        if (dash != std::string::npos) {
            const auto first = positiveInteger(id.substr(0, dash));
            const auto last = positiveInteger(id.substr(dash + 1));
            if (!first || !last || *first == 0 || *last <= *first ||
                *first != b.sentence.words.size() + 1) {
                fail(number, "bad multiword token range '" + text::excerpt(id) + "'");
                return;
            }
            b.sentence.units.push_back({fields[1], *first - 1, *last - *first + 1});
            b.unitLines.push_back(number);
            return;
        }
        const auto index = positiveInteger(id);
        if (!index || *index != b.sentence.words.size() + 1) {
            fail(number, "word id '" + text::excerpt(id) + "' out of sequence (expected " +
                             std::to_string(b.sentence.words.size() + 1) + ")");
            return;
        }
        if (fields[1].empty()) {
            fail(number, "word " + id + " has an empty FORM");
            return;
        }
        Word word;
        word.form = fields[1];
        word.lemma = fields[2];
        word.upos = fields[3];
        word.xpos = fields[4] == "_" ? std::string() : fields[4];
        word.wordClass = wordClassOfUpos(word.upos);
        word.morphology = udMorphology(fields[5]);
        word.node = b.sentence.words.size();
        b.sentence.words.push_back(std::move(word));
        b.heads.push_back(fields[6]);
        b.wordLines.push_back(number);
        TreeNode node;
        node.relation = fields[7];
        node.label = fields[3];
        node.words = {b.sentence.words.size() - 1};
        node.headWord = b.sentence.words.size() - 1;
        node.morphology = b.sentence.words.back().morphology;
        b.sentence.nodes.push_back(std::move(node));
    }

    void finish() {
        if (!block_)
            return;
        Block b = std::move(*block_);
        block_.reset();
        if (b.failed)
            return;
        Sentence& s = b.sentence;
        if (s.words.empty()) {
            // Only comments, or a multiword token whose words were cut off with the file.
            if (!s.units.empty()) {
                const std::size_t lineOfUnit = b.unitLines.front();
                block_ = std::move(b);
                fail(lineOfUnit, "multiword token covers words that do not exist");
                block_.reset();
            }
            return;
        }
        for (std::size_t u = 0; u < s.units.size(); ++u) {
            const auto& unit = s.units[u];
            if (unit.firstWord + unit.wordCount > s.words.size()) {
                const std::size_t lineOfUnit = b.unitLines[u];
                block_ = std::move(b);
                fail(lineOfUnit, "multiword token covers words that do not exist");
                block_.reset();
                return;
            }
        }
        bool allBlank = true;
        for (const auto& h : b.heads)
            allBlank = allBlank && h == "_";
        if (!allBlank) {
            const std::size_t n = s.words.size();
            for (std::size_t i = 0; i < n; ++i) {
                const auto head = positiveInteger(b.heads[i]);
                if (!head || *head > n || *head == i + 1) {
                    block_ = std::move(b);
                    fail(block_->wordLines[i], "bad head '" + text::excerpt(block_->heads[i]) +
                                                   "' of word " + std::to_string(i + 1) +
                                                   " (sentence has " + std::to_string(n) +
                                                   " words)");
                    block_.reset();
                    return;
                }
                s.nodes[i].head = static_cast<long>(*head) - 1;
            }
            const std::string problem = checkTree(s);
            if (!problem.empty()) {
                const std::size_t lineOfProblem = b.wordLines.front();
                block_ = std::move(b);
                fail(lineOfProblem, "dependency tree: " + problem);
                block_.reset();
                return;
            }
            s.nodes[static_cast<std::size_t>(s.rootNode())].relation = "root";
        } else {
            for (auto& node : s.nodes)
                node.head = -1;
        }
        addSingleWordUnits(s);
        corpus_.sentences.push_back(std::move(s));
    }

    std::string file_;
    ReadOptions options_;
    Corpus corpus_;
    std::optional<Block> block_;
};

}  // namespace

Corpus parseConllu(std::string_view content, const std::string& fileName,
                   const ReadOptions& options) {
    Corpus corpus = ConlluParser(fileName, options).parse(content);
    // Some treebanks are released with every FORM replaced by "_" until a script restores
    // them from another source: their sentences would be probed as strings of underscores.
    const bool withheld =
        !corpus.sentences.empty() &&
        std::all_of(corpus.sentences.begin(), corpus.sentences.end(), [](const Sentence& s) {
            return std::all_of(s.words.begin(), s.words.end(),
                               [](const Word& w) { return w.form == "_"; });
        });
    if (withheld) {
        throw InputError(
            "every word form is '_': the treebank's text is withheld (restore it "
            "with the script the treebank comes with first)",
            fileName);
    }
    return corpus;
}

Corpus readConllu(const std::string& path, const ReadOptions& options) {
    const std::string content = readFile(path);
    text::requireText(content, path);
    Corpus corpus = parseConllu(content, path, options);
    if (corpus.sentences.empty()) {
        // Nothing a CoNLL-U reader recognises: say what the file seems to be instead.
        if (content.find_first_not_of(" \t\r\n") == std::string::npos) {
            throw InputError("the file is empty", path);
        }
        if (content.find("<Sentence") != std::string::npos) {
            throw InputError("no CoNLL-U sentence found; the file looks like SSF", path);
        }
        if (corpus.problems.empty()) {
            throw InputError("no CoNLL-U sentence found", path);
        }
    }
    return corpus;
}

}  // namespace akshara::data
