#include "demo/DemoLexicon.h"

#include <functional>
#include <mutex>

#include "common/Error.h"
#include "common/Strings.h"
#include "demo/EmbeddedLexicons.h"

namespace akshara::demo {

namespace {

std::vector<std::string> split(std::string_view s, char separator) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (true) {
        const std::size_t at = s.find(separator, start);
        out.emplace_back(
            s.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos)
            return out;
        start = at + 1;
    }
}

// "a=x;b=y" (or "A=x|B=y" with separator '|') into a map; "_" is empty.
std::map<std::string, std::string> keyValues(const std::string& field, char separator,
                                             const std::string& file, std::size_t line,
                                             const std::string& column) {
    std::map<std::string, std::string> out;
    if (field == "_" || field.empty())
        return out;
    for (const auto& item : split(field, separator)) {
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == item.size()) {
            throw InputError("expected key=value, found '" + item + "'", file, line, column);
        }
        if (!out.emplace(item.substr(0, eq), item.substr(eq + 1)).second) {
            throw InputError("key '" + item.substr(0, eq) + "' given twice", file, line, column);
        }
    }
    return out;
}

}  // namespace

const std::string& LexiconEntry::form(const std::string& key) const {
    const auto it = forms.find(key);
    if (it == forms.end()) {
        throw InputError("'" + conceptName + "' has no form '" + key + "'", file, line, "forms");
    }
    return it->second;
}

std::string LexiconEntry::feature(const std::string& name) const {
    const auto it = features.find(name);
    return it == features.end() ? std::string() : it->second;
}

std::string LexiconEntry::tag(const std::string& name) const {
    const auto it = tags.find(name);
    return it == tags.end() ? std::string() : it->second;
}

std::vector<std::string> LexiconEntry::tagList(const std::string& name) const {
    const std::string value = tag(name);
    return value.empty() ? std::vector<std::string>{} : split(value, ',');
}

DemoLexicon DemoLexicon::parse(std::string_view content, const std::string& fileName) {
    DemoLexicon lexicon;
    lexicon.fileName_ = fileName;
    std::size_t lineNumber = 0;
    for (const auto& raw : split(content, '\n')) {
        ++lineNumber;
        const std::string line(trimmed(raw));
        if (line.empty() || line[0] == '#')
            continue;
        const auto fields = split(line, '\t');
        if (fields.size() != 6) {
            throw InputError(
                "expected 6 tab-separated fields, found " + std::to_string(fields.size()), fileName,
                lineNumber);
        }
        LexiconEntry e;
        e.conceptName = fields[0];
        e.upos = fields[1];
        e.lemma = fields[2];
        e.features = keyValues(fields[3], '|', fileName, lineNumber, "features");
        e.forms = keyValues(fields[4], ';', fileName, lineNumber, "forms");
        e.tags = keyValues(fields[5], ';', fileName, lineNumber, "tags");
        e.file = fileName;
        e.line = lineNumber;
        if (e.conceptName.empty() || e.upos.empty() || e.lemma.empty() || e.forms.empty()) {
            throw InputError("concept, upos, lemma and forms must not be empty", fileName,
                             lineNumber);
        }
        if (!lexicon.index_.emplace(e.conceptName, lexicon.entries_.size()).second) {
            throw InputError("concept '" + e.conceptName + "' given twice", fileName, lineNumber);
        }
        lexicon.entries_.push_back(std::move(e));
    }
    return lexicon;
}

// A view, not a string reference: GCC 14 takes a temporary string bound to a reference
// parameter for the source of the reference returned, and warns at every caller.
const DemoLexicon& DemoLexicon::builtin(std::string_view language) {
    static std::mutex mutex;
    static std::map<std::string, DemoLexicon, std::less<>> cache;
    const std::lock_guard<std::mutex> lock(mutex);
    const auto cached = cache.find(language);
    if (cached != cache.end())
        return cached->second;
    const std::string code(language);
    const std::string name = code + "-lexicon.tsv";
    for (const auto& file : resources::embeddedDemoFiles()) {
        if (file.name == name)
            return cache.emplace(code, parse(file.data, name)).first->second;
    }
    throw InputError("no demo lexicon for language '" + code + "'");
}

const LexiconEntry& DemoLexicon::entry(const std::string& conceptName) const {
    const auto it = index_.find(conceptName);
    if (it == index_.end()) {
        throw InputError("the lexicon has no entry for '" + conceptName + "'", fileName_);
    }
    return entries_[it->second];
}

bool DemoLexicon::has(const std::string& conceptName) const {
    return index_.count(conceptName) != 0;
}

}  // namespace akshara::demo
