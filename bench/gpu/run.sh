#!/usr/bin/env bash
# The GPU checks of the model runtime, in one run on a CUDA machine that has PyTorch (with its
# CUDA libtorch and CMake files) and the Hugging Face library, but not Debian's ICU, HDF5 and
# sentencepiece: those come as Debian packages unpacked into a prefix (see
# ../shared/gpu/README.md; the .deb files in DEB_DIR).
#
#   [STEPS="parity extract profile train oom"] [DTYPES="bfloat16 float32"] \
#       [BATCH=512,2048,8192] [MASK_BATCH=2048] bench/gpu/run.sh DEB_DIR OUT_DIR
#
# STEPS as shown is the default; "probe" adds the probes.
#
# The build goes to build-gpu/ in the repository (ignored by git), so that a second call on the
# same machine, with other STEPS, finds it built. Steps:
# 1. builds the engine (no Qt) against PyTorch's libtorch;
# 2. probe: the batched probes on CUDA against scikit-learn on the machine's CPU, on the same
#    synthetic features (when scikit-learn is installed there);
# 3. parity: every fixture folder on CUDA in fp32 (tolerance 1e-4, gradients 1e-3) and bf16;
# 4. extract: extraction throughput of an mBERT-base-shaped model (random weights, 65,536
#    sentences of 8-64 tokens, all 13 layers mean-pooled, copied to host memory as float32) in
#    bf16 and fp32 (DTYPES) at several batch sizes (BATCH, comma-separated), attending by length;
#    through the padding mask as before at MASK_BATCH; and the Hugging Face library on the same
#    weights and ids in its own configurations;
# 5. profile: where the device's time goes in bf16 extraction, kernel by kernel (encoder_profile
#    --profile: four batches of the extract step's best bf16 size under libtorch's profiler);
# 6. train: a classifier trained from scratch on CUDA, loaded back by the Hugging Face library with
#    the logits akshara-cli computes;
# 7. oom: the out-of-memory back-off (one fp32 batch of all 65,536 sentences, far beyond the
#    device's memory, must halve until it fits).
# A step that fails is reported and the next one runs.
set -uo pipefail
debs=${1:?usage: run.sh DEB_DIR OUT_DIR}
out=${2:?usage: run.sh DEB_DIR OUT_DIR}
here="$(cd "$(dirname "$0")/../.." && pwd)"
mkdir -p "$out"
prefix=/tmp/akshara-deps
build="${AKSHARA_GPU_BUILD:-$here/build-gpu}"
# The probes were measured on 2026-11-30 (docs/benchmarks.md) and take 100 s, most of it
# scikit-learn's: they run when STEPS names them.
steps=" ${STEPS:-parity extract profile train oom} "
step() { [[ "$steps" == *" $1 "* ]]; }
started=$SECONDS
mark() { echo "$(( SECONDS - started )) s: $1" | tee -a "$out/timeline.txt" >&2; }
fixtures="${AKSHARA_FIXTURES:-$here/../shared/fixtures/hf-parity}"

