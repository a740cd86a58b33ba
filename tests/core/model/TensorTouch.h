#pragma once

// Host tensors allocated from the tests, kept out of the Qt test sources: no translation unit
// includes both Qt and libtorch headers.

#include <cstddef>

namespace akshara::test {

struct TouchCount {
    long pageFaults = 0;    // minor page faults of the process meanwhile
    long pagesTouched = 0;  // 4 KiB pages written
};

// Allocates a float tensor of `bytes`, fills it and frees it, `rounds` times after one
// uncounted round, and counts the page faults of the counted rounds.
TouchCount touchTensors(std::size_t bytes, int rounds);

}  // namespace akshara::test
