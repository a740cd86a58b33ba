#!/usr/bin/env bash
# A tour of the command line on real words in each script: what the workbench does today.
set -euo pipefail
cli="${1:?usage: tour.sh PATH/TO/akshara-cli}"

step() { printf '\n\033[1m== %s\033[0m\n$ %s\n' "$1" "$2"; }
# The first N lines of a command's output (stderr too). Not through `| head`: head leaves
# before the command has written the rest, which then dies of SIGPIPE and, under pipefail,
# stops the tour (and `akshara.sh start` before the workbench opens).
first() {
    local n="$1" out
    shift
    out="$("$@" 2>&1)"
    sed -n "1,${n}p" <<<"$out"
}

step "The built-in confusion tables" "akshara-cli tables list"
"$cli" tables list

step "Phonological confusions of Tamil script (no aspirated stops: few consonant pairs)" \
     "akshara-cli tables show taml-phonological"
"$cli" tables show taml-phonological

step "Look-alike letters of Devanagari (the paper's बेकार -> वेकार)" "akshara-cli tables show deva-orthographic"
first 12 "$cli" tables show deva-orthographic

step "Aksharas and words: conjuncts stay whole" "akshara-cli segment --lang hi"
printf 'क्षत्रिय ज्ञान का त्योहार।\n' | "$cli" segment --lang hi
printf 'ಕನ್ನಡ ಭಾಷೆ\n' | "$cli" segment --lang kn
printf 'தமிழ்நாடு க்ஷேத்திரம்\n' | "$cli" segment --lang ta
printf 'എന്റെ അവൻ\n' | "$cli" segment --lang ml
printf 'Zażółć gęślą jaźń.\n' | "$cli" segment --lang pl

step "Carrying a table into another script" \
     "akshara-cli tables project brahmi-phonological --script Taml --name taml-demo"
# The table's header and first entries, then the first of the entries left out (on stderr).
reasons="$(mktemp)"
table="$("$cli" tables project brahmi-phonological --script Taml --name taml-demo 2>"$reasons")"
sed -n '7,13p' <<<"$table"
echo "..."
sed -n '1,3p' "$reasons"
rm -f "$reasons"

step "Phonological candidates of a Hindi word (aspiration, voicing, vowel length)" \
     "akshara-cli candidates --op phono --lang hi भारत"
"$cli" candidates --op phono --lang hi भारत

step "The paper's look-alike example and a conjunct swap" "akshara-cli candidates --op ortho --lang hi बेकार क्षमा"
"$cli" candidates --op ortho --lang hi बेकार क्षमा

step "Seeded perturbation of sentences" "akshara-cli perturb --op phono --lang hi --words 2 --seed 1"
printf 'यह फ़िल्म बहुत बेकार थी, मैं इसे दोबारा नहीं देखूँगा।\n' | "$cli" perturb --op phono --lang hi --words 2 --seed 1
printf 'Rzeka może być głęboka, ale morze jest głębsze.\n' | "$cli" perturb --op ortho-rule --lang pl --words 2 --seed 3

shared="$(dirname "$0")/../../shared"
if [ -d "$shared/data/ud" ]; then
    step "A probing dataset from the Marathi treebank (sentence length classes)" \
         "akshara-cli probe-data --format conllu UD_Marathi-UFAL.mr_ufal-ud-dev.conllu --task SentLen --out FILE"
    out="$(mktemp)"
    "$cli" probe-data --format conllu "$shared/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu" --task SentLen --out "$out"
    head -5 "$out"
    rm -f "$out"
fi
if [ -d "$shared/fixtures/hf-parity/bert-cased" ]; then
    step "A Hugging Face tokenizer" "akshara-cli tokenize --model fixtures/hf-parity/bert-cased"
    printf 'यह फ़िल्म बहुत बेकार थी।\n' | "$cli" tokenize --model "$shared/fixtures/hf-parity/bert-cased"
fi

printf '\nEvery command has --help; akshara-cli --help lists them.\n'
