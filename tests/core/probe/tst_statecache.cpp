#include <QDir>
#include <QFile>
#include <QTest>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <thread>

#include <hdf5.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include "DeterministicEncoder.h"
#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "common/Fingerprint.h"
#include "probe/StateCache.h"

using namespace akshara;
using namespace akshara::probe;

namespace {

struct CountingEncoder {
    std::size_t calls = 0;
    std::size_t sentences = 0;
    BatchStates operator()(const std::vector<std::string>& batch) {
        ++calls;
        sentences += batch.size();
        return test::deterministicStates(batch, 4, 8);
    }
};

class Counter : public jobs::ProgressSink {
public:
    std::vector<std::string> stages;
    void report(const std::string& stage, std::size_t, std::size_t) override {
        if (stages.empty() || stages.back() != stage)
            stages.push_back(stage);
    }
};

ExtractionOptions smallShards() {
    ExtractionOptions o;
    o.shardSize = 20;
    o.batchSize = 7;
    return o;
}

std::string shardPath(const QString& dir, const CacheKey& key, std::size_t shard) {
    return (std::filesystem::path(dir.toStdString()) / key.folderName() / shardFileName(shard))
        .string();
}

// Signs a shard edited through HDF5 again, as the cache writes it (docs/formats.md): the
// checks behind the user block's checksum are reached only so, as a crafted file reaches them.
void signAgain(const std::string& path) {
    std::string bytes = readFile(path);
    char digits[24];
    std::snprintf(digits, sizeof digits, "%016llx\n",
                  static_cast<unsigned long long>(fnv1a(bytes.data() + 512, bytes.size() - 512)));
    std::string block = std::string("Akshara Workbench hidden states\n") + digits;
    block.resize(512, '\0');
    bytes.replace(0, 512, block);
    writeFileAtomically(path, bytes);
}

}  // namespace

class TestStateCache : public QObject {
    Q_OBJECT

    std::vector<std::string> sentences_ = test::numberedSentences(50);
    CacheKey key_{"xlmr-test", datasetFingerprint(sentences_), "clean", "mean"};

private Q_SLOTS:
    void statesAreLaidOutByLayerSentenceUnit() {
        CountingEncoder enc;
        const auto r = extractStates(test::tempPath("layout").toStdString(), key_, sentences_,
                                     std::ref(enc), smallShards());
        QCOMPARE(r.states.layers, std::size_t(4));
        QCOMPARE(r.states.sentences, std::size_t(50));
        QCOMPARE(r.states.hidden, std::size_t(8));
        const auto one = test::deterministicStates({sentences_[37]}, 4, 8);
        for (std::size_t l = 0; l < 4; ++l)
            for (std::size_t u = 0; u < 8; ++u)
                QCOMPARE(r.states.at(l, 37, u), one.values[l * 8 + u]);
        QCOMPARE(enc.sentences, std::size_t(50));
        // Batches never cross a shard: 3 batches for each of two full shards, 2 for the last.
        QCOMPARE(enc.calls, std::size_t(8));
    }

    void secondRunReadsTheCacheAndSaysSo() {
        const QString dir = test::tempPath("again");
        CountingEncoder first;
        const auto a =
            extractStates(dir.toStdString(), key_, sentences_, std::ref(first), smallShards());
        QVERIFY(!a.fromCache());
        QCOMPARE(a.shardsComputed, std::size_t(3));
        CountingEncoder second;
        Counter progress;
        jobs::JobContext context{&progress, nullptr};
        const auto b = extractStates(dir.toStdString(), key_, sentences_, std::ref(second),
                                     smallShards(), context);
        QVERIFY(b.fromCache());
        QCOMPARE(b.shardsReused, std::size_t(3));
        QCOMPARE(second.calls, std::size_t(0));
        QCOMPARE(progress.stages, std::vector<std::string>{"reading cached states"});
        QCOMPARE(b.states.values, a.states.values);
    }

