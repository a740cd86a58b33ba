// How fast this machine gives a process fresh memory: the first touch of the pages that the
// pooled states of a large extraction land in (2.6 GB for 65,536 sentences of an mBERT-shaped
// model). Fills `bytes` of fresh memory in several ways and prints the seconds each took:
//
//   host_pages [BYTES] [THREADS]
//
//   chunks     one allocation of 40 KB per input (an input's 13 x 768 float32 states), filled
//              on THREADS threads, as Encoder::forward() fills its outputs;
//   one        one allocation, filled on THREADS threads;
//   populated  one mapping made with MAP_POPULATE (the kernel faults it in at once), then filled;
//   huge       one mapping advised MADV_HUGEPAGE (transparent huge pages), then filled;
//   reused     the memory of `one` filled again: pages the process holds already.
// Built without the project's libraries, so that it runs on any machine with a compiler.
#include <sys/mman.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

namespace {

double seconds(std::chrono::steady_clock::time_point since) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

// Fills [data, data + bytes) with `value` on `threads` threads, each a contiguous slice.
void fill(char* data, std::size_t bytes, int threads, int value) {
    std::vector<std::thread> workers;
    const std::size_t slice = (bytes + threads - 1) / threads;
    for (int t = 0; t < threads; ++t) {
        const std::size_t from = std::min(bytes, slice * t);
        const std::size_t to = std::min(bytes, from + slice);
        workers.emplace_back([=] { std::memset(data + from, value, to - from); });
    }
    for (auto& w : workers) {
        w.join();
    }
}

char* map(std::size_t bytes, int flags) {
    void* p =
        mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | flags, -1, 0);
    if (p == MAP_FAILED) {
        std::perror("mmap");
        std::exit(1);
    }
    return static_cast<char*>(p);
}

}  // namespace

int main(int argc, char** argv) {
    const std::size_t bytes = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 2600000000ull;
    const int threads =
        argc > 2 ? std::atoi(argv[2]) : static_cast<int>(std::thread::hardware_concurrency());
    std::string thp = "(not readable)";
    std::getline(std::ifstream("/sys/kernel/mm/transparent_hugepage/enabled"), thp);
    std::printf("%zu bytes, %d threads; transparent huge pages: %s\n", bytes, threads, thp.c_str());

    {
        constexpr std::size_t chunk = 13 * 768 * 4;
        const std::size_t count = bytes / chunk;
        std::vector<char*> chunks(count);
        const auto start = std::chrono::steady_clock::now();
        std::vector<std::thread> workers;
        for (int t = 0; t < threads; ++t) {
            workers.emplace_back([&, t] {
                for (std::size_t i = t; i < count; i += threads) {
                    chunks[i] = static_cast<char*>(std::malloc(chunk));
                    std::memset(chunks[i], 1, chunk);
                }
            });
        }
        for (auto& w : workers) {
            w.join();
        }
        std::printf("chunks     %.3f s\n", seconds(start));
        for (char* c : chunks) {
            std::free(c);
        }
    }
    {
        const auto start = std::chrono::steady_clock::now();
        char* data = map(bytes, 0);
        fill(data, bytes, threads, 1);
        std::printf("one        %.3f s\n", seconds(start));
        const auto again = std::chrono::steady_clock::now();
        fill(data, bytes, threads, 2);
        std::printf("reused     %.3f s\n", seconds(again));
        munmap(data, bytes);
    }
    {
        const auto start = std::chrono::steady_clock::now();
        char* data = map(bytes, MAP_POPULATE);
        const double populated = seconds(start);
        fill(data, bytes, threads, 1);
        std::printf("populated  %.3f s (%.3f s of it in mmap)\n", seconds(start), populated);
        munmap(data, bytes);
    }
    {
        const auto start = std::chrono::steady_clock::now();
        char* data = map(bytes, 0);
        const int advised = madvise(data, bytes, MADV_HUGEPAGE);
        fill(data, bytes, threads, 1);
        std::printf("huge       %.3f s%s\n", seconds(start),
                    advised == 0 ? "" : " (madvise refused)");
        munmap(data, bytes);
    }
    return 0;
}
