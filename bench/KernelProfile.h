#pragma once

#include <functional>
#include <string>

namespace akshara::bench {

// Runs `work` under libtorch's profiler and returns a table of where the time went: on CUDA,
// the device's kernels and copies by name (count, total milliseconds, share of the device's
// time), most expensive first; on the CPU, libtorch's operations with their inclusive times
// (nested operations count in their callers too). `top` rows at most.
std::string profileKernels(const std::function<void()>& work, bool cuda, int top);

}  // namespace akshara::bench
