#include <QtTest>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include "TestSupport.h"
#include "data/ClassificationDataset.h"

using namespace akshara::test;
using namespace akshara::data;

namespace {

// perturb --column text of `input` with phono, its copy written to `out`.
CliResult perturbTextColumn(const QString& input, const QString& out) {
    return runCli({"perturb", "--op", "phono", "--lang", "hi", "--input", input, "--column", "text",
                   "--dataset-out", out});
}

// A new file at `path` holding `bytes`; the path.
QString withContents(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(bytes);
    }
    return path;
}

// The keys of a JSON object in the order the line writes them.
QStringList jsonKeys(const QByteArray& line) {
    QStringList keys;
    for (const auto& m : QRegularExpression(R"re("([a-z_]+)":)re").globalMatch(line)) {
        keys << m.captured(1);
    }
    return keys;
}

QList<QJsonObject> jsonLines(const QByteArray& out) {
    QList<QJsonObject> objects;
    for (const QByteArray& line : out.split('\n')) {
        if (!line.isEmpty()) {
            objects << QJsonDocument::fromJson(line).object();
        }
    }
    return objects;
}

}  // namespace

class TestCliPerturb : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void candidatesAsJsonLines() {
        const auto r = runCli({"candidates", "--op", "ortho", "--lang", "hi", "बेकार"});
        QCOMPARE(r.exitCode, 0);
        const auto lines = jsonLines(r.out);
        QVERIFY(!lines.isEmpty());
        const QJsonObject first = lines.first();
        QCOMPARE(first.keys(),
                 (QStringList{"candidate", "category", "from", "op", "position", "to", "word"}));
        QCOMPARE(first["candidate"].toString(), QStringLiteral("वेकार"));
        QCOMPARE(first["position"].toInt(), 0);
        QCOMPARE(first["from"].toString(), QStringLiteral("ब"));
        QCOMPARE(first["to"].toString(), QStringLiteral("व"));

