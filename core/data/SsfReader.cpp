#include "data/SsfReader.h"

#include <algorithm>
#include <cctype>
#include <map>
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

// In a sentence whose drels link some of its chunks, the first chunk whose drels lead back to
// it (a drel naming its own chunk, or a cycle); empty when none.
std::string drelCycle(const Sentence& sentence) {
    const std::size_t n = sentence.nodes.size();
    for (std::size_t i = 0; i < n; ++i) {
        // A way up longer than the chunks has met one twice.
        long at = sentence.nodes[i].head;
        for (std::size_t steps = 0; at >= 0 && steps < n; ++steps) {
            if (static_cast<std::size_t>(at) == i) {
                return "the drels of chunk " + std::to_string(i + 1) + " lead back to it";
            }
            at = sentence.nodes[static_cast<std::size_t>(at)].head;
        }
    }
    return {};
}

bool startsWith(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

// Address, token, tag and the rest of the line (the feature structure). Fields are separated
// by tabs; runs of tabs or spaces count as one separator (tokens and tags have no spaces).
struct SsfLine {
    std::string address, token, tag, features;
};

// Whether a line is an SSF chunk or token line: a numeric address (1, 1.2) then a token.
bool looksLikeSentenceLine(std::string_view line);

SsfLine splitSsfLine(std::string_view line) {
    std::vector<std::string> fields;
    std::size_t pos = 0;
    const auto space = [&](std::size_t i) {
        return std::isspace(static_cast<unsigned char>(line[i])) != 0;
    };
    while (fields.size() < 3) {
        while (pos < line.size() && space(pos))
            ++pos;
        // The feature structure may follow the token with the tag missing; a token that is
        // itself an angle bracket (<, <<) is a token.
        if (pos >= line.size() || line.compare(pos, 3, "<fs") == 0)
            break;
        std::size_t end = pos;
        while (end < line.size() && !space(end))
            ++end;
        fields.emplace_back(line.substr(pos, end - pos));
        pos = end;
    }
    SsfLine out;
    if (fields.size() > 0)
        out.address = fields[0];
    if (fields.size() > 1)
        out.token = fields[1];
    if (fields.size() > 2)
        out.tag = fields[2];
    out.features = pos < line.size() ? std::string(trimmed(line.substr(pos))) : std::string();
    return out;
}

bool looksLikeSentenceLine(std::string_view line) {
    if (line.empty() || line.front() == '<')
        return false;
    const SsfLine f = splitSsfLine(line);
    return !f.address.empty() && !f.token.empty() &&
           std::isdigit(static_cast<unsigned char>(f.address.front())) != 0 &&
           f.address.find_first_not_of("0123456789.") == std::string::npos;
}

// Attributes of the first feature structure "<fs a='x' b="y">"; nothing when there is none
// or it is not terminated.
std::optional<std::map<std::string, std::string>> parseFs(const std::string& text,
                                                          std::string& error) {
    const std::string_view s = trimmed(text);
    if (!startsWith(s, "<fs")) {
        error =
            s.empty() ? "no feature structure <fs ...>" : "expected a feature structure <fs ...>";
        return std::nullopt;
    }
    std::map<std::string, std::string> attributes;
    std::size_t pos = 3;
    while (true) {
        while (pos < s.size() && std::isspace(static_cast<unsigned char>(s[pos])))
            ++pos;
        if (pos >= s.size()) {
            error = "feature structure not terminated by '>'";
            return std::nullopt;
        }
        if (s[pos] == '>')
            return attributes;
        if (s[pos] == '/' && pos + 1 < s.size() && s[pos + 1] == '>')
            return attributes;
        std::size_t eq = pos;
        while (eq < s.size() && s[eq] != '=' && s[eq] != '>' &&
               !std::isspace(static_cast<unsigned char>(s[eq])))
            ++eq;
        const std::string name(s.substr(pos, eq - pos));
        std::size_t v = eq;
        while (v < s.size() && std::isspace(static_cast<unsigned char>(s[v])))
            ++v;
        if (v >= s.size() || s[v] != '=') {
            error = "attribute '" + text::excerpt(name) + "' of the feature structure has no value";
            return std::nullopt;
        }
        ++v;
        while (v < s.size() && std::isspace(static_cast<unsigned char>(s[v])))
            ++v;
        if (v < s.size() && (s[v] == '\'' || s[v] == '"')) {
            const char quote = s[v];
            const std::size_t close = s.find(quote, v + 1);
            if (close == std::string_view::npos) {
                error = "value of attribute '" + text::excerpt(name) + "' not terminated";
                return std::nullopt;
            }
            const std::string_view value = s.substr(v + 1, close - v - 1);
            // A value that runs into the next attribute (af='...,0 name='NP1') lost its
            // closing quote: said of it, not of the name left after the quote it took.
            const std::size_t last = value.find_last_not_of(" \t");
            if (last != std::string_view::npos && value[last] == '=' &&
                value.find_first_of(" \t") < last) {
                error = "value of attribute '" + text::excerpt(name) +
                        "' not terminated before the next attribute";
                return std::nullopt;
            }
            attributes[name] = std::string(value);
            pos = close + 1;
        } else {
            std::size_t end = v;
            while (end < s.size() && s[end] != '>' &&
                   !std::isspace(static_cast<unsigned char>(s[end])))
                ++end;
            attributes[name] = std::string(s.substr(v, end - v));
            pos = end;
        }
    }
}

// af='root,cat,gender,number,person,case,tam,suffix'. A root that is itself a comma (the
// punctuation mark) makes more than 8 fields: the leading extra ones belong to the root.
struct Af {
    std::string root, category;
    Morphology morphology;
};

Af parseAf(const std::string& af) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = af.find(',', start);
        fields.push_back(
            af.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    if (fields.size() > 8) {
        const std::size_t extra = fields.size() - 8;
        std::string root = fields[0];
        for (std::size_t i = 1; i <= extra; ++i)
            root += "," + fields[i];
        fields.erase(fields.begin(), fields.begin() + static_cast<long>(extra));
        fields[0] = root;
    }
    fields.resize(8);
    Af out;
    out.root = fields[0];
    out.category = fields[1];
    out.morphology.gender = ssfGender(fields[2]);
    out.morphology.number = ssfNumber(fields[3]);
    ssfPerson(fields[4], out.morphology);
    return out;
}

struct OpenChunk {
    std::size_t line = 0;
    std::string name, drel;
    std::size_t drelLine = 0;
};

class SsfParser {
public:
    SsfParser(const std::string& file, const ReadOptions& options)
        : file_(file), options_(options) {}

    Corpus parse(std::string_view content) {
        const auto lines = splitLines(content);
        for (std::size_t i = 0; i < lines.size(); ++i) {
            line(lines[i], i + 1);
        }
        if (inSentence_) {
            fail(sentenceLine_, "sentence not closed by </Sentence>");
            inSentence_ = false;
        }
        return std::move(corpus_);
    }

private:
    void fail(std::size_t line, const std::string& message) {
        std::string where;
        if (inSentence_ && !options_.strict) {  // --strict stops here: nothing is skipped
            where = "; sentence " +
                    (sentence_.id.empty() ? "at line " + std::to_string(sentenceLine_)
                                          : "'" + text::excerpt(sentence_.id) + "'") +
                    " skipped";
        }
        reportProblem(corpus_, options_, file_, line, message + where);
        if (inSentence_ && !failed_) {
            corpus_.skipped.push_back({file_, sentenceLine_, sentence_.id, message});
        }
        failed_ = true;
    }

    void startSentence(std::string_view tag, std::size_t number) {
        inSentence_ = true;
        failed_ = false;
        sentenceLine_ = number;
        sentence_ = Sentence();
        sentence_.file = file_;
        sentence_.line = number;
        sentence_.chunked = true;
        chunks_.clear();
        open_.reset();
        const std::size_t idPos = tag.find("id");
        if (idPos != std::string_view::npos) {
            std::size_t q = tag.find_first_of("'\"", idPos);
            if (q != std::string_view::npos) {
                const std::size_t close = tag.find(tag[q], q + 1);
                if (close != std::string_view::npos)
                    sentence_.id = std::string(tag.substr(q + 1, close - q - 1));
            }
        }
    }

    void line(std::string_view raw, std::size_t number) {
        if (const std::string problem = text::lineTextProblem(raw); !problem.empty()) {
            fail(number, problem);
            return;
        }
        const std::string_view content = trimmed(raw);
        if (content.empty() || content.front() == '#')
            return;
        if (startsWith(content, "<Sentence")) {
            if (inSentence_) {
                fail(number, "<Sentence> inside a sentence that is not closed");
            }
            startSentence(content, number);
            return;
        }
        if (startsWith(content, "</Sentence")) {
            if (!inSentence_) {
                fail(number, "</Sentence> without <Sentence>");
                return;
            }
            if (!failed_)
                finishSentence(number);
            inSentence_ = false;
            return;
        }
        if (!inSentence_) {
            if (!looksLikeSentenceLine(content))
                return;  // document markup between sentences
            // A chunk or token line outside any sentence: the sentence's <Sentence> tag is
            // damaged or missing. The sentence is reported and left out, not lost unsaid.
            startSentence({}, number);
            fail(number,
                 "a chunk or token line outside any sentence (its <Sentence> tag is "
                 "missing or damaged)");
            return;
        }
        if (failed_)
            return;
        if (content == "))") {
            if (!open_) {
                fail(number, "'))' closes no chunk");
                return;
            }
            if (sentence_.nodes.back().words.empty()) {
                fail(open_->line, "chunk has no tokens");
                return;
            }
            open_.reset();
            return;
        }
        if (content.front() == '<')
            return;  // other markup inside a sentence
        const SsfLine f = splitSsfLine(content);
        if (f.token == "((") {
            openChunk(f, number);
        } else {
            token(f, number);
        }
    }

    void openChunk(const SsfLine& f, std::size_t number) {
        if (open_) {
            fail(open_->line, "chunk not closed by '))' before the next chunk at line " +
                                  std::to_string(number));
            return;
        }
        const std::string expected = std::to_string(sentence_.nodes.size() + 1);
        if (f.address != expected) {
            fail(number, "bad chunk address '" + text::excerpt(f.address) + "' (expected " +
                             expected + ")");
            return;
        }
        std::string error;
        const auto fs = parseFs(f.features, error);
        if (!fs) {
            fail(number, "chunk " + f.address + ": " + error);
            return;
        }
        OpenChunk chunk;
        chunk.line = number;
        const auto name = fs->find("name");
        chunk.name = name != fs->end() && !name->second.empty() ? name->second : f.tag;
        if (const auto drel = fs->find("drel"); drel != fs->end()) {
            chunk.drel = drel->second;
        }
        TreeNode node;
        node.label = f.tag;
        if (const auto af = fs->find("af"); af != fs->end()) {
            node.morphology = parseAf(af->second).morphology;
        }
        node.morphology.finite = startsWith(f.tag, "VGF");
        sentence_.nodes.push_back(std::move(node));
        chunks_.push_back(chunk);
        open_ = chunk;
    }

    void token(const SsfLine& f, std::size_t number) {
        if (!open_) {
            fail(number, "token '" + text::excerpt(f.token) + "' outside a chunk");
            return;
        }
        TreeNode& node = sentence_.nodes.back();
        const std::string expected =
            std::to_string(sentence_.nodes.size()) + "." + std::to_string(node.words.size() + 1);
        if (f.address != expected) {
            fail(number, "bad token address '" + text::excerpt(f.address) + "' (expected " +
                             expected + ")");
            return;
        }
        if (f.token.empty() || f.tag.empty()) {
            fail(number, "token line needs address, token, POS tag and feature structure");
            return;
        }
        std::string error;
        const auto fs = parseFs(f.features, error);
        if (!fs) {
            fail(number, "token " + f.address + ": " + error);
            return;
        }
        Word word;
        word.form = f.token;
        word.xpos = f.tag;
        word.upos = uposOfSsfTag(f.tag);
        word.wordClass = wordClassOfUpos(word.upos);
        if (const auto af = fs->find("af"); af != fs->end()) {
            const Af parsed = parseAf(af->second);
            word.lemma = parsed.root;
            word.morphology = parsed.morphology;
        }
        word.morphology.finite = node.morphology.finite;
        word.node = sentence_.nodes.size() - 1;
        node.words.push_back(sentence_.words.size());
        sentence_.words.push_back(std::move(word));
    }

    void finishSentence(std::size_t number) {
        if (open_) {
            fail(open_->line,
                 "chunk not closed by '))' before </Sentence> at line " + std::to_string(number));
            return;
        }
        if (sentence_.words.empty()) {
            fail(sentenceLine_, "sentence has no tokens");
            return;
        }
        // The head word of a chunk: its last word of the chunk's own class (the noun of an NP,
        // the main verb VM of a VG), else its first word.
        for (auto& node : sentence_.nodes) {
            node.headWord = node.words.front();
            for (const std::size_t w : node.words) {
                const Word& word = sentence_.words[w];
                if ((startsWith(node.label, "NP") && word.wordClass == WordClass::Noun) ||
                    (startsWith(node.label, "VG") && word.upos == "VERB")) {
                    node.headWord = w;
                }
            }
        }
        // Chunk names need only be unique where a drel refers to them: chunk-only data often
        // leaves the name out, and then two NP chunks share the default name "NP".
        std::map<std::string, std::size_t> byName;
        std::map<std::string, std::size_t> sameName;
        for (std::size_t i = 0; i < chunks_.size(); ++i) {
            if (!byName.emplace(chunks_[i].name, i).second)
                sameName.emplace(chunks_[i].name, i);
        }
        std::size_t withDrel = 0;
        for (std::size_t i = 0; i < chunks_.size(); ++i) {
            const std::string& drel = chunks_[i].drel;
            if (drel.empty())
                continue;
            ++withDrel;
            const std::size_t colon = drel.find(':');
            if (colon == std::string::npos) {
                fail(chunks_[i].line, "drel '" + text::excerpt(drel) + "' is not relation:parent");
                return;
            }
            const auto parent = byName.find(drel.substr(colon + 1));
            if (parent == byName.end()) {
                fail(chunks_[i].line,
                     "drel '" + text::excerpt(drel) + "' names no chunk of the sentence");
                return;
            }
            if (const auto twice = sameName.find(parent->first); twice != sameName.end()) {
                fail(chunks_[twice->second].line,
                     "chunk name '" + text::excerpt(twice->first) + "' used twice, and drel '" +
                         text::excerpt(drel) + "' at line " + std::to_string(chunks_[i].line) +
                         " refers to it");
                return;
            }
            sentence_.nodes[i].relation = drel.substr(0, colon);
            sentence_.nodes[i].head = static_cast<long>(parent->second);
        }
        // A tree only when the sentence is annotated with dependencies (some drel) and the
        // drels link every chunk but one; drels that link every chunk, or lead a chunk back
        // to itself, are malformed however many chunks they link.
        if (withDrel > 0 && withDrel + 1 >= chunks_.size()) {
            const std::string problem = checkTree(sentence_);
            if (!problem.empty()) {
                fail(sentenceLine_, "chunk tree: " + problem);
                return;
            }
            sentence_.nodes[static_cast<std::size_t>(sentence_.rootNode())].relation = "root";
        } else if (withDrel > 0) {
            if (const std::string problem = drelCycle(sentence_); !problem.empty()) {
                fail(sentenceLine_, "chunk tree: " + problem);
                return;
            }
        } else if (chunks_.size() == 1) {
            checkTree(sentence_);
        }
        addSingleWordUnits(sentence_);
        corpus_.sentences.push_back(std::move(sentence_));
    }

    std::string file_;
    ReadOptions options_;
    Corpus corpus_;
    bool inSentence_ = false;
    bool failed_ = false;
    std::size_t sentenceLine_ = 0;
    Sentence sentence_;
    std::vector<OpenChunk> chunks_;
    std::optional<OpenChunk> open_;
};

}  // namespace

Corpus parseSsf(std::string_view content, const std::string& fileName, const ReadOptions& options) {
    return SsfParser(fileName, options).parse(content);
}

Corpus readSsf(const std::string& path, const ReadOptions& options) {
    const std::string content = readFile(path);
    text::requireText(content, path);
    Corpus corpus = parseSsf(content, path, options);
    if (corpus.sentences.empty()) {
        // Nothing an SSF reader recognises: say what the file seems to be instead.
        if (content.find_first_not_of(" \t\r\n") == std::string::npos) {
            throw InputError("the file is empty", path);
        }
        for (const auto line : splitLines(content)) {
            if (!line.empty() && line[0] != '#' &&
                std::count(line.begin(), line.end(), '\t') == 9) {
                throw InputError("no SSF <Sentence> found; the file looks like CoNLL-U", path);
            }
        }
        if (corpus.problems.empty()) {
            throw InputError("no SSF <Sentence> found", path);
        }
    }
    return corpus;
}

}  // namespace akshara::data
