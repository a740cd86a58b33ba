#pragma once

#include <string>
#include <string_view>

namespace akshara::perturb {

// Whether a rule of pl-orthographic-rule, its source found at word[pos, pos + length), gives a
// spelling that sounds as the word does, by the rule's category:
//   same-sound  rz/ż, ch/h, ó/u: anywhere (but not the h of ch);
//   nasal       om, em / ą, ę before b or p; on, en / ą, ę before t, d, c, k or g;
//               ą as om and ę as e at the end of the word (idą / idom, idę / ide);
//   soft        ci, si, zi, ni, dzi / ć, ś, ź, ń, dź before a vowel;
//   devoicing   w/f, ż/sz, rz/sz, b/p, d/t, g/k at the end of the word or beside a voiceless
//               consonant (before it; w, ż, rz and sz after it too: kwiat, trzy / tszy).
// `word` may be capitalised; `source` and `target` are lower case.
bool soundsAlikeInPolish(std::u32string_view word, std::size_t pos, std::size_t length,
                         std::u32string_view source, std::u32string_view target,
                         const std::string& category);

}  // namespace akshara::perturb
