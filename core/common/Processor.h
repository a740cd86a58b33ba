#pragma once

namespace akshara::common {

// Whether this processor multiplies bfloat16 natively (AVX-512 BF16 or AMX-BF16). There,
// libtorch's bfloat16 products run several times faster than float32's (mBERT-base extraction
// 4.3 times faster on the project's test machine, docs/benchmarks.md); elsewhere the CPU
// emulates bfloat16. False on processors other than x86-64 and with compilers that cannot ask.
bool nativeBFloat16();

}  // namespace akshara::common
