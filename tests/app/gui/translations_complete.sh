#!/bin/sh
# Every string the workbench shows through tr() has its Hindi and its Polish translation, and
# every string counted with %n its English plural forms:
# lupdate, run over the GUI's sources into copies of the .ts files, finds no string that
# lacks one. The files in the tree stay as they are.
#   translations_complete.sh LUPDATE SOURCE_DIR
set -eu
lupdate=$1
source_dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for lang in hi pl; do
    cp "$source_dir/translations/akshara_$lang.ts" "$work/"
done
# The include paths let lupdate name each class with its namespace, as the build's lupdate does.
if ! "$lupdate" -no-obsolete -locations none -I "$source_dir" -I "$source_dir/app/gui" \
    -I "$source_dir/widgets" -I "$source_dir/core" "$source_dir/app/gui" "$source_dir/widgets" \
    -ts "$work/akshara_hi.ts" "$work/akshara_pl.ts" >"$work/lupdate.log" 2>&1; then
    cat "$work/lupdate.log"
    exit 1
fi

# English needs only its plural forms of the strings counted with %n.
cp "$source_dir/translations/plurals_en.ts" "$work/"
if ! "$lupdate" -pluralonly -no-obsolete -locations none -I "$source_dir" \
    -I "$source_dir/app/gui" -I "$source_dir/widgets" -I "$source_dir/core" \
    "$source_dir/app/gui" "$source_dir/widgets" -ts "$work/plurals_en.ts" \
    >"$work/lupdate-plurals.log" 2>&1; then
    cat "$work/lupdate-plurals.log"
    exit 1
fi

status=0
# report FILE WHAT: lists the strings FILE (a copy under $work) leaves unfinished.
report() {
    missing=$(grep -B2 'type="unfinished"' "$work/$1" |
        sed -n 's/.*<source>\(.*\)<\/source>.*/    \1/p')
    if [ -n "$missing" ]; then
        echo "translations/$1 has no $2 of:"
        echo "$missing"
        status=1
    fi
}
report akshara_hi.ts translation
report akshara_pl.ts translation
report plurals_en.ts "English plural forms"
if [ "$status" -ne 0 ]; then
    echo "Run 'ninja update_translations' in the build folder, then translate those strings."
fi
exit "$status"
