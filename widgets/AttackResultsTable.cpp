#include "widgets/AttackResultsTable.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace akshara::widgets {

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
                return e.success ? tr("yes") : tr("no");
            case QueriesColumn:
                return e.queries;
            case SimilarityColumn:
                return QString::number(e.similarity, 'f', 3);
            case PerturbationsColumn:
                return e.perturbations;
            case OriginalColumn:
                return e.original;
            case AdversarialColumn:
                return e.adversarial;
        }
    } else if (role == Qt::ToolTipRole && index.column() >= OriginalColumn) {
        return tr("%1 → %2").arg(e.originalLabel, e.adversarialLabel);
    } else if (role == Qt::TextAlignmentRole && index.column() < OriginalColumn) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::ForegroundRole && index.column() == SuccessColumn) {
        return e.success ? QColor(170, 0, 0) : QColor(0, 110, 0);
    }
    return {};
}

QVariant AttackResultsModel::headerData(int section, Qt::Orientation orientation, int role) const {
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
            return tr("Similarity");
        case PerturbationsColumn:
            return tr("Perturbations");
        case OriginalColumn:
            return tr("Original");
        case AdversarialColumn:
            return tr("Adversarial");
    }
    return {};
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
    auto key = [&](const AttackExample& e) -> double {
        switch (column) {
            case SuccessColumn:
                return e.success ? 1.0 : 0.0;
            case QueriesColumn:
                return e.queries;
            case SimilarityColumn:
                return e.similarity;
            case PerturbationsColumn:
                return e.perturbations;
            default:
                return e.index;
        }
    };
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
            return order == Qt::AscendingOrder ? key(examples_[a]) < key(examples_[b])
                                               : key(examples_[b]) < key(examples_[a]);
        });
    }
    // The rows already loaded stay loaded, now showing the first examples of the new order.
    beginResetModel();
    endResetModel();
}

AttackResultsTable::AttackResultsTable(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    summary_ = new QLabel(this);
    layout->addWidget(summary_);
    model_ = new AttackResultsModel(this);
    view_ = new QTableView(this);
    view_->setModel(model_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(AttackResultsModel::IndexColumn, Qt::AscendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setWordWrap(false);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setFocusPolicy(Qt::StrongFocus);
    layout->addWidget(view_);
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    Q_EMIT exampleSelected(model_->exampleAt(current.row()));
            });
}

QSize AttackResultsTable::sizeHint() const {
    return {900, 500};
}

void AttackResultsTable::setExamples(std::vector<AttackExample> examples) {
    const int total = int(examples.size());
    const int successes = int(std::count_if(examples.begin(), examples.end(),
                                            [](const AttackExample& e) { return e.success; }));
    double queries = 0;
    for (const AttackExample& e : examples)
        queries += e.queries;
    model_->setExamples(std::move(examples));
    model_->sort(view_->horizontalHeader()->sortIndicatorSection(),
                 view_->horizontalHeader()->sortIndicatorOrder());
    summary_->setText(total == 0 ? tr("No attack results.")
                                 : tr("%1 examples, %2 successful (%3%), %4 queries on average")
                                       .arg(total)
                                       .arg(successes)
                                       .arg(100.0 * successes / total, 0, 'f', 1)
                                       .arg(queries / total, 0, 'f', 1));
    view_->resizeColumnsToContents();
}

}  // namespace akshara::widgets
