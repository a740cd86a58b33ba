#include <QtTest>

#include <algorithm>
#include <map>

#include "TestSupport.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableFormat.h"
#include "lexicon/TableValidation.h"
#include "text/CharClass.h"
#include "text/Utf8.h"

using namespace akshara;
using namespace akshara::lexicon;
using akshara::test::qs;
using akshara::test::u32;

namespace {

// Phonetic features of one code-point offset of a Brahmi block, by column name.
using Features = std::map<QString, int>;

// Reads the Indic NLP phonetic feature table: offset -> features.
std::map<int, Features> readFeatureTable(const QString& path) {
    std::map<int, Features> table;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return table;
    }
    const QStringList header = QString::fromUtf8(file.readLine()).trimmed().split(',');
    while (!file.atEnd()) {
        const QStringList fields = QString::fromUtf8(file.readLine()).trimmed().split(',');
        if (fields.size() != header.size()) {
            continue;
        }
        Features f;
        for (int i = 6; i < header.size(); ++i) {
            f[header[i]] = fields[i].toInt();
        }
        table[fields[1].toInt()] = f;
    }
    return table;
}

QString place(const Features& f) {
    for (const char* p : {"velar", "palatal", "retroflex", "dental", "labial"}) {
        if (f.at(p) == 1) {
            return p;
        }
    }
    return {};
}

}  // namespace

