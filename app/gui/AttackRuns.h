#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <map>
#include <vector>

#include "jobs/JobContext.h"
#include "widgets/AsrPlot.h"
#include "widgets/AttackResultsTable.h"
#include "widgets/AttributionHeatmap.h"

namespace akshara::gui {

// An attack run folder (akshara-cli attack, or Experiments > New attack run) as the Attacks
// view shows it: the manifest, the summary when the run is complete, and every example with
// the word scores that ordered its search.
struct AttackRunData {
    QString runFolder;
    QString model;
    QString operatorName;
    QString category;
    // The tables the run read from files in place of built-in ones (a workspace's curated
    // tables); empty for the built-in tables.
    QStringList tables;
    QString language;
    QString method;
    bool pair = false;       // the examples are sentence pairs (data_options.pair)
    int targetSentence = 1;  // of a pair, the sentence attacked: 1 (premise) or 2 (hypothesis)
    QStringList labels;      // the model's classes; empty in runs written before they were kept
    bool complete = false;   // summary.json is there (and could be read)
    // The last line of results.jsonl is a record still being written: left out.
    bool lastRecordIncomplete = false;
    QString summaryProblem;   // why summary.json could not be read; empty when it could
    int datasetExamples = 0;  // as the manifest says
    // Figures of summary.json (complete runs); perturbedPct is NaN when no attack succeeded.
    double originalAccuracy = 0, afterAttackAccuracy = 0, successRate = 0, perturbedPct = 0,
           queriesPerExample = 0;
    std::vector<std::pair<QString, double>> similarity;  // mean per measure
    std::vector<widgets::AttackExample> examples;
    // Per example (same order): the word spans of the original text (UTF-16 offsets) with
    // their importance scores.
    std::vector<std::vector<widgets::AttributionSpan>> importance;
    // Sentence pairs: per example (same order), the sentence of the pair not attacked.
    QStringList otherSentences;

    // The class name of a class index ("class N" when the labels are unknown).
    QString labelName(int classIndex) const;
    // The example at `index` (its position in the dataset) as the heatmap shows it: the
    // original text shaded by the word scores, the adversarial text with its changes marked.
    widgets::AttributionExample attribution(int index) const;
};

// Reads RUN/manifest.json (kind "attack"), RUN/results.jsonl and, when present,
// RUN/summary.json. Throws InputError naming the file (and line) when one cannot be read,
// except for a half-written last record (left out: the run is unfinished) and a damaged
// summary (the run is then shown as unfinished, with summaryProblem saying why). With a summary,
// results.jsonl missing or holding another number of records than it counts is damage.
// Safe on any thread. Reports the bytes of results.jsonl read to `job` and polls its
// cancellation every 256 records (akshara::Cancelled).
AttackRunData readAttackRun(const QString& runFolder, const jobs::JobContext& job = {});
// The figures of a finished attack's summary into `run`, as readAttackRun reads them; throws
// InputError naming the field of one that is damaged (missing, not a number, out of range).
void readAttackFigures(const QJsonObject& summary, const QString& summaryPath, AttackRunData& run);

// An ASR-curve run folder (akshara-cli asr-curve): the curves of its summary.
struct AsrRunData {
    QString runFolder;
    QString proxy;
    QString target;
    QString method;
    QString language;
    widgets::AsrData curves;
    QStringList notRobust;  // operators whose mean ASR is above the threshold
};

// Reads RUN/manifest.json (kind "asr-curve") and RUN/summary.json. Throws InputError naming
// the file when either is missing or malformed (an unfinished run has no summary yet). Safe on
// any thread.
AsrRunData readAsrRun(const QString& runFolder);
// The same from the run's manifest and summary already read (the runs list has them): throws
// InputError as readAsrRun does for a manifest of another kind or damaged curves.
AsrRunData parseAsrRun(const QString& runFolder, const QJsonObject& manifest,
                       const QJsonObject& summary);

}  // namespace akshara::gui
