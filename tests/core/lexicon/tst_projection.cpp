#include <QtTest>

#include <algorithm>
#include <utility>
#include <vector>

#include "TestSupport.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableProjection.h"
#include "lexicon/TableValidation.h"
#include "text/Normalize.h"
#include "text/Script.h"

using namespace akshara;
using namespace akshara::lexicon;
using akshara::test::u32;

namespace {

// An orthographic table of `script` holding the pairs, on lines firstLine, firstLine + 1...
ConfusionTable orthographicTable(const char* name, text::Script script,
                                 const std::vector<std::pair<const char*, const char*>>& pairs,
                                 std::size_t firstLine = 1) {
    ConfusionTable table;
    table.name = name;
    table.kind = ConfusionKind::Orthographic;
    table.script = script;
    for (const auto& [source, target] : pairs) {
        table.entries.push_back({u32(source),
                                 u32(target),
                                 ConfusionKind::Orthographic,
                                 "",
                                 {},
                                 {},
                                 firstLine + table.entries.size()});
    }
    return table;
}

}  // namespace

class TestProjection : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void projectedTablesAreCleanInEveryScript() {
        const ConfusionTable* source = findBuiltinTable(kPhonologicalSourceTable);
        QVERIFY(source != nullptr);
        for (const text::Script script : text::brahmicScripts()) {
            ProjectionReport report;
            const ConfusionTable t = projectTable(*source, script, "p", &report);
            QVERIFY(!hasErrors(validateTable(t)));
            for (const ConfusionEntry& e : t.entries) {
                QVERIFY(e.source != e.target);
                QVERIFY2(text::isNfc(e.source) && text::isNfc(e.target), e.note.c_str());
                for (const char32_t c : e.source + e.target) {
                    QCOMPARE(text::scriptOf(c), script);
                }
            }
            QCOMPARE(t.entries.size() + report.dropped.size(), source->entries.size());
        }
    }

    void reportsWhatTamilLacks() {
        ProjectionReport report;
        const ConfusionTable t = projectTable(*findBuiltinTable(kPhonologicalSourceTable),
                                              text::Script::Tamil, "ta", &report);
        QVERIFY(!t.entries.empty());
        const bool saysWhy =
            std::any_of(report.dropped.begin(), report.dropped.end(), [](const std::string& line) {
                return line.find("ख") != std::string::npos &&
                       line.find("Tamil has no equivalent of DEVANAGARI LETTER KHA") !=
                           std::string::npos;
            });
        QVERIFY(saysWhy);
    }

    // Devanagari encodes the Dravidian alveolar n and l (ऩ, ऴ) for transcription only, as its
    // short e: a Tamil confusion of them is no error of Hindi text. Kannada's ೞ (LLLA, named FA
    // by mistake) goes to Tamil ழ, not to a Devanagari फ़.
    void leavesOutDevanagarisTranscriptionLetters() {
        const ConfusionTable tamil = orthographicTable("taml-curated", text::Script::Tamil,
                                                       {{"ழ", "ள"}, {"ன", "ந"}, {"க", "ங"}}, 6);
        ProjectionReport report;
        const ConfusionTable deva = projectTable(tamil, text::Script::Devanagari, "d", &report);
        QCOMPARE(deva.entries.size(), std::size_t{1});
        QCOMPARE(deva.entries[0].source, u32("क"));
        QCOMPARE(report.dropped.size(), std::size_t{2});
        QVERIFY2(report.dropped[0].find("U+0934 is used in Devanagari only for transcription") !=
                     std::string::npos,
                 report.dropped[0].c_str());

        const ConfusionTable kannada =
            orthographicTable("knda-curated", text::Script::Kannada, {{"\u0CDE", "ಳ"}}, 6);
        const ConfusionTable ta = projectTable(kannada, text::Script::Tamil, "t", nullptr);
        QCOMPARE(ta.entries.size(), std::size_t{1});
        QCOMPARE(ta.entries[0].source, u32("ழ"));
        QCOMPARE(ta.entries[0].target, u32("ள"));
        QVERIFY(projectTable(kannada, text::Script::Devanagari, "d", nullptr).entries.empty());
    }

    void keepsGurmukhiVowelsAndNuktaLetters() {
        // ए ऐ and their signs are Gurmukhi ਏ ਐ ੇ ੈ; ज़ is Gurmukhi's letter ਜ਼ (U+0A5B), but ड़
        // is no Gurmukhi spelling: Gurmukhi writes that sound with its own letter ੜ.
        const ConfusionTable t = orthographicTable(
            "gurmukhi", text::Script::Devanagari, {{"ए", "ऐ"}, {"ो", "ौ"}, {"ज", "ज़"}, {"ड", "ड़"}});
        ProjectionReport report;
        const ConfusionTable g = projectTable(t, text::Script::Gurmukhi, "g", &report);
        QCOMPARE(g.entries.size(), std::size_t(3));
        QCOMPARE(g.entries[0].source, u32("ਏ"));
        QCOMPARE(g.entries[0].target, u32("ਐ"));
        QCOMPARE(g.entries[1].target, u32("ੌ"));
        QCOMPARE(g.entries[2].target, (std::u32string{0x0A1C, 0x0A3C}));
        QCOMPARE(report.dropped.size(), std::size_t(1));
        QVERIFY2(report.dropped[0].find("with a nukta") != std::string::npos,
                 report.dropped[0].c_str());
        // Bengali writes ড় (U+09DC); Gujarati has no letter for ડ઼.
        QCOMPARE(projectTable(t, text::Script::Bengali, "b").entries.back().target,
                 (std::u32string{0x09A1, 0x09BC}));
        ProjectionReport gujarati;
        projectTable(t, text::Script::Gujarati, "gu", &gujarati);
        QVERIFY(std::any_of(gujarati.dropped.begin(), gujarati.dropped.end(),
                            [](const std::string& line) {
                                return line.find("line 4") != std::string::npos &&
                                       line.find("with a nukta") != std::string::npos;
                            }));
    }

    void dropsEntriesThatCollapse() {
        // Two Devanagari entries that become the same Gurmukhi entry: श and ष -> ਸ਼ and none.
        const ConfusionTable t = orthographicTable("collapse", text::Script::Devanagari,
                                                   {{"क", "ख"}, {"क", "ख"}, {"ष", "स"}});
        ProjectionReport report;
        const ConfusionTable g = projectTable(t, text::Script::Gurmukhi, "g", &report);
        QCOMPARE(g.entries.size(), std::size_t(1));
        QCOMPARE(report.dropped.size(), std::size_t(2));
        QVERIFY(report.dropped[0].find("duplicates an earlier entry") != std::string::npos);
        QVERIFY(report.dropped[1].find("Gurmukhi has no equivalent") != std::string::npos);
        QCOMPARE(g.origin, std::string("projected from collapse"));
    }
};

QTEST_APPLESS_MAIN(TestProjection)
#include "tst_projection.moc"
