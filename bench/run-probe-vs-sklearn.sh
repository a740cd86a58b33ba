#!/bin/sh
# Probing speed and accuracy against scikit-learn on the same synthetic features.
# Usage: bench/run-probe-vs-sklearn.sh [BUILD_DIR]   (bench_probe must be built there)
set -eu
build=${1:-build}
here=$(dirname "$0")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "load: $(uptime)"
"$build/bench/bench_probe" "$work" | tee "$work/ours.txt"
/usr/bin/python3 "$here/probe_vs_sklearn.py" "$work" | tee "$work/sklearn.txt"
paste "$work/ours.txt" "$work/sklearn.txt" | awk -F'\t' '
    /^akshara/ { next }
    { split($1, a, " "); split($2, b, " "); d = (a[4] - b[4]) * 100; if (d < 0) d = -d;
      if (d > worst) worst = d }
    END { printf "largest accuracy difference: %.2f points\n", worst }'
