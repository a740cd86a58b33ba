#include "KernelProfile.h"

#include <torch/csrc/autograd/profiler_kineto.h>
#include <torch/torch.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <set>
#include <vector>

namespace akshara::bench {

namespace {

namespace profiler = torch::autograd::profiler;
using torch::profiler::impl::ActivityType;
using torch::profiler::impl::ProfilerConfig;
using torch::profiler::impl::ProfilerState;

// libtorch 2.x reports durations in nanoseconds, 1.x in microseconds.
template <typename Event>
auto microseconds(const Event& e, int) -> decltype(e.durationNs(), double()) {
    return static_cast<double>(e.durationNs()) / 1000.0;
}
template <typename Event>
double microseconds(const Event& e, long) {
    return static_cast<double>(e.durationUs());
}

struct Row {
    std::size_t count = 0;
    double us = 0;
};

}  // namespace

std::string profileKernels(const std::function<void()>& work, bool cuda, int top) {
    const ProfilerConfig config(ProfilerState::KINETO);
    std::set<ActivityType> activities{ActivityType::CPU};
    if (cuda) {
        activities.insert(ActivityType::CUDA);
    }
    profiler::prepareProfiler(config, activities);
    profiler::enableProfiler(config, activities);
    const auto start = std::chrono::steady_clock::now();
    work();
    if (cuda) {
        torch::cuda::synchronize();
    }
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const auto result = profiler::disableProfiler();

    const auto wanted = cuda ? c10::DeviceType::CUDA : c10::DeviceType::CPU;
    std::map<std::string, Row> rows;
    double total = 0;
    for (const auto& e : result->events()) {
        if (e.deviceType() != wanted) {
            continue;
        }
        auto& row = rows[e.name()];
        const double us = microseconds(e, 0);
        ++row.count;
        row.us += us;
        total += us;
    }
    std::vector<std::pair<std::string, Row>> sorted(rows.begin(), rows.end());
    std::sort(sorted.begin(), sorted.end(),
              [](const auto& a, const auto& b) { return a.second.us > b.second.us; });
    std::string out;
    char line[512];
    std::snprintf(line, sizeof line, "%s under the profiler: %.3f s wall, %.3f s %s\n",
                  cuda ? "device" : "host", wall, total / 1e6,
                  cuda ? "of kernels and copies" : "in operations (inclusive, nested)");
    out += line;
    std::snprintf(line, sizeof line, "%8s %10s %6s  %s\n", "count", "ms", "share", "name");
    out += line;
    for (std::size_t i = 0; i < sorted.size() && i < static_cast<std::size_t>(top); ++i) {
        const auto& [name, row] = sorted[i];
        std::snprintf(line, sizeof line, "%8zu %10.2f %5.1f%%  %.150s\n", row.count, row.us / 1e3,
                      total > 0 ? 100.0 * row.us / total : 0.0, name.c_str());
        out += line;
    }
    return out;
}

}  // namespace akshara::bench
