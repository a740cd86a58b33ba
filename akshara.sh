#!/usr/bin/env bash
# Akshara Workbench: set-up, build, test and start on a Debian machine.
#
#   ./akshara.sh start   install what is missing, build, tour the command line, start the workbench
#   ./akshara.sh test    install what is missing, build, run the whole test suite
#   ./akshara.sh build   install what is missing and build (no tests run)
#   ./akshara.sh deps    only install the Debian packages the project needs
#
# Environment: BUILD_DIR (default: build), JOBS (default: the number of cores),
# AKSHARA_NO_APT=1 to skip the package check (for machines prepared by hand).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
build_dir="${BUILD_DIR:-$here/build}"
jobs="${JOBS:-$(nproc)}"

# Every dependency comes from Debian's packages.
packages=(
    build-essential cmake ninja-build ccache pkg-config file
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libqcustomplot-dev
    qt6-translations-l10n
    libtorch-dev libopenblas0-pthread
    libicu-dev libhdf5-dev libsentencepiece-dev sentencepiece nlohmann-json3-dev
    xvfb xauth fonts-noto-core fonts-lohit-orya
    locales  # the tests compile a Polish locale (a decimal comma) with its localedef
)

install_dependencies() {
    [ "${AKSHARA_NO_APT:-0}" = 1 ] && return 0
    local missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing Debian packages: ${missing[*]}" >&2
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# ccache keys on paths relative to the checkout, so a fresh clone reuses earlier builds.
export CCACHE_BASEDIR="$here" CCACHE_NOHASHDIR=1

configure_and_build() {
    if [ ! -f "$build_dir/build.ninja" ]; then
        cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
    fi
    cmake --build "$build_dir" --parallel "$jobs"
}

run_tests() {
    # Tests run offscreen; the suite needs no display, network or GPU.
    QT_QPA_PLATFORM=offscreen ctest --test-dir "$build_dir" --output-on-failure -j "$jobs" --timeout 1500
}

start() {
    "$here/app/tour.sh" "$build_dir/app/cli/akshara-cli"
    # The workbench opens the demo workspace, building it on the first start as a job that the
    # Jobs panel shows (--workspace DIR opens another).
    if [ -x "$build_dir/app/gui/akshara" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
        exec "$build_dir/app/gui/akshara" --demo "$@"
    fi
    echo "No display: the workbench's window needs one (try: xvfb-run $build_dir/app/gui/akshara --smoke DIR)." >&2
}

case "${1:-}" in
    deps) install_dependencies ;;
    build) install_dependencies; configure_and_build ;;
    test) install_dependencies; configure_and_build; run_tests ;;
    start) shift; install_dependencies; configure_and_build; start "$@" ;;
    *) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
