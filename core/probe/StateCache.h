#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "jobs/JobContext.h"

namespace akshara::probe {

// Sentence representations of every layer: float32 values laid out [layers, sentences, hidden]
// (layers counts the embedding output as layer 0, so a 12-layer encoder has 13).
struct LayerStates {
    std::size_t layers = 0;
    std::size_t sentences = 0;
    std::size_t hidden = 0;
    std::vector<float> values;
    float at(std::size_t layer, std::size_t sentence, std::size_t unit) const {
        return values[(layer * sentences + sentence) * hidden + unit];
    }
};

// What a cache entry is keyed by. Each field is free text; pooling is "mean", "first" or "last".
struct CacheKey {
    std::string model;         // the model's fingerprint (e.g. a hash of its weights)
    std::string dataset;       // datasetFingerprint() of the sentences
    std::string perturbation;  // "clean" or the perturbation's name
    std::string pooling = "mean";
    std::string dtype = "float32";  // the compute type: bfloat16 states differ from float32's
    // Folder name of the entry: a hex hash of the five fields.
    std::string folderName() const;
};

// A hash of the sentences (their count and bytes, in order) as 32 hex digits.
std::string datasetFingerprint(const std::vector<std::string>& sentences);

// Computes the pooled states of a batch of sentences: values [layers, batch, hidden].
struct BatchStates {
    std::size_t layers = 0;
    std::size_t hidden = 0;
    std::vector<float> values;
};
using BatchEncoder = std::function<BatchStates(const std::vector<std::string>& batch)>;

struct ExtractionOptions {
    std::size_t shardSize = 512;  // sentences per shard file (the last one may be shorter)
    std::size_t batchSize = 32;   // sentences per call of the encoder
};

struct ExtractionResult {
    LayerStates states;
    std::size_t shardsReused = 0;    // valid shard files read from the cache
    std::size_t shardsComputed = 0;  // shards encoded (and written) by this call
    std::size_t shardsRebuilt = 0;   // of those, shards whose file was present but unusable
    std::size_t shardsOlder = 0;     // of those, shards written in the cache's older format
    bool fromCache() const { return shardsComputed == 0; }
};

// The states of `sentences` under `key`, read from cacheDir/<key.folderName()>/ when a valid
// shard is there and computed with `encode` otherwise. Each computed shard is written to a
// temporary file, fsynced and renamed into place, so a run killed at any moment resumes,
// recomputing at most the unfinished shard. A shard file with a wrong key, shape or checksum,
// or that is not HDF5, is rebuilt. Reports "reading cached states" / "extracting states".
// Throws Cancelled on cancellation, InputError when the cache cannot be written.
ExtractionResult extractStates(const std::string& cacheDir, const CacheKey& key,
                               const std::vector<std::string>& sentences,
                               const BatchEncoder& encode, const ExtractionOptions& options = {},
                               const jobs::JobContext& context = {});

// The name of shard `index` inside an entry folder ("shard-00003.h5").
std::string shardFileName(std::size_t index);

}  // namespace akshara::probe
