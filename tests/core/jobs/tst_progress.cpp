#include <QtTest>

#include <chrono>
#include <thread>

#include <sstream>

#include "TestSupport.h"
#include "common/Error.h"
#include "jobs/JobContext.h"

using namespace akshara;
using namespace akshara::jobs;

class TestProgress : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void streamShowsStageCountsAndTime() {
        std::ostringstream out;
        {
            StreamProgress progress(out);
            progress.report("extracting", 0, 10);
            progress.report("extracting", 10, 10);
            progress.report("probing", 3, 0);
            progress.report("building the vocabulary", 0, 0);
        }
        const std::string text = out.str();
        QVERIFY(text.find("extracting: 10/10 (100%)") != std::string::npos);
        QVERIFY(text.find("probing: 3, 0 s") != std::string::npos);
        // Nothing counted and no total: no meaningless "0" count.
        QVERIFY(text.find("building the vocabulary (0 s)") != std::string::npos);
        QVERIFY(text.find("building the vocabulary: 0") == std::string::npos);
        QCOMPARE(text.back(), '\n');
    }

    // A note written while a progress line is open starts on a line of its own (a warning of
    // an attack ran on after its progress count), and the count goes on below it.
    void aNoteEndsTheProgressLine() {
        std::ostringstream out;
        {
            StreamProgress progress(out);
            progress.report("attacking", 4, 10);
            progress.print("warning: the model classified no example right");
            progress.report("attacking", 10, 10);
        }
        const std::string text = out.str();
        QVERIFY2(
            text.find("\nwarning: the model classified no example right\n\rattacking: 10/10") !=
                std::string::npos,
            text.c_str());
        QVERIFY2(text.find("(40%)") < text.find("\nwarning"), text.c_str());
    }

    // A stage reported as it begins, with the steps done before it, has no rate to estimate
    // from: no "about 0 s left" (each step of a demo build said so, minutes from its end).
    void noEstimateWithoutARate() {
        std::ostringstream out;
        {
            StreamProgress progress(out);
            progress.report("demo: training a hi sentiment classifier", 3, 15);
        }
        const std::string text = out.str();
        QVERIFY2(text.find("3/15 (20%), 0 s") != std::string::npos, text.c_str());
        QVERIFY2(text.find("left") == std::string::npos, text.c_str());
    }

    // A run resumed after 500 of 1,000 examples: its rate is of the examples done since, not
    // of 510 in a second ("about 0 s left" for the 490 still to do).
    void aResumedCountEstimatesFromWhatItDoes() {
        std::ostringstream out;
        {
            StreamProgress progress(out);
            progress.report("attacking", 500, 1000);
            std::this_thread::sleep_for(std::chrono::milliseconds(1100));
            progress.report("attacking", 510, 1000);
        }
        const std::string text = out.str();
        // 10 examples in at least 1.1 s: 490 more take at least 53 s.
        QVERIFY2(text.find("510/1000 (51%)") != std::string::npos, text.c_str());
        QVERIFY2(text.find(" s left") != std::string::npos &&
                     (text.find(" min ") != std::string::npos ||
                      std::stoi(text.substr(text.rfind("about ") + 6)) >= 53),
                 text.c_str());
    }

    // A count begun again under the same name (another total, fewer done) is estimated from
    // its own start: measured from the first count's, it had no estimate at all.
    void aCountBegunAgainHasItsOwnEstimate() {
        std::ostringstream out;
        {
            StreamProgress progress(out);
            progress.report("classifying", 50, 100);
            progress.report("classifying", 0, 200);
            std::this_thread::sleep_for(std::chrono::milliseconds(1100));
            progress.report("classifying", 10, 200);
        }
        const std::string text = out.str();
        QVERIFY2(text.find("10/200 (5%)") != std::string::npos, text.c_str());
        QVERIFY2(text.find(" left") != std::string::npos, text.c_str());
    }

    void cancellationThrows() {
        CancelToken token;
        JobContext context{nullptr, &token};
        context.checkCancelled();
        token.cancel();
        QVERIFY_THROWS_EXCEPTION(Cancelled, context.checkCancelled());
        JobContext none;
        none.checkCancelled();
        none.report("nothing listens", 1, 2);
    }

    void durations() {
        QCOMPARE(formatDuration(12.4), std::string("12 s"));
        QCOMPARE(formatDuration(185), std::string("3 min 05 s"));
        QCOMPARE(formatDuration(3720), std::string("1 h 02 min"));
    }
};

QTEST_APPLESS_MAIN(TestProgress)
#include "tst_progress.moc"
