#include "common/Memory.h"

#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

namespace akshara::common {

void keepFreedMemory() {
    // __GLIBC__ comes with <malloc.h> itself (through <features.h>), so it is only tested after it.
#if defined(__GLIBC__) && defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD) && \
    defined(M_TOP_PAD)
    constexpr int kKeep = 1 << 30;
    mallopt(M_MMAP_THRESHOLD, kKeep);  // blocks below this come from the heap, not mmap()
    mallopt(M_TRIM_THRESHOLD, kKeep);  // free memory at the heap's top kept up to this
    mallopt(M_TOP_PAD, 64 << 20);      // grow the heap in steps of 64 MiB
#endif
}

}  // namespace akshara::common
