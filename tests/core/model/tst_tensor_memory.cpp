// model::keepFreedMemory(): host tensors reuse the memory freed tensors leave, instead of each
// arriving as fresh pages (libtorch's own allocator on glibc lets the heap grow, and every page
// of every new tensor is faulted in again). Checked by counting the process's page faults.
#include <QtTest>

#include "TensorTouch.h"
#include "model/TensorMemory.h"

using namespace akshara;

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
};

QTEST_GUILESS_MAIN(TensorMemoryTest)
#include "tst_tensor_memory.moc"
