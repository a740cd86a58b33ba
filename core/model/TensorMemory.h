#pragma once

namespace akshara::model {

// common::keepFreedMemory(), and host tensors allocated through the C library's malloc so
// that the memory they free is reused. libtorch's own CPU allocator asks for 64-byte aligned
// blocks with posix_memalign, and glibc places each such block so that the freed ones do not
// merge back: the heap keeps growing and every new tensor arrives as fresh pages, faulted in one
// by one (an element-wise operation on 20 MB: 70 ms against 2 ms with reused memory on the
// project's test machine). Call once, at the start of main(), before the first tensor.
void keepFreedMemory();

// Whether host tensors now come from the allocator keepFreedMemory() installs (false before
// the call, or with a libtorch whose allocator interface this build does not implement).
bool tensorsReuseFreedMemory();

}  // namespace akshara::model
