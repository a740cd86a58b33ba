#include "common/Memory.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace akshara::common {

void keepFreedMemory() {
#if defined(__GLIBC__)
    constexpr int kKeep = 1 << 30;
    mallopt(M_MMAP_THRESHOLD, kKeep);  // blocks below this come from the heap, not mmap()
    mallopt(M_TRIM_THRESHOLD, kKeep);  // free memory at the heap's top kept up to this
    mallopt(M_TOP_PAD, 64 << 20);      // grow the heap in steps of 64 MiB
#endif
}

}  // namespace akshara::common
