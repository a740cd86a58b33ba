#include "text/CharClass.h"

#include <unicode/uchar.h>

namespace akshara::text {

CharClass classify(char32_t c) {
    const auto cp = static_cast<UChar32>(c);
    if (c == 0x200D) {
        return CharClass::Joiner;
    }
    if (c == 0x200C) {
        return CharClass::NonJoiner;
    }
    const auto isc = static_cast<UIndicSyllabicCategory>(
        u_getIntPropertyValue(cp, UCHAR_INDIC_SYLLABIC_CATEGORY));
    const auto generalCategory = static_cast<UCharCategory>(u_charType(cp));
    switch (isc) {
        case U_INSC_CONSONANT:
        case U_INSC_CONSONANT_HEAD_LETTER:
        case U_INSC_CONSONANT_WITH_STACKER:
            return CharClass::Consonant;
        case U_INSC_CONSONANT_PLACEHOLDER:
            // Unicode lists here whatever a sign may be shown on: vowel carriers such as
            // Gurmukhi ura (a letter), but also the hyphen, the dashes, the no-break space and
            // the dotted circle, which in running text are punctuation, space and symbols.
            if (generalCategory == U_OTHER_LETTER) {
                return CharClass::Consonant;
            }
            break;
        case U_INSC_CONSONANT_DEAD:
            return CharClass::DeadConsonant;
        case U_INSC_VOWEL_INDEPENDENT:
            return CharClass::IndependentVowel;
        case U_INSC_VOWEL_DEPENDENT:
            return CharClass::VowelSign;
        case U_INSC_VIRAMA:
        case U_INSC_PURE_KILLER:
        case U_INSC_INVISIBLE_STACKER:
            return CharClass::Virama;
        case U_INSC_NUKTA:
            return CharClass::Nukta;
        case U_INSC_BINDU:
        case U_INSC_VISARGA:
        case U_INSC_AVAGRAHA:
        case U_INSC_MODIFYING_LETTER:
        case U_INSC_GEMINATION_MARK:
        case U_INSC_SYLLABLE_MODIFIER:
        case U_INSC_CANTILLATION_MARK:
            return CharClass::Modifier;
        default:
            break;
    }
    switch (generalCategory) {
        case U_UPPERCASE_LETTER:
        case U_LOWERCASE_LETTER:
        case U_TITLECASE_LETTER:
        case U_MODIFIER_LETTER:
        case U_OTHER_LETTER:
            return CharClass::Letter;
        case U_NON_SPACING_MARK:
        case U_COMBINING_SPACING_MARK:
        case U_ENCLOSING_MARK:
            return CharClass::Mark;
        case U_DECIMAL_DIGIT_NUMBER:
            return CharClass::Digit;
        case U_DASH_PUNCTUATION:
        case U_START_PUNCTUATION:
        case U_END_PUNCTUATION:
        case U_CONNECTOR_PUNCTUATION:
        case U_OTHER_PUNCTUATION:
        case U_INITIAL_PUNCTUATION:
        case U_FINAL_PUNCTUATION:
            return CharClass::Punctuation;
        case U_SPACE_SEPARATOR:
        case U_LINE_SEPARATOR:
        case U_PARAGRAPH_SEPARATOR:
            return CharClass::Space;
        case U_MATH_SYMBOL:
        case U_CURRENCY_SYMBOL:
        case U_MODIFIER_SYMBOL:
        case U_OTHER_SYMBOL:
        case U_LETTER_NUMBER:
        case U_OTHER_NUMBER:
            return CharClass::Symbol;
        default:
            break;
    }
    if (u_isWhitespace(cp)) {
        return CharClass::Space;
    }
    return CharClass::Other;
}

std::string_view charClassName(CharClass cls) {
    switch (cls) {
        case CharClass::Consonant:
            return "consonant";
        case CharClass::DeadConsonant:
            return "dead-consonant";
        case CharClass::IndependentVowel:
            return "independent-vowel";
        case CharClass::VowelSign:
            return "vowel-sign";
        case CharClass::Virama:
            return "virama";
        case CharClass::Nukta:
            return "nukta";
        case CharClass::Modifier:
            return "modifier";
        case CharClass::Letter:
            return "letter";
        case CharClass::Mark:
            return "mark";
        case CharClass::Digit:
            return "digit";
        case CharClass::Punctuation:
            return "punctuation";
        case CharClass::Joiner:
            return "joiner";
        case CharClass::NonJoiner:
            return "non-joiner";
        case CharClass::Space:
            return "space";
        case CharClass::Symbol:
            return "symbol";
        case CharClass::Other:
            return "other";
    }
    return "other";
}

bool isLetterClass(CharClass cls) {
    return cls == CharClass::Consonant || cls == CharClass::DeadConsonant ||
           cls == CharClass::IndependentVowel || cls == CharClass::Letter;
}

bool isAssigned(char32_t c) {
    return u_isdefined(static_cast<UChar32>(c)) != 0;
}

std::string unicodeName(char32_t c) {
    // A correction alias first: U+0CDE is KANNADA LETTER LLLA, "FA" being a mistake in its
    // name that Unicode cannot change.
    for (const UCharNameChoice choice : {U_CHAR_NAME_ALIAS, U_UNICODE_CHAR_NAME}) {
        UErrorCode status = U_ZERO_ERROR;
        char buf[256];
        const int32_t n = u_charName(static_cast<UChar32>(c), choice, buf, sizeof buf, &status);
        if (U_SUCCESS(status) && n > 0) {
            return std::string(buf, static_cast<std::size_t>(n));
        }
    }
    return {};
}

bool hasCorrectionAlias(char32_t c) {
    UErrorCode status = U_ZERO_ERROR;
    char buf[256];
    return u_charName(static_cast<UChar32>(c), U_CHAR_NAME_ALIAS, buf, sizeof buf, &status) > 0 &&
           U_SUCCESS(status);
}

std::optional<char32_t> characterNamed(const std::string& name) {
    for (const UCharNameChoice choice : {U_UNICODE_CHAR_NAME, U_CHAR_NAME_ALIAS}) {
        UErrorCode status = U_ZERO_ERROR;
        const UChar32 c = u_charFromName(choice, name.c_str(), &status);
        if (U_SUCCESS(status) && c >= 0) {
            return static_cast<char32_t>(c);
        }
    }
    return std::nullopt;
}

}  // namespace akshara::text
