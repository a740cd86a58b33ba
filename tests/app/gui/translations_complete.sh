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
for lang in hi pl; do
    missing=$(grep -B2 'type="unfinished"' "$work/akshara_$lang.ts" |
        sed -n 's/.*<source>\(.*\)<\/source>.*/    \1/p')
    if [ -n "$missing" ]; then
        echo "translations/akshara_$lang.ts has no translation of:"
        echo "$missing"
        status=1
    fi
done
missing=$(grep -B2 'type="unfinished"' "$work/plurals_en.ts" |
    sed -n 's/.*<source>\(.*\)<\/source>.*/    \1/p')
if [ -n "$missing" ]; then
    echo "translations/plurals_en.ts has no English plural forms of:"
    echo "$missing"
    status=1
fi
if [ "$status" -ne 0 ]; then
    echo "Run 'ninja update_translations' in the build folder, then translate those strings."
fi
exit "$status"
