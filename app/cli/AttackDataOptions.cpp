#include "AttackDataOptions.h"

#include "DatasetOptions.h"

namespace akshara::cli {

void addAttackDatasetOptions(ArgParser& parser) {
    parser.option("data", "FILE",
                  "labelled dataset: TSV, CSV, JSON lines or a JSON array (Hugging Face export)");
    addDatasetOptions(parser);
    addLabelSetOption(parser);
    parser.option("limit", "N", "attack only the first N examples (0: all)", "0");
}

std::string attackDataFile(const ArgParser& parser) {
    if (!parser.has("data")) {
        throw UsageError("--data is required\n\n" + parser.help());
    }
    return parser.value("data");
}

std::size_t exampleLimit(const ArgParser& parser) {
    const long long limit = parser.integer("limit");
    if (limit < 0) {
        throw UsageError("--limit must be 0 or more");
    }
    return static_cast<std::size_t>(limit);
}

}  // namespace akshara::cli
