// The order of the shared libraries a program of the project loads: a library linked before
// libstdc++ that exports its own copy of std::filesystem (PyTorch's libtorch does) must not
// serve the program's calls. Its copy of remove_all() crashed akshara-cli train at the end of
// training, when it removed the checkpoint folder.
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <system_error>

namespace fs = std::filesystem;

class TestLibraryOrder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void removeAllIsTheStandardLibrarys() {
        QTemporaryDir temporary;
        QVERIFY(temporary.isValid());
        const auto dir = fs::path(temporary.path().toStdString()) / "model";
        fs::create_directories(dir / "checkpoint");
        std::ofstream(dir / "checkpoint" / "state.json") << "{}";
        std::ofstream(dir / "checkpoint" / "weights-1.safetensors") << "x";
        std::error_code ec;
        const auto removed = fs::remove_all(dir, ec);
        QVERIFY2(!ec, ec.message().c_str());
        QVERIFY2(!fs::exists(dir), "the folder is still there: another copy of remove_all() ran");
        QCOMPARE(removed, std::uintmax_t{4});
    }
};

QTEST_GUILESS_MAIN(TestLibraryOrder)
#include "tst_library_order.moc"
