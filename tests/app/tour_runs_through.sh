#!/bin/sh
# The command-line tour (app/tour.sh, which `akshara.sh start` runs before it opens the
# workbench) runs to its end however much a command prints. Its commands stand in for
# akshara-cli here: each prints far more than the tour shows, so a tour that cuts their output
# with `| head` kills them with SIGPIPE, and under pipefail the tour stopped there.
#   tour_runs_through.sh SOURCE_DIR
set -u
source_dir="${1:?usage: tour_runs_through.sh SOURCE_DIR}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat > "$work/akshara-cli" <<'CLI'
#!/bin/sh
[ -p /dev/stdin ] && cat > /dev/null
seq 1 200000
seq 1 2000 >&2
CLI
chmod +x "$work/akshara-cli"
bash "$source_dir/app/tour.sh" "$work/akshara-cli" > "$work/out" 2>&1
status=$?
if [ "$status" -ne 0 ]; then
    echo "the tour stopped with exit status $status after:"
    tail -5 "$work/out"
    exit 1
fi
echo "the tour ran to its end"
