#pragma once

#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QWidget>
#include <vector>

class QTimer;

class QPushButton;
class QTableView;

namespace akshara::gui {

class JobRunner;

// The running jobs of a JobRunner: title, stage, progress (0..100, -1 unknown), elapsed and
// estimated remaining time. Rows appear when a job starts and go when it ends.
class JobsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Title, Stage, Progress, Elapsed, Remaining, ColumnCount };

    explicit JobsModel(JobRunner* runner, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // The job id shown on a row.
    int jobId(int row) const;
    // Whether the times shown are brought up to date each second (while jobs run).
    bool ticking() const;
    // A stage as the engine reports it ("epoch 2/5", "demo: probing ..."), in the language
    // of the interface; a stage this version does not know is shown as reported.
    static QString stageName(const QString& stage);

Q_SIGNALS:
    // The job of `row` has ended: its row goes next (before the views move their selection).
    void rowEnding(int row);

private:
    struct Row {
        int id = 0;
        QString title;
        QString stage;
        qulonglong done = 0;
        qulonglong total = 0;
        QElapsedTimer sinceStart;
        // Since the count of done began: its total changed, or done went back. Not the stage's
        // name, which some jobs change with each item ("reading RUN").
        QElapsedTimer sinceCount;
        // How many were done when it began: a resumed run starts past its first examples, and
        // its rate is of those done since.
        qulonglong countFrom = 0;
    };
    int rowOf(int id) const;
    void remove(int id);

    std::vector<Row> rows_;
    QTimer* tick_ = nullptr;  // runs while jobs do
};

// The jobs model in a table with a progress bar per row and a Cancel button for the selected
// job (or the only one, when none was chosen).
class JobsPanel : public QWidget {
    Q_OBJECT
public:
    explicit JobsPanel(JobRunner* runner, QWidget* parent = nullptr);
    JobsModel* model() const { return model_; }

private:
    // The row Cancel stops: the selected job, else the current row (reached with Tab, not
    // selected), else the only job when no job chosen has ended; -1 when none.
    int chosenRow() const;
    void cancelSelected();

    JobRunner* runner_;
    JobsModel* model_;
    QTableView* view_;
    QPushButton* cancel_;
    // A job chosen (selected or current) ended, and nothing was chosen since: Qt would have
    // moved the choice onto the next job, which a click meant for the ended one would stop.
    bool choiceEnded_ = false;
    bool removing_ = false;  // between rowEnding() and the row's removal
};

}  // namespace akshara::gui
