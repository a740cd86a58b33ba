#pragma once

#include <QAbstractTableModel>
#include <QByteArray>
#include <QHash>
#include <QString>
#include <vector>

namespace akshara::gui {

// One run folder as the browser lists it.
struct RunInfo {
    QString path;
    QString name;   // folder name, e.g. "attack-20261129-101500"
    QString kind;   // manifest "kind", else the folder name before its timestamp (see below)
    QString model;  // manifest "model" or "target" (a string, or an object's "name" or "path")
    QString data;   // manifest "data" / "dataset" / "input"
    QString date;   // manifest "created" / "date", else the folder's timestamp
    // summary "headline"; else an attack's accuracy before and after, a probe's best clean
    // accuracy per task, an ASR curve's verdict per operator; "unfinished" for a run without
    // its summary yet; else the summary's first numeric figure as "key: value"
    QString headline;
    // Why the run cannot be read, naming the file or folder (empty when it can): the folder
    // cannot be read; manifest.json is missing beside other run files, not a regular file (a
    // pipe would block the scan), too large, unreadable, or not a JSON object. The headline
    // shows it, or the same of summary.json.
    QString problem;
    bool hasManifest = false;  // manifest.json is there, readable or not
};

// True when the folder holds a manifest.json, results.jsonl or summary.json.
bool holdsRunFiles(const QString& runFolder);

// Reads the run folder's manifest.json and summary.json (either may be missing); a file that
// cannot be read leaves its fields empty and is named in `problem`. Without a manifest the kind
// is "probe" for a probing run's summary, else the folder's name before its timestamp.
RunInfo readRunInfo(const QString& runFolder);

// The runs/ subfolders of a workspace, newest name first (or sorted by a column): kind,
// model and data (a local path by its last component, whole in the tooltip), date, headline.
class RunBrowserModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Kind, Model, Data, Date, Headline, ColumnCount };

    explicit RunBrowserModel(QObject* parent = nullptr);

    // Lists the subfolders of `runsDir` that hold a run's files (holdsRunFiles()) or cannot be
    // read.
    void setRunsDir(const QString& runsDir);
    // Lists them again. A run is read again only when it changed since it was last read (its
    // folder, manifest.json, summary.json or results.jsonl written, moved, or given other
    // permissions), or changed in the two seconds before.
    void refresh();
    const RunInfo& run(int row) const { return runs_[std::size_t(row)]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // Sorts by the column's text; kept across refresh().
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // A run's kind as the Kind column shows it: "probe", "attack", "ASR curve", "matrix" in
    // the workbench's language; a kind it does not know as its manifest names it.
    static QString kindName(const QString& kind);

private:
    static QString columnText(const RunInfo& run, int column);  // as displayed
    void applySort();

    struct ReadRun {
        QByteArray signature;  // of the folder and files it was read from
        RunInfo info;
    };

    QString runsDir_;
    std::vector<RunInfo> runs_;
    QHash<QString, ReadRun> read_;  // by folder path: the runs listed, as last read
    int sortColumn_ = -1;
    Qt::SortOrder sortOrder_ = Qt::AscendingOrder;
};

}  // namespace akshara::gui
