// Tokenization speed: encodes every sentence of CoNLL-U files ("# text = ..." lines) with the
// tokenizer of each model folder given, several passes, and prints tokens and sentences per
// second. Usage: bench_tokenizers [--passes N] --model DIR [--model DIR ...] FILE.conllu ...
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include "common/Error.h"
#include "model/Tokenizer.h"

namespace {

std::vector<std::string> readSentences(const std::vector<std::string>& files) {
    std::vector<std::string> sentences;
    const std::string prefix = "# text = ";
    for (const auto& path : files) {
        std::ifstream in(path);
        if (!in) {
            throw std::runtime_error("cannot read " + path);
        }
        std::string line;
        while (std::getline(in, line)) {
            if (line.compare(0, prefix.size(), prefix) == 0) {
                sentences.push_back(line.substr(prefix.size()));
            }
        }
    }
    return sentences;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> models, files;
    int passes = 20;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--model" && i + 1 < argc) {
            models.push_back(argv[++i]);
        } else if (arg == "--passes" && i + 1 < argc) {
            passes = std::atoi(argv[++i]);
        } else {
            files.push_back(arg);
        }
    }
    if (models.empty() || files.empty() || passes <= 0) {
        std::cerr << "usage: bench_tokenizers [--passes N] --model DIR [--model DIR ...] "
                     "FILE.conllu ...\n";
        return 2;
    }
    try {
        const auto sentences = readSentences(files);
        std::size_t characters = 0;
        for (const auto& s : sentences) {
            characters += s.size();
        }
        std::cout << sentences.size() << " sentences, " << characters << " bytes, " << passes
                  << " passes\n";
        for (const auto& dir : models) {
            const auto tokenizer = akshara::model::Tokenizer::load(dir);
            std::size_t tokens = 0;
            for (const auto& s : sentences) {  // warm-up, and the token count of one pass
                tokens += tokenizer->encode(s).size();
            }
            const auto start = std::chrono::steady_clock::now();
            std::size_t check = 0;
            for (int p = 0; p < passes; ++p) {
                for (const auto& s : sentences) {
                    check += tokenizer->encode(s).size();
                }
            }
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            const double encoded = static_cast<double>(sentences.size()) * passes;
            std::cout << std::left << std::setw(22) << tokenizer->kind() << std::setw(40) << dir
                      << std::right << std::fixed << std::setprecision(0) << std::setw(12)
                      << static_cast<double>(check) / seconds << " tokens/s " << std::setw(10)
                      << encoded / seconds << " sentences/s  (" << std::setprecision(1)
                      << static_cast<double>(tokens) / static_cast<double>(sentences.size())
                      << " tokens/sentence)\n";
        }
    } catch (const std::exception& e) {
        std::cerr << "bench_tokenizers: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
