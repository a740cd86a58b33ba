#include <QtTest>

#include <string>

#include "TestSupport.h"
#include "common/Error.h"
#include "data/ParallelDataset.h"

using namespace akshara;
using namespace akshara::data;
using akshara::test::qs;

namespace {

// The same three NLI examples in English, Hindi and Marathi.
const std::string kEnglish =
    "id\tpremise\thypothesis\tlabel\n"
    "x1\tThe children are playing cricket in the park.\tSome children are outside.\tentailment\n"
    "x2\tIt rained heavily in Mumbai last night.\tMumbai had no rain last night.\tcontradiction\n"
    "x3\tRavi is reading a book under the tree.\tRavi is reading a novel.\tneutral\n";

const std::string kHindiJsonLines =
    "{\"id\": \"x3\", \"premise\": \"रवि पेड़ के नीचे एक किताब पढ़ रहा है।\", \"hypothesis\": \"रवि एक "
    "उपन्यास पढ़ रहा है।\", \"label\": 1}\n"
    "{\"id\": \"x1\", \"premise\": \"बच्चे पार्क में क्रिकेट खेल रहे हैं।\", \"hypothesis\": \"कुछ बच्चे "
    "बाहर हैं।\", \"label\": 0}\n"
    "{\"id\": \"x2\", \"premise\": \"कल रात मुंबई में भारी बारिश हुई।\", \"hypothesis\": \"कल रात मुंबई "
    "में बारिश नहीं हुई।\", \"label\": 2}\n";

const std::string kMarathi =
    "id\tpremise\thypothesis\tlabel\n"
    "x1\tमुले बागेत क्रिकेट खेळत आहेत.\tकाही मुले बाहेर आहेत.\tentailment\n"
    "x2\tकाल रात्री मुंबईत मुसळधार पाऊस पडला.\tकाल रात्री मुंबईत पाऊस पडला नाही.\tcontradiction\n"
    "x3\tरवी झाडाखाली पुस्तक वाचत आहे.\tरवी कादंबरी वाचत आहे.\tneutral\n";

ClassificationDataset parse(const std::string& content, const std::string& file,
                            DatasetFormat format) {
    ClassificationOptions o;
    o.format = format;
    o.sentencePair = true;
    o.labelNames = nliLabels();
    return parseClassificationDataset(content, file, o);
}

ClassificationDataset english() {
    return parse(kEnglish, "en.tsv", DatasetFormat::Tsv);
}
ClassificationDataset hindi() {
    return parse(kHindiJsonLines, "hi.jsonl", DatasetFormat::JsonLines);
}
ClassificationDataset marathi() {
    return parse(kMarathi, "mr.tsv", DatasetFormat::Tsv);
}

// Removes the id column (the first) of a TSV text.
std::string withoutIds(const std::string& tsv) {
    std::string out;
    std::size_t start = 0;
    while (start < tsv.size()) {
        const std::size_t end = tsv.find('\n', start);
        const std::string line = tsv.substr(start, end - start);
        out += line.substr(line.find('\t') + 1) + "\n";
        start = end + 1;
    }
    return out;
}

struct Failure {
    std::string file, field, message;
    std::size_t line = 0;
};

template <typename F>
Failure failure(F&& f) {
    try {
        f();
    } catch (const InputError& e) {
        return {e.file(), e.field(), e.message(), e.line()};
    }
    return {"", "", "no error", 0};
}

}  // namespace

