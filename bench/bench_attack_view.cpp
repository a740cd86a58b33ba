// How long the workbench takes to open a large attack run: reading manifest.json and a
// results.jsonl of N records (readAttackRun) and showing them in the Attacks view (table and
// heatmap). The records are those of a real run folder, repeated with new indices up to N.
// Usage: bench_attack_view RUN_FOLDER [N]   (offscreen: QT_QPA_PLATFORM=offscreen)
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>

#include "AttackRuns.h"
#include "AttackView.h"
#include "widgets/AttackResultsTable.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTextStream out(stdout);
    if (argc < 2) {
        out << "usage: bench_attack_view RUN_FOLDER [N]\n";
        return 2;
    }
    const QDir source(QString::fromLocal8Bit(argv[1]));
    const int n = argc > 2 ? QString::fromLocal8Bit(argv[2]).toInt() : 10000;
    QFile results(source.filePath(QStringLiteral("results.jsonl")));
    if (!results.open(QIODevice::ReadOnly)) {
        out << "cannot read " << results.fileName() << "\n";
        return 1;
    }
    QList<QJsonObject> records;
    for (const QByteArray& line : results.readAll().split('\n')) {
        if (!line.trimmed().isEmpty()) {
            records << QJsonDocument::fromJson(line).object();
        }
    }
    if (records.isEmpty()) {
        out << "no records in " << results.fileName() << "\n";
        return 1;
    }
    QTemporaryDir temp;
    const QDir run(temp.path());
    QFile::copy(source.filePath(QStringLiteral("manifest.json")),
                run.filePath(QStringLiteral("manifest.json")));
    // The summary of the run, counting the N records written below (the view refuses a run
    // whose records and summary disagree).
    QFile summaryIn(source.filePath(QStringLiteral("summary.json")));
    QFile summaryOut(run.filePath(QStringLiteral("summary.json")));
    if (!summaryIn.open(QIODevice::ReadOnly) || !summaryOut.open(QIODevice::WriteOnly)) {
        out << "cannot read " << summaryIn.fileName() << "\n";
        return 1;
    }
    QJsonObject summary = QJsonDocument::fromJson(summaryIn.readAll()).object();
    summary[QStringLiteral("examples")] = n;
    summaryOut.write(QJsonDocument(summary).toJson());
    summaryOut.close();
    QFile big(run.filePath(QStringLiteral("results.jsonl")));
    if (!big.open(QIODevice::WriteOnly)) {
        return 1;
    }
    for (int i = 0; i < n; ++i) {
        QJsonObject record = records[i % records.size()];
        record[QStringLiteral("index")] = i;
        big.write(QJsonDocument(record).toJson(QJsonDocument::Compact) + '\n');
    }
    big.close();

    akshara::gui::AttackView view;
    view.resize(1100, 800);
    view.show();
    QApplication::processEvents();
    QElapsedTimer timer;
    timer.start();
    akshara::gui::AttackRunData data;
    try {
        data = akshara::gui::readAttackRun(run.path());
    } catch (const std::exception& error) {
        out << error.what() << "\n";
        return 1;
    }
    const qint64 readMs = timer.elapsed();
    view.setRun(std::move(data));
    QApplication::processEvents();
    const qint64 totalMs = timer.elapsed();
    out << "records " << view.table()->model()->totalCount() << ", rows loaded "
        << view.table()->model()->rowCount() << "\n";
    out << "read " << readMs << " ms, read and shown " << totalMs << " ms (" << big.size() / 1024
        << " KiB of results)\n";
    return 0;
}
