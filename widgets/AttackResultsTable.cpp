#include "widgets/AttackResultsTable.h"

#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <unordered_set>

#include "widgets/TextDirectionDelegate.h"

namespace akshara::widgets {

AttackFigures attackFigures(const std::vector<AttackExample>& examples) {
    AttackFigures figures;
    double queries = 0;
    for (const AttackExample& e : examples) {
        ++figures.examples;
        if (e.skipped) {
            ++figures.skipped;
            figures.noWords += e.noWords ? 1 : 0;
            continue;
        }
        ++figures.attacked;
        figures.successful += e.success ? 1 : 0;
        figures.candidates += e.candidates;
        queries += e.queries;
    }
    // Of the examples classified right, those without a word to change included, as the
    // run's summary counts it (the second paper's equation (3)).
    const int right = figures.attacked + figures.noWords;
    if (right > 0)
        figures.successRate = figures.candidates > 0 ? double(figures.successful) / right
                                                     : std::numeric_limits<double>::quiet_NaN();
    if (figures.attacked > 0)
        figures.queriesPerExample = queries / figures.attacked;
    return figures;
}

AttackResultsModel::AttackResultsModel(QObject* parent) : QAbstractTableModel(parent) {}

void AttackResultsModel::setExamples(std::vector<AttackExample> examples) {
    beginResetModel();
    examples_ = std::move(examples);
    order_.resize(examples_.size());
    std::iota(order_.begin(), order_.end(), 0);
    loaded_ = std::min(kBatchSize, int(examples_.size()));
    endResetModel();
}

const AttackExample& AttackResultsModel::exampleAt(int row) const {
    return examples_[order_[row]];
}

int AttackResultsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : loaded_;
}

int AttackResultsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AttackResultsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= loaded_)
        return {};
    const AttackExample& e = exampleAt(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
            case IndexColumn:
                return e.index;
            case SuccessColumn:
                return e.skipped ? tr("skipped") : e.success ? tr("yes") : tr("no");
            case QueriesColumn:
                return e.queries;
            case SimilarityColumn:
                return std::isnan(e.similarity) ? QString()
                                                : QLocale().toString(e.similarity, 'f', 3);
            case PerturbationsColumn:
                return e.perturbations;
            case OriginalColumn:
                return e.original;
            case AdversarialColumn:
                return e.adversarial;
        }
    } else if (role == Qt::ToolTipRole && e.skipped) {
        if (e.noWords)
            return tr("Not attacked: the sentence has no word to change.");
        return tr("Not attacked: the model was already wrong on this example (%1).")
            .arg(e.originalLabel);
    } else if (role == Qt::ToolTipRole && index.column() >= OriginalColumn) {
        return tr("%1 → %2").arg(e.originalLabel, e.adversarialLabel);
    } else if (role == Qt::TextAlignmentRole && index.column() < OriginalColumn) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::ForegroundRole && index.column() == SuccessColumn) {
        // Red for a successful attack, green for a failed one, lighter on a dark theme's base.
        const bool dark = QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
        if (e.skipped)
            return QColor(Qt::gray);
        if (e.success)
            return dark ? QColor(255, 130, 130) : QColor(170, 0, 0);
        return dark ? QColor(130, 220, 130) : QColor(0, 110, 0);
    }
    return {};
}

QVariant AttackResultsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == SimilarityColumn)
        return tr(
            "chrF of the adversarial text to the original (character n-grams), for every "
            "attacked example, successful or not; the run's figures and attack-report's "
            "Overlap sim. average the successful attacks only");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
        case IndexColumn:
            return tr("Example");
        case SuccessColumn:
            return tr("Success");
        case QueriesColumn:
            return tr("Queries");
        case SimilarityColumn:
            return tr("Overlap sim. (chrF)");
        case PerturbationsColumn:
            return tr("Perturbations");
        case OriginalColumn:
            return tr("Original");
        case AdversarialColumn:
            return tr("Adversarial");
    }
    return {};
}

int AttackResultsModel::loadRowOf(int index) {
    const std::vector<int> rows = loadRowsOf({index});
    return rows.empty() ? -1 : rows.front();
}

