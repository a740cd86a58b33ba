#include "AttackRuns.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "DialogFields.h"
#include "RunFields.h"
#include "attack/RunOptions.h"
#include "common/Error.h"

namespace akshara::gui {

namespace {

// A JSON object file of the run; `required` false gives an empty object for a missing file.
QJsonObject readObject(const QString& path, bool required) {
    if (!required && !QFileInfo::exists(path)) {
        return {};
    }
    return readRunObject(path);
}

// Throws InputError naming the run's manifest when it is not the one of a run of `kind`.
void checkKind(const QString& runFolder, const QJsonObject& manifest, const QString& kind) {
    const QString found = manifest.value(QStringLiteral("kind")).toString();
    if (found != kind) {
        failRunFile(QDir(runFolder).filePath(QStringLiteral("manifest.json")),
                    QCoreApplication::translate("AttackRuns", "a run of kind \"%1\", not \"%2\"")
                        .arg(found, kind));
    }
}

// The manifest of a run of `kind`.
QJsonObject readManifest(const QString& runFolder, const QString& kind) {
    const QJsonObject manifest =
        readObject(QDir(runFolder).filePath(QStringLiteral("manifest.json")), true);
    checkKind(runFolder, manifest, kind);
    return manifest;
}

// UTF-16 offsets of each code point index of `text`, and of its end.
std::vector<int> utf16Offsets(const QString& text) {
    std::vector<int> offsets;
    for (int i = 0; i < text.size(); ++i) {
        offsets.push_back(i);
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() &&
            text.at(i + 1).isLowSurrogate()) {
            ++i;
        }
    }
    offsets.push_back(int(text.size()));
    return offsets;
}

}  // namespace

QString AttackRunData::labelName(int classIndex) const {
    if (classIndex >= 0 && classIndex < labels.size()) {
        return labels[classIndex];
    }
    return QCoreApplication::translate("AttackRuns", "class %1").arg(classIndex);
}

widgets::AttributionExample AttackRunData::attribution(int index) const {
    widgets::AttributionExample out;
    for (std::size_t i = 0; i < examples.size(); ++i) {
        const auto& example = examples[i];
        if (example.index != index) {
            continue;
        }
        out.text = example.original;
        out.adversarialText = example.adversarial;
        out.signedScores = true;
        if (example.skipped && importance[i].empty()) {
            out.note =
                example.noWords
                    ? QCoreApplication::translate("AttackRuns",
                                                  "Not attacked: the sentence has no word to "
                                                  "change (punctuation or emoji only).")
                    : QCoreApplication::translate("AttackRuns",
                                                  "Not attacked: the model got this example "
                                                  "wrong already, so its words were not ranked.");
            break;
        }
        widgets::AttributionResult result;
        result.method = importanceMethodName(method);
        result.targetClass = example.originalLabel;
        result.words = importance[i];
        out.results.push_back(std::move(result));
        // Words past the model's length are left white, as a word that scored 0 is: said.
        const std::size_t words = widgets::wordSpans(example.original).size();
        if (!importance[i].empty() && importance[i].size() < words) {
            out.note = QCoreApplication::translate(
                           "AttackRuns",
                           "%1 of the %2 words have a score: the others did not fit in the "
                           "model's input, or its tokenizer keeps none of their characters, and "
                           "are not shaded.")
                           .arg(importance[i].size())
                           .arg(words);
        }
        break;
    }
    return out;
}

