#include "demo/DemoSentence.h"

namespace akshara::demo {

std::size_t DemoSentence::add(DemoToken token) {
    tokens.push_back(std::move(token));
    return tokens.size();
}

std::string DemoSentence::text() const {
    std::string out;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        out += tokens[i].form;
        if (tokens[i].spaceAfter && i + 1 < tokens.size())
            out += ' ';
    }
    return out;
}

std::string DemoSentence::conllu(const std::string& id, const std::string& gloss) const {
    std::string out = "# sent_id = " + id + "\n# text = " + text() + "\n";
    if (!gloss.empty())
        out += "# text_en = " + gloss + "\n";
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const DemoToken& t = tokens[i];
        out += std::to_string(i + 1) + "\t" + t.form + "\t" + t.lemma + "\t" + t.upos + "\t" +
               (t.xpos.empty() ? "_" : t.xpos) + "\t" + featureString(t.features) + "\t" +
               std::to_string(t.head) + "\t" + t.relation + "\t_\t" +
               (t.spaceAfter || i + 1 == tokens.size() ? "_" : "SpaceAfter=No") + "\n";
    }
    return out + "\n";
}

std::string featureString(const std::map<std::string, std::string>& features) {
    std::string out;
    for (const auto& [name, value] : features)
        out += (out.empty() ? "" : "|") + name + "=" + value;
    return out.empty() ? "_" : out;
}

}  // namespace akshara::demo
