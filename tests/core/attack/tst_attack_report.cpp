// The columns a report adds to tell rows apart that read alike: each run's dataset or folder by
// as few of its last components as tell it from the others.
#include <QtTest>

#include <string>
#include <vector>

#include "jobs/FinishedRun.h"

using namespace akshara;

using Paths = std::vector<std::string>;

class TestAttackReport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Each language's sentiment.tsv by its folder; a file of a name of its own by its name.
    void datasetsOfOneNameAreToldApartByTheirFolders() {
        const Paths paths{"/corpora/2024/hi/sentiment.tsv", "/corpora/2024/bn/sentiment.tsv",
                          "/corpora/2023/hi/sentiment.tsv", "/corpora/xnli.tsv"};
        const Paths keys{"muril", "muril", "muril", "muril"};
        QCOMPARE(jobs::distinguishingNames(paths, keys),
                 (Paths{"2024/hi/sentiment.tsv", "bn/sentiment.tsv", "2023/hi/sentiment.tsv",
                        "xnli.tsv"}));
    }

    // Nothing when every row differs already, or all come from one file.
    void nothingWhenNoRowsNeedTellingApart() {
        QVERIFY(jobs::distinguishingNames({"/a/hi.tsv", "/b/hi.tsv"}, {"muril", "xlmr"}).empty());
        QVERIFY(
            jobs::distinguishingNames({"/a/hi.tsv", "/a/hi.tsv"}, {"muril", "muril"}).empty());
    }

    // Paths written differently that are one file read as one, whole (no part of them tells
    // them apart); a path that is the tail of another is shown whole too.
    void pathsAreReadNormalised() {
        QCOMPARE(jobs::distinguishingNames(
                     {"/data/./hi//sentiment.tsv", "/data/hi/sentiment.tsv", "/data/bn/x/../s.tsv",
                      "/data/bn/s.tsv", "hi/sentiment.tsv"},
                     {"m", "m", "m", "m", "m"}),
                 (Paths{"/data/hi/sentiment.tsv", "/data/hi/sentiment.tsv", "/data/bn/s.tsv",
                        "/data/bn/s.tsv", "hi/sentiment.tsv"}));
    }

    // Hundreds of runs' folders, each told by its own name.
    void manyRunFolders() {
        Paths folders, keys;
        for (int i = 0; i < 500; ++i) {
            folders.push_back("/home/user/workspace/runs/attack-20261207-" + std::to_string(i));
            keys.emplace_back("muril hi phono");
        }
        const Paths shown = jobs::distinguishingNames(folders, keys);
        QCOMPARE(shown.size(), folders.size());
        QCOMPARE(shown.front(), std::string("attack-20261207-0"));
        QCOMPARE(shown.back(), std::string("attack-20261207-499"));
    }
};

QTEST_GUILESS_MAIN(TestAttackReport)
#include "tst_attack_report.moc"
