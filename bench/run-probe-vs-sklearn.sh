#!/bin/sh
# Probing speed and accuracy against scikit-learn on the same synthetic features.
# Usage: bench/run-probe-vs-sklearn.sh [BUILD_DIR]   (bench_probe must be built there)
set -eu
build=${1:-build}
here=$(dirname "$0")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! /usr/bin/python3 -c 'import numpy, sklearn' 2>/dev/null; then
    echo "the peer needs Debian's python3-numpy and python3-sklearn" >&2
    exit 1
fi
echo "load: $(uptime)"
# Each side's output is kept whole before it is shown, so that a failure stops the script.
"$build/bench/bench_probe" "$work" > "$work/ours.txt"
cat "$work/ours.txt"
# bench_probe, like akshara-cli, keeps freed memory in the process (common/Memory.h); Python
# gets the same glibc settings, so neither side pays for fresh pages the other does not.
MALLOC_MMAP_THRESHOLD_=1073741824 MALLOC_TRIM_THRESHOLD_=1073741824 MALLOC_TOP_PAD_=67108864 \
    /usr/bin/python3 "$here/probe_vs_sklearn.py" "$work" > "$work/sklearn.txt"
cat "$work/sklearn.txt"
paste "$work/ours.txt" "$work/sklearn.txt" | awk -F'\t' '
    /^akshara/ { split($1, a, ": "); split(a[3], ta, " "); split($2, b, ": "); split(b[3], tb, " ");
                 ratio = tb[1] / ta[1]; next }
    { split($1, a, " "); split($2, b, " "); d = (a[4] - b[4]) * 100; if (d < 0) d = -d;
      if (d > worst) worst = d }
    END { printf "largest accuracy difference: %.2f points; ours %.1f times faster\n", worst, ratio }'