        // A word the operator makes nothing of is named on stderr, the others' lines kept.
        const auto mixed = runCli({"candidates", "--op", "phono", "--lang", "hi", "123", "अवन"});
        QCOMPARE(mixed.exitCode, 0);
        QVERIFY2(mixed.err.contains("note: phono makes no candidate of 123"),
                 mixed.err.constData());
        QVERIFY(!mixed.err.contains("of अवन"));
        QVERIFY(!jsonLines(mixed.out).isEmpty());
    }

    // --tables DIR: a table saved there replaces the built-in one of its name, and stderr says
    // which tables come from where; a path that is not a folder is a usage error.
    void tablesFromAFolderReplaceTheBuiltInOnes() {
        const QString dir = tempPath("curated-tables");
        QVERIFY(QDir().mkpath(dir));
        const auto shown = runCli({"tables", "show", "deva-orthographic", "--format", "tsv"});
        QCOMPARE(shown.exitCode, 0);
        QByteArray table;
        for (const QByteArray& line : shown.out.split('\n')) {
            if (!line.startsWith("ब\tव")) {  // the paper's own example, taken out
                table += line + '\n';
            }
        }
        QFile file(dir + "/deva-orthographic.tsv");
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(table);
        file.close();
        const auto curated =
            runCli({"candidates", "--op", "ortho", "--lang", "hi", "--tables", dir, "बेकार"});
        QVERIFY2(curated.exitCode == 0, curated.err.constData());
        QVERIFY(!curated.out.contains("वेकार"));
        QVERIFY(curated.out.contains("बैकार"));
        QVERIFY2(curated.err.contains("ortho: table deva-orthographic from " + dir.toUtf8() +
                                      "/deva-orthographic.tsv"),
                 curated.err.constData());
        const auto phono =
            runCli({"perturb", "--op", "phono", "--lang", "hi", "--tables", dir}, "कमल\n");
        QCOMPARE(phono.exitCode, 0);
        QVERIFY2(phono.err.contains("phono: table deva-phonological built in (" + dir.toUtf8() +
                                    " has no deva-phonological.tsv)"),
                 phono.err.constData());
        const auto missing = runCli({"candidates", "--op", "ortho", "--lang", "hi", "--tables",
                                     dir + "/no-such-folder", "बेकार"});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("no-such-folder is not a folder"));
    }

    // -- ends the options, so a word may start with a dash; a single-dash option is refused.
    void optionsEndAtTheDoubleDash() {
        const auto r = runCli({"candidates", "--op", "phono", "--lang", "hi", "--", "--op"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.isEmpty());  // "--op" is a word without letters: no candidates
        const auto word = runCli({"candidates", "--op", "phono", "--lang", "hi", "--", "कम"});
        QVERIFY2(word.exitCode == 0 && word.out.contains("\"word\":\"कम\""), word.err.constData());
        const auto single = runCli({"candidates", "--op", "phono", "--lang", "hi", "-z", "कम"});
        QCOMPARE(single.exitCode, 2);
        QVERIFY2(single.err.contains("unknown option -z"), single.err.constData());
        QVERIFY(single.out.isEmpty());
    }

    void categoryFilter() {
        const auto r = runCli(
            {"candidates", "--op", "phono", "--category", "sibilant", "--lang", "hi", "शाम", "कल"});
        QCOMPARE(r.exitCode, 0);
        const auto lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 2);  // कल has no sibilant
        for (const auto& l : lines)
            QCOMPARE(l["category"].toString(), QStringLiteral("sibilant"));
    }

    void perturbIsSeededAndReplayable() {
        const QByteArray input = QString("यह फ़िल्म बहुत बेकार थी।\nमैं इसे दोबारा नहीं देखूँगा।\n").toUtf8();
        const auto a = runCli(
            {"perturb", "--op", "phono", "--lang", "hi", "--words", "2", "--seed", "9"}, input);
        const auto b = runCli(
            {"perturb", "--op", "phono", "--lang", "hi", "--words", "2", "--seed", "9"}, input);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.out, b.out);
        const auto lines = jsonLines(a.out);
        QCOMPARE(lines.size(), 2);
        for (const auto& l : lines) {
            QString text = l["text"].toString();
            for (const auto& e : l["edits"].toArray()) {
                const QJsonObject edit = e.toObject();
                const int pos = edit["position"].toInt();
                QCOMPARE(text.mid(pos, edit["from"].toString().size()), edit["from"].toString());
                text.replace(pos, edit["from"].toString().size(), edit["to"].toString());
            }
            QCOMPARE(text, l["perturbed"].toString());
            QCOMPARE(l["edits"].toArray().size(), 2);
        }
    }

    void datasetColumn() {
        const QString csv = tempPath("reviews.csv");
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QString("text,label\n\"यह फ़िल्म बहुत बेकार थी,\nसच में\",0\nअच्छी कहानी है,1\n").toUtf8());
        f.close();
        const auto r = runCli(
            {"perturb", "--op", "phono", "--lang", "hi", "--input", csv, "--column", "text"});
        QCOMPARE(r.exitCode, 0);
        const auto lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0]["line"].toInt(), 2);
        QVERIFY(lines[0]["text"].toString().contains('\n'));  // a quoted field with a newline
        QCOMPARE(lines[1]["line"].toInt(), 4);

        const QString jsonl = tempPath("pairs.jsonl");
        QFile j(jsonl);
        QVERIFY(j.open(QIODevice::WriteOnly));
        j.write(QString("{\"premise\": \"Kot śpi na macie.\", \"label\": 0}\n{\"premise\": 7}\n")
                    .toUtf8());
        j.close();
        const auto bad = runCli(
            {"perturb", "--op", "key", "--lang", "pl", "--input", jsonl, "--column", "premise"});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(":2: field 'premise': field 'premise' is not a string"),
                 bad.err.constData());
        // A JSON array, on one line or across lines, and a line that is not an object say so.
        const QList<QPair<QByteArray, QByteArray>> notRecords{
            {"[{\"premise\": \"Kot śpi.\"}]\n", ":1: a JSON array: this reads JSON lines"},
            {"[\n{\"premise\": \"Kot śpi.\"}\n]\n", ":1: the start of a JSON array"},
            {"{\"premise\": \"Kot śpi.\"}\n\"Pies\"\n",
             ":2: a JSON lines record must be an object, not string"}};
        for (const auto& [content, message] : notRecords) {
            QVERIFY(j.open(QIODevice::WriteOnly));
            j.write(content);
            j.close();
            const auto refused = runCli({"perturb", "--op", "key", "--lang", "pl", "--input", jsonl,
                                         "--column", "premise"});
            QCOMPARE(refused.exitCode, 1);
            QVERIFY2(refused.err.contains(message), refused.err.constData());
        }
        QCOMPARE(
            runCli({"perturb", "--op", "key", "--lang", "pl", "--column", "premise"}, "").exitCode,
            2);
        // Standard output carries the JSON lines: the dataset needs a file of its own.
        const auto toStdout = runCli({"perturb", "--op", "key", "--lang", "pl", "--input", jsonl,
                                      "--column", "premise", "--dataset-out", "-"});
        QCOMPARE(toStdout.exitCode, 2);
        QVERIFY2(toStdout.err.contains("--dataset-out - is not taken"), toStdout.err.constData());
        QVERIFY(!QFile::exists("-"));
    }

    // A text the operator leaves as it was keeps its bytes in --dataset-out, even where its
    // normal form differs: ज़ written as the one code point U+095B (which NFC writes as ज and a
    // nukta) is not rewritten when nothing in its line is perturbed.
    void datasetOutKeepsTheBytesOfTextsLeftAsTheyWere() {
        const QByteArray tsv = "text\tlabel\n\xE0\xA5\x9B 123\tpos\n";
        const QString input = withContents(tempPath("unperturbed.tsv"), tsv);
        const QString out = tempPath("unperturbed-out.tsv");
        const auto r = perturbTextColumn(input, out);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("0 with column 'text' perturbed"), r.err.constData());
        QCOMPARE(readBytes(out), tsv);

        // In JSON lines too: an escaped text the operator leaves alone keeps its escapes.
        const QByteArray jsonl = "{\"text\": \"\\u0041\\/b 123\", \"label\": 1}\n";
        const QString jsonOut = tempPath("unperturbed-out.jsonl");
        const auto j =
            perturbTextColumn(withContents(tempPath("unperturbed.jsonl"), jsonl), jsonOut);
        QVERIFY2(j.exitCode == 0, j.err.constData());
        QCOMPARE(readBytes(jsonOut), jsonl);
    }

    // In CSV the fields a perturbation leaves alone keep their bytes too: a line break
    // inside quotes stays CRLF where it was written so, and a record of one quoted empty
    // field ("") stays a record, not a blank line dropped from the copy.
    void datasetOutKeepsQuotedLineBreaksAndEmptyRecords() {
        const QByteArray csv =
            "text,note\r\n\"zażółć gęślą\",\"linia 1\r\nlinia 2\"\r\n"
            "\"ala\r\nma 123\",x\r\n";
        const QString out = tempPath("quoted-crlf-out.csv");
        const auto r = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--input",
                               withContents(tempPath("quoted-crlf.csv"), csv), "--column", "text",
                               "--dataset-out", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains(": 2 records"), r.err.constData());
        const QByteArray written = readBytes(out);
        QVERIFY2(written.contains(",\"linia 1\r\nlinia 2\"\n"), written.constData());
        QVERIFY2(written.endsWith("\n\"ala\r\nma 123\",x\n"), written.constData());

        const QString single = tempPath("empty-record-out.csv");
        const auto e =
            runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--input",
                    withContents(tempPath("empty-record.csv"), "text\nala ma kota\n\"\"\nzażółć\n"),
                    "--column", "text", "--dataset-out", single});
        QVERIFY2(e.exitCode == 0, e.err.constData());
        QVERIFY2(e.err.contains(": 3 records"), e.err.constData());
        QVERIFY2(readBytes(single).contains("\nala ma kota\n\"\"\n"),
                 readBytes(single).constData());

        // A JSON array over several lines is named as one, not "not valid JSON".
        const auto array = perturbTextColumn(
            withContents(tempPath("array.json"),
                         "[{\"text\": \"ala ma kota\", \"label\": 0},\n{\"text\": \"b\", "
                         "\"label\": 1}]\n"),
            tempPath("array-out.json"));
        QCOMPARE(array.exitCode, 1);
        QVERIFY2(array.err.contains("array.json:1: a JSON array"), array.err.constData());
    }

    // A TSV quoted as pandas writes it (to_csv(sep="\t")) is perturbed as its texts read, not
    // with the quoting's quotes, and written back quoted so that pandas reads it again: a
    // quoted line break stays in its field, a quote stays doubled.
    void datasetOutKeepsAPandasTsvQuoted() {
        const QByteArray tsv =
            "text\tlabel\n\"Zażółć \"\"gęślą\"\" jaźń\"\t1\n"
            "\"ala\nma kota\"\t0\nżółw\t1\n";
        const QString out = tempPath("pandas-out.tsv");
        const auto r = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--words", "9",
                               "--input", withContents(tempPath("pandas.tsv"), tsv), "--column",
                               "text", "--dataset-out", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains(": 3 records"), r.err.constData());
        QVERIFY2(r.out.contains(QStringLiteral("\"text\":\"Zażółć \\\"gęślą\\\" jaźń\"").toUtf8()),
                 r.out.constData());
        const QList<QByteArray> lines = readBytes(out).split('\n');
        QCOMPARE(lines.size(), 6);  // the header, three records (one over two lines), the end
        QVERIFY2(lines[1].startsWith("\"Za") && lines[1].endsWith("\"\t1") &&
                     lines[1].count("\"\"") == 2 && lines[1] != tsv.split('\n')[1],
                 lines[1].constData());
        QCOMPARE(lines[2], QByteArray("\"ala"));
        QCOMPARE(lines[3], QByteArray("ma kota\"\t0"));
        QVERIFY2(lines[4].endsWith("\t1") && !lines[4].startsWith('"'), lines[4].constData());
    }

    // The copy is in the input's format: a name saying another is refused, not written as TSV
    // under .csv for predict to misread.
    void datasetOutNamedForAnotherFormatIsRefused() {
        const QString input = withContents(tempPath("misnamed.tsv"), "text\tlabel\nठीक है\tpos\n");
        const QString csv = tempPath("misnamed-out.csv");
        const auto wrong = perturbTextColumn(input, csv);
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY2(wrong.err.contains("written in the input's format, tsv, but its name says csv"),
                 wrong.err.constData());
        QVERIFY(!QFileInfo::exists(csv));
    }

    // Nor may the copy replace a curated table the operator reads (--tables): it was written
    // over it, and the table lost.
    void datasetOutMayNotReplaceACuratedTable() {
        const QString tables = tempPath("curated-tables");
        QVERIFY(QDir().mkpath(tables));
        const auto shown = runCli({"tables", "show", "deva-orthographic"});
        QCOMPARE(shown.exitCode, 0);
        const QString table = withContents(tables + "/deva-orthographic.tsv", shown.out);
        const QString input =
            withContents(tempPath("curated-input.tsv"), "text\tlabel\nबेकार बात है\tneg\n");
        const auto refused = runCli({"perturb", "--op", "ortho", "--lang", "hi", "--tables", tables,
                                     "--input", input, "--column", "text", "--dataset-out", table});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("is also an input"), refused.err.constData());
        QCOMPARE(readBytes(table), shown.out);
    }

    // A hand-written table's entries need no category (only phonological ones do): key and
    // ortho-rule passed over every entry without one, though the table was named as read.
    void curatedEntriesWithoutACategoryAreUsed() {
        const QString tables = tempPath("uncategorised");
        QVERIFY(QDir().mkpath(tables));
        const QByteArray header = "# akshara-confusion-table 1\n# script: Latn\n# language: pl\n";
        withContents(
            tables + "/pl-keyboard.tsv",
            header + "# name: pl-keyboard\n# kind: keyboard\nsource\ttarget\nm\tn\nn\tm\n");
        withContents(tables + "/pl-orthographic-rule.tsv",
                     header +
                         "# name: pl-orthographic-rule\n# kind: orthographic-rule\n"
                         "source\ttarget\tcategory\nrz\tż\t\nż\trz\t\n");
        const auto key =
            runCli({"candidates", "--op", "key", "--lang", "pl", "--tables", tables, "mama"});
        QVERIFY2(key.exitCode == 0, key.err.constData());
        QVERIFY2(key.out.contains("\"candidate\":\"nama\""), key.out.constData());
        const auto rule = runCli(
            {"candidates", "--op", "ortho-rule", "--lang", "pl", "--tables", tables, "morze"});
        QVERIFY2(rule.exitCode == 0, rule.err.constData());
        QVERIFY2(rule.out.contains(QString("\"candidate\":\"może\"").toUtf8()),
                 rule.out.constData());
        // A category asked for is one these entries do not have.
        const auto neighbour = runCli({"candidates", "--op", "key", "--lang", "pl", "--category",
                                       "neighbour", "--tables", tables, "mama"});
        QVERIFY(!neighbour.out.contains("nama"));
    }

    // --dataset-out writes the dataset back in its own format with the column perturbed, so
    // that the dataset reader (predict, attack, train) reads it like the original.
    void datasetOutKeepsTheFormatAndTheOtherFields() {
        const QString demo = tempPath("demo");
        QCOMPARE(runCli({"demo-data", "--out", demo, "--sentences", "20", "--seed", "3"}).exitCode,
                 0);
        const QString tsv = demo + "/pl/sentiment.tsv";
        const QString perturbedTsv = tempPath("pl-diacritic.tsv");
        const auto r = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--words", "2",
                               "--input", tsv, "--column", "text", "--dataset-out", perturbedTsv});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 20);
        QVERIFY2(r.err.contains("wrote " + perturbedTsv.toUtf8() + ": 20 records"),
                 r.err.constData());

        ClassificationOptions options;
        options.format = DatasetFormat::Tsv;
        const auto original = readClassificationDataset(tsv.toStdString(), options);
        const auto perturbed = readClassificationDataset(perturbedTsv.toStdString(), options);
        QCOMPARE(perturbed.examples.size(), original.examples.size());
        QCOMPARE(perturbed.labels, original.labels);
        int changed = 0;
        for (std::size_t i = 0; i < original.examples.size(); ++i) {
            const auto& before = original.examples[i];
            const auto& after = perturbed.examples[i];
            QCOMPARE(qs(after.text), lines[int(i)]["perturbed"].toString());
            QCOMPARE(qs(before.text), lines[int(i)]["text"].toString());
            QCOMPARE(after.label, before.label);
            changed += after.text != before.text ? 1 : 0;
        }
        QVERIFY2(changed >= 10, qPrintable(QString::number(changed)));

        // JSON lines: the other fields (id, premise, label) stay, in their order.
        const QString jsonl = demo + "/nli/pl.jsonl";
        const QString perturbedJsonl = tempPath("pl-hypothesis.jsonl");
        const auto j = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--input", jsonl,
                               "--column", "hypothesis", "--dataset-out", perturbedJsonl});
        QVERIFY2(j.exitCode == 0, j.err.constData());
        const QList<QByteArray> before = readBytes(jsonl).trimmed().split('\n');
        const QList<QByteArray> after = readBytes(perturbedJsonl).trimmed().split('\n');
        QCOMPARE(after.size(), before.size());
        const auto records = jsonLines(j.out);
        for (int i = 0; i < before.size(); ++i) {
            const QJsonObject a = QJsonDocument::fromJson(before[i]).object();
            QJsonObject b = QJsonDocument::fromJson(after[i]).object();
            QCOMPARE(b["hypothesis"].toString(), records[i]["perturbed"].toString());
            b["hypothesis"] = a["hypothesis"];
            QCOMPARE(b, a);
        }
        QCOMPARE(jsonKeys(after[0]), jsonKeys(before[0]));

        // Every other byte of a JSON line stays as written: an id beyond 64 bits (which a JSON
        // parser holds as a double), numbers in their own notation, the spacing, an escaped
        // key and a nested object holding a field of the same name. A byte order mark before
        // the first record is read past.
        const QString raw = tempPath("raw.jsonl");
        QFile rawFile(raw);
        QVERIFY(rawFile.open(QIODevice::WriteOnly));
        rawFile.write("\xEF\xBB\xBF");  // a byte order mark: read past, not written back
        rawFile.write(
            QString("{\"id\": 12345678901234567890123, \"meta\": {\"text\": \"bez zmian\"},"
                    "  \"t\\u0065xt\" :  \"Żółta łódź\", \"x\":1e5, \"p\": 0.10}\r\n"
                    "\n{\"text\":\"Gęś\"}\n")
                .toUtf8());
        rawFile.close();
        const QString rawOut = tempPath("raw-out.jsonl");
        const auto k = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--words", "2",
                               "--input", raw, "--column", "text", "--dataset-out", rawOut});
        QVERIFY2(k.exitCode == 0, k.err.constData());
        const auto perturbedTexts = jsonLines(k.out);
        QCOMPARE(perturbedTexts.size(), 2);
        const auto quoted = [](const QJsonObject& record) {
            return QJsonDocument(QJsonArray{record["perturbed"]})
                .toJson(QJsonDocument::Compact)
                .mid(1)
                .chopped(1);
        };
        QCOMPARE(readBytes(rawOut),
                 "{\"id\": 12345678901234567890123, \"meta\": {\"text\": \"bez zmian\"},"
                 "  \"t\\u0065xt\" :  " +
                     quoted(perturbedTexts[0]) + ", \"x\":1e5, \"p\": 0.10}\r\n\n{\"text\":" +
                     quoted(perturbedTexts[1]) + "}\n");
        QVERIFY(perturbedTexts[0]["perturbed"].toString() != QStringLiteral("Żółta łódź"));

        // CSV: a perturbed field with a comma, a quote or a line break is quoted again.
        const QString csv = tempPath("reviews.csv");
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QString("id,text,label\nr1,\"Żółw, który \"\"śpi\"\"\nna macie.\",pozytywna\n"
                        "r2,Kot je rybę.,negatywna\n")
                    .toUtf8());
        f.close();
        const QString perturbedCsv = tempPath("reviews-diacritic.csv");
        const auto c = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--words", "3",
                               "--input", csv, "--column", "text", "--dataset-out", perturbedCsv});
        QVERIFY2(c.exitCode == 0, c.err.constData());
        options.format = DatasetFormat::Csv;
        const auto back = readClassificationDataset(perturbedCsv.toStdString(), options);
        QCOMPARE(back.examples.size(), std::size_t(2));
        const auto csvRecords = jsonLines(c.out);
        const QString first = csvRecords[0]["perturbed"].toString();
        QVERIFY(first != csvRecords[0]["text"].toString());
        QVERIFY(first.contains(',') && first.contains('"') && first.contains('\n'));
        QCOMPARE(qs(back.examples[0].text), first);
        QCOMPARE(qs(back.examples[1].text), csvRecords[1]["perturbed"].toString());
        QCOMPARE(back.examples[0].id, std::string("r1"));
        QCOMPARE(back.examples[1].label, std::string("negatywna"));

        // The input itself is never overwritten; --dataset-out needs a column.
        const auto same = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--input", tsv,
                                  "--column", "text", "--dataset-out", tsv});
        QCOMPARE(same.exitCode, 1);
        QVERIFY(same.err.contains("is also an input"));
        // Nor the relation file the operator reads, and an empty path writes nothing.
        const QString relations = tempPath("relations.tsv");
        QFile relationFile(relations);
        QVERIFY(relationFile.open(QIODevice::WriteOnly));
        relationFile.write(QString("kot\tkat\tspelling\n").toUtf8());
        relationFile.close();
        const auto ontoRelations =
            runCli({"perturb", "--op", "relation", "--lang", "pl", "--relations", relations,
                    "--input", tsv, "--column", "text", "--dataset-out", relations});
        QCOMPARE(ontoRelations.exitCode, 1);
        QVERIFY2(ontoRelations.err.contains("is also an input"), ontoRelations.err.constData());
        QCOMPARE(readBytes(relations), QString("kot\tkat\tspelling\n").toUtf8());
        const auto emptyOut = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--input",
                                      tsv, "--column", "text", "--dataset-out", ""});
        QCOMPARE(emptyOut.exitCode, 2);
        QVERIFY2(emptyOut.err.contains("--dataset-out needs a value (FILE), not an empty one"),
                 emptyOut.err.constData());
        QCOMPARE(
            runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--dataset-out", perturbedTsv},
                   "Kot\n")
                .exitCode,
            2);
    }

    // Unknown operators, languages and categories are usage mistakes (exit 2) naming the
    // option, in every command that takes them.
    void unknownOperatorChoicesAreUsageMistakes() {
        struct Case {
            QStringList args;
            QByteArray message;
        };
        const QList<Case> cases{
            {{"candidates", "--op", "nosuch", "--lang", "hi", "भारत"},
             "--op: unknown operator 'nosuch' (known: phono ortho random"},
            {{"candidates", "--op", "phono", "--lang", "hi", "--category", "nosuch", "भारत"},
             "--category: operator 'phono' has no category 'nosuch' (it has: "},
            {{"candidates", "--op", "phono", "--lang", "xx", "भारत"},
             "--lang: unknown language 'xx'"},
            {{"candidates", "--op", "ortho-rule", "--lang", "hi", "भारत"},
             "--lang: operator 'ortho-rule' does not support Hindi (hi); it supports pl"},
            {{"perturb", "--op", "ortho", "--lang", "hi", "--category", "nosuch"},
             "--category: operator 'ortho' has no category 'nosuch'"},
            {{"asr-curve", "--proxy", "p", "--target", "t", "--data", "d.tsv", "--ops",
              "phono,nosuch", "--lang", "hi", "--out", tempPath("asr-nosuch")},
             "--ops: unknown operator 'nosuch'"},
            {{"attack", "--model", "m", "--data", "d.tsv", "--op", "phono", "--lang", "hi",
              "--category", "nosuch", "--out", tempPath("attack-nosuch")},
             "--category: operator 'phono' has no category 'nosuch'"},
            {{"attack", "--model", "m", "--data", "d.tsv", "--op", "phono", "--lang", "hi",
              "--method", "saliency", "--out", tempPath("attack-saliency")},
             "--method: "},
            // Another operator's options would be ignored.
            {{"candidates", "--op", "phono", "--lang", "hi", "--relations", "r.tsv", "भारत"},
             "--relations is for --op relation, not 'phono'"},
            {{"perturb", "--op", "ortho", "--lang", "hi", "--one-per-position"},
             "--one-per-position is for --op random, not 'ortho'"},
            {{"perturb", "--op", "relation", "--lang", "pl"},
             "--op relation needs --relations FILE"},
            {{"candidates", "--op", "random", "--lang", "hi", "--seed", "-1", "भारत"},
             "--seed must not be negative"},
        };
        for (const auto& c : cases) {
            const auto r = runCli(c.args, "भारत\n");
            QVERIFY2(r.exitCode == 2, qPrintable(c.args.join(' ') + ": " + r.err));
            QVERIFY2(r.err.contains(c.message), r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
        QVERIFY(!QFileInfo::exists(tempPath("attack-nosuch")));
    }

    // --format names the dataset format; an unknown one is reported as such.
    void unknownDatasetFormatIsNamed() {
        const QString tsv = tempPath("reviews-format.tsv");
        QFile f(tsv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("text\tlabel\nKot śpi.\tpozytywna\n");
        f.close();
        const auto r = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--input", tsv,
                               "--column", "text", "--format", "xml"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--format must be tsv, csv, jsonl or json, not 'xml'"),
                 r.err.constData());
    }

    void inputFileAndErrors() {
        const QString path = tempPath("lines.txt");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Rzeka może być głęboka.\nKot\xC3\n");
        f.close();
        const auto r = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--input", path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(path.toUtf8() + ":2: invalid UTF-8"), r.err.constData());
        QCOMPARE(jsonLines(r.out).size(), 1);
        QCOMPARE(runCli({"perturb", "--op", "phono", "--lang", "pl"}, "kot\n").exitCode, 2);
        QCOMPARE(runCli({"perturb", "--op", "phono"}, "kot\n").exitCode, 2);
        QCOMPARE(runCli({"perturb", "--op", "phono", "--lang", "hi", "--words", "0"}, "").exitCode,
                 2);
        QCOMPARE(runCli({"operators", "--json"}).exitCode, 0);
    }

    // An empty input is refused, naming it, as classify and embed refuse it: no output would
    // pass for the perturbations of empty text.
    void anEmptyInputIsRefused() {
        const QString path = tempPath("empty.txt");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        auto r = runCli({"perturb", "--op", "phono", "--lang", "hi", "--input", path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(path.toUtf8() + ": no lines to read"), r.err.constData());
        r = runCli({"perturb", "--op", "phono", "--lang", "hi"}, "");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("stdin: no lines to read"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void aFolderGivenAsInputIsRefused() {
        const QString folder = akshara::test::tempPath("a-folder");
        QVERIFY(QDir().mkpath(folder));
        const auto r = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--input", folder});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(folder.toUtf8() + ": is a folder, not a file"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void textInAnotherScriptIsNamedOnce() {
        // Bengali text with Hindi's phonological operator: nothing can change, and the user
        // is told why instead of getting empty edits in silence.
        const auto r = runCli({"perturb", "--op", "phono", "--lang", "hi", "--words", "2"},
                              QString::fromUtf8("স্কুলে যাচ্ছি আমি\nআমি ভাত খাই\n").toUtf8());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("warning: line 1 is in Bengali script, but --lang hi perturbs "
                                "Devanagari letters"),
                 r.err.constData());
        QCOMPARE(r.err.count("warning:"), 1);
        for (const auto& line : jsonLines(r.out)) {
            QCOMPARE(line["perturbed"].toString(), line["text"].toString());
        }
        const auto hindi = runCli({"perturb", "--op", "phono", "--lang", "hi"},
                                  QString::fromUtf8("राम ने सीता को किताब दी\n").toUtf8());
        QVERIFY(!hindi.err.contains("warning"));
    }
};

QTEST_GUILESS_MAIN(TestCliPerturb)
#include "tst_cli_perturb.moc"