AttackRunData readAttackRun(const QString& runFolder, const jobs::JobContext& job) {
    const QDir dir(runFolder);
    const QJsonObject manifest = readManifest(runFolder, QStringLiteral("attack"));
    AttackRunData run;
    run.runFolder = runFolder;
    // Where the model is now: in the workspace the run moved into with it, when it did.
    run.model = QFile::decodeName(QByteArray::fromStdString(attack::inputPlace(
        QFile::encodeName(runFolder).toStdString(),
        QFile::encodeName(manifest.value(QStringLiteral("model")).toString()).toStdString())));
    run.operatorName = manifest.value(QStringLiteral("operator")).toString();
    run.category = manifest.value(QStringLiteral("category")).toString();
    run.tables = manifest.value(QStringLiteral("tables")).toObject().keys();
    run.language = manifest.value(QStringLiteral("language")).toString();
    run.datasetExamples = manifest.value(QStringLiteral("examples")).toInt();
    run.pair = manifest.value(QStringLiteral("data_options"))
                   .toObject()
                   .value(QStringLiteral("pair"))
                   .toBool();
    const QJsonObject options = manifest.value(QStringLiteral("options")).toObject();
    run.method = options.value(QStringLiteral("importance")).toString();
    // The attacked sentence of a pair: 1 or 2.
    const int target = options.value(QStringLiteral("target_sentence")).toInt(1);
    run.targetSentence = target;
    for (const auto& label : manifest.value(QStringLiteral("labels")).toArray()) {
        run.labels << label.toString();
    }

    const QString resultsPath = dir.filePath(QStringLiteral("results.jsonl"));
    QFile results(resultsPath);
    if (results.exists() && !QFileInfo(resultsPath).isFile()) {
        // A pipe or a device would block the workbench.
        failRunFile(resultsPath, QCoreApplication::translate("AttackRuns", "not a regular file"));
    }
    if (results.exists() && !results.open(QIODevice::ReadOnly)) {
        failRunFile(resultsPath, QCoreApplication::translate("AttackRuns", "cannot read it: %1")
                                     .arg(results.errorString()));
    }
    // Read line by line: a results file of hundreds of megabytes is not held twice.
    const std::string stage = "reading results.jsonl";
    const std::size_t size = results.isOpen() ? std::size_t(results.size()) : 0;
    std::size_t line = 0;
    std::size_t incompleteLine = 0;
    std::map<int, std::size_t> lineOfIndex;
    while (results.isOpen() && !results.atEnd()) {
        if (line % 256 == 0) {
            job.checkCancelled();
            job.report(stage, std::size_t(results.pos()), size);
        }
        const QByteArray raw = results.readLine();
        ++line;
        if (raw.isEmpty()) {
            failRunFile(resultsPath,
                        QCoreApplication::translate("AttackRuns", "cannot read it: %1")
                            .arg(results.errorString()),
                        line);
        }
        const QByteArray bytes = raw.trimmed();
        if (bytes.isEmpty()) {
            continue;
        }
        QJsonParseError error{};
        const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
        if (!document.isObject()) {
            // Each record is written as one line with its newline; a last line without one is a
            // record the attack is still writing (or was writing when it was stopped).
            if (!raw.endsWith('\n')) {
                incompleteLine = line;
                break;
            }
            failRunFile(resultsPath,
                        QCoreApplication::translate("AttackRuns", "not a JSON object: %1")
                            .arg(error.errorString()),
                        line);
        }
        const QJsonObject record = document.object();
        const QString originalKey =
            target == 2 ? QStringLiteral("original_pair") : QStringLiteral("original");
        const QString adversarialKey =
            target == 2 ? QStringLiteral("adversarial_pair") : QStringLiteral("adversarial");
        const QString otherKey =
            target == 2 ? QStringLiteral("original") : QStringLiteral("original_pair");
        if (!record.value(QStringLiteral("index")).isDouble() ||
            !record.value(originalKey).isString()) {
            failRunFile(
                resultsPath,
                QCoreApplication::translate("AttackRuns", "a record without \"index\" or \"%1\"")
                    .arg(originalKey),
                line);
        }
        if (run.pair && !record.value(otherKey).isString()) {
            failRunFile(resultsPath,
                        QCoreApplication::translate("AttackRuns",
                                                    "a record of a sentence pair without \"%1\"")
                            .arg(otherKey),
                        line);
        }
        const FieldSource source{resultsPath, line};
        widgets::AttackExample example;
        example.index = integerField(record, QStringLiteral("index"), 0, source);
        // An example listed twice would show two rows and one attribution for both.
        if (const auto [first, inserted] = lineOfIndex.emplace(example.index, line); !inserted) {
            failRunFile(resultsPath,
                        QCoreApplication::translate("AttackRuns",
                                                    "example %1 is listed twice (first on line %2)")
                            .arg(example.index)
                            .arg(qulonglong(first->second)),
                        line);
        }
        example.original = record.value(originalKey).toString();
        example.perturbations = integerField(record, QStringLiteral("changed_words"), 0, source);
        if (example.perturbations > 0) {
            example.adversarial = record.value(adversarialKey).toString();
        }
        example.originalLabel =
            run.labelName(integerField(record, QStringLiteral("original_class"), 0, source));
        example.adversarialLabel =
            run.labelName(integerField(record, QStringLiteral("adversarial_class"), 0, source));
        example.skipped = boolField(record, QStringLiteral("skipped"), false, source);
        example.noWords = example.skipped &&
                          record.value(QStringLiteral("skip_reason")) == QLatin1String("no words");
        const bool success = boolField(record, QStringLiteral("success"), false, source);
        example.success = !example.skipped && success;
        example.queries = integerField(record, QStringLiteral("queries"), 0, source);
        for (const QJsonValue& tried : record.value(QStringLiteral("candidates")).toArray()) {
            example.candidates += std::max(0, tried.toInt());
        }
        const QJsonObject similarity = record.value(QStringLiteral("similarity")).toObject();
        // chrF stands for the example (the first measure of an older run without it); none
        // without an adversarial text.
        if (!similarity.isEmpty()) {
            const QString measure = similarity.contains(QStringLiteral("chrf"))
                                        ? QStringLiteral("chrf")
                                        : similarity.begin().key();
            example.similarity = numberField(similarity, measure, 0,
                                             {resultsPath, line, QStringLiteral("similarity.")});
        }

        std::vector<widgets::AttributionSpan> spans;
        const std::vector<int> offsets = utf16Offsets(example.original);
        const FieldSource wordSource{resultsPath, line, QStringLiteral("importance[].")};
        for (const auto& value : record.value(QStringLiteral("importance")).toArray()) {
            const QJsonObject word = value.toObject();
            // Of a pair's first or second sentence: another number is damage, not a word of
            // the other sentence (the heatmap was left without a shade or a word).
            if (integerField(word, QStringLiteral("sentence"), 1, wordSource, 1, 2) != target) {
                continue;
            }
            const int start = word.value(QStringLiteral("start")).toInt(-1);
            const int end = word.value(QStringLiteral("end")).toInt(-1);
            if (start < 0 || end <= start || end >= int(offsets.size())) {
                throw InputError(
                    QCoreApplication::translate(
                        "AttackRuns", "a word outside its sentence (%1 to %2 of %3 characters)")
                        .arg(start)
                        .arg(end)
                        .arg(offsets.size() - 1)
                        .toStdString(),
                    resultsPath.toStdString(), line, "importance[].start");
            }
            spans.push_back({offsets[std::size_t(start)], offsets[std::size_t(end)],
                             numberField(word, QStringLiteral("score"), 0, wordSource)});
        }
        run.examples.push_back(std::move(example));
        run.importance.push_back(std::move(spans));
        if (run.pair) {
            run.otherSentences << record.value(otherKey).toString();
        }
    }
    job.report(stage, size, size);

    const QString summaryPath = dir.filePath(QStringLiteral("summary.json"));
    QJsonObject summary;
    try {
        summary = readObject(summaryPath, false);
    } catch (const InputError& error) {
        // The results are still worth showing: as for a run that has not finished.
        run.summaryProblem = QString::fromStdString(error.what());
    }
    if (incompleteLine > 0 && !summary.isEmpty()) {
        failRunFile(resultsPath,
                    QCoreApplication::translate("AttackRuns", "the last record is cut off"),
                    incompleteLine);
    }
    run.lastRecordIncomplete = incompleteLine > 0;
    run.complete = !summary.isEmpty();
    if (run.complete) {
        const FieldSource source{summaryPath};
        // A finished run's summary counts one example per record: results that are gone, or
        // fewer, would show the summary's figures over a table that does not hold them.
        if (!results.exists()) {
            failRunFile(resultsPath,
                        QCoreApplication::translate(
                            "AttackRuns", "missing, though the run's summary.json is there"));
        }
        const int counted = integerField(summary, QStringLiteral("examples"), -1, source);
        if (counted >= 0 && counted != int(run.examples.size())) {
            failRunFile(
                resultsPath,
                run.examples.empty()
                    ? QCoreApplication::translate("AttackRuns",
                                                  "empty, though summary.json counts %1 examples")
                          .arg(counted)
                    : QCoreApplication::translate(
                          "AttackRuns", "%1 records, though summary.json counts %2 examples")
                          .arg(run.examples.size())
                          .arg(counted));
        }
        readAttackFigures(summary, summaryPath, run);
    }
    return run;
}