std::vector<int> AttackResultsModel::loadRowsOf(const std::vector<int>& indices) {
    const std::unordered_set<int> wanted(indices.begin(), indices.end());
    std::vector<int> rows;
    for (int row = 0; row < int(order_.size()) && rows.size() < wanted.size(); ++row) {
        if (wanted.count(examples_[std::size_t(order_[std::size_t(row)])].index) != 0) {
            rows.push_back(row);
        }
    }
    while (!rows.empty() && rows.back() >= loaded_ && canFetchMore({})) {
        fetchMore({});
    }
    return rows;
}

bool AttackResultsModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && loaded_ < int(examples_.size());
}

void AttackResultsModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent))
        return;
    const int count = std::min(kBatchSize, int(examples_.size()) - loaded_);
    beginInsertRows({}, loaded_, loaded_ + count - 1);
    loaded_ += count;
    endInsertRows();
}

void AttackResultsModel::sort(int column, Qt::SortOrder order) {
    // NaN: no value in this column (skipped examples, a similarity without adversarial text);
    // those rows come last in either order.
    auto key = [&](const AttackExample& e) -> double {
        const double none = std::numeric_limits<double>::quiet_NaN();
        switch (column) {
            case SuccessColumn:
                return e.skipped ? none : e.success ? 1.0 : 0.0;
            case QueriesColumn:
                return e.skipped ? none : e.queries;
            case SimilarityColumn:
                return e.skipped ? none : e.similarity;
            case PerturbationsColumn:
                return e.skipped ? none : e.perturbations;
            default:
                return e.index;
        }
    };
    // The rows already loaded stay loaded, then showing the first examples of the new order;
    // the view reads the old order before the reset (the selection it keeps).
    beginResetModel();
    if (column == OriginalColumn || column == AdversarialColumn) {
        std::stable_sort(order_.begin(), order_.end(), [&](int a, int b) {
            const QString& x =
                column == OriginalColumn ? examples_[a].original : examples_[a].adversarial;
            const QString& y =
                column == OriginalColumn ? examples_[b].original : examples_[b].adversarial;
            return order == Qt::AscendingOrder ? x.localeAwareCompare(y) < 0
                                               : y.localeAwareCompare(x) < 0;
        });
    } else {
        std::stable_sort(order_.begin(), order_.end(), [&](int a, int b) {
            const double x = key(examples_[a]);
            const double y = key(examples_[b]);
            if (std::isnan(x) || std::isnan(y))
                return !std::isnan(x) && std::isnan(y);
            return order == Qt::AscendingOrder ? x < y : y < x;
        });
    }
    endResetModel();
}

namespace {

// Select all (Ctrl+A) selects every example, also those not loaded yet, so that a copy takes
// the whole run.
class ExamplesView : public QTableView {
public:
    using QTableView::QTableView;

    void selectAll() override {
        while (model() != nullptr && model()->canFetchMore({})) {
            model()->fetchMore({});
        }
        QTableView::selectAll();
    }
};

}  // namespace

AttackResultsTable::AttackResultsTable(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    layout->addWidget(summary_);
    model_ = new AttackResultsModel(this);
    view_ = new ExamplesView(this);
    view_->setModel(model_);
    // The texts in their own direction: an Urdu sentence from the right.
    for (const int column :
         {AttackResultsModel::OriginalColumn, AttackResultsModel::AdversarialColumn})
        view_->setItemDelegateForColumn(column, new TextDirectionDelegate(view_));
    // Tab leaves the table (Qt's default moves from cell to cell, round and round), and a
    // screen reader names it.
    view_->setTabKeyNavigation(false);
    view_->setAccessibleName(tr("Attacked examples"));
    view_->setSortingEnabled(true);
    view_->sortByColumn(AttackResultsModel::IndexColumn, Qt::AscendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several examples at once (Shift, Ctrl), for a copy; the current one is shown.
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setWordWrap(false);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setFocusPolicy(Qt::StrongFocus);
    layout->addWidget(view_);
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid()) {
                    selected_ = model_->exampleAt(current.row()).index;
                    Q_EMIT exampleSelected(model_->exampleAt(current.row()));
                }
            });
    // A sort puts the rows in another order (a reset of the model, which clears the view's
    // selection): the examples selected stay selected, in their new rows, the current one
    // current.
    connect(model_, &QAbstractItemModel::modelAboutToBeReset, this,
            [this] { keptSelection_ = selectedExamples(); });
    connect(model_, &QAbstractItemModel::modelReset, this, [this] {
        std::vector<int> kept;
        kept.swap(keptSelection_);
        if (selected_ >= 0) {  // else another run's examples
            selectExamples(kept, selected_);
        }
    });
}

