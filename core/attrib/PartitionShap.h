#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace akshara::attrib {

// One leaf of a text's partition tree: a masked feature (a token or a word), or punctuation
// the tree is shaped by but that is never masked.
struct PartitionLeaf {
    std::string text;  // as the tokenizer decodes it: "##ka", ",", a word
    int sequence = 0;  // 0 or 1: which text of a pair
    bool maskable = true;
};

// One merge of the tree, in scipy's linkage layout as the SHAP library keeps it: nodes 0..n-1
// are the leaves, node n + i the i-th merge, the last merge the root.
struct PartitionMerge {
    std::size_t left = 0;
    std::size_t right = 0;
    double distance = 0;   // below 0: never split (the pieces of one word)
    std::size_t size = 0;  // leaves under it
};

// The SHAP library's text clustering (shap.maskers.Text): neighbouring groups merged greedily
// by its score, which joins a word's "##" pieces first and reaches across commas, sentence
// ends and connectors last. A pair's two texts are joined only at the root. Empty for fewer
// than two leaves.
std::vector<PartitionMerge> partitionTree(const std::vector<PartitionLeaf>& leaves);

// The model's class probabilities for each mask (true: the leaf is kept), in order.
using MaskEvaluator =
    std::function<std::vector<std::vector<double>>(const std::vector<std::vector<bool>>& masks)>;

struct OwenValues {
    std::vector<double> values;   // one per leaf, for the target class
    std::size_t evaluations = 0;  // masks evaluated, the empty and the full one included
};

struct OwenOptions {
    std::size_t target = 0;            // the class explained
    std::size_t maxEvaluations = 500;  // the library's max_evals, the two ends included
    std::size_t batchSize = 5;         // masks per evaluation, the text masker's
    std::uint64_t seed = 0;            // breaks ties between equally urgent splits
};

// The SHAP library's PartitionExplainer: Owen values of the leaves over `tree`, splitting
// first the clusters whose halves change the probabilities most. Clusters left unsplit when
// the budget runs out share their credit among their maskable leaves by number; the values
// always sum to full[target] - empty[target], and leaves that are not maskable get 0. A mask that
// differs from one already evaluated only in leaves that are not maskable is not evaluated again.
OwenValues owenValues(const std::vector<PartitionLeaf>& leaves,
                      const std::vector<PartitionMerge>& tree, const std::vector<double>& empty,
                      const std::vector<double>& full, const OwenOptions& options,
                      const MaskEvaluator& evaluate);

}  // namespace akshara::attrib