void readAttackFigures(const QJsonObject& summary, const QString& summaryPath, AttackRunData& run) {
    const FieldSource source{summaryPath};
    run.originalAccuracy =
        numberField(summary, QStringLiteral("original_accuracy"), 0, source, 0, 1);
    run.afterAttackAccuracy =
        numberField(summary, QStringLiteral("after_attack_accuracy"), 0, source, 0, 1);
    // Null when the model got no example right, or no candidate reached it: not measured.
    run.successRate = numberField(summary, QStringLiteral("attack_success_rate"),
                                  std::numeric_limits<double>::quiet_NaN(), source, 0, 1);
    // Null when no attack succeeded: not measured, never 0 %.
    run.perturbedPct = numberField(summary, QStringLiteral("perturbed_words_pct"),
                                   std::numeric_limits<double>::quiet_NaN(), source, 0, 100);
    run.queriesPerExample = numberField(summary, QStringLiteral("queries_per_example"),
                                        std::numeric_limits<double>::quiet_NaN(), source, 0);
    const QJsonObject similarity = summary.value(QStringLiteral("similarity")).toObject();
    for (auto it = similarity.begin(); it != similarity.end(); ++it) {
        run.similarity.emplace_back(
            it.key(),
            numberField(similarity, it.key(), 0, {summaryPath, 0, QStringLiteral("similarity.")}));
    }
}

