#pragma once

// The inputs and readers of the attack and asr-curve command-line tests: Hindi and Polish
// datasets for the fixture models, and the records and manifest a run writes.

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QtGlobal>

#include "TestSupport.h"

namespace akshara::test {

// Hindi sentences (label 2, the class the random fixture model predicts for them).
inline const char* const kSentences[] = {
    "यह फिल्म बहुत बेकार थी मैं इसे दोबारा नहीं देखूंगा",
    "राम ने सीता को एक सुंदर किताब दी",
    "बच्चे स्कूल जा रहे हैं और शिक्षक कक्षा में पढ़ा रहे हैं",
    "उसने कहा कि खाना स्वादिष्ट था परंतु सेवा धीमी थी",
    "क्षत्रिय त्रिशूल और ज्ञान के बारे में लिखी गई यह पुस्तक अच्छी है",
    "आज सुबह से लगातार बारिश हो रही है",
};

inline QString fixture(const char* name) {
    return sharedDir().isEmpty() ? QString() : sharedDir() + "/fixtures/hf-parity/" + name;
}

inline QString writeFile(const QString& name, const QByteArray& content) {
    const QString path = tempPath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        qFatal("cannot write %s", qPrintable(path));
    }
    f.write(content);
    return path;
}

inline QString singleDataset(int repeat) {
    QByteArray tsv = "text\tlabel\n";
    for (int r = 0; r < repeat; ++r) {
        for (const char* s : kSentences) {
            tsv += QByteArray(s) + "\t2\n";
        }
    }
    return writeFile("data.tsv", tsv);
}

inline QList<QJsonObject> records(const QString& dir, bool dropTiming) {
    QFile f(dir + "/results.jsonl");
    QList<QJsonObject> out;
    if (!f.open(QIODevice::ReadOnly)) {
        return out;
    }
    for (const auto& line : f.readAll().split('\n')) {
        if (line.isEmpty()) {
            continue;
        }
        auto o = QJsonDocument::fromJson(line).object();
        if (dropTiming) {
            o.remove("seconds");
            o.remove("query_seconds");
            auto categories = o["categories"].toObject();
            for (const auto& key : categories.keys()) {
                auto c = categories[key].toObject();
                c.remove("seconds");
                c.remove("query_seconds");
                categories[key] = c;
            }
            if (!categories.isEmpty()) {
                o["categories"] = categories;
            }
        }
        out.push_back(o);
    }
    return out;
}

// Polish sentences, and two examples without words (punctuation, emoji), label 2.
inline QString polishDataset() {
    QByteArray tsv = "text\tlabel\n";
    for (const char* s :
         {"Przedsiębiorstwo zatrudnia stu dwudziestu pracowników.", "!!!",
          "Ta książka jest naprawdę dobra i bardzo ją polecam wszystkim znajomym oraz całej "
          "rodzinie",
          "\xF0\x9F\x98\x80\xF0\x9F\x98\x80", "Obsługa w hotelu była miła."}) {
        tsv += QByteArray(s) + "\t2\n";
    }
    return writeFile("polish.tsv", tsv);
}

inline QJsonObject manifestOptions(const QString& dir) {
    QFile f(dir + "/manifest.json");
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QJsonDocument::fromJson(f.readAll()).object()["options"].toObject();
}

}  // namespace akshara::test
