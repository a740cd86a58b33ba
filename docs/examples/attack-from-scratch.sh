#!/bin/sh
# The first two papers' experiments end to end on the command line, with no pretrained model:
# generate a Hindi sentiment corpus, train a target classifier and a proxy classifier from
# scratch, attack the target with phono, ortho and random perturbations, and draw the ASR
# curve of the target with word importance from the proxy.
#
#   docs/examples/attack-from-scratch.sh PATH/TO/akshara-cli OUT_DIR [LANG]
set -eu
cli=${1:?usage: attack-from-scratch.sh AKSHARA_CLI OUT_DIR [LANG]}
out=${2:?usage: attack-from-scratch.sh AKSHARA_CLI OUT_DIR [LANG]}
lang=${3:-hi}
mkdir -p "$out"

# Training and test sentences from two seeds; test sentences that also occur in training
# are left out.
"$cli" demo-data --out "$out/train-data" --sentences 600 --seed 1 --langs "$lang" >/dev/null
"$cli" demo-data --out "$out/test-data" --sentences 200 --seed 2 --langs "$lang" >/dev/null
train="$out/train-data/$lang/sentiment.tsv"
awk -F'\t' 'NR == FNR { seen[$1] = 1; next } FNR == 1 || !($1 in seen)' \
    "$train" "$out/test-data/$lang/sentiment.tsv" >"$out/test.tsv"
echo "test examples: $(($(wc -l <"$out/test.tsv") - 1))"

"$cli" train --data "$train" --from-scratch --size tiny --epochs 4 --seed 1 \
    --dev-fraction 0.15 --threads 1 --out "$out/target"
"$cli" train --data "$train" --from-scratch --size tiny --epochs 4 --seed 2 \
    --dev-fraction 0.15 --threads 1 --out "$out/proxy"

for op in phono ortho random; do
    "$cli" attack --model "$out/target" --data "$out/test.tsv" --op "$op" --lang "$lang" \
        --threads 1 --out "$out/attack-$op" >"$out/attack-$op.summary.json"
done
"$cli" asr-curve --proxy "$out/proxy" --target "$out/target" --data "$out/test.tsv" \
    --method loo --ops phono,ortho,random --lang "$lang" --max-words 5 --threads 1 \
    --out "$out/asr" >"$out/asr.summary.json"
# The same with the paper's attribution, SHAP as its library runs on text (Partition SHAP).
"$cli" asr-curve --proxy "$out/proxy" --target "$out/target" --data "$out/test.tsv" \
    --method partition-shap --ops phono,ortho,random --lang "$lang" --max-words 5 --threads 1 \
    --out "$out/asr-shap" >"$out/asr-shap.summary.json"
# The papers' tables of the runs: the first paper's Table 9 (with the phono sub-categories of
# its Table 4) and the second paper's ASR by words perturbed.
"$cli" attack-report "$out"/attack-phono "$out"/attack-ortho "$out"/attack-random \
    --categories --table >"$out/attacks.txt"
"$cli" asr-report "$out/asr" "$out/asr-shap" --table >"$out/asr.txt"
cat "$out/attacks.txt" "$out/asr.txt"
echo "done: $out"