AsrRunData readAsrRun(const QString& runFolder) {
    const QJsonObject manifest = readManifest(runFolder, QStringLiteral("asr-curve"));
    const QString summaryPath = QDir(runFolder).filePath(QStringLiteral("summary.json"));
    if (!QFile::exists(summaryPath)) {
        failRunFile(summaryPath,
                    QCoreApplication::translate(
                        "AttackRuns",
                        "the run has not finished: there is no summary yet (Resume in its "
                        "menu in Runs continues it)"));
    }
    return parseAsrRun(runFolder, manifest, readObject(summaryPath, true));
}

AsrRunData parseAsrRun(const QString& runFolder, const QJsonObject& manifest,
                       const QJsonObject& summary) {
    checkKind(runFolder, manifest, QStringLiteral("asr-curve"));
    const QString summaryPath = QDir(runFolder).filePath(QStringLiteral("summary.json"));
    if (!summary.value(QStringLiteral("asr")).isObject() ||
        summary.value(QStringLiteral("asr")).toObject().isEmpty()) {
        failRunFile(summaryPath, QCoreApplication::translate("AttackRuns", "no \"asr\" curves"));
    }
    AsrRunData run;
    run.runFolder = runFolder;
    run.proxy = manifest.value(QStringLiteral("proxy")).toString();
    run.target = manifest.value(QStringLiteral("target")).toString();
    run.method = manifest.value(QStringLiteral("method")).toString();
    run.language = manifest.value(QStringLiteral("language")).toString();
    run.curves.title =
        QCoreApplication::translate("AttackRuns", "ASR of %1 with the words %2 ranks on %3")
            .arg(QDir(run.target).dirName(), importanceMethodName(run.method),
                 QDir(run.proxy).dirName());
    run.curves.robustnessThreshold = numberField(
        summary, QStringLiteral("threshold"), run.curves.robustnessThreshold, {summaryPath}, 0, 1);
    const QJsonObject asr = summary.value(QStringLiteral("asr")).toObject();
    // Operators in the order the run named them.
    QStringList operators;
    for (const auto& name : manifest.value(QStringLiteral("operators")).toArray()) {
        if (asr.contains(name.toString())) {
            operators << name.toString();
        }
    }
    for (auto it = asr.begin(); it != asr.end(); ++it) {
        if (!operators.contains(it.key())) {
            operators << it.key();
        }
    }
    // A curve of the wrong type or without values is damage, as a value out of range is, and
    // so is one cut short: a run writes the ASR at each k up to its max_words.
    const auto fail = [&summaryPath](const QString& field, const QString& message) {
        throw InputError(message.toStdString(), summaryPath.toStdString(), 0, field.toStdString());
    };
    const QJsonValue maxWords =
        manifest.value(QStringLiteral("options")).toObject().value(QStringLiteral("max_words"));
    const qsizetype words = maxWords.isDouble() && maxWords.toDouble() >= 1
                                ? static_cast<qsizetype>(maxWords.toDouble())
                                : 0;
    for (const QString& op : operators) {
        if (!asr.value(op).isObject()) {
            fail(QStringLiteral("asr.") + op,
                 QCoreApplication::translate("AttackRuns",
                                             "expected an object of curves, one per method"));
        }
        const QJsonObject methods = asr.value(op).toObject();
        if (methods.isEmpty()) {
            fail(QStringLiteral("asr.") + op,
                 QCoreApplication::translate("AttackRuns", "no curves for this operator"));
        }
        for (auto it = methods.begin(); it != methods.end(); ++it) {
            const QString field = QStringLiteral("asr.%1.%2").arg(op, it.key());
            if (!it.value().isArray()) {
                fail(field, QCoreApplication::translate("AttackRuns", "expected a list of values"));
            }
            if (it.value().toArray().isEmpty()) {
                fail(field, QCoreApplication::translate("AttackRuns", "the curve has no values"));
            }
            if (words > 0 && it.value().toArray().size() != words) {
                fail(field,
                     QCoreApplication::translate("AttackRuns",
                                                 "the curve has %1 values where the run perturbed "
                                                 "1 to %2 words")
                         .arg(it.value().toArray().size())
                         .arg(words));
            }
            widgets::AsrSeries series;
            series.operatorName = op;
            series.operatorLabel = operatorName(op);
            series.method = it.key();
            series.methodName = importanceMethodName(it.key());
            series.random = it.key() == QLatin1String("random");
            for (const auto& value : it.value().toArray()) {
                if (value.isNull()) {  // no ASR: the target classified no example right
                    series.asr.push_back(std::numeric_limits<double>::quiet_NaN());
                    continue;
                }
                if (!value.isDouble() || !(value.toDouble() >= 0 && value.toDouble() <= 1)) {
                    failRunFile(summaryPath, QCoreApplication::translate(
                                                 "AttackRuns",
                                                 "the curve %1 / %2 holds a value that is "
                                                 "not a number between 0 and 1")
                                                 .arg(op, it.key()));
                }
                series.asr.push_back(value.toDouble());
            }
            run.curves.series.push_back(std::move(series));
        }
    }
    const QJsonValue notRobust = summary.value(QStringLiteral("not_robust"));
    if (notRobust.isArray()) {
        for (const auto& name : notRobust.toArray()) {
            run.notRobust << name.toString();
        }
    } else if (notRobust.isObject()) {
        const QJsonObject flags = notRobust.toObject();
        for (auto it = flags.begin(); it != flags.end(); ++it) {
            if (it.value().isNull()) {
                run.curves.withoutVerdict << it.key();
            } else if (it.value().toBool()) {
                run.notRobust << it.key();
            }
        }
    }
    return run;
}

}  // namespace akshara::gui
