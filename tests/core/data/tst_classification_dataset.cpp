#include <QtTest>

#include <string>

#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "data/ClassificationDataset.h"

using namespace akshara;
using namespace akshara::data;
using akshara::test::qs;

namespace {

ClassificationOptions single(DatasetFormat format) {
    ClassificationOptions o;
    o.format = format;
    return o;
}

ClassificationOptions pair(DatasetFormat format, std::vector<std::string> labels = {}) {
    ClassificationOptions o;
    o.format = format;
    o.sentencePair = true;
    o.labelNames = std::move(labels);
    return o;
}

const std::vector<std::string> kNli{"entailment", "neutral", "contradiction"};

// Runs the parse and returns the InputError it throws (file, line, field, message).
struct Failure {
    std::string file, field, message;
    std::size_t line = 0;
};

Failure failure(const std::string& content, const ClassificationOptions& o) {
    try {
        parseClassificationDataset(content, "set.data", o);
    } catch (const InputError& e) {
        return {e.file(), e.field(), e.message(), e.line()};
    }
    return {"", "", "no error", 0};
}

}  // namespace

class TestClassificationDataset : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void singleSentenceTsv() {
        const std::string tsv =
            "text\tlabel\n"
            "यह फ़िल्म बहुत अच्छी थी।\tpositive\n"
            "\n"
            "कहानी \"उबाऊ\" थी।\tnegative\n"
            "Film był świetny.\tpositive\n";
        const auto d = parseClassificationDataset(tsv, "sst.tsv", single(DatasetFormat::Tsv));
        QCOMPARE(d.examples.size(), std::size_t{3});
        QCOMPARE(d.labels, (std::vector<std::string>{"positive", "negative"}));  // first appearance
        QCOMPARE(d.examples[1].text,
                 std::string("कहानी \"उबाऊ\" थी।"));  // quotes are plain text in TSV
        QCOMPARE(d.examples[1].labelIndex, std::size_t{1});
        QCOMPARE(d.examples[1].line, std::size_t{4});
        QCOMPARE(d.examples[2].text, std::string("Film był świetny."));
        QVERIFY(!d.sentencePair);
    }

    void csvWithQuotesNewlinesCrlfAndBom() {
        // As pandas/Hugging Face to_csv writes it: quoted where needed, "" for a quote.
        const std::string csv =
            "\xEF\xBB\xBFsentence1,sentence2,label\r\n"
            "\"राम ने कहा, \"\"चलो\"\"।\",राम चुप रहा।,2\r\n"
            "\"पहली पंक्ति\r\nदूसरी पंक्ति\",दो पंक्तियाँ हैं।,0\r\n"
            "बच्चे खेल रहे हैं।,बच्चे बाहर हैं।,1\r\n";
        const auto d = parseClassificationDataset(csv, "xnli.csv", pair(DatasetFormat::Csv, kNli));
        QCOMPARE(d.examples.size(), std::size_t{3});
        QCOMPARE(d.examples[0].text, std::string("राम ने कहा, \"चलो\"।"));
        QCOMPARE(d.examples[0].textPair, std::string("राम चुप रहा।"));
        QCOMPARE(d.examples[0].label, std::string("contradiction"));  // ClassLabel index 2
        // A line break inside quotes is the field's as written, as Python's csv reads it.
        QCOMPARE(d.examples[1].text, std::string("पहली पंक्ति\r\nदूसरी पंक्ति"));
        QCOMPARE(d.examples[2].line, std::size_t{5});  // the record after a two-line field
        QCOMPARE(d.examples[2].label, std::string("neutral"));
        QCOMPARE(d.labels, kNli);
    }

    // A typed list of label names: trimmed, in NFC; a name in another case, an empty name or
    // an empty list is a problem (the datasets match labels whatever their ASCII case).
    void labelListsAsTyped() {
        LabelListProblem problem;
        QCOMPARE(parseLabelList(" negative , positive ", problem),
                 (std::vector<std::string>{"negative", "positive"}));
        QVERIFY(problem.kind == LabelListProblem::Kind::None);
        QCOMPARE(parseLabelList("nie, taka\xCC\x81", problem),
                 (std::vector<std::string>{"nie", "tak\xC3\xA1"}));
        parseLabelList("entailment,neutral,Entailment", problem);
        QVERIFY(problem.kind == LabelListProblem::Kind::Twice);
        QCOMPARE(problem.name, std::string("Entailment"));
        QCOMPARE(problem.first, std::string("entailment"));
        for (const char* empty : {"a,,b", "a,b,", ",a", " , "}) {
            parseLabelList(empty, problem);
            QVERIFY2(problem.kind == LabelListProblem::Kind::EmptyName, empty);
        }
        QVERIFY(parseLabelList("  ", problem).empty());
        QVERIFY(problem.kind == LabelListProblem::Kind::Empty);
    }

    void quotedTsvAsPandasWritesIt() {
        const std::string tsv =
            "text\tlabel\n\"कहानी \"\"उबाऊ\"\" थी।\"\tnegative\n\"दो\nपंक्तियाँ\"\tpositive\n";
        ClassificationOptions o = single(DatasetFormat::Tsv);
        o.quotedTsv = true;
        const auto d = parseClassificationDataset(tsv, "pandas.tsv", o);
        QCOMPARE(d.examples.size(), std::size_t{2});
        QCOMPARE(d.examples[0].text, std::string("कहानी \"उबाऊ\" थी।"));
        QCOMPARE(d.examples[1].text, std::string("दो\nपंक्तियाँ"));
        // Read as it was written, the same file is read quoted too: it was refused (its quoted
        // line break read as the end of a record), and a text with a quote kept the quoting's
        // quotes for the model and the attacks.
        const auto written =
            parseClassificationDataset(tsv, "pandas.tsv", single(DatasetFormat::Tsv));
        QCOMPARE(written.examples.size(), std::size_t{2});
        QCOMPARE(written.examples[0].text, std::string("कहानी \"उबाऊ\" थी।"));
        QCOMPARE(written.examples[1].text, std::string("दो\nपंक्तियाँ"));
        const auto quote = parseClassificationDataset(
            "text\tlabel\n\"On powiedział \"\"tak\"\"\"\tneutral\nkot\tneutral\n", "pandas.tsv",
            single(DatasetFormat::Tsv));
        QCOMPARE(quote.examples[0].text, std::string("On powiedział \"tak\""));
    }

    // A plain corpus TSV with quotations keeps them as text: one that opens the text, a whole
    // text in quotes, and a quote inside.
    void quotationsInAPlainTsvAreText() {
        const std::string tsv =
            "text\tlabel\n\"Tak\" – powiedział.\tpositive\n"
            "\"Nie\"\tnegative\nराम ने कहा \"चलो\"\tpositive\n";
        const auto d = parseClassificationDataset(tsv, "corpus.tsv", single(DatasetFormat::Tsv));
        QCOMPARE(d.examples.size(), std::size_t{3});
        QCOMPARE(d.examples[0].text, std::string("\"Tak\" – powiedział."));
        QCOMPARE(d.examples[1].text, std::string("\"Nie\""));
        QCOMPARE(d.examples[2].text, std::string("राम ने कहा \"चलो\""));
        // A quotation opened in one text and closed in a later one (a speech over several
        // sentences, as the Marathi treebank has) stays in each text: read quoted, the rows
        // between were one text with their labels.
        const auto speech = parseClassificationDataset(
            "text\tlabel\n\"Chodź tu. Zaraz.\tpos\nNic nie mów.\tneg\n"
            "Idę do domu – powiedział.\"\tpos\nDobrze.\tneg\n",
            "speech.tsv", single(DatasetFormat::Tsv));
        QCOMPARE(speech.examples.size(), std::size_t{4});
        QCOMPARE(speech.examples[0].text, std::string("\"Chodź tu. Zaraz."));
        QCOMPARE(speech.examples[2].text, std::string("Idę do domu – powiedział.\""));
        const auto lastColumn = parseClassificationDataset(
            "label\ttext\npos\t\"माझी जमीन विकणार नाही.\nneg\tमी इथेच राहणार नाही!\"\n",
            "speech-last.tsv", single(DatasetFormat::Tsv));
        QCOMPARE(lastColumn.examples.size(), std::size_t{2});
        // A row short of a field is an error whatever the quotes.
        const Failure f =
            failure("text\tlabel\n\"Tak\" – powiedział.\n", single(DatasetFormat::Tsv));
        QCOMPARE(f.line, std::size_t{2});
    }

    void jsonLinesPremiseHypothesis() {
        // to_json's default escapes non-ASCII text (\u0915...); both forms are read.
        const std::string jsonl =
            "{\"premise\": \"\\u0930\\u093e\\u092e \\u0918\\u0930 \\u0917\\u092f\\u093e\\u0964\", "
            "\"hypothesis\": "
            "\"राम बाहर है।\", \"label\": 2}\n"
            "{\"premise\": \"Ala ma kota.\", \"hypothesis\": \"Ala ma zwierzę.\", \"label\": "
            "\"entailment\"}\n";
        const auto d =
            parseClassificationDataset(jsonl, "xnli.jsonl", pair(DatasetFormat::JsonLines, kNli));
        QCOMPARE(d.examples.size(), std::size_t{2});
        QCOMPARE(d.examples[0].text, std::string("राम घर गया।"));
        QCOMPARE(d.examples[0].label, std::string("contradiction"));
        QCOMPARE(d.examples[1].labelIndex, std::size_t{0});
        QCOMPARE(d.examples[1].textPair, std::string("Ala ma zwierzę."));
    }

    // A label typed with combining accents on some lines and composed on others is one label
    // (in NFC), not two classes that look alike.
    void labelsAreReadAsNfc() {
        const std::string tsv =
            "text\tlabel\n"
            "Film był świetny.\tpozytywno\u015b\u0107\n"
            "Nuda.\tnegatywno\u015b\u0107\n"
            "Piękne zdjęcia.\tpozytywnos\u0301c\u0301\n";
        const auto d = parseClassificationDataset(tsv, "pl.tsv", single(DatasetFormat::Tsv));
        QCOMPARE(d.labels,
                 (std::vector<std::string>{"pozytywno\u015b\u0107", "negatywno\u015b\u0107"}));
        QCOMPARE(d.examples[2].labelIndex, std::size_t{0});
    }

    // A space typed before or after a label is no class of its own: "positive " trained a third
    // class that every other command then refused as unknown. A label of spaces is empty.
    void spacesAroundALabelAreNotPartOfIt() {
        const std::string tsv =
            "text\tlabel\n"
            "फ़िल्म अच्छी थी।\tpositive \n"
            "बहुत उबाऊ।\t negative\n"
            "शानदार अभिनय।\tpositive\n";
        const auto d = parseClassificationDataset(tsv, "hi.tsv", single(DatasetFormat::Tsv));
        QCOMPARE(d.labels, (std::vector<std::string>{"positive", "negative"}));
        QCOMPARE(d.examples[2].labelIndex, std::size_t{0});
        const auto json = parseClassificationDataset(
            "{\"text\": \"अच्छा\", \"label\": \"positive\\t\"}\n"
            "{\"text\": \"बुरा\", \"label\": \"negative\"}\n"
            "{\"text\": \"ठीक\", \"label\": \" positive\"}\n",
            "hi.jsonl", single(DatasetFormat::JsonLines));
        QCOMPARE(json.labels, (std::vector<std::string>{"positive", "negative"}));
        QCOMPARE(json.examples[2].labelIndex, std::size_t{0});
        Failure f = failure("text\tlabel\nठीक\t  \n", single(DatasetFormat::Tsv));
        QCOMPARE(f.message, std::string("empty label"));
        QCOMPARE(f.line, std::size_t{2});
        f = failure("{\"text\": \"ठीक\", \"label\": \" \"}\n", single(DatasetFormat::JsonLines));
        QCOMPARE(f.message, std::string("empty label"));
    }

    void integerLabelsWithoutALabelSetAreOrderedByValue() {
        const std::string jsonl =
            "{\"text\": \"a\", \"label\": 2}\n{\"text\": \"b\", \"label\": 0}\n"
            "{\"text\": \"c\", \"label\": 10}\n{\"text\": \"d\", \"label\": 1}\n";
        const auto d =
            parseClassificationDataset(jsonl, "x.jsonl", single(DatasetFormat::JsonLines));
        QCOMPARE(d.labels, (std::vector<std::string>{"0", "1", "2", "10"}));
        QCOMPARE(d.examples[0].labelIndex, std::size_t{2});
        QCOMPARE(d.examples[2].labelIndex, std::size_t{3});
    }

    void columnNamesAreConfigurable() {
        ClassificationOptions o = single(DatasetFormat::Tsv);
        o.textColumn = "sentence";
        o.labelColumn = "sentiment";
        const auto d = parseClassificationDataset(
            "idx\tsentence\tsentiment\n0\tचांगला चित्रपट\tpos\n", "s.tsv", o);
        QCOMPARE(d.examples[0].text, std::string("चांगला चित्रपट"));
        ClassificationOptions p = pair(DatasetFormat::Tsv);
        p.firstColumn = "sentence_A";
        p.secondColumn = "sentence_B";
        const auto e =
            parseClassificationDataset("sentence_A\tsentence_B\tlabel\nx\ty\tz\n", "p.tsv", p);
        QCOMPARE(e.examples[0].textPair, std::string("y"));
    }

    // One of the pair's columns named: the other is the file's default, sentence2 beside
    // sentence1, hypothesis beside premise (as the options' help says).
    void theColumnNotNamedIsTheFilesDefault() {
        ClassificationOptions first = pair(DatasetFormat::JsonLines, kNli);
        first.firstColumn = "premise_hi";
        const auto d = parseClassificationDataset(
            "{\"premise_hi\": \"राम घर गया।\", \"hypothesis\": \"राम गया।\", \"label\": 0}\n",
            "xnli.jsonl", first);
        QCOMPARE(qs(d.examples[0].text), qs("राम घर गया।"));
        QCOMPARE(qs(d.examples[0].textPair), qs("राम गया।"));
        ClassificationOptions second = pair(DatasetFormat::Tsv, kNli);
        second.secondColumn = "hypothesis_hi";
        const auto e = parseClassificationDataset(
            "premise\thypothesis_hi\tlabel\nRam went home.\tराम गया।\t0\n", "xnli.tsv", second);
        QCOMPARE(qs(e.examples[0].text), qs("Ram went home."));
        QCOMPARE(qs(e.examples[0].textPair), qs("राम गया।"));
        ClassificationOptions glue = pair(DatasetFormat::Tsv);
        glue.firstColumn = "sentence_A";
        QCOMPARE(failure("sentence_A\tlabel\nx\ty\n", glue).message,
                 std::string("missing column 'sentence2'"));
    }

    // JSON integers past 2^63 are kept as written, not wrapped round to negative numbers.
    void largeJsonIntegersAreKeptAsWritten() {
        const auto d = parseClassificationDataset(
            "{\"id\": 12345678901234567890, \"text\": \"Kot śpi.\", \"label\": 0}\n"
            "{\"id\": -1, \"text\": \"Pies.\", \"label\": 1}\n",
            "big.jsonl", single(DatasetFormat::JsonLines));
        QCOMPARE(d.examples[0].id, std::string("12345678901234567890"));
        QCOMPARE(d.examples[1].id, std::string("-1"));
        ClassificationOptions nli = single(DatasetFormat::JsonLines);
        nli.labelNames = kNli;
        const Failure f = failure(
            "{\"text\": \"Kot śpi.\", \"label\": 0}\n"
            "{\"text\": \"Pies.\", \"label\": 18446744073709551615}\n",
            nli);
        QCOMPARE(f.line, std::size_t{2});
        QCOMPARE(f.message,
                 std::string("label 18446744073709551615 is outside the label set (0-2)"));
    }

    // With a label set, a gold label in another ASCII case is the set's label of that name, as
    // without one it is matched to a model's classes: integers and capitalised names mixed
    // are read (they were refused as unknown labels). Not where the set has both spellings.
    void aLabelInAnotherCaseIsTheSetsLabel() {
        ClassificationOptions nli = single(DatasetFormat::Csv);
        nli.labelNames = kNli;
        const auto d = parseClassificationDataset(
            "text,label\nKot śpi.,Entailment\nयह अच्छा है,CONTRADICTION\nPies.,1\n", "mixed.csv",
            nli);
        QCOMPARE(d.examples.size(), std::size_t(3));
        QCOMPARE(d.examples[0].labelIndex, std::size_t(0));
        QCOMPARE(d.examples[0].label, std::string("entailment"));
        QCOMPARE(d.examples[1].labelIndex, std::size_t(2));
        QCOMPARE(d.examples[1].label, std::string("contradiction"));
        QCOMPARE(d.examples[2].label, std::string("neutral"));
        QCOMPARE(d.labels, kNli);
        ClassificationOptions both = single(DatasetFormat::Csv);
        both.labelNames = {"Pos", "pos"};
        QCOMPARE(failure("text,label\nKot.,POS\n", both).message,
                 std::string("unknown label 'POS' (the label set: Pos, pos)"));
    }

    // A CSV record of one quoted empty field is a record with an empty text, not a blank
    // line: it is read, as Python's csv reads it.
    void aQuotedEmptyRecordIsNotABlankLine() {
        ClassificationOptions o = single(DatasetFormat::Csv);
        o.labelsOptional = true;
        const auto d =
            parseClassificationDataset("text\nala ma kota\n\"\"\n\nzażółć\n", "one.csv", o);
        QCOMPARE(d.examples.size(), std::size_t{3});
        QCOMPARE(d.examples[1].text, std::string());
        QCOMPARE(d.examples[1].line, std::size_t{3});
        QCOMPARE(d.examples[2].line, std::size_t{5});
    }

    void errorsNameFileLineAndField() {
        Failure f = failure("text\tlabel\nठीक\tpos\nखरा\xff\tneg\n", single(DatasetFormat::Tsv));
        QCOMPARE(f.line, std::size_t{3});
        QVERIFY(qs(f.message).contains("invalid UTF-8"));
        QCOMPARE(f.file, std::string("set.data"));

        f = failure("text,label\n\"a\nb\",x\nc\xfe,y\n", single(DatasetFormat::Csv));
        QCOMPARE(f.line, std::size_t{4});
        QVERIFY(qs(f.message).contains("invalid UTF-8"));

        f = failure("sentence\tlabel\nx\ty\n", single(DatasetFormat::Tsv));
        QCOMPARE(f.message, std::string("missing column 'text'"));
        QCOMPARE(f.field, std::string("text"));
        QCOMPARE(f.line, std::size_t{1});

        f = failure("premise,label\nx,0\n", pair(DatasetFormat::Csv));
        QCOMPARE(f.field, std::string("hypothesis"));
        // Single sentences read as pairs: the file's text column is named, as pairs read as
        // single sentences name theirs.
        ClassificationOptions pairs = pair(DatasetFormat::Tsv);
        pairs.pairSwitch = "--pair";
        f = failure("text\tlabel\nठीक\tpos\n", pairs);
        QCOMPARE(f.field, std::string("sentence1"));
        QCOMPARE(f.message, std::string("missing column 'sentence1'; the file has the column text "
                                        "of single sentences, and neither sentence1 nor "
                                        "sentence2: read it as single sentences (without --pair)"));

        f = failure("text\tlabel\na\tx\nb\tx\textra\n", single(DatasetFormat::Tsv));
        QCOMPARE(f.line, std::size_t{3});
        QCOMPARE(f.message, std::string("row has 3 fields, the header 2"));

        f = failure("text\tlabel\ttext\nठीक\tpos\tखरा\n", single(DatasetFormat::Tsv));
        QCOMPARE(f.line, std::size_t{1});
        QCOMPARE(f.field, std::string("text"));
        QCOMPARE(f.message, std::string("the header names column 'text' twice (columns 1 and 3)"));

        f = failure("text,label\n\"a\n\nb\",x\nc\n", single(DatasetFormat::Csv));
        QCOMPARE(f.line, std::size_t{5});  // the ragged row after a three-line field

        f = failure("text,label\n\"never closed,x\n", single(DatasetFormat::Csv));
        QCOMPARE(f.line, std::size_t{2});
        QVERIFY(qs(f.message).contains("never closed"));

        ClassificationOptions labelled = single(DatasetFormat::Tsv);
        labelled.labelNames = {"negative", "positive"};
        f = failure("text\tlabel\na\tpositive\nb\tneutral\n", labelled);
        QCOMPARE(f.line, std::size_t{3});
        QCOMPARE(f.field, std::string("label"));
        QCOMPARE(f.message,
                 std::string("unknown label 'neutral' (the label set: negative, positive)"));
        f = failure("text\tlabel\na\t2\n", labelled);
        QVERIFY(qs(f.message).contains("outside the label set"));
        // JSON's "1" is a name, where 1 would index the set: the message says so.
        ClassificationOptions labelledJson = single(DatasetFormat::JsonLines);
        labelledJson.labelNames = {"negative", "positive"};
        f = failure("{\"text\": \"ठीक\", \"label\": \"1\"}\n", labelledJson);
        QCOMPARE(f.message, std::string("unknown label '1' (the label set: negative, positive); a "
                                        "number written as a string is a name, not an index"));
        QCOMPARE(parseClassificationDataset("{\"text\": \"ठीक\", \"label\": 1}\n", "one.jsonl",
                                            labelledJson)
                     .examples[0]
                     .label,
                 std::string("positive"));

        f = failure("", single(DatasetFormat::Csv));
        QCOMPARE(f.message, std::string("empty file"));
        f = failure("\n  \n", single(DatasetFormat::JsonLines));
        QCOMPARE(f.message, std::string("empty file"));
        f = failure("text\tlabel\n", single(DatasetFormat::Tsv));
        QVERIFY(qs(f.message).contains("no examples"));

        f = failure("{\"text\": \"a\", \"label\": 1}\n{\"text\": \"b\", \"label\": 1\n",
                    single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{2});
        QVERIFY(qs(f.message).contains("not valid JSON"));
        f = failure("{\"text\": \"a\", \"label\": 1}\n{\"text\": 5, \"label\": 1}\n",
                    single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{2});
        QCOMPARE(f.field, std::string("text"));
        f = failure("{\"text\": \"a\", \"label\": 1}\n{\"text\": \"b\"}\n",
                    single(DatasetFormat::JsonLines));
        QCOMPARE(f.field, std::string("label"));
        QCOMPARE(f.line, std::size_t{2});
        f = failure("[1, 2]\n", single(DatasetFormat::JsonLines));
        QVERIFY(qs(f.message).contains("must be an object"));

        // What the JSON library alone mishandles: a NUL byte, where it stops reading and the
        // second record on the line would be lost; a number beyond a double, which it reports
        // with no position; nesting deep enough to overflow the stack when written back.
        const std::string record = "{\"text\": \"बात\", \"label\": 1}";
        f = failure(record + "\n" + record + std::string(1, '\0') + record + "\n",
                    single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{2});
        QCOMPARE(f.message, std::string("a NUL byte at byte 34"));
        f = failure(record + "\n{\"text\": \"है\", \"label\": 1, \"score\": 1e400}\n",
                    single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{2});
        QCOMPARE(f.message, std::string("not valid JSON: number overflow parsing '1e400'"));
        f = failure("{\"text\": \"है\", \"label\": 1, \"x\": " + std::string(100000, '[') +
                        std::string(100000, ']') + "}\n",
                    single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{1});
        QVERIFY(qs(f.message).startsWith("arrays and objects nested more than 512 levels deep"));
        f = failure("[\n" + record + ",\n" + record + "]" + std::string(1, '\0') + "garbage",
                    single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{3});
        QCOMPARE(f.message, std::string("not valid JSON: a NUL byte"));
        // A field given twice, which the library would read as its last value; the same name
        // in two records, or in an object inside one, is no repeat.
        f = failure(record + "\n{\"text\": \"बात\", \"label\": 1, \"label\": 0}\n",
                    single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{2});
        QVERIFY2(qs(f.message).startsWith("the field \"label\" is given twice in one object"),
                 f.message.c_str());
        const auto read = parseClassificationDataset(
            record +
                "\n{\"text\": \"है\", \"label\": 1, \"meta\": {\"text\": \"x\", "
                "\"label\": [{\"label\": 2}]}}\n",
            "set.data", single(DatasetFormat::JsonLines));
        QCOMPARE(read.examples.size(), std::size_t{2});
    }

    // labelsOptional reads a file without the label column as unlabelled; a file with labels
    // is read as before, its labels checked.
    void labelsOptionalAcceptsUnlabelledFiles() {
        ClassificationOptions o = single(DatasetFormat::Tsv);
        QCOMPARE(failure("id\ttext\nr1\tठीक है\n", o).message,
                 std::string("missing column 'label'"));
        o.labelsOptional = true;
        const auto tsv =
            parseClassificationDataset("id\ttext\nr1\tठीक है\nr2\tबहुत बुरा\n", "unlabelled.tsv", o);
        QVERIFY(!tsv.labelled);
        QVERIFY(tsv.labels.empty());
        QCOMPARE(tsv.examples.size(), std::size_t{2});
        QCOMPARE(qs(tsv.examples[1].text), qs("बहुत बुरा"));
        QCOMPARE(tsv.examples[1].id, std::string("r2"));
        QCOMPARE(tsv.examples[1].line, std::size_t{3});
        QVERIFY(tsv.examples[1].label.empty());

        const auto labelled =
            parseClassificationDataset("text\tlabel\nठीक\tpos\nबुरा\tneg\n", "l.tsv", o);
        QVERIFY(labelled.labelled);
        QCOMPARE(labelled.labels, (std::vector<std::string>{"pos", "neg"}));
        // A label left empty is no error to a reader that never looks at labels: the file is
        // read unlabelled, as one without the column.
        const auto partly =
            parseClassificationDataset("text\tlabel\nठीक\tpos\nखरा\t\nबुरा\tneg\n", "partly.tsv", o);
        QVERIFY(!partly.labelled);
        QCOMPARE(partly.examples.size(), std::size_t{3});
        QCOMPARE(qs(partly.examples[1].text), qs("खरा"));
        ClassificationOptions jsonOptional = single(DatasetFormat::JsonLines);
        jsonOptional.labelsOptional = true;
        const auto partlyJson = parseClassificationDataset(
            "{\"text\": \"Kot śpi.\", \"label\": \"pos\"}\n{\"text\": \"Pies.\", \"label\": "
            "\"\"}\n",
            "partly.jsonl", jsonOptional);
        QVERIFY(!partlyJson.labelled);
        QCOMPARE(partlyJson.examples.size(), std::size_t{2});
        // Nor is a record without the label at all, as one with an empty label.
        const auto withoutJson = parseClassificationDataset(
            "{\"text\": \"Kot śpi.\", \"label\": \"pos\"}\n{\"text\": \"Pies.\"}\n",
            "without.jsonl", jsonOptional);
        QVERIFY(!withoutJson.labelled);
        QCOMPARE(withoutJson.examples.size(), std::size_t{2});
        // Where labels are needed, an empty one is named as such, in JSON as in TSV.
        QCOMPARE(failure("text\tlabel\nठीक\t\n", single(DatasetFormat::Tsv)).message,
                 std::string("empty label"));
        const Failure empty = failure(
            "{\"text\": \"Kot śpi.\", \"label\": \"pos\"}\n{\"text\": \"Pies.\", \"label\": "
            "\"\"}\n",
            single(DatasetFormat::JsonLines));
        QCOMPARE(empty.message, std::string("empty label"));
        QCOMPARE(empty.line, std::size_t{2});

        ClassificationOptions pairs = pair(DatasetFormat::JsonLines);
        pairs.labelsOptional = true;
        const auto json = parseClassificationDataset(
            "{\"premise\": \"Kot śpi.\", \"hypothesis\": \"Kot nie śpi.\"}\n", "p.jsonl", pairs);
        QVERIFY(!json.labelled);
        QCOMPARE(qs(json.examples[0].textPair), qs("Kot nie śpi."));
    }

    void jsonArrayOfRecordsGivesEachItsLine() {
        // IndicXNLI ships each split as one JSON array; labels as names or ClassLabel integers.
        const std::string json =
            "\xEF\xBB\xBF[\n"
            "  {\"premise\": \"रवि पेड़ के नीचे एक किताब पढ़ रहा है।\",\n"
            "   \"hypothesis\": \"रवि प्रेमचंद का उपन्यास पढ़ रहा है।\", \"label\": 1},\n"
            "  {\"premise\": \"बच्चे पार्क में \\\"क्रिकेट\\\" खेल रहे हैं, [सब]।\",\n"
            "   \"hypothesis\": \"कुछ बच्चे बाहर हैं।\", \"label\": \"entailment\"},\n"
            "  {\"premise\": \"कल रात मुंबई में भारी बारिश हुई।\", \"hypothesis\": "
            "\"कल रात बारिश नहीं हुई।\", \"label\": 2}\n"
            "]\n";
        const auto d = parseClassificationDataset(
            json, "xnli_hi.json", pair(DatasetFormat::JsonLines, *labelSetByName("nli")));
        QCOMPARE(d.examples.size(), std::size_t{3});
        QCOMPARE(d.examples[0].label, std::string("neutral"));
        QCOMPARE(d.examples[1].label, std::string("entailment"));
        QCOMPARE(d.examples[2].labelIndex, std::size_t{2});
        QCOMPARE(d.examples[1].text, std::string("बच्चे पार्क में \"क्रिकेट\" खेल रहे हैं, [सब]।"));
        QCOMPARE(d.examples[0].line, std::size_t{2});
        QCOMPARE(d.examples[1].line, std::size_t{4});
        QCOMPARE(d.examples[2].line, std::size_t{6});
        QCOMPARE(d.source, std::string("xnli_hi.json"));
        QVERIFY(!d.hasIds);
        QCOMPARE(exampleId(d, 2), std::string("2"));

        // A bad record names its own line, not the file's first.
        Failure f =
            failure("[\n {\"text\": \"ठीक\", \"label\": 0},\n\n {\"text\": 7, \"label\": 1}\n]",
                    single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{4});
        QCOMPARE(f.field, std::string("text"));
        f = failure("[\n {\"text\": \"ठीक\", \"label\": 0},\n \"खरा\"\n]",
                    single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{3});
        QVERIFY(qs(f.message).contains("a record must be an object"));
        f = failure("[\n {\"text\": \"ठीक\", \"label\": 0},\n {\"text\": \"a\" \"label\": 1}\n]",
                    single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{3});
        QVERIFY(qs(f.message).contains("not valid JSON"));
        f = failure("[\n]\n", single(DatasetFormat::JsonLines));
        QCOMPARE(f.message, std::string("no examples"));
        f = failure("[{\"text\": \"ठी\xffक\", \"label\": 0}]", single(DatasetFormat::JsonLines));
        QVERIFY(qs(f.message).contains("invalid UTF-8"));
        // The byte of its line, as in the other formats, not of the file.
        f = failure(
            "[\n  {\"id\": \"a\", \"text\": \"x\", \"label\": 0},\n  {\"id\": \"b\", "
            "\"text\": \"y\xff\", \"label\": 1}\n]\n",
            single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{3});
        QCOMPARE(f.message, std::string("invalid UTF-8 at byte 25"));
        // A NUL byte, which UTF-8 text never holds, is named with its line, not read as text.
        f = failure(std::string("id\ttext\tlabel\n1\tठीक\t0\n2\tख\0रा\t1\n", 43),
                    single(DatasetFormat::Tsv));
        QCOMPARE(f.line, std::size_t{3});
        QVERIFY2(qs(f.message).startsWith("a NUL byte at byte 6"), f.message.c_str());
    }

    // A CR after a closing quote ends the line only before an LF; alone it was read as a
    // field separator, and the row got a field the file does not have.
    void aCarriageReturnAfterAQuoteIsNoDelimiter() {
        Failure f = failure("id,text,label\n1,\"यह\"\rpos\n", single(DatasetFormat::Csv));
        QCOMPARE(f.line, std::size_t{2});
        QCOMPARE(f.message, std::string("text after the closing quote of a field"));
        const auto d = parseClassificationDataset("id,text,label\r\n1,\"यह\",\"pos\"\r\n",
                                                  "crlf.csv", single(DatasetFormat::Csv));
        QCOMPARE(d.examples.size(), std::size_t{1});
        QCOMPARE(d.examples[0].label, std::string("pos"));
        QCOMPARE(parseClassificationDataset("text,label\n\"यह\",\"pos\"\r", "end.csv",
                                            single(DatasetFormat::Csv))
                     .examples[0]
                     .label,
                 std::string("pos"));
    }

    // UTF-16 (with a byte order mark or without) and classic Mac line ends are refused as a
    // whole file, saying why, in every format; read as bytes they gave "missing column" or a
    // garbled dataset.
    void textThatIsNotUtf8IsRefusedSayingWhy() {
        for (const bool bigEndian : {false, true}) {
            for (const bool mark : {false, true}) {
                for (const auto& [content, format] :
                     {std::pair{test::utf16Bytes(u"text\tlabel\nठीक\tpos\n", bigEndian, mark),
                                DatasetFormat::Tsv},
                      std::pair{test::utf16Bytes(u"यह\tलेबल\nठीक\tpos\n", bigEndian, mark),
                                DatasetFormat::Tsv},
                      std::pair{
                          test::utf16Bytes(u"{\"text\": \"ठीक\", \"label\": 0}\n", bigEndian, mark),
                          DatasetFormat::JsonLines}}) {
                    const Failure f = failure(content, single(format));
                    QVERIFY2(qs(f.message).contains("UTF-16"), f.message.c_str());
                    QCOMPARE(f.file, std::string("set.data"));
                }
            }
        }
        const Failure mac =
            failure("id,text,label\r1,\"a\",x\r2,\"b\",y\r", single(DatasetFormat::Csv));
        QVERIFY2(qs(mac.message).contains("carriage return alone"), mac.message.c_str());
    }

    void idsComeFromTheIdColumn() {
        const auto tsv = parseClassificationDataset(
            "id\ttext\tlabel\nmr-7\tते विकणे त्याच्या जिवावर येत होते.\tneg\nmr-9\tआज सकाळी ती शेवटची "
            "बाचाबाची झाली.\tneg\n",
            "mr.tsv", single(DatasetFormat::Tsv));
        QVERIFY(tsv.hasIds);
        QCOMPARE(tsv.examples[1].id, std::string("mr-9"));
        QCOMPARE(exampleId(tsv, 0), std::string("mr-7"));

        // JSON ids may be integers; another column can be named.
        ClassificationOptions o = single(DatasetFormat::JsonLines);
        o.idColumn = "pairID";
        const auto jsonl = parseClassificationDataset(
            "{\"pairID\": 17, \"text\": \"Film był świetny.\", \"label\": \"pos\"}\n"
            "{\"pairID\": \"x18\", \"text\": \"Nudy.\", \"label\": \"neg\"}\n",
            "pl.jsonl", o);
        QCOMPARE(jsonl.examples[0].id, std::string("17"));
        QCOMPARE(jsonl.examples[1].id, std::string("x18"));

        ClassificationOptions named = single(DatasetFormat::Tsv);
        named.idColumn = "pairID";
        Failure f = failure("text\tlabel\nठीक\tpos\n", named);
        QCOMPARE(f.message, std::string("missing column 'pairID'"));
        f = failure("id\ttext\tlabel\na\tठीक\tpos\nb\tखरा\tneg\na\tसच\tpos\n",
                    single(DatasetFormat::Tsv));
        QCOMPARE(f.line, std::size_t{4});
        QCOMPARE(f.field, std::string("id"));
        QCOMPARE(f.message, std::string("duplicate id 'a' (first on line 2)"));
        f = failure("id\ttext\tlabel\na\tठीक\tpos\n\tखरा\tneg\n", single(DatasetFormat::Tsv));
        QCOMPARE(f.line, std::size_t{3});
        QCOMPARE(f.message, std::string("empty id"));
        f = failure(
            "{\"id\": 1, \"text\": \"ठीक\", \"label\": 0}\n{\"text\": \"खरा\", \"label\": 1}\n",
            single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{2});
        QCOMPARE(f.field, std::string("id"));
        // The reverse, an id where the first record has none, is named too: it would be read
        // as nothing, and the records numbered by their places.
        f = failure(
            "{\"text\": \"ठीक\", \"label\": 0}\n{\"id\": \"hi-2\", \"text\": \"खरा\", \"label\": "
            "1}\n",
            single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{2});
        QCOMPARE(f.field, std::string("id"));
        QCOMPARE(f.message,
                 std::string("an id, where the first record has none: give every record its id, "
                             "or none"));
        f = failure("{\"id\": [1], \"text\": \"ठीक\", \"label\": 0}\n",
                    single(DatasetFormat::JsonLines));
        QVERIFY(qs(f.message).contains("id is neither"));

        // Ids are read as NFC, as prediction files read them: ড় typed as U+09DC and as ড + ়
        // is one id, a duplicate here rather than in the prediction file written from it.
        const auto nfc =
            parseClassificationDataset("{\"id\": \"\u09dc-1\", \"text\": \"বাড়ি\", \"label\": 0}\n",
                                       "bn.jsonl", single(DatasetFormat::JsonLines));
        QCOMPARE(nfc.examples[0].id, std::string("\u09a1\u09bc-1"));
        f = failure(
            "{\"id\": \"\u09a1\u09bc\", \"text\": \"বাড়ি\", \"label\": 0}\n"
            "{\"id\": \"\u09dc\", \"text\": \"ঘর\", \"label\": 1}\n",
            single(DatasetFormat::JsonLines));
        QCOMPARE(f.line, std::size_t{2});
        QVERIFY2(qs(f.message).contains("duplicate id"), f.message.c_str());
        f = failure("id\ttext\tlabel\n\u09dc\tবাড়ি\tpos\n\u09a1\u09bc\tঘর\tneg\n",
                    single(DatasetFormat::Tsv));
        QCOMPARE(f.line, std::size_t{3});
        QVERIFY2(qs(f.message).contains("duplicate id"), f.message.c_str());
    }

    void theNliLabelSet() {
        QCOMPARE(nliLabels(), kNli);
        QCOMPARE(labelSetByName("NLI"), std::optional<std::vector<std::string>>(kNli));
        QVERIFY(!labelSetByName("sentiment"));
        // 0-2 and names mix, as XNLI exports and hand-made files do.
        const auto d = parseClassificationDataset(
            "premise\thypothesis\tlabel\nवह देर से उठा।\tवह जल्दी उठा।\t2\nमीरा बाज़ार गई।\tमीरा बाहर "
            "गई।\tentailment\n",
            "hi.tsv", pair(DatasetFormat::Tsv, nliLabels()));
        QCOMPARE(d.examples[0].label, std::string("contradiction"));
        QCOMPARE(d.examples[1].labelIndex, std::size_t{0});
        QCOMPARE(d.labels, kNli);
    }

    // The columns offered in the workbench's dialogs: the header, or the first record's keys
    // in the file's order, read from the start of the file alone.
    void columnsOfTheFirstRecord() {
        QCOMPARE(datasetColumns("\xEF\xBB\xBFsentence\tsentiment\r\nयह अच्छा है\tpos\n",
                                DatasetFormat::Tsv),
                 (std::vector<std::string>{"sentence", "sentiment"}));
        QCOMPARE(datasetColumns("\"text, cleaned\",label,id\n\"a, b\",1,x", DatasetFormat::Csv),
                 (std::vector<std::string>{"text, cleaned", "label", "id"}));
        const std::string lines =
            "\n{\"premise\": \"वह आया।\", \"hypothesis\": \"x\", \"label\": 0}\n{\"other\": 1}\n";
        QCOMPARE(datasetColumns(lines, DatasetFormat::JsonLines),
                 (std::vector<std::string>{"premise", "hypothesis", "label"}));
        const std::string array =
            " [\n  {\"id\": \"p-1\", \"sentence1\": \"{[\\\"}\", \"sentence2\": \"y\", "
            "\"gold\": {\"label\": 2}},\n  {\"cut";
        QCOMPARE(datasetColumns(array, DatasetFormat::JsonLines),
                 (std::vector<std::string>{"id", "sentence1", "sentence2", "gold"}));
        // Cut within the first record, or not a dataset: nothing to offer.
        QVERIFY(datasetColumns(array.substr(0, 30), DatasetFormat::JsonLines).empty());
        QVERIFY(datasetColumns("{\"premise\": \"cut", DatasetFormat::JsonLines).empty());
        QVERIFY(datasetColumns("[1, 2]", DatasetFormat::JsonLines).empty());
        QVERIFY(datasetColumns("\"never closed\tlabel\n", DatasetFormat::Csv).empty());
        QVERIFY(datasetColumns("", DatasetFormat::Tsv).empty());

        const QString nli = QStringLiteral(AKSHARA_SOURCE_DIR "/tests/data/nli/hi.json");
        QCOMPARE(readDatasetColumns(nli.toStdString(), DatasetFormat::JsonLines),
                 (std::vector<std::string>{"id", "premise", "hypothesis", "label"}));
        QVERIFY(readDatasetColumns("/no/such/file.tsv", DatasetFormat::Tsv).empty());
        QVERIFY(readDatasetColumns(AKSHARA_SOURCE_DIR "/tests", DatasetFormat::Tsv).empty());
    }

    void readsFilesAndFormatsByName() {
        const QString path = test::tempPath("movies.csv");
        writeFileAtomically(path.toStdString(), "text,label\n\"छान, सुंदर\",1\n");
        const auto format = datasetFormatOfPath(path.toStdString());
        QCOMPARE(format, std::optional<DatasetFormat>(DatasetFormat::Csv));
        ClassificationOptions o = single(*format);
        const auto d = readClassificationDataset(path.toStdString(), o);
        QCOMPARE(d.examples[0].text, std::string("छान, सुंदर"));
        QCOMPARE(datasetFormatByName("JSONL"),
                 std::optional<DatasetFormat>(DatasetFormat::JsonLines));
        QVERIFY(!datasetFormatOfPath("data/train"));
        QVERIFY_EXCEPTION_THROWN(
            readClassificationDataset(test::tempPath("none.tsv").toStdString(), o), InputError);
    }
};

QTEST_GUILESS_MAIN(TestClassificationDataset)
#include "tst_classification_dataset.moc"
