#include "ProbeSummary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

#include "RunFields.h"

namespace akshara::gui {

QStringList ProbeSummary::tasks() const {
    QStringList out;
    for (const auto& entry : entries) {
        if (!out.contains(entry.task)) {
            out << entry.task;
        }
    }
    return out;
}

QStringList ProbeSummary::perturbations() const {
    QStringList out{QStringLiteral("clean")};
    for (const auto& entry : entries) {
        if (!out.contains(entry.perturbation)) {
            out << entry.perturbation;
        }
    }
    return out;
}

const ProbeEntry* ProbeSummary::find(const QString& task, const QString& perturbation) const {
    for (const auto& entry : entries) {
        if (entry.task == task && entry.perturbation == perturbation) {
            return &entry;
        }
    }
    return nullptr;
}

ProbeSummary readProbeSummary(const QString& runFolder) {
    const QString path = QDir(runFolder).filePath(QStringLiteral("summary.json"));
    if (!QFileInfo::exists(path)) {
        // The summary is written last: a run without one has not finished (or was stopped).
        failRunFile(path, QCoreApplication::translate(
                              "ProbeSummary", "the run has not finished: there is no summary yet"));
    }
    const QJsonObject root = readRunObject(path);
    if (!root.value(QStringLiteral("results")).isArray()) {
        failRunFile(path,
                    QCoreApplication::translate(
                        "ProbeSummary", "not the summary of a probing run (no \"results\" list)"));
    }
    ProbeSummary summary;
    summary.runFolder = runFolder;
    summary.modelName = root.value(QStringLiteral("model_name")).toString();
    summary.language = root.value(QStringLiteral("language")).toString();
    summary.folds = integerField(root, QStringLiteral("folds"), 0, {path}, 0, 1000);
    const QJsonArray results = root.value(QStringLiteral("results")).toArray();
    // A damaged summary is refused, as probe-report refuses it, rather than drawn: the curves
    // are plotted by their layers' places in the list.
    QHash<QString, int> resultOf;  // task and perturbation: the first result that has them
    int layerCount = -1, layersOf = -1;
    for (int i = 0; i < results.size(); ++i) {
        const QJsonObject item = results[i].toObject();
        ProbeEntry entry;
        entry.task = item.value(QStringLiteral("task")).toString();
        entry.perturbation = item.value(QStringLiteral("perturbation")).toString();
        if (entry.task.isEmpty() || entry.perturbation.isEmpty()) {
            failRunFile(path, QCoreApplication::translate("ProbeSummary",
                                                          "result %1 has no task or perturbation")
                                  .arg(i + 1));
        }
        const QString key = entry.task + QLatin1Char('\n') + entry.perturbation;
        if (resultOf.contains(key)) {
            failRunFile(path, QCoreApplication::translate(
                                  "ProbeSummary",
                                  "field 'results[%1]': %2 / %3 listed twice (also results[%4]): "
                                  "the summary is damaged")
                                  .arg(i)
                                  .arg(entry.task, entry.perturbation)
                                  .arg(resultOf.value(key)));
        }
        resultOf.insert(key, i);
        const FieldSource itemSource{path, 0, QStringLiteral("results[%1].").arg(i)};
        entry.sentences = integerField(item, QStringLiteral("sentences"), 0, itemSource);
        entry.skipped = item.value(QStringLiteral("skipped")).toString();
        for (const auto& name : item.value(QStringLiteral("classes")).toArray()) {
            entry.classes << name.toString();
        }
        entry.majorityBaseline =
            numberField(item, QStringLiteral("majority_baseline"), 0, itemSource, 0, 1);
        entry.controlClasses =
            integerField(item, QStringLiteral("control_classes"), 2, itemSource, 1);
        entry.controlKeys = integerField(item, QStringLiteral("control_keys"), 0, itemSource);
        const QJsonArray layers = item.value(QStringLiteral("layers")).toArray();
        bool control = true;
        for (int l = 0; l < layers.size(); ++l) {
            const QJsonObject layer = layers[l].toObject();
            if (!layer.value(QStringLiteral("accuracy")).isDouble()) {
                failRunFile(path, QCoreApplication::translate("ProbeSummary",
                                                              "%1 / %2: layer %3 has no accuracy")
                                      .arg(entry.task, entry.perturbation)
                                      .arg(l));
            }
            const FieldSource layerSource{path, 0,
                                          QStringLiteral("results[%1].layers[%2].").arg(i).arg(l)};
            if (integerField(layer, QStringLiteral("layer"), l, layerSource) != l) {
                failRunFile(path, QCoreApplication::translate(
                                      "ProbeSummary",
                                      "field 'results[%1].layers[%2].layer': layer %3 in the "
                                      "place of layer %2: the summary is damaged")
                                      .arg(i)
                                      .arg(l)
                                      .arg(layer.value(QStringLiteral("layer")).toInteger()));
            }
            entry.accuracy.push_back(
                numberField(layer, QStringLiteral("accuracy"), 0, layerSource, 0, 1));
            entry.accuracyStd.push_back(
                numberField(layer, QStringLiteral("std"), 0, layerSource, 0, 1));
            // A layer without its control task's accuracy (a summary edited by hand) has no
            // control curve and no selectivity, rather than a control task at 0.
            const QJsonValue controlValue = layer.value(QStringLiteral("control_accuracy"));
            control = control && !controlValue.isUndefined() && !controlValue.isNull();
            entry.controlAccuracy.push_back(
                numberField(layer, QStringLiteral("control_accuracy"), 0, layerSource, 0, 1));
            entry.selectivity.push_back(numberField(
                layer, QStringLiteral("selectivity"),
                entry.accuracy.back() - entry.controlAccuracy.back(), layerSource, -1, 1));
            if (layer.contains(QStringLiteral("rs"))) {
                entry.rs.push_back(numberField(layer, QStringLiteral("rs"), 0, layerSource, 0));
            }
        }
        if (!control) {
            entry.controlAccuracy.clear();
            entry.selectivity.clear();
        }
        if (entry.accuracy.empty() && entry.skipped.isEmpty()) {
            failRunFile(path,
                        QCoreApplication::translate("ProbeSummary",
                                                    "%1 / %2: no layers, and no reason it was "
                                                    "skipped")
                            .arg(entry.task, entry.perturbation));
        }
        if (!entry.accuracy.empty()) {
            // One model, so as many layers in every result.
            if (layerCount >= 0 && int(entry.accuracy.size()) != layerCount) {
                failRunFile(path, QCoreApplication::translate(
                                      "ProbeSummary",
                                      "field 'results[%1].layers': %2 listed, where results[%3] "
                                      "lists %4: the summary is damaged")
                                      .arg(i)
                                      .arg(entry.accuracy.size())
                                      .arg(layersOf)
                                      .arg(layerCount));
            }
            layerCount = int(entry.accuracy.size());
            layersOf = i;
        }
        if (!entry.rs.empty() && entry.rs.size() != entry.accuracy.size()) {
            entry.rs.clear();  // RS only where the clean accuracy was positive: not a curve
        }
        summary.entries.push_back(std::move(entry));
    }
    if (summary.entries.empty()) {
        failRunFile(path, QCoreApplication::translate("ProbeSummary", "the run has no results"));
    }
    return summary;
}

}  // namespace akshara::gui
