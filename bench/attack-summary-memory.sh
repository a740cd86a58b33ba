#!/usr/bin/env bash
# Peak memory and time of the end of a large attack run, where the summary is computed over
# results.jsonl: the demo classifier attacked on 20 Hindi sentences of a generated corpus of N,
# its records repeated with new indices up to N, then the same command again (a resume with
# nothing left to attack, which computes the summary again, as the end of an N-example run
# does). Each CLI given is measured on a copy of the same folder.
# Usage: bench/attack-summary-memory.sh DEMO_WORKSPACE N CLI [CLI...]
set -euo pipefail
workspace="$1" n="$2"
shift 2
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
model="$workspace/models/demo-hi-sentiment"
"$1" demo-data --out "$scratch/data" --sentences "$n" --langs hi > /dev/null 2>&1
data="$scratch/data/hi/sentiment.tsv"
"$1" attack --model "$model" --data "$data" --op phono --lang hi --limit 20 \
    --out "$scratch/seed" > /dev/null 2>&1
python3 - "$scratch/seed" "$n" <<'PY'
import json, sys
folder, n = sys.argv[1], int(sys.argv[2])
records = [json.loads(line) for line in open(folder + "/results.jsonl", encoding="utf-8")]
manifest = json.load(open(folder + "/manifest.json", encoding="utf-8"))
manifest["examples"] = n
command = manifest["command"]
command[command.index("--limit") + 1] = str(n)
json.dump(manifest, open(folder + "/manifest.json", "w", encoding="utf-8"), ensure_ascii=False)
with open(folder + "/results.jsonl", "w", encoding="utf-8") as out:
    for i in range(n):
        record = dict(records[i % len(records)], index=i)
        out.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
PY
echo "results.jsonl: $(du -k "$scratch/seed/results.jsonl" | cut -f1) KiB, $n records"
for cli in "$@"; do
    rm -rf "$scratch/run"
    cp -r "$scratch/seed" "$scratch/run"
    /usr/bin/time -f "$cli: %e s, peak %M KiB" "$cli" attack --model "$model" --data "$data" \
        --op phono --lang hi --limit "$n" --out "$scratch/run" 2>&1 > /dev/null | tail -1
done
