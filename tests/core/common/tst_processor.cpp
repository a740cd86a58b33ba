// common::nativeBFloat16() against what the kernel reports of the processor in /proc/cpuinfo.
#include <QFile>
#include <QtTest>

#include "common/Processor.h"

class ProcessorTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nativeBFloat16AgreesWithTheKernel() {
#if !defined(__x86_64__) || !defined(__GNUC__) || defined(__clang__) || __GNUC__ < 12
        QVERIFY(!akshara::common::nativeBFloat16());
        QSKIP("asked only of x86-64 processors, with GCC 12 or later");
#endif
        QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
        if (!cpuinfo.open(QIODevice::ReadOnly)) {
            QSKIP("no /proc/cpuinfo");
        }
        QByteArray flags;
        for (const QByteArray& line : cpuinfo.readAll().split('\n')) {
            if (line.startsWith("flags")) {
                flags = ' ' + line.mid(line.indexOf(':') + 1).trimmed() + ' ';
                break;
            }
        }
        QVERIFY2(!flags.isEmpty(), "no flags line in /proc/cpuinfo");
        const bool kernel = flags.contains(" avx512_bf16 ") || flags.contains(" amx_bf16 ");
        QCOMPARE(akshara::common::nativeBFloat16(), kernel);
    }
};

QTEST_GUILESS_MAIN(ProcessorTest)
#include "tst_processor.moc"
