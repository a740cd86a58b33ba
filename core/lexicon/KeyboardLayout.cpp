#include "lexicon/KeyboardLayout.h"

#include <cmath>
#include <stdexcept>
#include <string_view>

#include "text/CharClass.h"
#include "text/Normalize.h"

namespace akshara::lexicon {

namespace {

using Key = KeyboardLayout::Key;

// Builds a row from its unshifted and shifted characters.
std::vector<Key> row(std::u32string_view base, std::u32string_view shift) {
    std::vector<Key> keys;
    for (std::size_t i = 0; i < base.size(); ++i) {
        keys.push_back({base[i], i < shift.size() ? shift[i] : 0, 0, 0});
    }
    return keys;
}

KeyboardLayout qwerty(std::string name, std::string description) {
    KeyboardLayout layout;
    layout.name = std::move(name);
    layout.description = std::move(description);
    layout.rows = {row(U"1234567890-=", U"!@#$%^&*()_+"), row(U"qwertyuiop[]", U"QWERTYUIOP{}"),
                   row(U"asdfghjkl;'", U"ASDFGHJKL:\""), row(U"zxcvbnm,./", U"ZXCVBNM<>?")};
    layout.stagger = {0.0, 0.5, 0.75, 1.25};
    return layout;
}

char32_t level(const Key& key, int which) {
    switch (which) {
        case 0:
            return key.base;
        case 1:
            return key.shift;
        case 2:
            return key.altGr;
        default:
            return key.altGrShift;
    }
}

// A character typed as a letter: in the Brahmic scripts a vowel sign, virama, nukta or
// modifier too, each on a key of its own.
bool isLetter(char32_t c) {
    if (c == 0) {
        return false;
    }
    const text::CharClass cls = text::classify(c);
    return text::isLetterClass(cls) || cls == text::CharClass::VowelSign ||
           cls == text::CharClass::Virama || cls == text::CharClass::Nukta ||
           cls == text::CharClass::Modifier;
}

using namespace std::string_view_literals;

// Devanagari InScript, its unshifted and shifted levels (xkb's "in(deva)"), from the key left
// of 1 to the key right of = (a 0 where the key types no character of its own). The digits'
// shifted symbols and the punctuation are left out: no slip to them is a letter's.
constexpr std::u32string_view kInscriptRows[4][2] = {
    {U"\u094A\u0967\u0968\u0969\u096A\u096B\u096C\u096D\u096E\u096F\u0966-\u0943"sv,
     U"\u0912\u090D\u0945\0\0\0\0\0\0\0\0\u0903\u090B"sv},
    {U"\u094C\u0948\u093E\u0940\u0942\u092C\u0939\u0917\u0926\u091C\u0921\u093C\u0949"sv,
     U"\u0914\u0910\u0906\u0908\u090A\u092D\u0919\u0918\u0927\u091D\u0922\u091E\u0911"sv},
    {U"\u094B\u0947\u094D\u093F\u0941\u092A\u0930\u0915\u0924\u091A\u091F"sv,
     U"\u0913\u090F\u0905\u0907\u0909\u092B\u0931\u0916\u0925\u091B\u0920"sv},
    {U"\u0946\u0902\u092E\u0928\u0935\u0932\u0938,.\u092F"sv,
     U"\u090E\u0901\u0923\u0929\u0934\u0933\u0936\u0937\u0964\u095F"sv},
};

// The part of a Unicode character name after its script's name: "LETTER KA".
std::string nameInScript(char32_t c) {
    const std::string name = text::unicodeName(c);
    const std::size_t space = name.find(' ');
    return space == std::string::npos ? std::string() : name.substr(space + 1);
}

// The character of `script` on the key of Devanagari `c`, or 0: the same offset in the
// ISCII-derived blocks, where the script has a character of the same name there. The vowels
// e and o (short, long, candra) and the nasal signs keep their keys under other names: the
// Dravidian scripts' long e is where Devanagari's e is (ஏ on Shift+S), Gurmukhi's bindi is
// on anusvara's key, Gujarati's candra e is a "vowel".
char32_t onSameKey(char32_t c, text::Script script) {
    if (c < 0x0900 || c > 0x097F) {
        return 0;
    }
    const char32_t offset = c - 0x0900;
    const char32_t target = text::brahmicBlockStart(script) + offset;
    if (!text::isAssigned(target) || text::scriptOf(target) != script) {
        return 0;
    }
    static constexpr std::u32string_view kSameSlot =
        U"\u0001\u0002\u000D\u000E\u000F\u0011\u0012\u0013\u0045\u0046\u0047\u0049\u004A\u004B";
    const bool sameName = nameInScript(c) == nameInScript(target);
    return sameName || kSameSlot.find(offset) != std::u32string_view::npos ? target : 0;
}

}  // namespace

std::u32string KeyboardLayout::neighbours(char32_t c) const {
    for (std::size_t r = 0; r < rows.size(); ++r) {
        for (std::size_t k = 0; k < rows[r].size(); ++k) {
            for (int lv = 0; lv < 4; ++lv) {
                if (level(rows[r][k], lv) != c) {
                    continue;
                }
                const double x = stagger[r] + static_cast<double>(k);
                std::u32string out;
                for (std::size_t r2 = (r == 0 ? 0 : r - 1); r2 < rows.size() && r2 <= r + 1; ++r2) {
                    for (std::size_t k2 = 0; k2 < rows[r2].size(); ++k2) {
                        if (r2 == r && k2 == k) {
                            continue;
                        }
                        const double dx = std::abs(stagger[r2] + static_cast<double>(k2) - x);
                        const bool adjacent = r2 == r ? dx <= 1.0 : dx < 1.0;
                        const char32_t n = level(rows[r2][k2], lv);
                        if (adjacent && n != 0) {
                            out.push_back(n);
                        }
                    }
                }
                return out;
            }
        }
    }
    return {};
}

const KeyboardLayout& polishProgrammersLayout() {
    static const KeyboardLayout layout = [] {
        KeyboardLayout l =
            qwerty("pl-programmers", "Polish (programmers): US QWERTY, Polish letters on AltGr");
        const std::u32string_view letters = U"aąAĄcćCĆeęEĘlłLŁnńNŃoóOÓsśSŚxźXŹzżZŻ";
        for (auto& keys : l.rows) {
            for (Key& key : keys) {
                for (std::size_t i = 0; i + 3 < letters.size(); i += 4) {
                    if (key.base == letters[i]) {
                        key.altGr = letters[i + 1];
                        key.altGrShift = letters[i + 3];
                    }
                }
            }
        }
        return l;
    }();
    return layout;
}

const KeyboardLayout& usQwertyLayout() {
    static const KeyboardLayout layout = qwerty("us-qwerty", "US QWERTY");
    return layout;
}

KeyboardLayout inscriptLayout(const text::Language& language) {
    const text::Script script = language.script;
    if (!text::isBrahmic(script)) {
        throw std::invalid_argument("no InScript layout for " + language.name);
    }
    KeyboardLayout layout;
    std::string code(text::iso15924(script));
    code[0] = static_cast<char>(code[0] - 'A' + 'a');
    layout.name = "inscript-" + code;
    layout.description = "InScript (" + std::string(text::scriptName(script)) + ")";
    layout.script = script;
    layout.shiftSlips = true;
    for (const auto& [base, shift] : kInscriptRows) {
        std::vector<Key> keys;
        for (std::size_t i = 0; i < base.size(); ++i) {
            const char32_t shifted = i < shift.size() ? shift[i] : 0;
            keys.push_back({onSameKey(base[i], script), onSameKey(shifted, script), 0, 0});
        }
        layout.rows.push_back(std::move(keys));
    }
    // The key left of 1 starts the digit row; the other rows are staggered as on QWERTY.
    layout.stagger = {-1.0, 0.5, 0.75, 1.25};
    // The letters a script has where Devanagari has none, on the keys xkb's InScript
    // layouts give them (in(guru), in(ben_inscript), in(tam), in(mal_enhanced)).
    const auto put = [&layout](std::size_t row, std::size_t key, bool shift, char32_t c) {
        (shift ? layout.rows[row][key].shift : layout.rows[row][key].base) = c;
    };
    switch (script) {
        case text::Script::Gurmukhi:
            put(3, 1, true, U'\u0A70');  // tippi, where Devanagari has candrabindu
            put(2, 6, true, U'\u0A5C');  // ੜ, where Devanagari has ऱ
            put(0, 3, true, U'\u0A71');  // addak on Shift+3
            break;
        case text::Script::Bengali:
            put(3, 0, false, U'\u09CE');  // khanda ta ৎ on Z
            // Bengali's va key stays empty: ব is on ba's (xkb repeats it on both).
            if (language.code == "as") {
                put(2, 6, false, U'\u09F0');  // ৰ on ra's key
                put(3, 4, false, U'\u09F1');  // ৱ on va's key
            }
            break;
        case text::Script::Tamil:
            put(1, 11, false, U'\u0B9E');  // ஞ unshifted on ], where Devanagari has its nukta
            put(1, 11, true, 0);
            break;
        case text::Script::Malayalam:
            // The atomic chillus of Enhanced InScript.
            put(0, 8, true, U'\u0D7E');    // ൾ
            put(1, 12, false, U'\u0D7C');  // ർ
            put(3, 1, true, U'\u0D7A');    // ൺ
            put(3, 3, true, U'\u0D7B');    // ൻ
            put(3, 8, true, U'\u0D7D');    // ൽ
            break;
        default:
            break;
    }
    // Signs a key would type that the language's writing does not use (nor its CLDR
    // alphabet lists): Tamil's anusvara, Telugu's nukta, Kannada's and Malayalam's candrabindu.
    static constexpr std::u32string_view kUnused = U"\u0B82\u0C3C\u0C81\u0D01";
    for (auto& keys : layout.rows) {
        for (Key& key : keys) {
            for (char32_t* c : {&key.base, &key.shift}) {
                if (kUnused.find(*c) != std::u32string_view::npos) {
                    *c = 0;
                }
            }
        }
    }
    return layout;
}

ConfusionTable keyboardTable(const KeyboardLayout& layout, std::string name, std::string language) {
    ConfusionTable table;
    table.name = std::move(name);
    table.kind = ConfusionKind::Keyboard;
    table.script = layout.script;
    table.language = std::move(language);
    table.description = "Keyboard slips on the " + layout.description + " layout";
    table.origin = "generated from the " + layout.name + " layout";
    for (const auto& keys : layout.rows) {
        for (const Key& key : keys) {
            for (int lv = 0; lv < 4; ++lv) {
                const char32_t c = level(key, lv);
                if (!isLetter(c)) {
                    continue;
                }
                const auto add = [&](char32_t to, const char* category) {
                    table.entries.push_back({text::nfc(std::u32string(1, c)),
                                             text::nfc(std::u32string(1, to)),
                                             ConfusionKind::Keyboard,
                                             category,
                                             std::nullopt,
                                             {},
                                             0});
                };
                for (const char32_t n : layout.neighbours(c)) {
                    if (isLetter(n)) {
                        add(n, "neighbour");
                    }
                }
                // AltGr missed (ą typed as a) or pressed by mistake (a typed as ą).
                const char32_t other = lv == 0   ? key.altGr
                                       : lv == 1 ? key.altGrShift
                                       : lv == 2 ? key.base
                                                 : key.shift;
                if (isLetter(other)) {
                    add(other, "altgr");
                }
                // Shift missed (ख typed as क) or pressed by mistake (क typed as ख).
                const char32_t shifted = lv == 0 ? key.shift : lv == 1 ? key.base : 0;
                if (layout.shiftSlips && isLetter(shifted)) {
                    add(shifted, "shift");
                }
            }
        }
    }
    return table;
}

}  // namespace akshara::lexicon
