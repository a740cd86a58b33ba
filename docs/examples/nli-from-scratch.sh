#!/bin/sh
# The fourth paper's analysis end to end with models trained from scratch: parallel Hindi and
# Polish NLI pairs from the demo generator, NLI classifiers trained on Hindi, on Polish and on
# both, their predictions on the parallel test sets, the cross-lingual transfer matrix with
# bootstrap intervals, the confusion matrices and the Hindi/Polish consistency matrix.
#
#   docs/examples/nli-from-scratch.sh PATH/TO/akshara-cli OUT_DIR
set -eu
cli=${1:?usage: nli-from-scratch.sh AKSHARA_CLI OUT_DIR}
out=${2:?usage: nli-from-scratch.sh AKSHARA_CLI OUT_DIR}
mkdir -p "$out"

"$cli" demo-data --out "$out/train-data" --sentences 900 --seed 1 --langs hi,pl >/dev/null
"$cli" demo-data --out "$out/test-data" --sentences 300 --seed 2 --langs hi,pl >/dev/null
# Test examples whose Hindi pair also occurs in training are left out of both languages, so
# the two test sets stay parallel (the same ids).
/usr/bin/python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]
seen = {(r["premise"], r["hypothesis"]) for r in read(f"{out}/train-data/nli/hi.jsonl")}
test_hi = read(f"{out}/test-data/nli/hi.jsonl")
keep = {r["id"] for r in test_hi if (r["premise"], r["hypothesis"]) not in seen}
for lang in ("hi", "pl"):
    with open(f"{out}/test-{lang}.jsonl", "w", encoding="utf-8") as f:
        for r in read(f"{out}/test-data/nli/{lang}.jsonl"):
            if r["id"] in keep:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(f"test pairs per language: {len(keep)}")
# Both languages' training pairs in one file, their ids made distinct.
with open(f"{out}/train-hi+pl.jsonl", "w", encoding="utf-8") as f:
    for lang in ("hi", "pl"):
        for r in read(f"{out}/train-data/nli/{lang}.jsonl"):
            r["id"] = f"{lang}-{r['id']}"
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
PY

for train in hi pl hi+pl; do
    case $train in
        hi+pl) data="$out/train-hi+pl.jsonl" ;;
        *) data="$out/train-data/nli/$train.jsonl" ;;
    esac
    "$cli" train --data "$data" --pair --from-scratch --size tiny --epochs 6 --seed 1 \
        --dev-fraction 0.15 --threads 1 --out "$out/model-$train"
    for eval in hi pl; do
        "$cli" predict --model "$out/model-$train" --data "$out/test-$eval.jsonl" --pair \
            --labels nli --out "$out/pred-$train-$eval.jsonl"
    done
done

"$cli" matrix transfer --intervals --table \
    --pred "hi:hi=$out/pred-hi-hi.jsonl" --pred "hi:pl=$out/pred-hi-pl.jsonl" \
    --pred "pl:hi=$out/pred-pl-hi.jsonl" --pred "pl:pl=$out/pred-pl-pl.jsonl" \
    --pred "hi+pl:hi=$out/pred-hi+pl-hi.jsonl" --pred "hi+pl:pl=$out/pred-hi+pl-pl.jsonl" \
    >"$out/transfer.txt"
for eval in hi pl; do
    "$cli" matrix confusion --pred "$out/pred-hi+pl-$eval.jsonl" --table >"$out/confusion-$eval.txt"
done
"$cli" matrix consistency --pred "$out/pred-hi+pl-hi.jsonl" --pred "$out/pred-hi+pl-pl.jsonl" \
    --table >"$out/consistency-hi-pl.txt"
cat "$out/transfer.txt" "$out/consistency-hi-pl.txt"