class TestBuiltinTables : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyTablePassesItsOwnValidation() {
        QVERIFY(builtinTables().size() >= 24);
        for (const ConfusionTable& table : builtinTables()) {
            for (const auto& p : validateTable(table)) {
                QVERIFY2(p.severity != Severity::Error,
                         qPrintable(QString("%1 line %2: %3")
                                        .arg(QString::fromStdString(table.name))
                                        .arg(p.line)
                                        .arg(QString::fromStdString(p.message))));
            }
            QVERIFY2(!table.entries.empty(), table.name.c_str());
            QVERIFY2(!table.description.empty(), table.name.c_str());
        }
    }

    // An entry's line is its line in the table as `tables show` prints it, so that what a
    // projection leaves out can be found there; projected tables included.
    void entryLinesAreThoseOfTheShownTable() {
        for (const ConfusionTable& table : builtinTables()) {
            const QStringList shown =
                QString::fromStdString(formatTable(table)).split(QLatin1Char('\n'));
            for (const ConfusionEntry& e : table.entries) {
                QVERIFY2(e.line >= 1 && e.line <= std::size_t(shown.size()), table.name.c_str());
                const QString row = QString::fromStdString(escapeField(e.source) + "\t" +
                                                           escapeField(e.target) + "\t");
                QVERIFY2(
                    shown[qsizetype(e.line) - 1].startsWith(row),
                    qPrintable(QString::fromStdString(table.name) + ": line " +
                               QString::number(e.line) + " is " + shown[qsizetype(e.line) - 1]));
            }
        }
    }

    void phonologicalAndOrthographicForAllNineScripts() {
        for (const text::Script script : text::brahmicScripts()) {
            bool phono = false, ortho = false;
            for (const ConfusionTable& table : builtinTables()) {
                if (table.script == script && table.name != kPhonologicalSourceTable) {
                    phono = phono || table.kind == ConfusionKind::Phonological;
                    ortho = ortho || table.kind == ConfusionKind::Orthographic;
                }
            }
            QVERIFY2(phono && ortho, text::iso15924(script).data());
        }
        for (const char* name :
             {"pl-diacritic", "pl-orthographic-rule", "pl-keyboard", "latn-ocr"}) {
            QVERIFY2(findBuiltinTable(name) != nullptr, name);
        }
    }

    void papersExampleIsThere() {
        // बेकार -> वेकार: ब and व look alike.
        const ConfusionTable* deva = findBuiltinTable("deva-orthographic");
        QVERIFY(deva != nullptr);
        const auto from = deva->entriesFrom(u32("ब"));
        QVERIFY(std::any_of(from.begin(), from.end(),
                            [](const ConfusionEntry* e) { return e->target == u32("व"); }));
    }

    void tamilHasNoAspirationPairs() {
        const ConfusionTable* tamil = findBuiltinTable("taml-phonological");
        QVERIFY(tamil != nullptr);
        QStringList categories;
        for (const auto& e : tamil->entries) {
            QVERIFY(e.category != "aspiration");
            categories << QString::fromStdString(e.category);
        }
        // Tamil keeps its short/long vowels, ச/ஜ voicing and its three sibilants.
        QVERIFY(categories.contains("vowel-length"));
        QVERIFY(categories.contains("voicing"));
        QCOMPARE(categories.count("sibilant"), 6);
        // Dravidian short and long e are confused in Tamil, but not in Devanagari text.
        QVERIFY(!tamil->entriesFrom(u32("எ")).empty());
        QVERIFY(findBuiltinTable("deva-phonological")->entriesFrom(u32("ए")).empty());
        QVERIFY(!findBuiltinTable("mlym-phonological")->entriesFrom(u32("െ")).empty());
    }

    void longASignDeletionInEveryScript() {
        for (const text::Script script : text::brahmicScripts()) {
            std::string name(text::iso15924(script));
            for (auto& c : name)
                c = static_cast<char>(std::tolower(c));
            const ConfusionTable* table = findBuiltinTable(name + "-phonological");
            QVERIFY(table != nullptr);
            const bool deletion =
                std::any_of(table->entries.begin(), table->entries.end(), [](const auto& e) {
                    return e.target.empty() &&
                           text::classify(e.source[0]) == text::CharClass::VowelSign;
                });
            QVERIFY2(deletion, name.c_str());
        }
    }

    void phonologicalSourceAgreesWithThePhoneticFeatures() {
        const QString shared = test::sharedDir();
        if (shared.isEmpty()) {
            QSKIP("../shared is absent: cannot read the phonetic feature table");
        }
        const auto features =
            readFeatureTable(shared + "/resources/indic-phonetic/all_script_phonetic_data.csv");
        QVERIFY(!features.empty());
        const ConfusionTable* source = findBuiltinTable(kPhonologicalSourceTable);
        QVERIFY(source != nullptr);
        int checked = 0;
        for (const ConfusionEntry& e : source->entries) {
            if (e.source.size() != 1 || e.target.size() != 1) {
                continue;  // the long-a deletion
            }
            const Features& a = features.at(static_cast<int>(e.source[0] - 0x0900));
            const Features& b = features.at(static_cast<int>(e.target[0] - 0x0900));
            const QString pair = qs(e.source) + " -> " + qs(e.target);
            if (e.category == "aspiration" || e.category == "voicing") {
                QVERIFY2(a.at("is_consonant") && b.at("is_consonant"), qPrintable(pair));
                QVERIFY2(!a.at("nasal") && !b.at("nasal"), qPrintable(pair));
                QCOMPARE(place(a), place(b));
                const bool aspirationDiffers = a.at("aspirated") != b.at("aspirated");
                const bool voicingDiffers = a.at("voiced") != b.at("voiced");
                // Exactly one dimension differs: homorganic, and the named one.
                QVERIFY2(aspirationDiffers != voicingDiffers, qPrintable(pair));
                QVERIFY2((e.category == "aspiration") == aspirationDiffers, qPrintable(pair));
            } else if (e.category == "sibilant") {
                QVERIFY2(a.at("fricative") && b.at("fricative"), qPrintable(pair));
            } else if (e.category == "vowel-length") {
                QVERIFY2(a.at("short_vowel") + b.at("short_vowel") == 1, qPrintable(pair));
                QVERIFY2(a.at("long_vowel") + b.at("long_vowel") == 1, qPrintable(pair));
            }
            ++checked;
        }
        QVERIFY(checked >= 60);
    }

    void keyboardTablesAreSymmetric() {
        const ConfusionTable* pl = findBuiltinTable("pl-keyboard");
        QVERIFY(pl != nullptr);
        QCOMPARE(validateTable(*pl).size(), std::size_t(0));  // no asymmetric pair either
    }
};

QTEST_APPLESS_MAIN(TestBuiltinTables)
#include "tst_builtintables.moc"
