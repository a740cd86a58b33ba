// model::keepFreedMemory(): host tensors reuse the memory freed tensors leave, instead of each
// arriving as fresh pages (libtorch's own allocator on glibc lets the heap grow, and every page
// of every new tensor is faulted in again). Checked by counting the process's page faults.
#include <QFile>
#include <QtTest>

#include <unistd.h>

#include <thread>

#include "TensorTouch.h"
#include "common/Memory.h"
#include "model/TensorMemory.h"

using namespace akshara;

namespace {

// The process's resident memory in bytes, from /proc/self/statm.
long residentBytes() {
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toLong() * sysconf(_SC_PAGESIZE) : 0;
}

}  // namespace

class TensorMemoryTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void freedTensorMemoryIsReused() {
        QVERIFY(!model::tensorsReuseFreedMemory());
        model::keepFreedMemory();
        QVERIFY(model::tensorsReuseFreedMemory());

        // Tensors of 24 MB, as the probes' logits or a batch's hidden states are: two live at a
        // time (the tensor and a temporary), freed, allocated again.
        const test::TouchCount count = test::touchTensors(24u << 20, 10);
        qInfo("%ld page faults for %ld pages written", count.pageFaults, count.pagesTouched);
        QVERIFY2(count.pageFaults * 50 < count.pagesTouched,
                 "freed tensor memory is not reused: the pages fault in again");
    }

    void aThreadsTensorsReuseMemoryToo() {
        // The workbench runs its jobs on worker threads, whose own heaps glibc limits to
        // 64 MiB: blocks above that were mapped afresh each time.
        test::TouchCount count;
        std::thread worker([&count] { count = test::touchTensors(100u << 20, 5); });
        worker.join();
        qInfo("%ld page faults for %ld pages written", count.pageFaults, count.pagesTouched);
        QVERIFY2(count.pageFaults * 50 < count.pagesTouched,
                 "a worker thread's large tensors fault in again");
    }

    void keptMemoryIsReleasedOnRequest() {
        // What the jobs kept goes back to the kernel once the workbench has no job running.
        test::touchTensors(128u << 20, 0);
        const long kept = residentBytes();
        common::releaseFreedMemory();
        const long released = residentBytes();
        qInfo("resident: %ld MB kept, %ld MB after release", kept >> 20, released >> 20);
        QVERIFY2(kept - released > (200l << 20), "the kept memory was not released");
    }
};

QTEST_GUILESS_MAIN(TensorMemoryTest)
#include "tst_tensor_memory.moc"
