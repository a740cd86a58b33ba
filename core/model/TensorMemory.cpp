#include "model/TensorMemory.h"

#include <c10/core/CPUAllocator.h>
#include <c10/core/alignment.h>
#include <c10/util/Exception.h>

#include <sys/mman.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <type_traits>
#include <utility>

#include "common/Memory.h"

namespace akshara::model {

namespace {

bool installed = false;

constexpr std::size_t kHugePage = std::size_t{2} << 20;

// Asks the kernel to back the whole 2 MiB pages inside [begin, begin + bytes) with huge pages
// where transparent huge pages are enabled on request: the first touch of a large tensor then
// costs one fault per 2 MiB instead of one per 4 KiB.
void adviseHugePages(std::uintptr_t begin, std::size_t bytes) {
#if defined(MADV_HUGEPAGE)
    const std::uintptr_t first = (begin + kHugePage - 1) & ~(kHugePage - 1);
    const std::uintptr_t last = (begin + bytes) & ~(kHugePage - 1);
    if (last > first) {
        madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
    }
#endif
}

// Host memory from malloc(), over-allocated by the alignment libtorch's kernels expect and
// aligned by hand. The block malloc() returned is kept just before the aligned address, so that
// the address alone can free it: libtorch also allocates through raw_allocate(), which needs
// the data pointer and its context to be the same.
template <typename Base>
struct HeapAllocator final : Base {
    static void release(void* data) { std::free(static_cast<void**>(data)[-1]); }

    // libtorch 1.x declares allocate() const, later releases not; one of the two overrides it.
    c10::DataPtr allocate(std::size_t bytes) const {
        static_assert(c10::gAlignment >= 2 * sizeof(void*));
        void* block = std::malloc(bytes + c10::gAlignment);
        // The message of libtorch's own allocator, which the encoder's batch back-off knows.
        TORCH_CHECK(block != nullptr, "can't allocate memory: you tried to allocate ", bytes,
                    " bytes");
        // malloc() aligns to 16 bytes, so the address is at least 16 bytes into the block.
        const auto address = (reinterpret_cast<std::uintptr_t>(block) + c10::gAlignment) &
                             ~static_cast<std::uintptr_t>(c10::gAlignment - 1);
        void* data = reinterpret_cast<void*>(address);
        static_cast<void**>(data)[-1] = block;
        if (bytes >= kHugePage) {
            adviseHugePages(address, bytes);
        }
        return {data, data, &release, c10::Device(c10::DeviceType::CPU)};
    }
    c10::DataPtr allocate(std::size_t bytes) { return std::as_const(*this).allocate(bytes); }

    c10::DeleterFnPtr raw_deleter() const { return &release; }

    // Newer libtorch releases declare a pure virtual copy between two blocks of one allocator,
    // with or without a synchronisation flag; these implement it where it exists and are plain
    // members elsewhere.
    void copy_data(void* destination, const void* source, std::size_t bytes) const {
        std::memcpy(destination, source, bytes);
    }
    void copy_data(void* destination, const void* source, std::size_t bytes, bool) const {
        std::memcpy(destination, source, bytes);
    }
};

template <typename Base>
void installHeapAllocator() {
    // A libtorch whose interface has another pure virtual member leaves the allocator abstract;
    // such a build keeps libtorch's own.
    if constexpr (!std::is_abstract_v<HeapAllocator<Base>>) {
        static HeapAllocator<Base> allocator;
        c10::SetCPUAllocator(&allocator, /*priority=*/1);
        installed = true;
    }
}

}  // namespace

void keepFreedMemory() {
    common::keepFreedMemory();
    installHeapAllocator<c10::Allocator>();
}

bool tensorsReuseFreedMemory() {
    return installed && c10::GetCPUAllocator() != c10::GetDefaultCPUAllocator();
}

}  // namespace akshara::model
