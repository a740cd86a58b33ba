#pragma once

#include <QAbstractTableModel>
#include <QString>
#include <QWidget>
#include <limits>
#include <vector>

class QTableView;
class QLabel;

namespace akshara::widgets {

// One attacked example as an attack run reports it.
struct AttackExample {
    int index = 0;  // position in the attacked dataset
    QString original;
    QString adversarial;  // empty when the attack failed without a candidate
    QString originalLabel;
    QString adversarialLabel;
    bool success = false;
    // Not attacked (it counts in no attack figure): the model was already wrong on it, or, with
    // noWords, the sentence has no word to change (punctuation or emoji only).
    bool skipped = false;
    bool noWords = false;
    int queries = 0;
    int candidates = 0;  // that reached the model, over the words tried
    int perturbations = 0;
    // Similarity of adversarial to original, in [0, 1]; NaN when there is no adversarial text.
    double similarity = std::numeric_limits<double>::quiet_NaN();
};

// The figures of a set of attack results: skipped examples apart, the attack success rate
// among the attacked ones (the examples the model got right).
struct AttackFigures {
    int examples = 0;
    int skipped = 0;
    int noWords = 0;  // of the skipped, those without a word to change
    int attacked = 0;
    int successful = 0;
    int candidates = 0;  // that reached the model
    // successful / (attacked + noWords): of those classified right; NaN when no candidate
    // reached the model (the operator changed no word): no rate, as the run's summary has it.
    double successRate = 0;
    double queriesPerExample = 0;  // over the attacked examples
};
AttackFigures attackFigures(const std::vector<AttackExample>& examples);

// Table model over many attack examples that hands rows to the view in batches
// (canFetchMore/fetchMore), so that 10,000+ examples open at once: the first batch on
// setExamples, the next ones as the view scrolls. Sorting reorders all examples; the rows
// already loaded then show the first examples of the new order.
class AttackResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        IndexColumn,
        SuccessColumn,
        QueriesColumn,
        SimilarityColumn,
        PerturbationsColumn,
        OriginalColumn,
        AdversarialColumn,
        ColumnCount
    };
    static constexpr int kBatchSize = 500;

    explicit AttackResultsModel(QObject* parent = nullptr);

    void setExamples(std::vector<AttackExample> examples);
    int totalCount() const { return int(examples_.size()); }
    // The example shown in a row of the model (in the current sort order).
    const AttackExample& exampleAt(int row) const;
    // The row of the example whose index is `index` in the current sort order, loading the
    // rows up to it; -1 when the run has no such example.
    int loadRowOf(int index);
    // The rows of the examples whose indices are in `indices`, in the current sort order,
    // loading the rows up to the last of them; those the run has not are left out.
    std::vector<int> loadRowsOf(const std::vector<int>& indices);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    std::vector<AttackExample> examples_;
    std::vector<int> order_;  // row -> example
    int loaded_ = 0;
};

// The attack results of a run: a sortable table (by success, queries, similarity, ...) with a
// summary line; the current row's example is emitted so that the app can show it in detail.
// Several rows can be selected together (Shift, Ctrl, Ctrl+A for all), for a copy.
class AttackResultsTable : public QWidget {
    Q_OBJECT
public:
    explicit AttackResultsTable(QWidget* parent = nullptr);

    void setExamples(std::vector<AttackExample> examples);
    AttackResultsModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    QSize sizeHint() const override;
    // The line above the table.
    QString summaryText() const;
    // Selects the example whose index is `index`, loading the rows up to it; false when the
    // run has none.
    bool selectExample(int index);
    // The indices of the examples selected, ascending.
    std::vector<int> selectedExamples() const;
    // Selects the examples whose indices are in `indices` (those the run has), loading the rows
    // up to them, and makes `current` the current one.
    void selectExamples(const std::vector<int>& indices, int current);

Q_SIGNALS:
    void exampleSelected(const akshara::widgets::AttackExample& example);

private:
    AttackResultsModel* model_ = nullptr;
    QTableView* view_ = nullptr;
    QLabel* summary_ = nullptr;
    int selected_ = -1;               // the index of the example selected last, kept over a sort
    std::vector<int> keptSelection_;  // the examples selected, over a reset of the model
};

}  // namespace akshara::widgets
Q_DECLARE_METATYPE(akshara::widgets::AttackExample)
