#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

#include "attack/AsrReport.h"
#include "attack/AttackReport.h"
#include "jobs/JobContext.h"
#include "probe/ProbeReport.h"
#include "text/TableExport.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace akshara::gui {

// Finished runs of one kind, read for a comparison (see CompareRunsView::readRuns).
struct ComparedRuns {
    QString kind;  // "attack", "asr-curve" or "probe"
    std::vector<attack::AttackReportRun> attacks;
    std::vector<attack::AsrReportRun> curves;
    std::vector<probe::ProbeReportTable> probeTables;
    QStringList probeFolders;  // the probing runs read
    QStringList leftOut;       // a line each: a run and why it cannot be read
    // A line each: a perturbed probing result, or some of its layers, without a clean accuracy
    // above 0 to be scored against (probe::robustnessRecords' names), not in the RS tables.
    QStringList unscored;
    QString problem;  // why the runs read cannot be compared together
};

// Finished runs side by side, as the papers tabulate them: attack runs in the first paper's
// table (its Table 9; Table 4 with a row per operator category), ASR-curve runs in the second
// paper's table of the attack success rate by the number of words perturbed, probing runs in
// the third paper's aggregate tables (one at a time, chosen in a list). The rows and columns
// of akshara-cli attack-report, asr-report and probe-report; the groups of rows (a model and
// language, a target and operator) shaded in turn where the papers draw a rule. Exported as
// LaTeX or CSV as those commands write them. A click on a column's title sorts the rows by it
// (figures as numbers, a "-" last either way), a second click the other way round, a third
// brings back the papers' order; sorted, the groups are not shaded, and the table is exported
// in the order shown, without the papers' rules between groups.
class CompareRunsView : public QWidget {
    Q_OBJECT
public:
    explicit CompareRunsView(QWidget* parent = nullptr);

    // Shows attack runs (read by attack::readAttackReportRun) in the paper's order. `leftOut`
    // names the selected runs that could not be read, and why, one a line.
    void setAttackRuns(std::vector<attack::AttackReportRun> runs, const QStringList& leftOut = {});
    // Shows the rows of ASR-curve runs (read by attack::readAsrReportRun).
    void setAsrRuns(std::vector<attack::AsrReportRun> runs, const QStringList& leftOut = {});
    // Shows the tables of probe::probeReportTables over the probing runs `runFolders`, the
    // first one selected; `unscored` (ComparedRuns::unscored) is named under them.
    void setProbeTables(std::vector<probe::ProbeReportTable> tables, const QStringList& runFolders,
                        const QStringList& leftOut = {}, const QStringList& unscored = {});

    // Reads the runs `runFolders` of `kind` ("attack", "asr-curve", "probe"; off the GUI
    // thread), reporting through `job`: a run that cannot be read is left out with the reason,
    // and probing runs whose scores would mix (two holding a task and perturbation of one model
    // and language) are refused together, in `problem`.
    static ComparedRuns readRuns(const QStringList& runFolders, const QString& kind,
                                 const jobs::JobContext& job);
    // Shows runs read by readRuns; false, with why in `problem`, when they cannot be compared
    // or none could be read.
    bool showRuns(ComparedRuns runs, QString* problem);

    // The table shown, as it is exported: the papers' column titles, in English; its rows in
    // the order shown.
    text::TextTable table() const;
    // Writes table() as LaTeX (.tex) or CSV (.csv), chosen by the file's suffix, in full or not
    // at all; false when nothing is shown, for another suffix, or when it cannot be written.
    // With allProbeTables() checked (probing runs), every table: the LaTeX that probe-report
    // --latex prints, or each table's CSV under its caption.
    bool exportTableTo(const QString& path) const;

    // Sorts the rows by `column` (of the model), as a click on its title does; -1: the papers'
    // order.
    void sortByColumn(int column, Qt::SortOrder order = Qt::AscendingOrder);
    // The column the rows are sorted by; -1 in the papers' order.
    int sortColumn() const { return sortColumn_; }
    Qt::SortOrder sortOrder() const { return sortOrder_; }

    QTableView* view() const { return view_; }
    // The rows in the papers' order; the view shows them through a sorting model.
    QStandardItemModel* model() const { return model_; }
    QCheckBox* categories() const { return categories_; }
    QComboBox* probeTable() const { return probeTable_; }
    QCheckBox* allProbeTables() const { return allProbeTables_; }
    QLabel* title() const { return title_; }
    QLabel* leftOut() const { return leftOut_; }
    QPushButton* exportButton() const { return exportButton_; }

    // The run folder of each row of model(), in the papers' order (empty for a row of several
    // runs: a probing table's).
    const QStringList& rowFolders() const { return rowFolders_; }
    // The folders of the runs compared: each row's, and the probing runs behind the tables.
    const QStringList& comparedFolders() const { return comparedFolders_; }

    // A column title of the reports ("Orig. acc.", "Mean"), a verdict ("yes") or a probing
    // table's title in the workbench's language; anything else (a model's or operator's name,
    // a figure) as it is.
    static QString shownText(const QString& text);
    // An operator as a row names it in the workbench's language: its name, its category's, the
    // second sentence, the curated tables it read ("Phonological / vowel [hi-phonological
    // curated]").
    static QString shownOperator(const std::string& op, const std::string& category,
                                 bool secondSentence, const std::vector<std::string>& tables);

Q_SIGNALS:
    // A row of one run was double-clicked: the window opens the run in its view.
    void runActivated(const QString& runFolder);

private:
    enum class Kind { None, Attacks, AsrCurves, Probing };

    // table(), and with `rowFolders` the run folder of each of its rows.
    text::TextTable build(std::vector<std::string>* rowFolders) const;
    // For each row of build(), the names its cells before the figures show in the workbench's
    // language: an attack's type, an ASR row's operator and how its words were chosen; an
    // empty name where the cell is shown as shownText() words it.
    std::vector<QStringList> shownNames() const;

    void showTable();
    void exportTable();
    // A click on a column's title: ascending, then descending, then the papers' order.
    void cycleSort(int column);
    // Shows `kind`'s controls, `leftOut` and the table; Export table starts in the folder
    // that holds `firstRun`.
    void showKind(Kind kind, const QString& firstRun, const QStringList& leftOut,
                  const QStringList& unscored = {});

    Kind kind_ = Kind::None;
    std::vector<attack::AttackReportRun> attackRuns_;
    std::vector<attack::AsrReportRun> asrRuns_;
    std::vector<probe::ProbeReportTable> probeTables_;
    QString exportFolder_;  // where Export table starts: the runs' folder
    QStringList rowFolders_;
    QStringList comparedFolders_;
    QLabel* title_;
    QCheckBox* categories_;
    QComboBox* probeTable_;
    QCheckBox* allProbeTables_;
    QPushButton* exportButton_;
    QTableView* view_;
    QStandardItemModel* model_;
    QSortFilterProxyModel* sorted_;
    int sortColumn_ = -1;
    Qt::SortOrder sortOrder_ = Qt::AscendingOrder;
    QLabel* leftOut_;
};

}  // namespace akshara::gui
