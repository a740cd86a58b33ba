#include <QtTest>

#include <algorithm>

#include "TestSupport.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableProjection.h"
#include "lexicon/TableValidation.h"
#include "text/Script.h"

using namespace akshara;
using namespace akshara::lexicon;
using akshara::test::u32;

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

    void dropsEntriesThatCollapse() {
        // Two Devanagari entries that become the same Gurmukhi entry: श and ष -> ਸ਼ and none.
        ConfusionTable t;
        t.name = "collapse";
        t.kind = ConfusionKind::Orthographic;
        t.script = text::Script::Devanagari;
        t.entries.push_back({u32("क"), u32("ख"), ConfusionKind::Orthographic, "", {}, {}, 1});
        t.entries.push_back({u32("क"), u32("ख"), ConfusionKind::Orthographic, "", {}, {}, 2});
        t.entries.push_back({u32("ष"), u32("स"), ConfusionKind::Orthographic, "", {}, {}, 3});
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