std::vector<int> AttackResultsTable::selectedExamples() const {
    // By the selection's ranges, not a list of its rows: Ctrl+A on tens of thousands of
    // examples is one range.
    std::vector<int> indices;
    for (const QItemSelectionRange& range : view_->selectionModel()->selection()) {
        for (int row = range.top(); row <= range.bottom(); ++row) {
            indices.push_back(model_->exampleAt(row).index);
        }
    }
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    return indices;
}

void AttackResultsTable::selectExamples(const std::vector<int>& indices, int current) {
    // Neighbouring rows as one range: a selection of many ranges makes Qt's selection slow.
    const std::vector<int> rows = model_->loadRowsOf(indices);  // in the order shown
    const int last = model_->columnCount() - 1;
    QItemSelection selection;
    for (std::size_t first = 0; first < rows.size();) {
        std::size_t end = first;
        while (end + 1 < rows.size() && rows[end + 1] == rows[end] + 1) {
            ++end;
        }
        selection.select(model_->index(rows[first], 0), model_->index(rows[end], last));
        first = end + 1;
    }
    view_->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    const int row = model_->loadRowOf(current);
    if (row >= 0) {
        view_->selectionModel()->setCurrentIndex(model_->index(row, 0),
                                                 QItemSelectionModel::NoUpdate);
        view_->scrollTo(model_->index(row, 0));
    }
}

bool AttackResultsTable::selectExample(int index) {
    if (model_->loadRowOf(index) < 0) {
        return false;
    }
    selectExamples({index}, index);
    return true;
}

QSize AttackResultsTable::sizeHint() const {
    return {900, 500};
}

void AttackResultsTable::setExamples(std::vector<AttackExample> examples) {
    selected_ = -1;  // of the run before
    const AttackFigures figures = attackFigures(examples);
    model_->setExamples(std::move(examples));
    model_->sort(view_->horizontalHeader()->sortIndicatorSection(),
                 view_->horizontalHeader()->sortIndicatorOrder());
    QString text;
    if (figures.examples == 0) {
        text = tr("No attack results.");
    } else {
        text = tr("%Ln example(s)", nullptr, int(figures.examples));
        if (figures.skipped > 0 && figures.noWords == 0)
            text +=
                tr(", %Ln skipped (the model was already wrong)", nullptr, int(figures.skipped));
        else if (figures.skipped > 0 && figures.noWords == figures.skipped)
            text += tr(", %Ln skipped (no word to change)", nullptr, int(figures.skipped));
        else if (figures.skipped > 0)
            text += tr(", %Ln skipped (%1 the model already got wrong, %2 without a word to "
                       "change)",
                       nullptr, int(figures.skipped))
                        .arg(figures.skipped - figures.noWords)
                        .arg(figures.noWords);
        if (figures.attacked + figures.noWords == 0)
            text += tr("; the model got no example right: nothing to attack");
        else if (std::isnan(figures.successRate))
            text += tr("; no candidate reached the model: no attack success rate");
        else
            text += tr("; attack success rate %1% (%2 of the %Ln example(s) the model got right), "
                       "%3 queries per attacked example",
                       nullptr, int(figures.attacked + figures.noWords))
                        .arg(QLocale().toString(100.0 * figures.successRate, 'f', 1))
                        .arg(figures.successful)
                        .arg(QLocale().toString(figures.queriesPerExample, 'f', 1));
    }
    summary_->setText(text);
    view_->resizeColumnsToContents();
}

QString AttackResultsTable::summaryText() const {
    return summary_->text();
}

}  // namespace akshara::widgets
