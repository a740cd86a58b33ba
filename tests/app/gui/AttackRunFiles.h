#pragma once

// Files of attack and ASR-curve runs for the tests of their views: Hindi datasets for the
// fixture classifier, copies of run folders and hand-made runs.

#include <QByteArray>
#include <QDir>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace akshara::test {

// The Hindi sentences of dataset(), labelled 2: the class the random fixture model predicts
// for them.
QStringList attackSentences();
// Writes `content` to `path` (the test stops when it cannot) and returns the path.
QString writeFile(const QString& path, const QByteArray& content);
// Four Hindi sentences labelled 2, the class the random fixture model predicts for them.
QString dataset();
// Those sentences `times` times over, in attack-data-N.tsv: a run long enough to stop.
QString repeatedDataset(int times);
// Whether a run folder of `runs` (hidden ones too) holds a result in its results.jsonl.
bool holdsAResult(const QDir& runs);
// Those and one labelled 0, a class the model does not predict for it: that example is
// skipped (the model is already wrong).
QString datasetWithAWrongLabel();
// A copy of a run folder's manifest with the given results and summary (none when null).
QString runCopy(const QString& from, const QString& name, const QByteArray& results,
                const QByteArray& summary);
// The JSON object of a file; empty when it cannot be read.
QJsonObject readJson(const QString& path);
// An attack run of two examples, the first skipped and the second attacked, not flipped.
QString handMadeAttackRun(const QString& folder);

}  // namespace akshara::test
