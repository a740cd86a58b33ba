#!/usr/bin/env bash
# A short GPU check of the extraction path, in one run on a CUDA machine prepared as for
# bench/gpu/run.sh: builds the engine (run.sh with STEPS=none), checks parity on CUDA in fp32
# and bf16, measures bf16 extraction with the two ways of unpacking in alternation (three
# times each, batches of 2,048 and 4,096), then one matrix for all rows, then fp32, and the
# Hugging Face library's configurations on the same ids in bf16 and fp32.
#
#   [AKSHARA_FIXTURES=DIR] bench/gpu/alternate.sh DEB_DIR OUT_DIR
set -uo pipefail
debs=${1:?usage: alternate.sh DEB_DIR OUT_DIR}
out=${2:?usage: alternate.sh DEB_DIR OUT_DIR}
here="$(cd "$(dirname "$0")/../.." && pwd)"
mkdir -p "$out"
fixtures="${AKSHARA_FIXTURES:-$here/../shared/fixtures/hf-parity}"
(nproc; lscpu | grep -i "model name"; nvidia-smi --query-gpu=name,driver_version --format=csv) \
    > "$out/host.txt" 2>&1
STEPS=none bash "$here/bench/gpu/run.sh" "$debs" "$out" 2>&1 | tail -5
prefix=/tmp/akshara-deps
export LD_LIBRARY_PATH="$prefix/usr/lib/x86_64-linux-gnu:$prefix/usr/lib/x86_64-linux-gnu/hdf5/serial:${LD_LIBRARY_PATH:-}"
b="${AKSHARA_GPU_BUILD:-$here/build-gpu}/bench"
for dtype in float32 bfloat16; do
    timeout 90 "$b/gpu_parity" --device cuda --dtype "$dtype" "$fixtures/bert-cased" \
        "$fixtures/xlmr" "$fixtures/albert" "$fixtures/gpt2" "$fixtures/bloom" \
        "$fixtures/mt5-encoder" > "$out/parity-$dtype.txt" 2>&1
    echo "parity $dtype: exit status $?"
    tail -2 "$out/parity-$dtype.txt"
done
model=/tmp/akshara-mbert-shaped
common="--device cuda --sentences 65536 --vocab 119547 --model-dir $model --attention length"
bf16="$common --dtype bfloat16 --results inputs --batch-size 2048,4096"
for i in 1 2 3; do
    for u in inline aside; do
        echo "== unpacking $u, $i"
        timeout 60 "$b/encoder_throughput" $bf16 --unpack "$u" --ids-out /tmp/ids.jsonl \
            --json-out "$out/akshara-$u-$i.json" > "$out/akshara-$u-$i.txt" 2>&1
        grep "tokens\|host" "$out/akshara-$u-$i.txt"
    done
done
echo "== one matrix"
timeout 60 "$b/encoder_throughput" $bf16 --results matrix,inputs > "$out/akshara-matrix.txt" 2>&1
grep "tokens\|host" "$out/akshara-matrix.txt"
echo "== float32"
timeout 90 "$b/encoder_throughput" $common --dtype float32 --results inputs \
    --batch-size 1024,2048 > "$out/akshara-float32.txt" 2>&1
grep "tokens\|host" "$out/akshara-float32.txt"
for dtype in bfloat16 float32; do
    timeout 200 python3 "$here/bench/hf_extraction.py" "$model" /tmp/ids.jsonl --dtype "$dtype" \
        --json-out "$out/hf-$dtype.json" 2>&1 | grep "^{\|best"
done
