// probe_extract_child CACHE_DIR KILL_AT_BATCH
// Extracts the states of 230 numbered sentences (13 layers x 16 units, shards of 50, batches
// of 10) into CACHE_DIR with a deterministic encoder. KILL_AT_BATCH >= 0: the process sends
// itself SIGKILL when the encoder is asked for that batch (0-based), before computing it.
// Prints "reused R computed C rebuilt B" on success.

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <exception>

#include "DeterministicEncoder.h"
#include "probe/StateCache.h"

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: probe_extract_child CACHE_DIR KILL_AT_BATCH\n");
        return 2;
    }
    const long killAt = std::strtol(argv[2], nullptr, 10);
    long batches = 0;
    auto encode = [&](const std::vector<std::string>& batch) {
        if (batches++ == killAt) {
            std::raise(SIGKILL);
        }
        return akshara::test::deterministicStates(batch, 13, 16);
    };
    const auto sentences = akshara::test::numberedSentences(230);
    akshara::probe::CacheKey key{"model-a", akshara::probe::datasetFingerprint(sentences), "clean",
                                 "mean"};
    akshara::probe::ExtractionOptions options;
    options.shardSize = 50;
    options.batchSize = 10;
    try {
        const auto result = akshara::probe::extractStates(argv[1], key, sentences, encode, options);
        std::printf("reused %zu computed %zu rebuilt %zu\n", result.shardsReused,
                    result.shardsComputed, result.shardsRebuilt);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return 1;
    }
    return 0;
}
