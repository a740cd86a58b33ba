#include "common/Memory.h"

#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

namespace akshara::common {

// __GLIBC__ comes with <malloc.h> itself (through <features.h>), so it is only tested after it.
#if defined(__GLIBC__) && defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD) && \
    defined(M_TOP_PAD) && defined(M_ARENA_MAX)
#define AKSHARA_GLIBC_MALLOC 1
#endif

void keepFreedMemory() {
#if defined(AKSHARA_GLIBC_MALLOC)
    constexpr int kKeep = 1 << 30;
    mallopt(M_MMAP_THRESHOLD, kKeep);  // blocks below this come from the heap, not mmap()
    mallopt(M_TRIM_THRESHOLD, kKeep);  // free memory at the heap's top kept up to this
    mallopt(M_TOP_PAD, 64 << 20);      // grow the heap in steps of 64 MiB
    mallopt(M_ARENA_MAX, 1);           // one heap for all threads
#endif
}

void releaseFreedMemory() {
#if defined(AKSHARA_GLIBC_MALLOC)
    malloc_trim(0);
#endif
}

}  // namespace akshara::common
