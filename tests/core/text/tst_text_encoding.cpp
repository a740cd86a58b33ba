// What text/TextEncoding says of a file that is not UTF-8 text with LF or CRLF line ends, and
// what it leaves alone.
#include <QtTest>

#include <string>

#include "TestSupport.h"
#include "text/TextEncoding.h"

using namespace akshara::text;

namespace {

bool saysUtf16(const std::string& problem) {
    return problem.find("UTF-16") != std::string::npos;
}

}  // namespace

class TestTextEncoding : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void utf16IsToldInEveryByteOrder() {
        for (const bool bigEndian : {false, true}) {
            for (const bool mark : {false, true}) {
                for (const std::u16string& text :
                     {std::u16string(u"text\tlabel\nठीक\tpos\n"), std::u16string(u"यह\nवह\n")}) {
                    QVERIFY(saysUtf16(
                        encodingProblem(akshara::test::utf16Bytes(text, bigEndian, mark))));
                }
            }
        }
    }

    // UTF-8 with CRLF, a byte order mark, or a stray NUL is not called UTF-16: a NUL ending an
    // even-length first line ("hello\0") is no UTF-16BE line feed.
    void utf8IsLeftAlone() {
        QCOMPARE(encodingProblem("id\ttext\r\n1\tयह\r\n"), std::string());
        QCOMPARE(encodingProblem("\xEF\xBB\xBFid,text\n1,żółw\n"), std::string());
        QCOMPARE(encodingProblem(std::string("hello\0\nworld\n", 13)), std::string());
        QCOMPARE(firstLineEncodingProblem(std::string("hello\0", 6), false), std::string());
        QVERIFY(!nulByteProblem(std::string("hello\0", 6)).empty());
        QCOMPARE(nulByteProblem("hello"), std::string());
        // One line ending in a CR is a line, not classic Mac line ends.
        QCOMPARE(encodingProblem("one line\r"), std::string());
    }

    void carriageReturnLineEndsAreTold() {
        const std::string problem = encodingProblem("id,text\r1,a\r2,b\r");
        QVERIFY2(problem.find("carriage return alone") != std::string::npos, problem.c_str());
        QVERIFY(!firstLineEncodingProblem("a\rb\r", true).empty());
        QCOMPARE(firstLineEncodingProblem("a\rb\r", false), std::string());
    }
};

QTEST_GUILESS_MAIN(TestTextEncoding)
#include "tst_text_encoding.moc"
