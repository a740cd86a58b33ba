// Batching in Encoder::forward: a batch too large for the memory is retried in halves (the
// process's address space is limited so that the CPU allocator fails as a GPU's would), the
// results and progress of a pipelined run match a plain one, and attending run by run over
// inputs of one length gives what the padding mask gives, forwardRows() hands over what
// forward() gives, and a batch's outputs are copied out on several threads. Built twice: with
// libtorch's own host allocator, and with the one akshara-cli installs (model::keepFreedMemory()).
#include <QtTest>

#include <sys/resource.h>

#include <algorithm>
#include <fstream>
#include <thread>

#include "ModelFixtures.h"
#include "common/Error.h"
#include "model/Encoder.h"
#include "model/TensorMemory.h"

using namespace akshara;
using namespace akshara::model;
using namespace akshara::test;

namespace {

// Sentences of exactly `tokens` ids cut from the fixture's tokenized texts, each starting at
// a different place in their concatenation.
std::vector<Encoding> windows(const std::string& dir, std::size_t count, std::size_t tokens) {
    std::vector<std::int64_t> stream;
    for (const auto& text : fixtureTexts(dir)) {
        stream.insert(stream.end(), text.encoding.ids.begin(), text.encoding.ids.end());
    }
    std::vector<Encoding> out(count);
    for (std::size_t i = 0; i < count; ++i) {
        for (std::size_t t = 0; t < tokens; ++t) {
            out[i].ids.push_back(stream[(i * 7 + t) % stream.size()]);
        }
    }
    return out;
}

// Limits the address space to what the process maps now plus `headroom` bytes, and restores
// the previous limit when it goes.
class AddressSpaceLimit {
public:
    explicit AddressSpaceLimit(std::size_t headroom) {
        getrlimit(RLIMIT_AS, &previous_);
        std::ifstream statm("/proc/self/statm");
        std::size_t pages = 0;
        statm >> pages;
        const rlimit limited{static_cast<rlim_t>(pages * 4096 + headroom), previous_.rlim_max};
        applied_ = setrlimit(RLIMIT_AS, &limited) == 0;
    }
    ~AddressSpaceLimit() { setrlimit(RLIMIT_AS, &previous_); }
    AddressSpaceLimit(const AddressSpaceLimit&) = delete;
    AddressSpaceLimit& operator=(const AddressSpaceLimit&) = delete;
    bool applied() const { return applied_; }

private:
    rlimit previous_{};
    bool applied_ = false;
};

}  // namespace

class TestBatching : public QObject {
    Q_OBJECT
private:
    std::string bert_;

private Q_SLOTS:
    void initTestCase() {
#if defined(AKSHARA_TEST_HEAP_ALLOCATOR)
        keepFreedMemory();  // as akshara-cli does: host tensors from the heap allocator
        QVERIFY(tensorsReuseFreedMemory());
#endif
        bert_ = fixtureDir("bert-cased").toStdString();
        if (bert_.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
    }

    void aBatchTooLargeForTheMemoryIsRetriedInHalves() {
        // 512 sentences of 128 tokens in one batch need 128 MB for the attention scores
        // alone (4 heads x 128 x 128 floats each), far beyond the 48 MB left. Through the padding
        // mask: attending by length, libtorch 2.1 and later store no scores, and the batch's
        // needs would depend on the libtorch release.
        const auto inputs = windows(bert_, 512, 128);
        ForwardOptions what;
        what.meanPooled = true;
        what.logits = true;
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        options.attentionByLength = false;
        options.batchSize = 64;
        const auto reference = Encoder::load(bert_, options).forward(inputs, what);

        options.batchSize = 512;
        const auto encoder = Encoder::load(bert_, options);
        std::vector<EncoderOutput> outputs;
        {
            const AddressSpaceLimit limit(48u << 20);
            QVERIFY(limit.applied());
            outputs = encoder.forward(inputs, what);
        }
        QVERIFY2(encoder.batchSize() <= 128,
                 ("batch size kept: " + std::to_string(encoder.batchSize())).c_str());
        QVERIFY(encoder.batchSize() >= 1);
        QCOMPARE(outputs.size(), inputs.size());
        double largest = 0;
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            largest =
                std::max(largest, maxDifference(outputs[i].meanPooled, reference[i].meanPooled));
            largest = std::max(largest, maxDifference(outputs[i].logits, reference[i].logits));
        }
        QVERIFY2(largest < 1e-5, std::to_string(largest).c_str());
    }

