#include <QtTest>

#include <QDir>

#include <nlohmann/json.hpp>

#include "TestSupport.h"
#include "common/Error.h"
#include "jobs/FinishedRun.h"
#include "jobs/RunFolder.h"
#include "jobs/SettingChanges.h"

#include <filesystem>
#include <fstream>
#include <memory>

using namespace akshara;
using namespace akshara::jobs;

class TestRunFolder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void createsNamedFolders() {
        const std::string parent = test::tempPath("runs").toStdString();
        const RunFolder a = RunFolder::create(parent, "attack");
        const RunFolder b = RunFolder::create(parent, "attack");
        QVERIFY(a.path() != b.path());
        QVERIFY(QString::fromStdString(a.path()).contains("/attack-20"));
        QVERIFY(QDir(QString::fromStdString(b.path())).exists());
        a.writeManifest(R"({"seed": 1})");
        QCOMPARE(a.readManifest(), std::string("{\"seed\": 1}\n"));
        QCOMPARE(b.readManifest(), std::string());
    }

    void resumesAfterATornLine() {
        const std::string parent = test::tempPath("resume").toStdString();
        std::string path;
        {
            RunFolder run = RunFolder::create(parent, "probe");
            path = run.path();
            run.appendResult(R"({"i": 0})");
            run.appendResult(R"({"i": 1})");
        }
        // A crash in the middle of writing the third record.
        QFile file(QString::fromStdString(path + "/results.jsonl"));
        QVERIFY(file.open(QIODevice::Append));
        file.write("{\"i\": 2, \"par");
        file.close();

        RunFolder reopened = RunFolder::open(path);
        QCOMPARE(reopened.readResults().size(), std::size_t(2));
        reopened.appendResult(R"({"i": 2})");
        const auto records = reopened.readResults();
        QCOMPARE(records.size(), std::size_t(3));
        QCOMPARE(records[2], std::string(R"({"i": 2})"));
        QVERIFY_THROWS_EXCEPTION(InputError, RunFolder::open(parent + "/no-such-run"));
    }

    // Records longer than the blocks the end of the file is searched in for the last newline
    // (64 KiB): a torn one is cut whole, the complete ones before it stay. Read one at a time,
    // with their numbers.
    void aLongTornRecordIsCutWhole() {
        const std::string parent = test::tempPath("resume-long").toStdString();
        const std::string long1 = "{\"text\": \"" + std::string(150000, 'a') + "\"}";
        const std::string long2 = "{\"text\": \"" + std::string(70000, 'b') + "\"}";
        std::string path;
        {
            RunFolder run = RunFolder::create(parent, "attack");
            path = run.path();
            run.appendResult(long1);
            run.appendResult(R"({"i": 1})");
        }
        QFile file(QString::fromStdString(path + "/results.jsonl"));
        QVERIFY(file.open(QIODevice::Append));
        file.write(QByteArray::fromStdString(long2.substr(0, 69000)));  // torn
        file.close();

        RunFolder reopened = RunFolder::open(path);
        QCOMPARE(reopened.resultCount(), std::size_t(2));
        reopened.appendResult(long2);
        std::vector<std::pair<std::size_t, std::size_t>> seen;  // number, length
        const std::size_t count =
            reopened.forEachResult([&seen](const std::string& record, std::size_t number) {
                seen.emplace_back(number, record.size());
            });
        QCOMPARE(count, std::size_t(3));
        QCOMPARE(seen, (std::vector<std::pair<std::size_t, std::size_t>>{
                           {0, long1.size()}, {1, 8}, {2, long2.size()}}));
        QCOMPARE(std::filesystem::file_size(path + "/results.jsonl"),
                 std::uintmax_t(long1.size() + 9 + long2.size() + 2));

        // Nothing but a torn record longer than a block: nothing stays of it.
        const std::string only = test::tempPath("resume-long-only").toStdString();
        {
            RunFolder run = RunFolder::create(only, "attack");
            path = run.path();
        }
        QVERIFY(test::writeBytes(QString::fromStdString(path + "/results.jsonl"),
                                 QByteArray::fromStdString(long1.substr(0, 140000))));
        RunFolder torn = RunFolder::open(path);
        QCOMPARE(torn.resultCount(), std::size_t(0));
        torn.appendResult(R"({"i": 0})");
        QCOMPARE(torn.readResults(), std::vector<std::string>{R"({"i": 0})"});
    }

    // A folder given to a run as its output is made with the folders above it; discarded,
    // it is removed with them.
    void discardingANewFolderRemovesWhatOpeningMade() {
        const std::filesystem::path root = test::tempPath("discard-new").toStdString();
        std::filesystem::remove_all(root);
        std::filesystem::create_directories(root);
        auto run = RunFolder::openForWriting((root / "runs" / "hi").string());
        QVERIFY(std::filesystem::is_directory(root / "runs" / "hi"));
        run.writeManifest(R"({"kind": "probe"})");
        run.mayMake("cache");
        std::filesystem::create_directories(root / "runs" / "hi" / "cache");
        run.appendResult(R"({"i": 0})");
        run.discardChanges();
        QVERIFY(std::filesystem::exists(root));
        QVERIFY(!std::filesystem::exists(root / "runs"));
    }

    // A run that fails with only a torn first record (the disk filled up within it) has no
    // result: its new folder is removed, as for a run that wrote none.
    void aTornFirstRecordIsNoResult() {
        const std::filesystem::path root = test::tempPath("torn-first").toStdString();
        std::filesystem::remove_all(root);
        std::filesystem::create_directories(root);
        auto run = RunFolder::openForWriting((root / "run").string());
        run.writeManifest(R"({"kind": "attack"})");
        QVERIFY_THROWS_EXCEPTION(InputError, run.writeResults([&] {
            std::ofstream torn(root / "run" / "results.jsonl", std::ios::binary);
            torn << "{\"index\":0,\"success\":fal";
            torn.close();
            QVERIFY(!run.hasResults());
            throw InputError("cannot write results (disk full?)");
        }));
        QVERIFY(!std::filesystem::exists(root / "run"));
    }

    // A kill while the first manifest.json was written leaves its temporary file
    // (manifest.json.<pid>-<n>.partial): the same command takes the folder over, as its own,
    // instead of refusing it for good.
    void aManifestCutShortLeavesTheFolderToItsRun() {
        const std::filesystem::path dir = test::tempPath("partial-manifest").toStdString();
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        std::ofstream(dir / "manifest.json.4242-0.partial") << "{\"kind\": \"att";
        requireNewOrOwnFolder(dir.string(), "attack", {"manifest.json", "results.jsonl"},
                              "an experiment run's");
        std::ofstream(dir / "notes.txt") << "mine";
        std::filesystem::remove(dir / "manifest.json.4242-0.partial");
        QVERIFY_THROWS_EXCEPTION(
            InputError,
            requireNewOrOwnFolder(dir.string(), "attack", {"manifest.json", "results.jsonl"},
                                  "an experiment run's"));
    }

    // Two runs never write into one folder at once: the second is refused while the first
    // holds it, naming the folder, and writes nothing; once the first is done, it may.
    void aFolderBeingWrittenIsRefused() {
        const std::filesystem::path dir = test::tempPath("locked-run").toStdString();
        std::filesystem::remove_all(dir);
        {
            auto first = RunFolder::openForWriting(dir.string());
            first.appendResult(R"({"index": 0})");
            try {
                RunFolder::openForWriting(dir.string());
                QFAIL("a folder being written was opened for writing again");
            } catch (const InputError& e) {
                const std::string message = e.what();
                QVERIFY2(message.find(dir.string()) != std::string::npos, e.what());
                QVERIFY2(
                    message.find("another run is writing into this folder") != std::string::npos,
                    e.what());
            }
            // Moved, it still holds the folder.
            RunFolder moved = std::move(first);
            QVERIFY_THROWS_EXCEPTION(InputError, RunFolder::openForWriting(dir.string()));
            QCOMPARE(moved.readResults().size(), std::size_t(1));
        }
        auto second = RunFolder::openForWriting(dir.string());
        QCOMPARE(second.readResults().size(), std::size_t(1));
    }

    // A folder that was there keeps what it held: the earlier manifest comes back, and of the
    // files a run writes and the folders it names, only those it made are removed.
    void discardingAnExistingFolderPutsItBack() {
        const std::filesystem::path dir = test::tempPath("discard-existing").toStdString();
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir / "cache");
        RunFolder::open(dir.string()).writeManifest(R"({"seed": 1})");
        auto held = std::make_unique<RunFolder>(RunFolder::openForWriting(dir.string()));
        RunFolder& run = *held;
        run.mayMake("cache");
        run.mayMake("perturbed");
        run.writeManifest(R"({"seed": 2})");
        run.writeSummary("{}");
        std::filesystem::create_directories(dir / "perturbed" / "key");
        run.appendResult(R"({"i": 0})");
        QVERIFY(run.hasResults());
        run.discardChanges();
        QCOMPARE(RunFolder::open(dir.string()).readManifest(), std::string("{\"seed\": 1}\n"));
        QVERIFY(std::filesystem::is_directory(dir / "cache"));
        QVERIFY(!std::filesystem::exists(dir / "perturbed"));
        QVERIFY(!std::filesystem::exists(dir / "summary.json"));
        QVERIFY(!std::filesystem::exists(dir / "results.jsonl"));
        QVERIFY(!RunFolder::open(dir.string()).hasResults());

        // Without a manifest before, none after.
        held.reset();
        std::filesystem::remove(dir / "manifest.json");
        auto again = RunFolder::openForWriting(dir.string());
        again.writeManifest(R"({"seed": 3})");
        again.discardChanges();
        QVERIFY(!std::filesystem::exists(dir / "manifest.json"));
        QVERIFY(std::filesystem::is_directory(dir / "cache"));
    }

    void aFileIsNotAnOutputFolder() {
        const std::filesystem::path dir = test::tempPath("output-file").toStdString();
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        QFile file(QString::fromStdString((dir / "notes.txt").string()));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 RunFolder::openForWriting((dir / "notes.txt").string()));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 RunFolder::openForWriting((dir / "notes.txt" / "run").string()));
        QVERIFY(std::filesystem::is_regular_file(dir / "notes.txt"));
    }

    // A link at the output path, to a folder not there (a disk not mounted) or to itself: the
    // run is refused, and the failed creation takes nothing away, the user's link least of all.
    void aLinkToNothingIsLeftAsItWas() {
        namespace fs = std::filesystem;
        const fs::path dir = test::tempPath("output-link").toStdString();
        fs::remove_all(dir);
        fs::create_directories(dir);
        fs::create_symlink(dir / "unmounted" / "runs", dir / "dangling");
        fs::create_symlink(dir / "loop", dir / "loop");
        for (const fs::path& out :
             {dir / "dangling", dir / "dangling" / "run", dir / "loop", dir / "loop" / "run"}) {
            QVERIFY_THROWS_EXCEPTION(InputError, RunFolder::openForWriting(out.string()));
        }
        QVERIFY(fs::is_symlink(dir / "dangling"));
        QVERIFY(fs::is_symlink(dir / "loop"));
        QVERIFY(!fs::exists(dir / "unmounted"));
    }

    // Settings are compared field by field inside objects, in both directions, and the ones
    // the caller ignores are left out.
    void settingChangesNameEachDifference() {
        const std::string before =
            R"({"model": "/a/model", "options": {"seed": 1, "category": "vowel", "dtype": "float32"}})";
        const std::string now =
            R"({"model": "/b/model", "options": {"seed": 2, "dtype": "float32", "language": "hi"}})";
        const auto changes =
            settingChanges(before, now, [](const std::string& name) { return name == "model"; });
        QCOMPARE(changes.size(), std::size_t(3));
        QCOMPARE(changes[0].name, std::string("options.seed"));
        QCOMPARE(changes[0].before, std::string("1"));
        QCOMPARE(changes[0].now, std::string("2"));
        QCOMPARE(changes[1].name, std::string("options.language"));
        QVERIFY(changes[1].before.empty());
        QCOMPARE(changes[2].name, std::string("options.category"));
        QVERIFY(changes[2].now.empty());
        QCOMPARE(describeChanges(changes),
                 std::string("options.seed: 1, now 2; options.language: not set, now \"hi\"; "
                             "options.category: \"vowel\", now not set"));
        QVERIFY(settingChanges(before, before).empty());
        QCOMPARE(settingChanges(before, now).front().name, std::string("model"));
        QVERIFY_THROWS_EXCEPTION(InputError, settingChanges("[1, 2]", now));
        QVERIFY_THROWS_EXCEPTION(InputError, settingChanges(before, "{\"seed\":"));
    }

    // A record a run would write holding a name in an older encoding is refused, the message
    // showing the name and the field; UTF-8 names of every script pass.
    void aNameThatIsNotUtf8IsNotRecorded() {
        nlohmann::json record = {{"data", "/dane/zażółć/हिन्दी.tsv"},
                                 {"command", {"attack", "--out", "/runs/বাংলা"}},
                                 {"options", {{"seed", 1}}}};
        requireRecordable(record);
        record["command"][2] = "/runs/dane-\xb1";
        try {
            requireRecordable(record);
            QFAIL("a name in ISO 8859-2 was taken");
        } catch (const InputError& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("/runs/dane-\\xb1 is not valid UTF-8 (byte 12), and a run "
                                 "records it as text (its command[2]): rename the file or folder "
                                 "it names (convmv converts names from an older encoding)"));
        }
        QVERIFY_THROWS_EXCEPTION(InputError, requireRecordable(nlohmann::json("a\xff"), "root"));
        nlohmann::json keyed = nlohmann::json::object();
        keyed["tables"] = {{"deva-\xb1", "x.tsv"}};
        QVERIFY_THROWS_EXCEPTION(InputError, requireRecordable(keyed));
    }

    // A run or model is named by its folder, also where it was given as "." or "..": reports
    // would otherwise show "." and take two such folders for one.
    void aFolderIsNamedAlsoWhenGivenAsDot() {
        QCOMPARE(folderName("models/muril/"), std::string("muril"));
        QCOMPARE(folderName("models/muril/."), std::string("muril"));
        const auto here = std::filesystem::current_path();
        QCOMPARE(folderName("."), here.filename().string());
        QCOMPARE(folderName("./"), here.filename().string());
        QCOMPARE(folderName(".."), here.parent_path().filename().string());
    }
};

QTEST_APPLESS_MAIN(TestRunFolder)
#include "tst_runfolder.moc"
