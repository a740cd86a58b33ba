// One text column of a dataset file (data/TextColumn), as `perturb --column` reads it: what
// it says of a file that is not what it expected.
#include <QtTest>

#include <string>

#include "TestSupport.h"
#include "common/Error.h"
#include "data/TextColumn.h"

using namespace akshara;
using namespace akshara::data;

namespace {

// The message readTextColumn throws for the file `bytes`, or "no error".
std::string errorOf(const QByteArray& bytes, const std::string& column, DatasetFormat format) {
    const QString path = test::tempPath("column.data");
    if (!test::writeBytes(path, bytes)) {
        return "cannot write the file";
    }
    try {
        readTextColumn(path.toStdString(), column, format);
    } catch (const InputError& e) {
        return e.message();
    }
    return "no error";
}

}  // namespace

class TestTextColumn : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsTheColumn() {
        const QString path = test::tempPath("ok.csv");
        QVERIFY(test::writeBytes(path, "id,text\n1,\"यह, वह\"\n2,żółw\n"));
        const auto records = readTextColumn(path.toStdString(), "text", DatasetFormat::Csv);
        QCOMPARE(records.size(), std::size_t(2));
        QCOMPARE(records[0].text, std::string("यह, वह"));
        QCOMPARE(records[1].line, std::size_t(3));
    }

    // A column the file lacks names a few of the header's columns, printable: the header of a
    // file of carriage-return line ends is the whole file, and its CRs made the terminal
    // write the message over itself (3 MB of it for 100,000 rows).
    void aMissingColumnNamesAFewColumnsPrintably() {
        QByteArray wide("id,text");
        for (int i = 0; i < 100; ++i) {
            wide += ",c" + QByteArray::number(i);
        }
        const std::string message = errorOf(wide + "\n", "txt", DatasetFormat::Csv);
        QVERIFY2(message.rfind("no column 'txt' (the header has: id, text, c0,", 0) == 0,
                 message.c_str());
        QVERIFY2(message.find("and 90 more)") != std::string::npos, message.c_str());
        QVERIFY(message.size() < 200);
        const std::string escaped = errorOf("id\ttext\rnext\n1\ta\n", "body", DatasetFormat::Tsv);
        QVERIFY2(escaped.find('\r') == std::string::npos, escaped.c_str());
        QVERIFY2(escaped.find("text\\rnext") != std::string::npos, escaped.c_str());
    }

    // UTF-16 and classic Mac line ends are refused saying why, not as a missing column.
    void textThatIsNotUtf8LinesIsRefused() {
        const QString text = QStringLiteral("id\ttext\n1\tयह\n");
        const QByteArray utf16(reinterpret_cast<const char*>(text.utf16()), text.size() * 2);
        QVERIFY(
            QString::fromStdString(errorOf(utf16, "text", DatasetFormat::Tsv)).contains("UTF-16"));
        QVERIFY(QString::fromStdString(
                    errorOf("id,text\r1,some text\r2,more\r", "text", DatasetFormat::Csv))
                    .contains("carriage return alone"));
    }
};

QTEST_GUILESS_MAIN(TestTextColumn)
#include "tst_text_column.moc"