    void progressFollowsTheBatchesInOrder() {
        const auto inputs = windows(bert_, 37, 20);
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        options.batchSize = 8;
        const auto encoder = Encoder::load(bert_, options);
        std::vector<std::size_t> reported;
        ForwardOptions what;
        what.firstTokenPooled = true;
        what.progress = [&](std::size_t done, std::size_t total) {
            QCOMPARE(total, inputs.size());
            reported.push_back(done);
        };
        ForwardTimings timings;
        what.timings = &timings;
        const auto outputs = encoder.forward(inputs, what);
        QCOMPARE(reported, (std::vector<std::size_t>{8, 16, 24, 32, 37}));
        // Where the host's time went, batch by batch: on the CPU the passes run as they are
        // queued, so queueing holds them.
        QCOMPARE(timings.batches, std::size_t(5));
        QVERIFY(timings.queueing > 0.0);
        QVERIFY(timings.unpacking > 0.0);
        QVERIFY(timings.queueing > timings.unpacking);
        QVERIFY(timings.queueing > timings.waiting);
        // Each input's result is its own, whatever batch it ran in.
        options.batchSize = 1;
        const auto one = Encoder::load(bert_, options);
        ForwardOptions plain;
        plain.firstTokenPooled = true;
        for (std::size_t i : {std::size_t(0), std::size_t(17), std::size_t(36)}) {
            const auto alone = one.forward({inputs[i]}, plain);
            QVERIFY(maxDifference(alone[0].firstTokenPooled, outputs[i].firstTokenPooled) < 1e-5);
        }
    }

    void attentionByLengthMatchesTheMaskedPass_data() {
        QTest::addColumn<QString>("folder");
        QTest::newRow("bert") << "bert-cased";
        QTest::newRow("xlm-r") << "xlmr";
        QTest::newRow("albert") << "albert";
        QTest::newRow("gpt-2, causal") << "gpt2";
    }

