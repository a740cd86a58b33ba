// The greedy attack's own cost against the model queries it makes: for Marathi treebank
// sentences attacked with phono, ortho and random on a classifier folder, the wall time per
// example and the time spent in model queries (word importance included). The search itself
// should stay cheap: wall time within 1.3 times the query time.
//
//   bench_attack MODEL_DIR ../shared/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu [SENTENCES]
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "attack/EncoderClassifier.h"
#include "attack/GreedyAttack.h"
#include "attack/PhoneticSimilarity.h"
#include "attack/WordRanker.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"
#include "perturb/OperatorRegistry.h"

using namespace akshara;

int main(int argc, char** argv) {
    if (argc < 3) {
        std::cerr << "usage: bench_attack MODEL_DIR FILE.conllu [SENTENCES]\n";
        return 2;
    }
    const std::size_t wanted = argc > 3 ? std::stoul(argv[3]) : 50;
    std::vector<std::string> sentences;
    std::ifstream in(argv[2]);
    std::string line;
    while (sentences.size() < wanted && std::getline(in, line)) {
        if (line.rfind("# text = ", 0) == 0) {
            sentences.push_back(line.substr(9));
        }
    }
    if (sentences.empty()) {
        std::cerr << "no sentences in " << argv[2] << "\n";
        return 1;
    }
    const auto encoder = model::Encoder::load(argv[1]);
    const auto tokenizer = model::Tokenizer::load(argv[1]);
    attack::ChrfSimilarity chrf;
    attack::PhoneticSimilarity phonetic(attack::PhoneticFeatures::builtin());
    std::printf("model %s (%s), %zu sentences\n", argv[1], encoder.info().device.c_str(),
                sentences.size());
    std::printf("%-7s %9s %10s %12s %14s %8s\n", "op", "success", "queries", "wall ms/ex",
                "queries ms/ex", "ratio");
    for (const char* name : {"phono", "ortho", "random"}) {
        perturb::OperatorOptions options;
        options.language = "mr";
        options.oneRandomPerPosition = true;
        const auto op = perturb::createOperator(name, options);
        attack::EncoderClassifier classifier(encoder, *tokenizer);
        attack::ImportanceRanker ranker(encoder, *tokenizer, {});
        std::size_t successes = 0, queries = 0;
        double wall = 0, inQueries = 0;
        for (const auto& s : sentences) {
            const attack::TextInput input{s, "", false};
            // Attack the class the model predicts, so that every sentence is attacked.
            const int label = attack::argmax(classifier.classify({input}).front());
            const auto started = std::chrono::steady_clock::now();
            // The filters of an attack run: phonetic similarity for phono only, as the paper.
            std::vector<attack::SimilarityMeasure*> filters{&chrf};
            if (std::string(name) == "phono") {
                filters.push_back(&phonetic);
            }
            const auto r =
                attack::attackExample(classifier, ranker, *op, filters, input, label, {});
            wall +=
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            inQueries += r.querySeconds;
            queries += r.queries;
            successes += r.success ? 1 : 0;
        }
        const double n = static_cast<double>(sentences.size());
        std::printf("%-7s %9zu %10.1f %12.2f %14.2f %8.3f\n", name, successes,
                    static_cast<double>(queries) / n, 1000 * wall / n, 1000 * inQueries / n,
                    wall / inQueries);
    }
    return 0;
}
