#pragma once

// A deterministic stand-in for a model encoder: the state of each layer and unit is a fixed
// function of the sentence's bytes, so two runs give bit-identical states.

#include <cstdint>
#include <string>
#include <vector>

#include "probe/StateCache.h"

namespace akshara::test {

inline probe::BatchStates deterministicStates(const std::vector<std::string>& batch,
                                              std::size_t layers, std::size_t hidden) {
    probe::BatchStates out;
    out.layers = layers;
    out.hidden = hidden;
    out.values.resize(layers * batch.size() * hidden);
    for (std::size_t s = 0; s < batch.size(); ++s) {
        std::uint64_t h = 1469598103934665603ULL;
        for (unsigned char c : batch[s]) {
            h = (h ^ c) * 1099511628211ULL;
        }
        for (std::size_t l = 0; l < layers; ++l) {
            for (std::size_t u = 0; u < hidden; ++u) {
                std::uint64_t v = h ^ (l * 0x9e3779b97f4a7c15ULL) ^ (u * 0xbf58476d1ce4e5b9ULL);
                v ^= v >> 31;
                v *= 0x94d049bb133111ebULL;
                v ^= v >> 29;
                out.values[(l * batch.size() + s) * hidden + u] =
                    static_cast<float>(static_cast<double>(v >> 11) / 9007199254740992.0 - 0.5);
            }
        }
    }
    return out;
}

inline std::vector<std::string> numberedSentences(std::size_t n) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < n; ++i) {
        out.push_back("वाक्य क्रमांक " + std::to_string(i));
    }
    return out;
}

}  // namespace akshara::test
