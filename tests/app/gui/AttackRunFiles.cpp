#include "AttackRunFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include "TestSupport.h"

namespace akshara::test {

namespace {

// Hindi sentences, labelled 2: the class the random fixture model predicts for them.
const char* const kSentences[] = {
    "यह फिल्म बहुत बेकार थी मैं इसे दोबारा नहीं देखूंगा",
    "राम ने सीता को एक सुंदर किताब दी",
    "बच्चे स्कूल जा रहे हैं और शिक्षक कक्षा में पढ़ा रहे हैं",
    "आज सुबह से लगातार बारिश हो रही है",
};

}  // namespace

QStringList attackSentences() {
    QStringList sentences;
    for (const char* s : kSentences) {
        sentences << QString::fromUtf8(s);
    }
    return sentences;
}

QString writeFile(const QString& path, const QByteArray& content) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        qFatal("cannot write %s", qPrintable(path));
    }
    file.write(content);
    return path;
}

QString dataset() {
    QByteArray tsv = "text\tlabel\n";
    for (const char* s : kSentences) {
        tsv += QByteArray(s) + "\t2\n";
    }
    return writeFile(tempPath("attack-data.tsv"), tsv);
}

QString repeatedDataset(int times) {
    QByteArray tsv = "text\tlabel\n";
    for (int n = 0; n < times; ++n) {
        for (const char* s : kSentences) {
            tsv += QByteArray(s) + "\t2\n";
        }
    }
    return writeFile(tempPath(QStringLiteral("attack-data-%1.tsv").arg(times)), tsv);
}

bool holdsAResult(const QDir& runs) {
    for (const QString& name : runs.entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)) {
        if (QFileInfo(runs.filePath(name + "/results.jsonl")).size() > 0) {
            return true;
        }
    }
    return false;
}

// The sentences above and one labelled 0, a class the model does not predict for it: that
// example is skipped (the model is already wrong).
QString datasetWithAWrongLabel() {
    QByteArray tsv = "text\tlabel\n";
    for (const char* s : kSentences) {
        tsv += QByteArray(s) + "\t2\n";
    }
    tsv += QByteArray("मौसम आज बहुत अच्छा है") + "\t0\n";
    return writeFile(tempPath("attack-data-wrong-label.tsv"), tsv);
}

// A copy of a run folder's manifest with the given results and summary (none when null).
QString runCopy(const QString& from, const QString& name, const QByteArray& results,
                const QByteArray& summary) {
    const QString folder = tempPath(name);
    QDir(folder).removeRecursively();
    QDir().mkpath(folder);
    QFile::copy(from + "/manifest.json", folder + "/manifest.json");
    writeFile(folder + "/results.jsonl", results);
    if (!summary.isNull()) {
        writeFile(folder + "/summary.json", summary);
    }
    return folder;
}

QJsonObject readJson(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object()
                                          : QJsonObject();
}

// An attack run of two examples, the first skipped and the second attacked, not flipped.
QString handMadeAttackRun(const QString& folder) {
    QDir(folder).removeRecursively();
    QDir().mkpath(folder);
    writeFile(folder + "/manifest.json",
              R"({"kind": "attack", "model": "m", "operator": "phono", "options": {}})");
    writeFile(folder + "/results.jsonl",
              "{\"index\": 0, \"original\": \"घर\", \"skipped\": true, \"skip_reason\": "
              "\"misclassified\"}\n"
              "{\"index\": 1, \"original\": \"राम घर गया\", \"adversarial\": \"राम घड़ "
              "गया\", \"changed_words\": 1, \"success\": false, \"queries\": 5, "
              "\"importance\": [{\"start\": 0, \"end\": 3, \"score\": 0.1}, {\"start\": 4, "
              "\"end\": 6, \"score\": 0.5}, {\"start\": 7, \"end\": 10, \"score\": -0.2}]}\n");
    return folder;
}

}  // namespace akshara::test