    void everyKeyFieldSeparatesEntries() {
        const QString dir = test::tempPath("keys");
        CountingEncoder enc;
        extractStates(dir.toStdString(), key_, sentences_, std::ref(enc), smallShards());
        for (int field = 0; field < 5; ++field) {
            CacheKey other = key_;
            (field == 0   ? other.model
             : field == 1 ? other.dataset
             : field == 2 ? other.perturbation
             : field == 3 ? other.pooling
                          : other.dtype) += "x";
            QVERIFY(other.folderName() != key_.folderName());
            CountingEncoder again;
            const auto r =
                extractStates(dir.toStdString(), other, sentences_, std::ref(again), smallShards());
            QVERIFY(!r.fromCache());
        }
        QVERIFY(datasetFingerprint({"ab", "c"}) != datasetFingerprint({"a", "bc"}));
    }

    // Two runs sharing a cache that reach the same states at once take turns: the second waits
    // for the first, then reads its shards, rather than both writing the same files (one of
    // them failed on the other's temporary file).
    void runsOnTheSameStatesTakeTurns() {
        const std::string dir = test::tempPath("turns").toStdString();
        std::filesystem::remove_all(dir);
        std::atomic<bool> entered{false}, release{false};
        CountingEncoder firstCount;
        const auto first = [&](const std::vector<std::string>& batch) {
            entered = true;
            while (!release) {
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            }
            return firstCount(batch);
        };
        std::thread a([&] { extractStates(dir, key_, sentences_, first, smallShards()); });
        while (!entered) {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        CountingEncoder second;
        Counter progress;
        ExtractionResult b;
        std::thread t([&] {
            jobs::JobContext context;
            context.progress = &progress;
            b = extractStates(dir, key_, sentences_, std::ref(second), smallShards(), context);
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        release = true;
        a.join();
        t.join();
        QVERIFY(firstCount.sentences == sentences_.size());
        QCOMPARE(second.calls, std::size_t(0));
        QVERIFY(b.fromCache());
        QCOMPARE(progress.stages.front(),
                 std::string("waiting for another run extracting the same states"));
    }

    void damagedShardsAreRebuilt_data() {
        QTest::addColumn<int>("damage");
        QTest::newRow("not HDF5") << 0;
        QTest::newRow("truncated") << 1;
        QTest::newRow("flipped data byte") << 2;
        QTest::newRow("foreign key") << 3;
        QTest::newRow("empty") << 4;
    }

    void damagedShardsAreRebuilt() {
        QFETCH(int, damage);
        const QString dir = test::tempPath(QString("damage-%1").arg(damage));
        CountingEncoder enc;
        const auto clean =
            extractStates(dir.toStdString(), key_, sentences_, std::ref(enc), smallShards());
        const std::string victim = shardPath(dir, key_, 1);
        QFile f(QString::fromStdString(victim));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray bytes = f.readAll();
        f.close();
        const QByteArray original = bytes;
        if (damage == 0) {
            bytes = "label\tsentence\n0\tनमस्कार\n";
        } else if (damage == 1) {
            bytes.truncate(bytes.size() / 2);
        } else if (damage == 2) {
            bytes[bytes.size() - 5] = static_cast<char>(bytes[bytes.size() - 5] ^ 0x10);
        } else if (damage == 3) {
            // A valid shard of another model in this place.
            const QString otherDir = test::tempPath(QString("foreign-%1").arg(damage));
            CacheKey other = key_;
            other.model = "mbert-test";
            CountingEncoder e;
            extractStates(otherDir.toStdString(), other, sentences_, std::ref(e), smallShards());
            QFile g(QString::fromStdString(shardPath(otherDir, other, 1)));
            QVERIFY(g.open(QIODevice::ReadOnly));
            bytes = g.readAll();
        } else {
            bytes.clear();
        }
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
        f.close();

        CountingEncoder again;
        const auto r =
            extractStates(dir.toStdString(), key_, sentences_, std::ref(again), smallShards());
        QCOMPARE(r.shardsReused, std::size_t(2));
        QCOMPARE(r.shardsComputed, std::size_t(1));
        QCOMPARE(r.shardsRebuilt, std::size_t(1));
        QCOMPARE(again.sentences, std::size_t(20));
        QCOMPARE(r.states.values, clean.states.values);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), original);
    }

    // A shard damaged at any byte (each in turn here, one bit flipped) is rebuilt with the
    // right states: one flip inside HDF5's own structures crashed HDF5 as it opened the file.
    void aShardDamagedAtAnyByteIsRebuilt() {
        const QString dir = test::tempPath("any-byte");
        const std::vector<std::string> sentences(sentences_.begin(), sentences_.begin() + 20);
        CacheKey key = key_;
        key.dataset = datasetFingerprint(sentences);
        CountingEncoder enc;
        const auto clean =
            extractStates(dir.toStdString(), key, sentences, std::ref(enc), smallShards());
        const std::string shard = shardPath(dir, key, 0);
        const std::string original = readFile(shard);
        for (std::size_t i = 0; i < original.size(); ++i) {
            std::string damaged = original;
            damaged[i] = static_cast<char>(damaged[i] ^ 0x01);
            writeFileAtomically(shard, damaged);
            CountingEncoder again;
            const auto r =
                extractStates(dir.toStdString(), key, sentences, std::ref(again), smallShards());
            if (r.shardsRebuilt != 1 || r.states.values != clean.states.values) {
                QFAIL(qPrintable(QString("a flip at byte %1 was not caught").arg(i)));
            }
        }
        QCOMPARE(readFile(shard), original);
    }

    // A shard of the cache's older format, without the user block, is computed again and said
    // to be older, not damaged: each cache made before read as that many damaged files.
    void anOlderShardIsNotDamage() {
        const QString dir = test::tempPath("older");
        CountingEncoder enc;
        const auto clean =
            extractStates(dir.toStdString(), key_, sentences_, std::ref(enc), smallShards());
        const std::string shard = shardPath(dir, key_, 0);
        writeFileAtomically(shard, readFile(shard).substr(512));  // HDF5's signature first
        CountingEncoder again;
        const auto r =
            extractStates(dir.toStdString(), key_, sentences_, std::ref(again), smallShards());
        QCOMPARE(r.shardsComputed, std::size_t(1));
        QCOMPARE(r.shardsOlder, std::size_t(1));
        QCOMPARE(r.shardsRebuilt, std::size_t(0));
        QCOMPARE(r.states.values, clean.states.values);
    }

    // A shard whose attributes declare far more values than the file holds (4,000 layers of
    // a million values, its states gone) is rebuilt: the first shard's shape was taken from
    // them, and gigabytes asked for before anything was checked.
    void aShardDeclaringMoreThanItHoldsIsRebuilt() {
        const QString dir = test::tempPath("declares-more");
        CountingEncoder enc;
        const auto clean =
            extractStates(dir.toStdString(), key_, sentences_, std::ref(enc), smallShards());
        const std::string victim = shardPath(dir, key_, 0);
        signAgain(victim);  // signed as the cache signs it: read as it was
        CountingEncoder unchanged;
        QVERIFY(
            extractStates(dir.toStdString(), key_, sentences_, std::ref(unchanged), smallShards())
                .fromCache());
        {
            const hid_t file = H5Fopen(victim.c_str(), H5F_ACC_RDWR, H5P_DEFAULT);
            QVERIFY(file >= 0);
            for (const auto& [name, value] : {std::pair{"layers", std::uint64_t(4000)},
                                              std::pair{"hidden", std::uint64_t(1) << 19}}) {
                const hid_t attr = H5Aopen(file, name, H5P_DEFAULT);
                QVERIFY(attr >= 0 && H5Awrite(attr, H5T_NATIVE_UINT64, &value) >= 0);
                H5Aclose(attr);
            }
            QVERIFY(H5Ldelete(file, "states", H5P_DEFAULT) >= 0);
            QVERIFY(H5Fclose(file) >= 0);
            signAgain(victim);
        }
        CountingEncoder again;
        const auto r =
            extractStates(dir.toStdString(), key_, sentences_, std::ref(again), smallShards());
        QCOMPARE(r.shardsRebuilt, std::size_t(1));
        QCOMPARE(r.shardsReused, std::size_t(2));
        QCOMPARE(r.states.values, clean.states.values);
    }

    // A shard whose attributes are arrays (4,096 numbers where the layers go, a thousand
    // strings for the model) is rebuilt: they were read into room for one, past its end.
    void aShardWithArraysForAttributesIsRebuilt() {
        const QString dir = test::tempPath("array-attributes");
        CountingEncoder enc;
        const auto clean =
            extractStates(dir.toStdString(), key_, sentences_, std::ref(enc), smallShards());
        for (const std::size_t shard : {std::size_t(0), std::size_t(1)}) {
            const std::string victim = shardPath(dir, key_, shard);
            const hid_t file = H5Fopen(victim.c_str(), H5F_ACC_RDWR, H5P_DEFAULT);
            QVERIFY(file >= 0);
            const char* name = shard == 0 ? "layers" : "model";
            const hid_t old = H5Aopen(file, name, H5P_DEFAULT);
            const hid_t type = H5Aget_type(old);
            H5Aclose(old);
            QVERIFY(type >= 0 && H5Adelete(file, name) >= 0);
            const hsize_t count = shard == 0 ? 4096 : 1000;
            const hid_t space = H5Screate_simple(1, &count, nullptr);
            const hid_t attr = H5Acreate2(file, name, type, space, H5P_DEFAULT, H5P_DEFAULT);
            std::vector<char> values(count * H5Tget_size(type), 'x');
            QVERIFY(attr >= 0 && H5Awrite(attr, type, values.data()) >= 0);
            H5Aclose(attr);
            H5Sclose(space);
            H5Tclose(type);
            QVERIFY(H5Fclose(file) >= 0);
            signAgain(victim);
        }
        CountingEncoder again;
        const auto r =
            extractStates(dir.toStdString(), key_, sentences_, std::ref(again), smallShards());
        QCOMPARE(r.shardsRebuilt, std::size_t(2));
        QCOMPARE(r.states.values, clean.states.values);
    }

    // A named pipe where a shard goes is replaced: the shard was written into it, as an
    // output file is where it stands, and the run waited for a reader for ever.
    void aPipeWhereAShardGoesIsReplaced() {
        const QString dir = test::tempPath("pipe-shard");
        CountingEncoder enc;
        const auto clean =
            extractStates(dir.toStdString(), key_, sentences_, std::ref(enc), smallShards());
        const std::string victim = shardPath(dir, key_, 1);
        QVERIFY(std::filesystem::remove(victim));
        QCOMPARE(::mkfifo(victim.c_str(), 0600), 0);
        CountingEncoder again;
        const auto r =
            extractStates(dir.toStdString(), key_, sentences_, std::ref(again), smallShards());
        QCOMPARE(r.shardsComputed, std::size_t(1));
        QCOMPARE(r.states.values, clean.states.values);
        QVERIFY(std::filesystem::is_regular_file(victim));
    }

    void leftoverTemporaryFilesAreRemoved() {
        const QString dir = test::tempPath("leftover");
        CountingEncoder enc;
        extractStates(dir.toStdString(), key_, sentences_, std::ref(enc), smallShards());
        const std::string tmp = shardPath(dir, key_, 2) + ".tmp";
        QFile t(QString::fromStdString(tmp));
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write("half a shard");
        t.close();
        CountingEncoder again;
        QVERIFY(extractStates(dir.toStdString(), key_, sentences_, std::ref(again), smallShards())
                    .fromCache());
        QVERIFY(!QFile::exists(QString::fromStdString(tmp)));
    }

    // A shard that cannot be written (here a folder stands where it goes) stops the run with
    // the file named, and leaves no temporary file behind on the user's disk.
    void aFailedWriteLeavesNoTemporaryFile() {
        const QString dir = test::tempPath("unwritable");
        const std::string shard = shardPath(dir, key_, 1);
        QVERIFY(QDir().mkpath(QString::fromStdString(shard)));
        CountingEncoder enc;
        try {
            extractStates(dir.toStdString(), key_, sentences_, std::ref(enc), smallShards());
            QFAIL("a shard was written where a folder stands");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(QString::fromStdString(shard)), e.what());
        }
        QVERIFY(!QFile::exists(QString::fromStdString(shard + ".tmp")));
        QVERIFY(QFile::exists(QString::fromStdString(shardPath(dir, key_, 0))));
    }