    void attentionByLengthMatchesTheMaskedPass() {
        QFETCH(QString, folder);
        const auto dir = fixtureDir(folder.toUtf8().constData()).toStdString();
        // The fixture's texts (25 lengths) twice over, so that batches of 8 of the sorted inputs
        // hold runs of one length beside others, and 12 inputs of one length, which make batches
        // of a single run without padding.
        std::vector<Encoding> inputs;
        for (int copy = 0; copy < 2; ++copy) {
            for (const auto& text : fixtureTexts(dir)) {
                inputs.push_back(text.encoding);
            }
        }
        for (auto& window : windows(dir, 12, 9)) {
            inputs.push_back(window);
        }
        ForwardOptions what;
        what.hiddenStates = true;
        what.meanPooled = true;
        what.firstTokenPooled = true;
        what.lastTokenPooled = true;
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        options.batchSize = 8;
        options.attentionByLength = false;
        const auto maskedEncoder = Encoder::load(dir, options);
        what.logits = !maskedEncoder.info().labels.empty();  // the bare GPT-2 has no head
        const auto masked = maskedEncoder.forward(inputs, what);
        options.attentionByLength = true;
        const auto byLength = Encoder::load(dir, options).forward(inputs, what);
        double largest = 0;
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            QCOMPARE(byLength[i].hiddenStates.shape, masked[i].hiddenStates.shape);
            for (auto member : {&EncoderOutput::hiddenStates, &EncoderOutput::meanPooled,
                                &EncoderOutput::firstTokenPooled, &EncoderOutput::lastTokenPooled,
                                &EncoderOutput::logits}) {
                largest = std::max(largest, maxDifference(byLength[i].*member, masked[i].*member));
            }
        }
        QVERIFY2(largest < 1e-5, std::to_string(largest).c_str());
    }

    // forwardRows() hands over each batch's pooled rows in batchOrder()'s order, every input
    // once, holding what forward() gives that input; the rows outlive the call while held.
    void rowsHoldWhatForwardGivesEachInput_data() {
        QTest::addColumn<QString>("folder");
        QTest::newRow("bert") << "bert-cased";
        QTest::newRow("gpt-2") << "gpt2";
    }

    void rowsHoldWhatForwardGivesEachInput() {
        QFETCH(QString, folder);
        const auto dir = fixtureDir(folder.toUtf8().constData()).toStdString();
        std::vector<Encoding> inputs;
        for (const auto& text : fixtureTexts(dir)) {
            inputs.push_back(text.encoding);
        }
        for (auto& window : windows(dir, 9, 7)) {
            inputs.push_back(window);
        }
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        options.batchSize = 8;
        const auto encoder = Encoder::load(dir, options);
        ForwardOptions what;
        what.meanPooled = true;
        what.firstTokenPooled = true;
        what.lastTokenPooled = true;
        const auto outputs = encoder.forward(inputs, what);
        std::vector<std::size_t> reported;
        what.progress = [&](std::size_t done, std::size_t) { reported.push_back(done); };
        std::vector<PooledRows> kept;
        encoder.forwardRows(inputs, what, [&](const PooledRows& rows) { kept.push_back(rows); });

        const auto& info = encoder.info();
        std::vector<std::size_t> order;
        std::vector<std::size_t> expectedProgress;
        for (const auto& rows : kept) {
            QCOMPARE(rows.states, info.numLayers + 1);
            QCOMPARE(rows.hidden, info.hiddenSize);
            QVERIFY(rows.inputs.size() <= 8);
            order.insert(order.end(), rows.inputs.begin(), rows.inputs.end());
            expectedProgress.push_back(order.size());
            const auto size = static_cast<std::size_t>(rows.states * rows.hidden);
            for (std::size_t r = 0; r < rows.inputs.size(); ++r) {
                const auto& out = outputs[rows.inputs[r]];
                for (const auto& [row, whole] :
                     {std::pair{rows.meanPooled.get(), &out.meanPooled},
                      std::pair{rows.firstTokenPooled.get(), &out.firstTokenPooled},
                      std::pair{rows.lastTokenPooled.get(), &out.lastTokenPooled}}) {
                    QVERIFY(row != nullptr);
                    Array one{whole->shape,
                              std::vector<float>(row + r * size, row + (r + 1) * size)};
                    QVERIFY2(maxDifference(one, *whole) < 1e-6,
                             qPrintable(QString("input %1").arg(rows.inputs[r] + 1)));
                }
            }
        }
        QCOMPARE(order, batchOrder(inputs));
        QCOMPARE(reported, expectedProgress);

        // Rows of outputs not asked for are null; other outputs are refused before any work.
        what = {};
        what.meanPooled = true;
        encoder.forwardRows(inputs, what, [&](const PooledRows& rows) {
            QVERIFY(rows.meanPooled && !rows.firstTokenPooled && !rows.lastTokenPooled);
        });
        what.hiddenStates = true;
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 encoder.forwardRows(inputs, what, [](const PooledRows&) {}));
    }

    // Batches unpacked on a thread of their own while the next ones run (as on CUDA): the same
    // outputs, and the progress in order on the calling thread, where an error also arrives.
    void unpackingAsideGivesTheSameOutputs() {
        const auto inputs = windows(bert_, 37, 20);
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        options.batchSize = 8;
        ForwardOptions what;
        what.hiddenStates = true;
        what.meanPooled = true;
        what.logits = true;
        const auto plain = Encoder::load(bert_, options).forward(inputs, what);
        options.unpackAside = true;
        const auto encoder = Encoder::load(bert_, options);
        std::vector<std::size_t> reported;
        bool elsewhere = false;
        const auto caller = std::this_thread::get_id();
        what.progress = [&](std::size_t done, std::size_t) {
            reported.push_back(done);
            elsewhere = elsewhere || std::this_thread::get_id() != caller;
        };
        ForwardTimings timings;
        what.timings = &timings;
        const auto aside = encoder.forward(inputs, what);
        QCOMPARE(reported, (std::vector<std::size_t>{8, 16, 24, 32, 37}));
        QVERIFY(!elsewhere);
        QCOMPARE(timings.batches, std::size_t(5));
        QCOMPARE(aside.size(), plain.size());
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            QCOMPARE(aside[i].hiddenStates.values, plain[i].hiddenStates.values);
            QCOMPARE(aside[i].meanPooled.values, plain[i].meanPooled.values);
            QCOMPARE(aside[i].logits.values, plain[i].logits.values);
        }
        // Cancelled after the second batch: no later progress, and the error is the caller's.
        reported.clear();
        what.progress = [&](std::size_t done, std::size_t) {
            reported.push_back(done);
            if (done >= 16) {
                throw Cancelled();
            }
        };
        QVERIFY_THROWS_EXCEPTION(Cancelled, encoder.forward(inputs, what));
        QCOMPARE(reported, (std::vector<std::size_t>{8, 16}));
    }

    void aNewBatchSizeTakesEffectOnTheNextCall() {
        const auto inputs = windows(bert_, 37, 20);
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        options.batchSize = 8;
        auto encoder = Encoder::load(bert_, options);
        std::vector<std::size_t> reported;
        ForwardOptions what;
        what.meanPooled = true;
        what.progress = [&](std::size_t done, std::size_t) { reported.push_back(done); };
        const auto before = encoder.forward(inputs, what);
        QCOMPARE(reported, (std::vector<std::size_t>{8, 16, 24, 32, 37}));
        encoder.setBatchSize(16);
        QCOMPARE(encoder.batchSize(), std::size_t(16));
        reported.clear();
        const auto after = encoder.forward(inputs, what);
        QCOMPARE(reported, (std::vector<std::size_t>{16, 32, 37}));
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            QVERIFY(maxDifference(before[i].meanPooled, after[i].meanPooled) < 1e-5);
        }
        encoder.setBatchSize(0);  // the CPU's default
        QCOMPARE(encoder.batchSize(), std::size_t(32));
    }

    // A batch's outputs are copied out on every thread the encoder may use: on CUDA a large
    // extraction waited for this copy (2.6 GB of fresh memory on one thread took 1.4 s, longer
    // than the device's whole work, docs/benchmarks.md).
    void aBatchIsUnpackedOnSeveralThreads() {
        const auto inputs = windows(bert_, 64, 12);
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        options.batchSize = 64;
        options.cpuThreads = 2;
        const auto encoder = Encoder::load(bert_, options);
        ForwardOptions what;
        what.meanPooled = true;
        ForwardTimings timings;
        what.timings = &timings;
        const auto outputs = encoder.forward(inputs, what);
        QCOMPARE(outputs.size(), inputs.size());
        QCOMPARE(timings.batches, std::size_t(1));
        QCOMPARE(timings.unpackThreads, std::size_t(2));
        // The same rows as one at a time.
        options.batchSize = 1;
        const auto one = Encoder::load(bert_, options);
        ForwardOptions plain;
        plain.meanPooled = true;
        for (std::size_t i : {std::size_t(0), std::size_t(40), std::size_t(63)}) {
            const auto alone = one.forward({inputs[i]}, plain);
            QVERIFY(maxDifference(alone[0].meanPooled, outputs[i].meanPooled) < 1e-5);
        }
    }
};

QTEST_GUILESS_MAIN(TestBatching)
#include "tst_batching.moc"
