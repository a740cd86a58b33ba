#pragma once

#include <QString>
#include <QStringList>
#include <vector>

namespace akshara::gui {

// One task under one perturbation ("clean" or a perturbation's name) of a probing run.
struct ProbeEntry {
    QString task;
    QString perturbation;
    int sentences = 0;
    QString skipped;  // why it was not probed; empty when it was
    QStringList classes;
    double majorityBaseline = 0.0;
    // Labels the control task drew; 1 leaves it a single class and the selectivity
    // meaningless (a summary written before the field is taken to have two).
    int controlClasses = 2;
    int controlKeys = 0;  // the distinct first words the control labels hang on; 0: not said
    // One value per layer (0 = embeddings); rs only for perturbations.
    std::vector<double> accuracy, accuracyStd, controlAccuracy, selectivity, rs;
};

// A probing run's summary.json as the views show it.
struct ProbeSummary {
    QString runFolder;
    QString modelName;
    QString language;
    int folds = 0;
    std::vector<ProbeEntry> entries;

    QStringList tasks() const;          // in the order of the run
    QStringList perturbations() const;  // "clean" first
    // The entry of a task under a perturbation, or nullptr.
    const ProbeEntry* find(const QString& task, const QString& perturbation) const;
};

// Reads RUN/summary.json. Throws InputError naming the file and what is wrong when it is
// missing, not JSON, or not the summary of a probing run. Safe on any thread.
ProbeSummary readProbeSummary(const QString& runFolder);

}  // namespace akshara::gui
