// Candidate generation speed of the first paper's operators (phono, ortho, random) and of
// InScript keyboard slips (key) on the
// words of a CoNLL-U treebank, also carried into the other Brahmic scripts.
//
//   bench_candidates ../shared/data/ud/UD_Marathi-UFAL.mr_ufal-ud-train.conllu
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "perturb/OperatorRegistry.h"
#include "text/Language.h"
#include "text/Normalize.h"
#include "text/ScriptMapping.h"
#include "text/Utf8.h"
#include "text/WordSegmenter.h"

using namespace akshara;

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: bench_candidates FILE.conllu\n";
        return 2;
    }
    std::vector<std::u32string> devanagari;
    std::ifstream in(argv[1]);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("# text = ", 0) == 0) {
            for (auto& t : text::words(text::nfc(text::decodeUtf8(line.substr(9))))) {
                if (t.kind == text::TokenKind::Word)
                    devanagari.push_back(t.text);
            }
        }
    }
    if (devanagari.empty()) {
        std::cerr << "no words in " << argv[1] << "\n";
        return 1;
    }
    std::printf("%-6s %-8s %8s %12s %14s\n", "lang", "op", "words", "words/s", "candidates/s");
    for (const char* lang : {"mr", "bn", "ta", "te", "ml"}) {
        const text::Script script = text::requireLanguage(lang).script;
        std::vector<std::u32string> words;
        for (const auto& w : devanagari) {
            const text::TextMapping m = text::mapText(w, script);
            if (m.unmapped.empty())
                words.push_back(text::nfc(m.text));
        }
        for (const char* name : {"phono", "ortho", "random", "key"}) {
            perturb::OperatorOptions options;
            options.language = lang;
            const auto op = perturb::createOperator(name, options);
            std::size_t candidates = 0, done = 0;
            const auto start = std::chrono::steady_clock::now();
            double seconds = 0;
            do {  // repeat the list until at least two seconds have passed
                for (const auto& w : words)
                    candidates += op->candidates(w).size();
                done += words.size();
                seconds =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            } while (seconds < 2.0);
            std::printf("%-6s %-8s %8zu %12.0f %14.0f\n", lang, name, words.size(), done / seconds,
                        candidates / seconds);
        }
    }
    return 0;
}