for f in "$debs"/*.deb; do dpkg -x "$f" "$prefix"; done
export LD_LIBRARY_PATH="$prefix/usr/lib/x86_64-linux-gnu:$prefix/usr/lib/x86_64-linux-gnu/hdf5/serial:${LD_LIBRARY_PATH:-}"
torch_prefix="$(python3 -c 'import torch; print(torch.utils.cmake_prefix_path)')"

echo "== configure and build" >&2
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DAKSHARA_BUILD_GUI=OFF -DAKSHARA_BUILD_TESTS=OFF -DAKSHARA_BUILD_BENCH=ON \
    -DCMAKE_PREFIX_PATH="$torch_prefix;$prefix/usr" -DICU_ROOT="$prefix/usr" \
    -DAKSHARA_HDF5_INCLUDE_DIR="$prefix/usr/include/hdf5/serial" \
    -DAKSHARA_HDF5_LIBRARY="$prefix/usr/lib/x86_64-linux-gnu/hdf5/serial/libhdf5.so" \
    -DCMAKE_CUDA_ARCHITECTURES=90 > "$out/configure.log" 2>&1 || { tail -30 "$out/configure.log"; exit 1; }
# -k 0: a target that fails to build leaves the others, and the steps that need them, to run.
cmake --build "$build" --target encoder_throughput encoder_profile gpu_parity bench_probe akshara-cli -j "$(nproc)" -- -k 0 \
    > "$out/build.log" 2>&1 || grep -B2 -A12 -m 8 "error" "$out/build.log" >&2 || true
mark "built"

nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv | tee "$out/gpu.txt"

if step probe && [ -x "$build/bench/bench_probe" ]; then
echo "== probes" >&2
probe_work=/tmp/akshara-probe
mkdir -p "$probe_work"
"$build/bench/bench_probe" --cuda "$probe_work" | tee "$out/probe-cuda.txt"
if python3 -c 'import sklearn' 2>/dev/null; then
    # The same glibc settings as bench_probe's (see bench/run-probe-vs-sklearn.sh).
    MALLOC_MMAP_THRESHOLD_=1073741824 MALLOC_TRIM_THRESHOLD_=1073741824 MALLOC_TOP_PAD_=67108864 \
        python3 "$here/bench/probe_vs_sklearn.py" "$probe_work" | tee "$out/probe-sklearn.txt"
fi
mark "probe"
fi

if step parity && [ -x "$build/bench/gpu_parity" ]; then
echo "== parity" >&2
for dtype in float32 bfloat16; do
    "$build/bench/gpu_parity" --device cuda --dtype "$dtype" \
        "$fixtures/bert-cased" "$fixtures/bert-uncased" "$fixtures/xlmr" "$fixtures/albert" \
        "$fixtures/gpt2" "$fixtures/bloom" "$fixtures/mt5-encoder" \
        | tee -a "$out/parity.txt" || true
done
mark "parity"
fi

model=/tmp/akshara-mbert-shaped
if step extract && [ -x "$build/bench/encoder_throughput" ]; then
echo "== extraction throughput" >&2
for dtype in ${DTYPES:-bfloat16 float32}; do
    # Attention by length (the default) at every size, then through the padding mask as before
    # at the size that was best for it (MASK_BATCH), to compare.
    "$build/bench/encoder_throughput" --device cuda --dtype "$dtype" --sentences 65536 \
        --vocab 119547 --batch-size "${BATCH:-512,2048,8192}" --model-dir "$model" \
        --ids-out /tmp/ids.jsonl --json-out "$out/akshara-$dtype.json" | tee -a "$out/akshara.txt"
    "$build/bench/encoder_throughput" --device cuda --dtype "$dtype" --sentences 65536 \
        --vocab 119547 --batch-size "${MASK_BATCH:-2048}" --attention mask --model-dir "$model" \
        --json-out "$out/akshara-$dtype-mask.json" | tee -a "$out/akshara.txt"
    python3 "$here/bench/hf_extraction.py" "$model" /tmp/ids.jsonl --dtype "$dtype" \
        --json-out "$out/hf-$dtype.json" | tee -a "$out/hf.txt"
done
mark "extract"
fi

if step profile && [ -x "$build/bench/encoder_profile" ]; then
echo "== where the device's time goes" >&2
# At the best bf16 size of the extract step, when it ran; the sizes of BATCH otherwise.
sizes="${BATCH:-512,2048,8192}"
if [ -f "$out/akshara-bfloat16.json" ]; then
    sizes="$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["batch_size"])' \
        "$out/akshara-bfloat16.json")"
fi
"$build/bench/encoder_profile" --device cuda --dtype bfloat16 --sentences 65536 --vocab 119547 \
    --batch-size "$sizes" --model-dir "$model" --profile 4 | tee "$out/profile.txt"
mark "profile"
fi

if step train && [ -x "$build/app/cli/akshara-cli" ]; then
echo "== training on CUDA, loaded by transformers" >&2
cli="$build/app/cli/akshara-cli"
"$cli" demo-data --out /tmp/akshara-demo --langs hi > /dev/null
"$cli" train --data /tmp/akshara-demo/hi/sentiment.tsv --from-scratch --device cuda \
    --epochs 2 --out /tmp/akshara-cuda-model 2>&1 | tail -3 | tee "$out/train-cuda.txt"
grep -o '"device": *"[^"]*"' /tmp/akshara-cuda-model/training.json | tee -a "$out/train-cuda.txt"
cut -f1 /tmp/akshara-demo/hi/sentiment.tsv | tail -n +2 | head -50 > /tmp/akshara-texts.txt
"$cli" classify --model /tmp/akshara-cuda-model --device cpu --input /tmp/akshara-texts.txt \
    > /tmp/akshara-classified.jsonl
python3 "$here/bench/gpu/hf_load_check.py" /tmp/akshara-cuda-model /tmp/akshara-classified.jsonl \
    | tee "$out/hf-load.txt"
mark "train"
fi

if step oom && [ -x "$build/bench/encoder_throughput" ]; then
echo "== out-of-memory back-off" >&2
"$build/bench/encoder_throughput" --device cuda --dtype float32 --sentences 65536 --vocab 119547 \
    --batch-size 65536 --model-dir "$model" --json-out "$out/oom-backoff.json" \
    | tee "$out/oom-backoff.txt"
mark "oom"
fi