class TestParallelDataset : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void alignsByIdInTheFirstFilesOrder() {
        const auto parallel =
            alignParallel({english(), hindi(), marathi()}, ParallelAlignment::ById);
        QCOMPARE(parallel.size(), std::size_t{3});
        QCOMPARE(parallel.versions.size(), std::size_t{3});
        const auto& hi = parallel.versions[1];
        QCOMPARE(hi.examples[0].id, std::string("x1"));
        QCOMPARE(hi.examples[0].text, std::string("बच्चे पार्क में क्रिकेट खेल रहे हैं।"));
        QCOMPARE(hi.examples[0].line, std::size_t{2});  // its own file's line
        QCOMPARE(hi.examples[2].label, std::string("neutral"));
        QCOMPARE(parallel.versions[2].examples[1].text,
                 std::string("काल रात्री मुंबईत मुसळधार पाऊस पडला."));
        QCOMPARE(hi.source, std::string("hi.jsonl"));
    }

    void alignsByPosition() {
        const auto en = parse(withoutIds(kEnglish), "en.tsv", DatasetFormat::Tsv);
        const auto mr = parse(withoutIds(kMarathi), "mr.tsv", DatasetFormat::Tsv);
        QCOMPARE(defaultAlignment({&en, &mr}), ParallelAlignment::ByPosition);
        const auto withIds = english();
        const auto hi = hindi();
        QCOMPARE(defaultAlignment({&withIds, &hi}), ParallelAlignment::ById);
        const auto parallel = alignParallel({en, mr}, ParallelAlignment::ByPosition);
        QCOMPARE(parallel.versions[1].examples[2].text, std::string("रवी झाडाखाली पुस्तक वाचत आहे."));
        QCOMPARE(exampleId(parallel.versions[1], 2), std::string("2"));
        QCOMPARE(parallelAlignmentByName("id"), std::optional(ParallelAlignment::ById));
        QCOMPARE(parallelAlignmentByName("position"), std::optional(ParallelAlignment::ByPosition));
        QVERIFY(!parallelAlignmentByName("order"));
    }

    void differentCountsNameTheFirstUnmatchedExample() {
        const std::string shorter = kMarathi.substr(0, kMarathi.rfind("x3\t"));
        auto f = failure([&] {
            alignParallel({english(), parse(shorter, "mr.tsv", DatasetFormat::Tsv)},
                          ParallelAlignment::ByPosition);
        });
        QCOMPARE(f.file, std::string("mr.tsv"));
        QVERIFY2(qs(f.message).contains("mr.tsv has 2 examples, en.tsv 3"), f.message.c_str());
        QVERIFY2(qs(f.message).contains("line 4 of en.tsv"), f.message.c_str());

        // The longer file second: the error points at its first extra line.
        f = failure([&] {
            alignParallel({parse(shorter, "mr.tsv", DatasetFormat::Tsv), english()},
                          ParallelAlignment::ByPosition);
        });
        QCOMPARE(f.file, std::string("en.tsv"));
        QCOMPARE(f.line, std::size_t{4});
    }

    void missingAndExtraIdsAreListed() {
        const std::string renamed = [] {
            std::string s = kMarathi;
            s.replace(s.find("x3\t"), 2, "x9");
            return s;
        }();
        const auto f = failure([&] {
            alignParallel({english(), parse(renamed, "mr.tsv", DatasetFormat::Tsv)},
                          ParallelAlignment::ById);
        });
        QCOMPARE(f.file, std::string("mr.tsv"));
        QCOMPARE(f.line, std::size_t{4});
        QCOMPARE(f.field, std::string("id"));
        QVERIFY2(qs(f.message).contains("ids of en.tsv missing here: 'x3' (line 4)"),
                 f.message.c_str());
        QVERIFY2(qs(f.message).contains("ids found only here: 'x9' (line 4)"), f.message.c_str());

        // One id fewer: only the missing side is listed.
        const std::string shorter = kMarathi.substr(0, kMarathi.rfind("x3\t"));
        const auto g = failure([&] {
            alignParallel({english(), parse(shorter, "mr.tsv", DatasetFormat::Tsv)},
                          ParallelAlignment::ById);
        });
        QVERIFY2(qs(g.message).contains("(3 vs 2 examples)"), g.message.c_str());
        QVERIFY(!qs(g.message).contains("only here"));
    }

    void alignmentByIdNeedsIdsInEveryFile() {
        const auto f = failure([&] {
            alignParallel({english(), parse(withoutIds(kMarathi), "mr.tsv", DatasetFormat::Tsv)},
                          ParallelAlignment::ById);
        });
        QCOMPARE(f.file, std::string("mr.tsv"));
        QVERIFY(qs(f.message).contains("has no id column"));
    }

    void differentGoldLabelsMeanTheFilesAreNotParallel() {
        std::string swapped = kMarathi;
        swapped.replace(swapped.rfind("neutral"), 7, "entailment");
        const auto f = failure([&] {
            alignParallel({english(), parse(swapped, "mr.tsv", DatasetFormat::Tsv)},
                          ParallelAlignment::ById);
        });
        QCOMPARE(f.file, std::string("mr.tsv"));
        QCOMPARE(f.line, std::size_t{4});
        QVERIFY2(qs(f.message).contains("example x3 has gold label 'entailment' here but "
                                        "'neutral' in en.tsv (line 4)"),
                 f.message.c_str());
        // Files in different orders aligned by position hit the same check.
        const auto g = failure([&] {
            alignParallel({english(), hindi()}, ParallelAlignment::ByPosition);
        });
        QCOMPARE(g.file, std::string("hi.jsonl"));
        QCOMPARE(g.line, std::size_t{1});
    }

    void mixedLanguagePairsTakeEnglishPremisesAndIndicHypotheses() {
        const auto mixed = mixedLanguagePairs(english(), hindi(), ParallelAlignment::ById);
        QCOMPARE(mixed.examples.size(), std::size_t{3});
        // The Hindi file's order, ids and lines; the English premise of the same example.
        QCOMPARE(mixed.examples[0].id, std::string("x3"));
        QCOMPARE(mixed.examples[0].text, std::string("Ravi is reading a book under the tree."));
        QCOMPARE(mixed.examples[0].textPair, std::string("रवि एक उपन्यास पढ़ रहा है।"));
        QCOMPARE(mixed.examples[1].text,
                 std::string("The children are playing cricket in the park."));
        QCOMPARE(mixed.examples[1].textPair, std::string("कुछ बच्चे बाहर हैं।"));
        QCOMPARE(mixed.examples[2].label, std::string("contradiction"));
        QCOMPARE(mixed.source, std::string("hi.jsonl"));
        QVERIFY(mixed.sentencePair);

        // A single-sentence hypothesis side has no hypotheses to take.
        ClassificationOptions single;
        single.textColumn = "premise";
        const auto premisesOnly = parseClassificationDataset(kMarathi, "mr.tsv", single);
        const auto f =
            failure([&] { mixedLanguagePairs(english(), premisesOnly, ParallelAlignment::ById); });
        QVERIFY(qs(f.message).contains("sentence-pair"));
        // Misaligned sides are refused as alignParallel refuses them.
        const std::string shorter = kMarathi.substr(0, kMarathi.rfind("x3\t"));
        const auto g = failure([&] {
            mixedLanguagePairs(english(), parse(shorter, "mr.tsv", DatasetFormat::Tsv),
                               ParallelAlignment::ByPosition);
        });
        QCOMPARE(g.file, std::string("en.tsv"));
        QCOMPARE(g.line, std::size_t{4});
    }
};

QTEST_GUILESS_MAIN(TestParallelDataset)
#include "tst_parallel_dataset.moc"
