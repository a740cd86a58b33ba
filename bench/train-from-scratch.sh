#!/bin/sh
# Training time of `akshara-cli train --from-scratch` (tiny and small) on a task built from
# the Marathi UD treebank: each sentence without the word "ती" once as it is ("no") and once
# with "ती" inserted ("yes"); every fifth sentence goes to the dev set.
# Usage: bench/train-from-scratch.sh BUILD_DIR [SHARED_DIR] [THREADS]
set -eu
build=${1:?usage: $0 BUILD_DIR [SHARED_DIR] [THREADS]}
shared=${2:-$(dirname "$0")/../../shared}
threads=${3:-0}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
awk -v train="$work/train.tsv" -v dev="$work/dev.tsv" '
    BEGIN { print "text\tlabel" > train; print "text\tlabel" > dev }
    /^# text = / {
        s = substr($0, 10); n = split(s, w, " "); skip = 0
        for (k = 1; k <= n; k++) if (w[k] == "ती") skip = 1
        if (skip) next
        at = i % (n + 1); marked = ""
        for (k = 0; k <= n; k++) {
            if (k == at) marked = marked (marked == "" ? "" : " ") "ती"
            if (k < n) marked = marked (marked == "" ? "" : " ") w[k + 1]
        }
        out = (i % 5 == 4) ? dev : train
        print s "\tno" > out; print marked "\tyes" > out; i++
    }' "$shared/data/ud/UD_Marathi-UFAL.mr_ufal-ud-train.conllu"
echo "train: $(($(wc -l < "$work/train.tsv") - 1)) examples, dev: $(($(wc -l < "$work/dev.tsv") - 1))"
for size in tiny small; do
    start=$(date +%s.%N)
    "$build/app/cli/akshara-cli" train --data "$work/train.tsv" --dev "$work/dev.tsv" \
        --from-scratch --size "$size" --epochs 3 --threads "$threads" --out "$work/$size" \
        2> "$work/$size.log"
    end=$(date +%s.%N)
    echo "$size: $(echo "$end - $start" | bc) s"
    tr '\r' '\n' < "$work/$size.log" | grep 'dev accuracy' || true
done
