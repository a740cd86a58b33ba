#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace akshara::model {

// A dense row-major float array with its shape: how tensors cross module boundaries.
struct Array {
    std::vector<std::int64_t> shape;
    std::vector<float> values;

    bool empty() const { return values.empty(); }
    // The number of elements the shape describes (1 for a scalar shape {}).
    std::size_t elementCount() const {
        std::size_t n = 1;
        for (auto d : shape) {
            n *= static_cast<std::size_t>(d);
        }
        return n;
    }
};

}  // namespace akshara::model
