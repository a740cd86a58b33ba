#include "TensorTouch.h"

#include <torch/torch.h>

#include <sys/resource.h>

namespace akshara::test {

namespace {

long minorFaults() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
}

void touchOnce(std::size_t bytes) {
    torch::Tensor t = torch::empty({static_cast<std::int64_t>(bytes / sizeof(float))});
    t.fill_(1.0f);
    torch::Tensor u = t * 2.0f;  // a temporary, as every operation makes
}

}  // namespace

TouchCount touchTensors(std::size_t bytes, int rounds) {
    touchOnce(bytes);
    const long before = minorFaults();
    for (int i = 0; i < rounds; ++i) {
        touchOnce(bytes);
    }
    TouchCount count;
    count.pageFaults = minorFaults() - before;
    count.pagesTouched = static_cast<long>(2 * rounds * (bytes / 4096));
    return count;
}

}  // namespace akshara::test
