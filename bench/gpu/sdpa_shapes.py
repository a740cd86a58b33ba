"""Fused attention over many new shapes, with cuDNN's kernel allowed and without.

Attention by length calls libtorch's scaled_dot_product_attention once per run of inputs of
one length, and the row count of a run changes from batch to batch. This times 200 such calls
(500-699 rows, 12 heads, 8-64 tokens, 64 per head, bfloat16), twice each way, to show what a
new shape costs each kernel (docs/benchmarks.md). Needs PyTorch with CUDA.

    python3 bench/gpu/sdpa_shapes.py
"""
import time

import torch
import torch.nn.functional as F


def timed(cudnn):
    torch.backends.cuda.enable_cudnn_sdp(cudnn)
    options = dict(device="cuda", dtype=torch.bfloat16)
    torch.cuda.synchronize()
    start = time.time()
    for n in range(200):
        q = torch.randn(500 + n, 12, 8 + n % 57, 64, **options)
        F.scaled_dot_product_attention(q, q, q)
    torch.cuda.synchronize()
    return time.time() - start


print(torch.__version__, "cuDNN", torch.backends.cudnn.version())
for cudnn in (True, False, True, False):
    print("sdpa over 200 new shapes, cudnn", cudnn, "%.3f s" % timed(cudnn))
