#include "common/Processor.h"

namespace akshara::common {

bool nativeBFloat16() {
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 12
    // libgcc's reading of CPUID, which also checks that the kernel saves the AVX-512 and AMX
    // registers.
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512bf16") || __builtin_cpu_supports("amx-bf16");
#else
    return false;
#endif
}

}  // namespace akshara::common
