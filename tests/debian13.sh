#!/usr/bin/env bash
# `./akshara.sh test` on Debian 13: libtorch 2.6, Qt 6.8 and GCC 14, on this machine's CPU.
#
#   sudo tests/debian13.sh [ROOT]
#
# The project builds against Debian 12's packages: libtorch 1.13, Qt 6.4, GCC 12. GPU machines
# bring PyTorch's own libtorch 2.x, whose interfaces differ (allocators, optimizer state, the
# fused attention kernel that only 2.1 and later have), and newer compilers and Qt releases
# reject what older ones let pass. This makes a Debian 13 tree at ROOT (default
# /var/tmp/akshara-trixie) with debootstrap on the first call, mounts the checkout in it at
# /src/akshara (and ../shared beside it, when there is one, at /src/shared: the fixture tests
# need it), and runs the README's test command there: the packages it installs, the build and
# the whole suite. The build stays in ROOT/build, so a later call only rebuilds what changed.
#
# Needs root (debootstrap, chroot and bind mounts) and about 9 GB of disk, most of it the build.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
root="${1:-/var/tmp/akshara-trixie}"
jobs="${JOBS:-$(nproc)}"

if [ "$(id -u)" -ne 0 ]; then
    echo "debian13.sh: needs root for debootstrap, chroot and mount (try sudo)" >&2
    exit 2
fi

if [ ! -x "$root/usr/bin/apt-get" ]; then
    command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap
    echo "== debootstrap Debian 13 into $root" >&2
    debootstrap --variant=minbase --include=ca-certificates trixie "$root" http://deb.debian.org/debian
fi

mounted=()
bind() {
    mkdir -p "$2"
    mountpoint -q "$2" || { mount --bind "$1" "$2" && mounted=("$2" "${mounted[@]}"); }
}
run=""
cleanup() {
    # The run in the tree is a process group of its own (setsid below): stop all of it, or
    # the mounts stay busy.
    if [ -n "$run" ] && kill -0 "$run" 2>/dev/null; then
        kill -TERM -- "-$run" 2>/dev/null || true
        for _ in $(seq 50); do
            kill -0 -- "-$run" 2>/dev/null || break
            sleep 0.2
        done
    fi
    for m in "${mounted[@]}"; do umount "$m" 2>/dev/null || umount -l "$m" || true; done
}
trap cleanup EXIT
# An interrupted run still unmounts: the signal becomes an exit, which runs the trap above.
trap 'exit 130' INT TERM
bind /proc "$root/proc"
bind /dev "$root/dev"
bind /sys "$root/sys"
bind "$here" "$root/src/akshara"
[ -d "$here/../shared" ] && bind "$(cd "$here/../shared" && pwd)" "$root/src/shared"
cp /etc/resolv.conf "$root/etc/resolv.conf"

setsid chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
    CCACHE_DIR=/var/cache/ccache BUILD_DIR=/build JOBS="$jobs" \
    bash -c 'cd /src/akshara && ./akshara.sh deps &&
        dpkg-query -W -f="\${Package} \${Version}\n" libtorch-dev qt6-base-dev g++ &&
        ./akshara.sh test' &
run=$!
status=0
wait "$run" || status=$?
run=""
exit "$status"