    // A shard the disk refuses (here: past the largest file the process may write, as a full
    // disk refuses it) names the shard and the system's reason, not a temporary file without
    // one; nothing half-written is left.
    void aRefusedWriteSaysWhy() {
        const QString dir = test::tempPath("too-large");
        const auto wide = [](const std::vector<std::string>& batch) {
            return test::deterministicStates(batch, 4, 1024);  // 320 KiB a shard
        };
        struct rlimit before {};
        QCOMPARE(::getrlimit(RLIMIT_FSIZE, &before), 0);
        struct rlimit limit = before;
        limit.rlim_cur = 64 * 1024;
        const auto signal = std::signal(SIGXFSZ, SIG_IGN);  // a write past it fails with EFBIG
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &limit), 0);
        std::string message;
        try {
            extractStates(dir.toStdString(), key_, sentences_, wide, smallShards());
        } catch (const InputError& e) {
            message = e.what();
        }
        ::setrlimit(RLIMIT_FSIZE, &before);
        std::signal(SIGXFSZ, signal);
        const std::string shard = shardPath(dir, key_, 0);
        QCOMPARE(
            QString::fromStdString(message),
            QString::fromStdString(shard + ": cannot write the file: " + std::strerror(EFBIG)));
        QVERIFY(!QFile::exists(QString::fromStdString(shard)));
        QVERIFY(!QFile::exists(QString::fromStdString(shard + ".tmp")));
    }

    void cancellationStopsAndKeepsFinishedShards() {
        const QString dir = test::tempPath("cancel");
        jobs::CancelToken token;
        jobs::JobContext context{nullptr, &token};
        std::size_t calls = 0;
        auto encode = [&](const std::vector<std::string>& batch) {
            if (++calls == 4)
                token.cancel();  // during the second shard
            return test::deterministicStates(batch, 4, 8);
        };
        QVERIFY_THROWS_EXCEPTION(Cancelled, extractStates(dir.toStdString(), key_, sentences_,
                                                          encode, smallShards(), context));
        CountingEncoder again;
        const auto r =
            extractStates(dir.toStdString(), key_, sentences_, std::ref(again), smallShards());
        QCOMPARE(r.shardsReused, std::size_t(1));
        QCOMPARE(r.shardsComputed, std::size_t(2));
    }

    void encoderOfTheWrongShapeIsAModelError() {
        auto bad = [](const std::vector<std::string>& batch) {
            BatchStates s = test::deterministicStates(batch, 4, 8);
            s.values.pop_back();
            return s;
        };
        QVERIFY_THROWS_EXCEPTION(ModelError, extractStates(test::tempPath("bad").toStdString(),
                                                           key_, sentences_, bad, smallShards()));
    }
};

QTEST_GUILESS_MAIN(TestStateCache)
#include "tst_statecache.moc"
