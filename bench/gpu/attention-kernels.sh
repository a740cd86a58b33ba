#!/usr/bin/env bash
# Which of libtorch's fused-attention kernels serves the runs of one length best: a short GPU
# check on a CUDA machine prepared as for bench/gpu/run.sh. Builds the engine (run.sh with
# STEPS=none), checks bf16 parity on CUDA, then runs bf16 extraction of the mBERT-shaped model
# with each kernel alone (encoder_throughput --sdpa-kernel) and through the padding mask, in
# alternation, twice each.
#
#   [AKSHARA_FIXTURES=DIR] bench/gpu/attention-kernels.sh DEB_DIR OUT_DIR
set -uo pipefail
debs=${1:?usage: attention-kernels.sh DEB_DIR OUT_DIR}
out=${2:?usage: attention-kernels.sh DEB_DIR OUT_DIR}
here="$(cd "$(dirname "$0")/../.." && pwd)"
mkdir -p "$out"
fixtures="${AKSHARA_FIXTURES:-$here/../shared/fixtures/hf-parity}"
STEPS=none bash "$here/bench/gpu/run.sh" "$debs" "$out" 2>&1 | tail -3
prefix=/tmp/akshara-deps
export LD_LIBRARY_PATH="$prefix/usr/lib/x86_64-linux-gnu:$prefix/usr/lib/x86_64-linux-gnu/hdf5/serial:${LD_LIBRARY_PATH:-}"
b="${AKSHARA_GPU_BUILD:-$here/build-gpu}/bench"
timeout 60 "$b/gpu_parity" --device cuda --dtype bfloat16 "$fixtures/bert-cased" \
    "$fixtures/xlmr" > "$out/parity-bfloat16.txt" 2>&1
echo "parity bfloat16: exit status $?"
tail -2 "$out/parity-bfloat16.txt"
common="--device cuda --sentences 65536 --vocab 119547 --model-dir /tmp/akshara-mbert-shaped --dtype bfloat16 --batch-size 2048,4096"
for i in 1 2; do
    for kernel in default flash efficient math mask; do
        case $kernel in
            default) extra="" ;;
            mask) extra="--attention mask" ;;
            *) extra="--sdpa-kernel $kernel" ;;
        esac
        echo "== $kernel, $i"
        timeout 60 "$b/encoder_throughput" $common $extra > "$out/$kernel-$i.txt" 2>&1
        grep "tokens/s\|best\|rror\|kernel" "$out/$kernel-$i.txt" | grep -v "^  encoder"
    done
done
