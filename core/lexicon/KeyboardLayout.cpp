#include "lexicon/KeyboardLayout.h"

#include <cmath>

#include "text/CharClass.h"

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

bool isLetter(char32_t c) {
    return c != 0 && text::isLetterClass(text::classify(c));
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
                for (const char32_t n : layout.neighbours(c)) {
                    if (isLetter(n)) {
                        table.entries.push_back({std::u32string(1, c),
                                                 std::u32string(1, n),
                                                 ConfusionKind::Keyboard,
                                                 "neighbour",
                                                 std::nullopt,
                                                 {},
                                                 0});
                    }
                }
                // AltGr missed (ą typed as a) or pressed by mistake (a typed as ą).
                const char32_t other = lv == 0   ? key.altGr
                                       : lv == 1 ? key.altGrShift
                                       : lv == 2 ? key.base
                                                 : key.shift;
                if (isLetter(other)) {
                    table.entries.push_back({std::u32string(1, c),
                                             std::u32string(1, other),
                                             ConfusionKind::Keyboard,
                                             "altgr",
                                             std::nullopt,
                                             {},
                                             0});
                }
            }
        }
    }
    return table;
}

}  // namespace akshara::lexicon
