#include <QtTest>

#include <algorithm>

#include "OperatorCandidates.h"
#include "TestSupport.h"
#include "perturb/Alphabet.h"
#include "perturb/OperatorRegistry.h"
#include "perturb/Random.h"
#include "perturb/WellFormed.h"
#include "text/CharClass.h"
#include "text/Language.h"
#include "text/Normalize.h"
#include "text/Utf8.h"
#include "text/WordSegmenter.h"

using namespace akshara;
using namespace akshara::perturb;
using akshara::test::candidatesOf;
using akshara::test::qs;

namespace {

// A random word of 2-4 syllables of a Brahmic script: consonant clusters of one or two
// consonants joined by a virama, an optional vowel sign, an optional anusvara; or an
// independent vowel first.
std::u32string randomIndicWord(const Alphabet& a, char32_t virama, char32_t anusvara, Rng& rng) {
    std::u32string word;
    const std::size_t syllables = 2 + uniformIndex(rng, 3);
    for (std::size_t s = 0; s < syllables; ++s) {
        if (s == 0 && uniformIndex(rng, 5) == 0) {
            word.push_back(a.independentVowels[uniformIndex(rng, a.independentVowels.size())]);
            continue;
        }
        word.push_back(a.consonants[uniformIndex(rng, a.consonants.size())]);
        if (uniformIndex(rng, 4) == 0) {
            word.push_back(virama);
            word.push_back(a.consonants[uniformIndex(rng, a.consonants.size())]);
        }
        if (uniformIndex(rng, 2) == 0) {
            word.push_back(a.vowelSigns[uniformIndex(rng, a.vowelSigns.size())]);
        }
        if (anusvara != 0 && uniformIndex(rng, 6) == 0) {
            word.push_back(anusvara);
        }
    }
    return text::nfc(word);
}

std::u32string randomLatinWord(const Alphabet& a, Rng& rng) {
    std::u32string word;
    const std::size_t n = 2 + uniformIndex(rng, 8);
    for (std::size_t i = 0; i < n; ++i) {
        word.push_back(a.letters[uniformIndex(rng, a.letters.size())]);
    }
    return word;
}

}  // namespace

