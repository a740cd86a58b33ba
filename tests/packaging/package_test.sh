#!/bin/sh
# Builds the Debian package and the tarball from a finished build, unpacks each into a fresh
# root and runs the programs from there: the built-in tables, a SentencePiece tokenizer (its
# module found beside the installed programs, not in the build tree) and, where the GUI is
# built, its smoke mode. Usage: package_test.sh BUILD_DIR SHARED_DIR WORK_DIR
set -eu
build=$1
shared=$2
work=$3
rm -rf "$work"
mkdir -p "$work"

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

(cd "$work" && cpack --config "$build/CPackConfig.cmake" -G "DEB;TGZ" >cpack.log 2>&1) ||
    { cat "$work/cpack.log" >&2; fail "cpack did not build the packages"; }
deb=$(ls "$work"/*.deb)
tgz=$(ls "$work"/*.tar.gz)

# The programs compile in the Indic NLP phonetic tables, whose MIT licence asks for its notice.
for file in usr/share/doc/akshara-workbench/LICENSE.indic-phonetic \
    usr/share/akshara/indic-phonetic/LICENSE; do
    dpkg-deb -c "$deb" | grep -q "\./$file\$" || fail "the package lacks /$file"
done
dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/doc/akshara-workbench/LICENSE.indic-phonetic |
    grep -q "Permission is hereby granted" || fail "the phonetic tables' licence notice is incomplete"

# The description as Debian asks for it: a synopsis of at most 80 characters, then one
# paragraph (no " ." line between its lines), no line over 80 characters.
dpkg-deb -f "$deb" Description >"$work/description.txt"
[ "$(head -n 1 "$work/description.txt" | wc -L)" -le 80 ] || fail "the synopsis is over 80 characters"
[ "$(wc -L <"$work/description.txt")" -le 80 ] || fail "a line of the description is over 80 characters"
[ "$(wc -l <"$work/description.txt")" -ge 3 ] || fail "the package has no extended description"
! grep -qx ' \.' "$work/description.txt" || fail "the description is cut into paragraphs"
# `man akshara-cli` says what each command's --help says, subcommands too.
man=usr/share/man/man1/akshara-cli.1.gz
dpkg-deb -c "$deb" | grep -q "\./$man\$" || fail "the package lacks /$man"
dpkg-deb --fsys-tarfile "$deb" | tar -xO "./$man" | gzip -dc >"$work/akshara-cli.1"
for section in '^\.SS attack$' '^\.SS "tables list"$' '^\.SS "matrix transfer"$'; do
    grep -q "$section" "$work/akshara-cli.1" || fail "the manual page has no section $section"
done
grep -q 'usage: akshara\\-cli attack \\-\\-model DIR' "$work/akshara-cli.1" ||
    fail "the manual page lacks the attack command's usage"
# The tarball says which machine its programs are for.
case "$tgz" in
*-"$(uname -m)".tar.gz) ;;
*) fail "the tarball $tgz is not named for $(uname -m)" ;;
esac

# The package's control data: Debian's runtime libraries, BLAS and the fonts.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for wanted in libtorch libicu libhdf5 libsentencepiece libopenblas0-pthread; do
    echo "$depends" | grep -q "$wanted" || fail "the package does not depend on $wanted"
done
gui=no
if dpkg-deb -c "$deb" | grep -q '/usr/bin/akshara$'; then
    gui=yes
    for wanted in libqt6widgets6 fonts-noto-core; do
        echo "$depends" | grep -q "$wanted" || fail "the package does not depend on $wanted"
    done
    for file in usr/share/applications/org.akshara.Workbench.desktop \
        usr/share/man/man1/akshara.1.gz \
        usr/share/metainfo/org.akshara.Workbench.metainfo.xml \
        usr/share/icons/hicolor/scalable/apps/org.akshara.Workbench.svg; do
        dpkg-deb -c "$deb" | grep -q "\./$file\$" || fail "the package lacks /$file"
    done
    # The workbench opens no files named on its command line: a desktop entry that offers it
    # files (%F, %U) would have them dropped without a word.
    dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/applications/org.akshara.Workbench.desktop |
        grep -q '^Exec=akshara$' || fail "the desktop entry hands the workbench files"
fi

check_tree() {
    root=$1
    cli=$root/usr/bin/akshara-cli
    [ -x "$cli" ] || cli=$(find "$root" -path '*/bin/akshara-cli' | head -n 1)
    [ -x "$cli" ] || fail "no akshara-cli in $root"
    # Nothing may be taken from the build tree: run with it out of reach of the lookups.
    "$cli" tables list >"$work/tables.txt" || fail "$cli tables list failed"
    grep -q deva-orthographic "$work/tables.txt" || fail "$cli lists no built-in tables"
    if [ -d "$shared/fixtures/hf-parity/xlmr" ]; then
        echo "नमस्ते दुनिया" | "$cli" tokenize --model "$shared/fixtures/hf-parity/xlmr" \
            >"$work/tokens.jsonl" || fail "$cli cannot tokenize with SentencePiece"
        grep -q '"ids"' "$work/tokens.jsonl" || fail "$cli printed no token ids"
    fi
    if [ "$gui" = yes ]; then
        gui_bin=$(dirname "$cli")/akshara
        QT_QPA_PLATFORM=offscreen "$gui_bin" --smoke "$work/smoke" ||
            fail "$gui_bin --smoke failed"
        [ "$(ls "$work"/smoke/*.png | wc -l)" -ge 3 ] || fail "the smoke mode wrote no views"
        rm -rf "$work/smoke"
    fi
}

dpkg -x "$deb" "$work/deb-root"
check_tree "$work/deb-root"
mkdir -p "$work/tgz-root"
tar -xzf "$tgz" -C "$work/tgz-root"
check_tree "$work/tgz-root"
echo "packages: $(basename "$deb") $(basename "$tgz"): installed trees run"
