#!/usr/bin/env bash
# NLI error analysis of one classifier on a small parallel English/Hindi set (IndicXNLI,
# sections 3.2-3.3 and figures 1-3): predictions per language and for mixed-language pairs
# (English premise, Hindi hypothesis), confusion matrices, the consistency of the English and
# Hindi predictions, the accuracy table, and a diverse sample for human validation.
#
# usage: docs/examples/nli-parallel.sh MODEL_DIR [OUT_DIR] [DATA_DIR]
#   MODEL_DIR  a 3-label ...ForSequenceClassification folder (labels entailment, neutral,
#              contradiction, or unnamed LABEL_0..2 in that order)
#   OUT_DIR    where the files go (default: nli-analysis)
#   DATA_DIR   en.jsonl and hi.json of the same examples with ids (default: tests/data/nli)
# AKSHARA_CLI overrides the program (default: akshara-cli on PATH, else build/app/cli/akshara-cli).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
model="${1:?usage: $0 MODEL_DIR [OUT_DIR] [DATA_DIR]}"
out="${2:-nli-analysis}"
data="${3:-$root/tests/data/nli}"
cli="${AKSHARA_CLI:-$(command -v akshara-cli || echo "$root/build/app/cli/akshara-cli")}"
mkdir -p "$out"

predict() {  # NAME ARGS...
    local name="$1"
    shift
    "$cli" predict --model "$model" --labels nli --out "$out/$name.jsonl" "$@"
}

predict en --data "$data/en.jsonl" --pair
predict hi --data "$data/hi.json" --pair
predict en-hi --data "$data/hi.json" --premise-from "$data/en.jsonl"

for name in en hi en-hi; do
    "$cli" matrix confusion --pred "$out/$name.jsonl" > "$out/confusion-$name.json"
    "$cli" matrix confusion --pred "$out/$name.jsonl" --table > "$out/confusion-$name.txt"
done
# Figures 1-2: where the English and Hindi predictions agree and where they part.
"$cli" matrix consistency --pred "$out/en.jsonl" --pred "$out/hi.jsonl" > "$out/consistency-en-hi.json"
"$cli" matrix consistency --pred "$out/en.jsonl" --pred "$out/hi.jsonl" --table \
    > "$out/consistency-en-hi.txt"
# Tables 3-4: accuracy per evaluation set with bootstrap intervals.
"$cli" matrix transfer --intervals \
    --pred "model:en=$out/en.jsonl" --pred "model:hi=$out/hi.jsonl" \
    --pred "model:en-hi=$out/en-hi.jsonl" > "$out/accuracy.json"
# Diverse sampling for human validation (k-DPP over sentence embeddings).
"$cli" sample --model "$model" --data "$data/hi.json" --pair -k 10 --seed 20221 \
    > "$out/sample-hi.json"

echo "wrote the analysis of $model to $out:" >&2
ls "$out" >&2