class TestProperties : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The letters operators insert and substitute are the language's own letters: no vowel
    // bearer, Vedic sign or length mark of a two-part vowel sign, and no letter of another
    // language of the script.
    void alphabetsHoldTheLanguagesOwnLetters() {
        const auto has = [](const std::u32string& letters, char32_t c) {
            return letters.find(c) != std::u32string::npos;
        };
        const Alphabet& bengali = alphabetOf("bn");
        const Alphabet& assamese = alphabetOf("as");
        QVERIFY(has(bengali.consonants, U'র') && !has(bengali.consonants, U'ৰ'));
        QVERIFY(has(assamese.consonants, U'ৰ') && !has(assamese.consonants, U'র'));
        QVERIFY(!has(bengali.consonants, U'\u0980'));                              // anji
        QVERIFY(has(bengali.vowelSigns, U'া') && !has(bengali.vowelSigns, U'ৗ'));  // AU length mark
        QVERIFY(!has(alphabetOf("pa").letters, U'ੲ') && !has(alphabetOf("pa").letters, U'ੳ'));
        QVERIFY(!has(alphabetOf("kn").consonants, U'ೱ'));
        QVERIFY(!has(alphabetOf("kn").vowelSigns, U'ೕ'));
        QVERIFY(!has(alphabetOf("te").vowelSigns, U'ౕ'));
        QVERIFY(!has(alphabetOf("ta").vowelSigns, U'ௗ') && has(alphabetOf("ta").vowelSigns, U'ா'));
        QVERIFY(!has(alphabetOf("or").vowelSigns, U'ୗ'));
        QVERIFY(!has(alphabetOf("hi").consonants, U'ॻ') && !has(alphabetOf("hi").vowelSigns, U'ॖ'));
        QVERIFY(has(alphabetOf("mr").consonants, U'ऱ') && has(alphabetOf("hi").consonants, U'क'));
        QVERIFY(has(alphabetOf("bd").consonants, U'क'));
        // The same on every system: CLDR 46 (ICU 76, Debian 13) lists Malayalam without its
        // vowel signs and chillus, and Marathi without ऱ; the alphabets do not follow it.
        const Alphabet& malayalam = alphabetOf("ml");
        QVERIFY(has(malayalam.vowelSigns, U'ാ') && has(malayalam.vowelSigns, U'ൊ'));
        QVERIFY(has(malayalam.consonants, U'ക') && has(malayalam.consonants, U'ഴ'));
        QCOMPARE(malayalam.vowelSigns.size(), std::size_t(12));
        QCOMPARE(alphabetOf("mr").consonants.size(), std::size_t(35));
        // The vocalic rr, l and ll are Sanskrit's: CLDR lists them for five of the languages,
        // the alphabets for none; the vocalic r of कृष्ण stays.
        for (const auto& language : akshara::text::languages()) {
            const Alphabet& a = alphabetOf(language.code);
            for (const char32_t c : a.letters + a.vowelSigns) {
                const std::string name = akshara::text::unicodeName(c);
                QVERIFY2(name.find("VOCALIC RR") == std::string::npos &&
                             name.find("VOCALIC L") == std::string::npos,
                         (language.code + ": " + name).c_str());
            }
        }
        QVERIFY(!has(bengali.vowelSigns, U'ৄ') && !has(bengali.independentVowels, U'ঌ'));
        QVERIFY(!has(alphabetOf("kn").independentVowels, U'ೠ'));
        QVERIFY(has(bengali.vowelSigns, U'ৃ') && has(alphabetOf("te").independentVowels, U'ఋ'));
    }

    // Over thousands of random words in every script: each candidate is valid text in the
    // right script, differs from the word, and differs by exactly the edit it reports.
    void candidatesAreValidAndExact() {
        Rng rng(20241129);
        std::size_t checked = 0;
        for (const auto& language : text::languages()) {
            const Alphabet& alphabet = alphabetOf(language.code);
            const char32_t base = text::brahmicBlockStart(language.script);
            for (const auto& info : operatorInfos()) {
                if (info.name == "relation" ||
                    std::find(info.languages.begin(), info.languages.end(), language.code) ==
                        info.languages.end()) {
                    continue;
                }
                OperatorOptions options;
                options.language = language.code;
                const auto op = createOperator(info.name, options);
                for (int w = 0; w < 40; ++w) {
                    const std::u32string word =
                        text::isBrahmic(language.script)
                            ? randomIndicWord(
                                  alphabet, base + 0x4D,
                                  language.script == text::Script::Tamil ? 0 : base + 0x02, rng)
                            : randomLatinWord(alphabet, rng);
                    for (const Candidate& c : op->candidates(word)) {
                        QVERIFY2(c.text != word, qPrintable(qs(word)));
                        const std::string problem = wellFormedProblem(c.text, language.script);
                        QVERIFY2(problem.empty(),
                                 qPrintable(QString::fromStdString(info.name + " " + language.code +
                                                                   ": ") +
                                            qs(word) + " -> " + qs(c.text) + ": " +
                                            QString::fromStdString(problem)));
                        std::u32string replayed = word;
                        QVERIFY(applyEdit(replayed, c.edit));
                        QCOMPARE(qs(replayed), qs(c.text));
                        QCOMPARE(c.edit.op, info.name);
                        ++checked;
                    }
                }
            }
        }
        QVERIFY(checked > 100000);
    }

    // The same holds on real words: every word of the Marathi treebank's training file.
    void realMarathiWords() {
        const QString shared = test::sharedDir();
        if (shared.isEmpty()) {
            QSKIP("../shared is absent: no treebank words");
        }
        QFile file(shared + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-train.conllu");
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::vector<std::u32string> words;
        while (!file.atEnd()) {
            const QByteArray line = file.readLine();
            if (line.startsWith("# text = ")) {
                for (auto& t : text::words(
                         text::nfc(text::decodeUtf8(line.mid(9).trimmed().toStdString())))) {
                    words.push_back(t.text);
                }
            }
        }
        QVERIFY(words.size() > 500);
        std::size_t checked = 0;
        for (const char* name : {"phono", "ortho", "random", "delete", "swap", "diacritic"}) {
            OperatorOptions options;
            options.language = "mr";
            const auto op = createOperator(name, options);
            for (const auto& word : words) {
                for (const Candidate& c : op->candidates(word)) {
                    QVERIFY2(isWellFormed(c.text, text::Script::Devanagari),
                             qPrintable(qs(word) + " -> " + qs(c.text)));
                    std::u32string replayed = word;
                    QVERIFY(applyEdit(replayed, c.edit));
                    QCOMPARE(replayed, c.text);
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 10000);
    }

    // A soft hyphen or a word joiner spells nothing: the letters around it are perturbed as in
    // the word without it, and no candidate only takes it away or moves it (a reader would see
    // the word unchanged).
    void invisibleBreakMarksAreNoLetters() {
        const char* softHyphen = "przy\u00ADkład";
        const QStringList deleted = candidatesOf("delete", "pl", softHyphen);
        QVERIFY2(!deleted.contains("przykład/delete"), qPrintable(deleted.join(' ')));
        QVERIFY2(deleted.contains("prz\u00ADkład/delete"), qPrintable(deleted.join(' ')));
        QVERIFY(!candidatesOf("diacritic", "pl", softHyphen).isEmpty());
        for (const char* op : {"swap", "substitute", "split", "insert"}) {
            for (const QString& c : candidatesOf(op, "pl", softHyphen)) {
                QVERIFY2(QString(c).remove(QChar(0x00AD)).section('/', 0, 0) != "przykład",
                         qPrintable(c));
            }
        }
        const char* joined = "किता\u2060ब";
        QVERIFY(!candidatesOf("phono", "hi", joined).isEmpty());
        QVERIFY(!candidatesOf("delete", "hi", joined).contains("किताब/delete"));
    }

    // A word given with the marks around it ("(dom.", "भारत,") is edited in its letters: a
    // letter goes in among them, not outside the brackets, and a split falls between two
    // letters, not between a letter and a mark (e-mail is not e -mail).
    void insertionsAndSplitsStayAmongTheLetters() {
        const QStringList inserted = candidatesOf("insert", "pl", "(dom.");
        QVERIFY(inserted.contains("(adom./insert") && inserted.contains("(doma./insert"));
        for (const QString& c : inserted) {
            QVERIFY2(c.startsWith("(") && c.section('/', 0, 0).endsWith("."), qPrintable(c));
        }
        const QStringList split = candidatesOf("split", "pl", "e-mail");
        QVERIFY(split.contains("e-ma il/split"));
        QVERIFY(!split.contains("e -mail/split") && !split.contains("e- mail/split"));
        QCOMPARE(candidatesOf("split", "pl", "dom."), QStringList({"d om./split", "do m./split"}));
        const QStringList hindi = candidatesOf("split", "hi", "भारत,");
        QVERIFY(hindi.contains("भार त,/split") && !hindi.contains("भारत ,/split"));
        QVERIFY(candidatesOf("split", "bd", "बर'").contains("ब र'/split"));
    }

    // Signs stay where the writing puts them: no anusvara after a Malayalam chillu (a syllable
    // already closed), no Urdu do chashmi he after a letter with no consonant to aspirate
    // (بھھائی, پاکستاھ, کاھنا). A word mixing scripts is not "repaired" by deleting or
    // replacing its letter of the other script.
    void signsStayWhereTheWritingPutsThem() {
        for (const char* word : {"ധനം", "കണം"}) {
            for (const QString& c : candidatesOf("key", "ml", word)) {
                QVERIFY2(
                    !c.contains(QString::fromUtf8("ൻം")) && !c.contains(QString::fromUtf8("ൺം")),
                    qPrintable(c));
            }
        }
        QVERIFY(!candidatesOf("key", "ml", "ധനം").isEmpty());
        const QStringList noConsonant{"اھ", "آھ", "ھھ", "ہھ", "ءھ"};
        for (const char* op : {"substitute", "insert", "swap", "delete"}) {
            for (const char* word : {"بھائی", "پاکستان", "آنکھ", "کھانا", "اچھا"}) {
                const QStringList made = candidatesOf(op, "ur", word);
                for (const QString& c : made) {
                    for (const QString& pair : noConsonant) {
                        QVERIFY2(!c.contains(pair), qPrintable(QString(op) + ": " + c));
                    }
                }
            }
        }
        QVERIFY(candidatesOf("substitute", "ur", "پاکستان").contains("پاکستاب/substitute"));
        for (const char* op : {"delete", "substitute"}) {
            QVERIFY(candidatesOf(op, "ur", "گھرघ").isEmpty());
            QVERIFY(candidatesOf(op, "gu", "ઘરx").isEmpty());
        }
        QVERIFY(candidatesOf("delete", "gu", "ઘર").contains("ર/delete"));
    }

    // Each script's spelling conventions that Unicode leaves open are kept: no perturbation
    // makes a cluster or a letter the language never writes. A word that breaks one itself is
    // perturbed all the same, and Malayalam's NTA as Unicode spells it (ൻ്റ) is perturbed as
    // its older spelling (ന്റ) is.
    void conventionsOfEachScriptAreKept() {
        struct Made {
            const char* op;
            const char* lang;
            const char* word;
            const char* never;  // no candidate holds it (starts with it, with ^)
        };
        for (const Made& m :
             {Made{"insert", "ur", "کے", "^ء"}, Made{"delete", "ur", "لئے", "^ئ"},
              Made{"swap", "ur", "گئی", "^ئ"}, Made{"key", "pa", "ਅਮਰੀਕਾ", "ਰ੍ਕ"},
              Made{"key", "pa", "ਸਫ਼ੇ", "ਫ਼੍"}, Made{"random", "or", "ବ୍ରାଜିଲୀୟ", "ୟ୍ର"},
              Made{"random", "bn", "ক্লাসে", "য্ল"}, Made{"random", "mr", "च्या", "च्ऱ"},
              Made{"insert", "mr", "तो", "ऱत"}, Made{"split", "ta", "உம்", "உ ம்"},
              Made{"delete", "ta", "அஃது", "^ஃ"}, Made{"ortho", "kn", "ಜುಗಲ್\u200Dಬಂದಿ", "\u200Dಒ"},
              Made{"key", "ml", "എന്ന", "ന്ൻ"}, Made{"key", "ml", "നിങ്ങൾ", "ൾൾ"},
              Made{"insert", "ur", "کے", "کءے"}, Made{"ortho-rule", "pl", "brzuchu", "brzuchó"},
              Made{"random", "pl", "ale", "^ą"}, Made{"insert", "pl", "ale", "^ę"}}) {
            QString never = QString::fromUtf8(m.never);
            const bool atStart = never.startsWith('^');
            never.remove(QLatin1Char('^'));
            const QStringList made = candidatesOf(m.op, m.lang, m.word);
            for (const QString& c : made) {
                const QString text = c.section('/', 0, 0);
                QVERIFY2(atStart ? !text.startsWith(never) : !text.contains(never),
                         qPrintable(QString(m.op) + " " + m.lang + ": " + c));
            }
            QVERIFY2(!made.isEmpty() || QString(m.op) == "split", m.word);
        }
        QVERIFY(!candidatesOf("key", "pa", "ਸ੍ਟੇਸ਼ਨ").isEmpty());
        // A Malayalam word's last virama is a vowel, the samvruthokaram: ഇന്ന് splits.
        QVERIFY(candidatesOf("split", "ml", "ഇന്ന്").contains(QString::fromUtf8("ഇ ന്ന്/split")));
        // The conventions as counted: Bengali writes য্য (শয্যা), Marathi ऱ्य and ऱ्ह alone.
        const auto breaks = [](const char* word, const char* lang) {
            return conventionBreaks(text::decodeUtf8(word), text::requireLanguage(lang));
        };
        QCOMPARE(breaks("শয্যা", "bn"), std::size_t(0));
        QCOMPARE(breaks("য্লাস", "bn"), std::size_t(1));
        QCOMPARE(breaks("ऱ्हास ऱ्या", "mr"), std::size_t(0));
        QCOMPARE(breaks("ऱ्त ऱा", "mr"), std::size_t(2));
        QCOMPARE(breaks("ഇന്ന് അത്", "ml"), std::size_t(0));
        QCOMPARE(breaks("உ ம்", "ta"), std::size_t(1));
        QCOMPARE(breaks("ஃது ஃபேஸ்புக் அஃது", "ta"), std::size_t(1));
        QCOMPARE(breaks("ಜುಗಲ್\u200Dಒಂದಿ ಜುಗಲ್\u200Dಬಂದಿ", "kn"), std::size_t(1));
        // Urdu writes a hamza alone inside a word only after a letter that joins nothing after
        // it; Polish begins no word with ą, ę or ń and ends none with ó.
        QCOMPARE(breaks("کئی جزء کءی", "ur"), std::size_t(1));
        QCOMPARE(breaks("ósmy ósemka dąb", "pl"), std::size_t(0));
        for (const char* word : {"ąle", "domó", "„ńic", "Ęle!"}) {
            QCOMPARE(breaks(word, "pl"), std::size_t(1));
            QCOMPARE(breaks(word, "en"), std::size_t(0));
        }
        // A split's parts keep the word's letters: no part is a word of its own.
        QCOMPARE(breaks("k ąt gó ra", "pl"), std::size_t(0));
        QVERIFY(candidatesOf("split", "pl", "kąt").contains(QString::fromUtf8("k ąt/split")));
        QVERIFY(candidatesOf("phono", "ml", "അവൻ്റെ").size() >= 2);
        QVERIFY(!candidatesOf("key", "ml", "അവൻ്റെ").isEmpty());
    }

    // Assamese writes ra ৰ, Bengali র: each is taken for ba ব in its own language, and neither
    // language gets the other's letter.
    void bengaliScriptLookAlikesFollowTheLanguage() {
        const QStringList assamese = candidatesOf("ortho", "as", "বাৰী");
        QVERIFY2(assamese.contains("বাবী/look-alike") && assamese.contains("ৰাৰী/look-alike"),
                 qPrintable(assamese.join(' ')));
        QVERIFY(!assamese.join(' ').contains(QString::fromUtf8("র")));
        const QStringList bengali = candidatesOf("ortho", "bn", "বার");
        QVERIFY(bengali.contains("বাব/look-alike") &&
                !bengali.join(' ').contains(QString::fromUtf8("ৰ")));
    }

    // Bodo's vowel apostrophe, typed as ' as keyboards have it, moves and goes with its
    // syllable as the modifier letter apostrophe (U+02BC) does.
    void typedVowelApostropheIsPartOfItsSyllable() {
        for (const char* op : {"delete", "swap"}) {
            const QStringList typed = candidatesOf(op, "bd", "बर'");
            QStringList modifier = candidatesOf(op, "bd", "बरʼ");
            modifier.replaceInStrings(QStringLiteral("ʼ"), QStringLiteral("'"));
            QCOMPARE(typed, modifier);
        }
        QVERIFY(candidatesOf("delete", "bd", "गाव'खौ").contains("गाखौ/delete"));
    }

    // Malayalam's chillus and Bengali's khanda ta in their older encoding (consonant, virama,
    // zero width joiner) are the letters ൻ and ৎ: perturbed as those are, in either encoding.
    void olderChilluEncodingsArePerturbedAsTheirLetters() {
        struct Pair {
            const char* op;
            const char* lang;
            const char* older;
            const char* atomic;
            const char* olderLetter;
            const char* atomicLetter;
        };
        const char* khanda = "\u09A4\u09CD\u200D";
        const char* chillu = "\u0D28\u0D4D\u200D";
        for (const Pair& p : {Pair{"phono", "bn", "উত\u09CD\u200Dসব", "উৎসব", khanda, "ৎ"},
                              Pair{"ortho", "bn", "উত\u09CD\u200Dসব", "উৎসব", khanda, "ৎ"},
                              Pair{"ortho", "ml", "അവന\u0D4D\u200D", "അവൻ", chillu, "ൻ"},
                              Pair{"phono", "ml", "അവന\u0D4D\u200D", "അവൻ", chillu, "ൻ"}}) {
            QStringList older = candidatesOf(p.op, p.lang, p.older);
            older.replaceInStrings(QString::fromUtf8(p.olderLetter),
                                   QString::fromUtf8(p.atomicLetter));
            QCOMPARE(older, candidatesOf(p.op, p.lang, p.atomic));
        }
    }

    void candidatesAreDeterministic() {
        OperatorOptions options;
        options.language = "bn";
        const auto a = createOperator("phono", options)->candidates(text::decodeUtf8("ভাষাবিজ্ঞান"));
        const auto b = createOperator("phono", options)->candidates(text::decodeUtf8("ভাষাবিজ্ঞান"));
        QCOMPARE(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            QVERIFY(a[i].edit == b[i].edit);
        }
    }
};

QTEST_APPLESS_MAIN(TestProperties)
#include "tst_properties.moc"
