#pragma once

namespace akshara::common {

// Tells the C library to keep freed memory for reuse instead of handing every large block back
// to the kernel. Model and probe code allocates and frees tensors of tens to hundreds of
// megabytes at each step; returned to the kernel, each next block arrives as fresh pages that
// are faulted in and zeroed one by one, which can cost more than the arithmetic done on them
// (a 400 MB element-wise product: 1.7 s against 23 ms on the project's test machine). Up to
// 1 GiB of freed memory stays with the process. All threads share one heap: a worker thread's
// own heap is limited to 64 MiB, and its larger blocks would be mapped afresh every time. Call
// once, at the start of main(); does nothing on a C library without these settings.
void keepFreedMemory();

// Hands the freed memory kept so far back to the kernel, for a long-running process (the
// workbench) once a job is over. Does nothing on a C library that cannot.
void releaseFreedMemory();

}  // namespace akshara::common
