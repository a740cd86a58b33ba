// How long the Runs list stops the window: listing a workspace's runs, and listing them again
// when a run changes (a run finishing, a folder moved in), as the list does at each change in
// runs/. The runs are copies of the run folders in SAMPLE (a workspace's runs/ folder, such as
// the demo workspace's), renamed with timestamps, COUNT in all.
// Usage: bench_runs_list SAMPLE_RUNS_DIR COUNT [ROUNDS]
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <algorithm>
#include <vector>

#include "RunBrowserModel.h"

namespace {

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values.empty() ? 0.0 : values[values.size() / 2];
}

bool copyFolder(const QString& from, const QString& to) {
    if (!QDir().mkpath(to)) {
        return false;
    }
    const QDir source(from);
    for (const QFileInfo& entry :
         source.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target = QDir(to).filePath(entry.fileName());
        if (entry.isDir() ? !copyFolder(entry.filePath(), target)
                          : !QFile::copy(entry.filePath(), target)) {
            return false;
        }
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (argc < 3) {
        err << "usage: bench_runs_list SAMPLE_RUNS_DIR COUNT [ROUNDS]\n";
        return 2;
    }
    const QDir sample(QString::fromLocal8Bit(argv[1]));
    const int count = QString::fromLocal8Bit(argv[2]).toInt();
    const int rounds = argc > 3 ? std::max(1, QString::fromLocal8Bit(argv[3]).toInt()) : 10;
    const QStringList runs = sample.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    if (runs.isEmpty() || count < 1) {
        err << "no run folders in " << sample.path() << "\n";
        return 2;
    }
    QTemporaryDir workspace;
    const QString runsDir = QDir(workspace.path()).filePath(QStringLiteral("runs"));
    for (int i = 0; i < count; ++i) {
        const QString name = QStringLiteral("run-2026%1%2-%3")
                                 .arg(1 + i / 28 % 12, 2, 10, QLatin1Char('0'))
                                 .arg(1 + i % 28, 2, 10, QLatin1Char('0'))
                                 .arg(i, 6, 10, QLatin1Char('0'));
        if (!copyFolder(sample.filePath(runs[i % runs.size()]), QDir(runsDir).filePath(name))) {
            err << "cannot copy " << runs[i % runs.size()] << " into " << runsDir << "\n";
            return 1;
        }
    }

    // The list keeps a run as read only once its files are two seconds old, as a workspace's
    // runs are but those just copied are not.
    QThread::msleep(2500);

    akshara::gui::RunBrowserModel model;
    QElapsedTimer timer;
    timer.start();
    model.setRunsDir(runsDir);
    const double first = double(timer.nsecsElapsed()) / 1e6;
    std::vector<double> unchanged, oneChanged;
    for (int round = 0; round < rounds; ++round) {
        timer.start();
        model.refresh();
        unchanged.push_back(double(timer.nsecsElapsed()) / 1e6);
        // One run's summary written again, moved into place as runs write it.
        const QString summary =
            QDir(model.run(round % model.rowCount()).path).filePath(QStringLiteral("summary.json"));
        QFile file(summary);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = file.readAll();
            file.close();
            QFile::remove(summary + QStringLiteral(".new"));
            QFile copy(summary + QStringLiteral(".new"));
            if (copy.open(QIODevice::WriteOnly) && copy.write(bytes) == bytes.size()) {
                copy.close();
                QFile::remove(summary);
                QFile::rename(summary + QStringLiteral(".new"), summary);
            }
        }
        timer.start();
        model.refresh();
        oneChanged.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    out << "runs listed: " << model.rowCount() << " (copies of " << runs.size() << " in "
        << sample.path() << ")\n"
        << "first listing: " << first << " ms\n"
        << "listed again, nothing changed, median: " << median(unchanged) << " ms\n"
        << "listed again, one run's summary rewritten, median: " << median(oneChanged) << " ms\n";
    return 0;
}
