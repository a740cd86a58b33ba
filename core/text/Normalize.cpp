#include "text/Normalize.h"

#include <stdexcept>

#include <unicode/normalizer2.h>

#include "text/IcuBridge.h"
#include "text/Utf8.h"

namespace akshara::text {

namespace {

const icu::Normalizer2& nfcInstance() {
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* normalizer = icu::Normalizer2::getNFCInstance(status);
    if (U_FAILURE(status) || normalizer == nullptr) {
        throw std::runtime_error(std::string("ICU NFC normalizer: ") + u_errorName(status));
    }
    return *normalizer;
}

}  // namespace

std::u32string nfc(std::u32string_view text) {
    UErrorCode status = U_ZERO_ERROR;
    const icu::UnicodeString normalized =
        nfcInstance().normalize(detail::toUtf16(text).text, status);
    if (U_FAILURE(status)) {
        throw std::runtime_error(std::string("ICU NFC normalization: ") + u_errorName(status));
    }
    return detail::fromUtf16(normalized);
}

bool isEncodedNuktaLetter(char32_t consonant, char32_t nukta) {
    // The precomposed nukta letters stand in their consonant's own 128-character block.
    const char32_t blockStart = consonant & ~char32_t(0x7F);
    const std::u32string pair{consonant, nukta};
    for (char32_t c = blockStart; c < blockStart + 0x80; ++c) {
        icu::UnicodeString decomposition;
        if (nfcInstance().getDecomposition(static_cast<UChar32>(c), decomposition) &&
            detail::fromUtf16(decomposition) == pair) {
            return true;
        }
    }
    return false;
}

std::string nfcUtf8(std::string_view utf8) {
    return encodeUtf8(nfc(decodeUtf8(utf8)));
}

bool isNfc(std::u32string_view text) {
    UErrorCode status = U_ZERO_ERROR;
    const UBool result = nfcInstance().isNormalized(detail::toUtf16(text).text, status);
    return U_SUCCESS(status) && result;
}

bool canonicallyEqual(std::u32string_view a, std::u32string_view b) {
    return nfc(a) == nfc(b);
}

}  // namespace akshara::text
