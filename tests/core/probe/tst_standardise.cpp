// The probes' features are standardised on the host on a CPU and by libtorch products on a GPU
// (probe/internal/Standardise.h). Both ways run here on the CPU and must give the same features
// and fold statistics, or a GPU's probes would differ from a CPU's.
#include <QtTest>

#include "StandardiseCheck.h"

class StandardiseTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bothWaysGiveTheSameFeaturesAndFoldStatistics() {
        // More samples than one host task holds (1,024), a part count that does not divide them.
        const auto d = akshara::test::compareStandardisations(3, 2500, 24, 5);
        QVERIFY2(d.largestFeature > 2.0, std::to_string(d.largestFeature).c_str());
        QVERIFY2(d.features < 1e-5, std::to_string(d.features).c_str());
        QVERIFY2(d.means < 1e-5, std::to_string(d.means).c_str());
        QVERIFY2(d.variances < 1e-5, std::to_string(d.variances).c_str());
        QVERIFY(d.inputKept);
    }
};

QTEST_GUILESS_MAIN(StandardiseTest)
#include "tst_standardise.moc"
