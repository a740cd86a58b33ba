#include "MatricesView.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>
#include <optional>

#include "eval/ConfusionMatrix.h"
#include "eval/ConsistencyMatrix.h"
#include "eval/Labels.h"

namespace akshara::gui {

namespace {

QStringList toQt(const std::vector<std::string>& labels) {
    QStringList result;
    for (const std::string& label : labels) {
        result.append(QString::fromStdString(label));
    }
    return result;
}

widgets::MatrixData matrixData(const eval::ConfusionMatrix& matrix, const QString& title,
                               const QString& rowTitle, const QString& columnTitle) {
    widgets::MatrixData data;
    data.title = title;
    data.rowTitle = rowTitle;
    data.columnTitle = columnTitle;
    data.rowLabels = toQt(matrix.labels);
    data.columnLabels = data.rowLabels;
    data.kind = widgets::MatrixData::Kind::Counts;
    for (const auto& row : matrix.counts) {
        for (std::size_t count : row) {
            data.values.push_back(double(count));
        }
    }
    return data;
}

}  // namespace

MatricesView::MatricesView(QWidget* parent)
    : QWidget(parent),
      tabs_(new QTabWidget(this)),
      confusion_(new widgets::MatrixView(this)),
      consistency_(new widgets::MatrixView(this)),
      cellTitle_(new QLabel(this)),
      ids_(new QListWidget(this)) {
    tabs_->addTab(confusion_, tr("Confusion"));
    tabs_->addTab(consistency_, tr("Consistency"));
    tabs_->setTabEnabled(1, false);
    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    cellTitle_->setWordWrap(true);
    cellTitle_->setText(
        tr("Open prediction files (File > Open predictions...) and click a cell "
           "to list its examples."));
    sideLayout->addWidget(cellTitle_);
    sideLayout->addWidget(ids_);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(tabs_);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    connect(confusion_, &widgets::MatrixView::cellActivated, this,
            [this](int row, int column) { showCell(0, row, column); });
    connect(consistency_, &widgets::MatrixView::cellActivated, this,
            [this](int row, int column) { showCell(1, row, column); });
}

void MatricesView::openFiles(const QStringList& paths) {
    std::vector<eval::PredictionSet> sets;
    for (const QString& path : paths.mid(0, 2)) {
        sets.push_back(eval::readPredictions(path.toStdString()));
    }
    setPredictions(std::move(sets));
}

void MatricesView::setPredictions(std::vector<eval::PredictionSet> sets) {
    if (sets.empty()) {
        return;
    }
    std::vector<const eval::PredictionSet*> all;
    for (const eval::PredictionSet& set : sets) {
        all.push_back(&set);
    }
    const std::vector<std::string> labels = eval::matrixLabels(all);  // as akshara-cli matrix
    const QString first = QFileInfo(QString::fromStdString(sets[0].source)).fileName();
    const eval::ConfusionMatrix gold = eval::confusionAgainstGold(sets[0], labels);
    std::optional<eval::ConsistencyMatrix> between;
    QString second;
    if (sets.size() > 1) {
        between = eval::consistencyMatrix(sets[0], sets[1], labels);  // throws if not parallel
        second = QFileInfo(QString::fromStdString(sets[1].source)).fileName();
    }
    sets_ = std::move(sets);
    labels_ = gold.labels;
    confusion_->setData(
        matrixData(gold, tr("Confusion matrix of %1").arg(first), tr("gold"), tr("predicted")));
    if (between) {
        const eval::ConsistencyCounts& c = between->overall;
        consistency_->setData(matrixData(
            between->predictionOverlap,
            tr("%1 against %2: both right %3, both wrong %4, only first %5, only second %6")
                .arg(first, second)
                .arg(c.bothCorrect)
                .arg(c.bothWrong)
                .arg(c.onlyFirst)
                .arg(c.onlySecond),
            first, second));
    }
    tabs_->setTabEnabled(1, between.has_value());
    tabs_->setCurrentIndex(0);
    ids_->clear();
    cellTitle_->setText(tr("Click a cell to list its examples."));
}

void MatricesView::showCell(int matrix, int row, int column) {
    if (sets_.empty() || row < 0 || column < 0 || row >= int(labels_.size()) ||
        column >= int(labels_.size()) || (matrix == 1 && sets_.size() < 2)) {
        return;
    }
    const std::string& rowLabel = labels_[std::size_t(row)];
    const std::string& columnLabel = labels_[std::size_t(column)];
    ids_->clear();
    if (matrix == 0) {
        for (const eval::Prediction& p : sets_[0].predictions) {
            if (p.gold == rowLabel && p.pred == columnLabel) {
                addExample(p, nullptr, {});
            }
        }
        cellTitle_->setText(
            tr("gold %1, predicted %2 · examples: %n", nullptr, ids_->count())
                .arg(QString::fromStdString(rowLabel), QString::fromStdString(columnLabel)));
    } else {
        for (const eval::AlignedPair& pair : eval::alignById(sets_[0], sets_[1])) {
            if (pair.first->pred == rowLabel && pair.second->pred == columnLabel) {
                addExample(*pair.first, pair.second,
                           pair.first->correct() == pair.second->correct()
                               ? (pair.first->correct() ? tr("both right") : tr("both wrong"))
                               : (pair.first->correct() ? tr("only first right")
                                                        : tr("only second right")));
            }
        }
        cellTitle_->setText(
            tr("first %1, second %2 · examples: %n", nullptr, ids_->count())
                .arg(QString::fromStdString(rowLabel), QString::fromStdString(columnLabel)));
    }
}

void MatricesView::addExample(const eval::Prediction& first, const eval::Prediction* second,
                              const QString& note) {
    // The id, then the probability the model gave its prediction and, when it missed, the
    // gold label; for two files, each model's probability of its own prediction. As far as
    // the files have probabilities; all of them in the tooltip.
    const auto probabilityOf = [this](const eval::Prediction& prediction,
                                      const std::string& label) {
        for (const auto& [name, p] : prediction.probs) {
            if (name == label) {
                return locale().toString(p, 'f', 2);
            }
        }
        return QString();
    };
    const auto share = [&](const eval::Prediction& prediction, const std::string& label) {
        const QString p = probabilityOf(prediction, label);
        return p.isEmpty() ? p : QStringLiteral("P(%1) %2").arg(QString::fromStdString(label), p);
    };
    const auto allShares = [this](const eval::Prediction& prediction) {
        QStringList all;
        for (const auto& [name, p] : prediction.probs) {
            all.append(QStringLiteral("%1: %2").arg(QString::fromStdString(name),
                                                    locale().toString(p, 'f', 3)));
        }
        return all.join(QStringLiteral(", "));
    };
    QStringList parts{QString::fromStdString(first.id)};
    if (!note.isEmpty()) {
        parts.append(QStringLiteral("(%1)").arg(note));
    }
    const QString predicted = share(first, first.pred);
    QString tip = tr("gold: %1, predicted: %2")
                      .arg(QString::fromStdString(first.gold), QString::fromStdString(first.pred));
    if (second == nullptr) {
        parts.append(predicted);
        if (!first.correct()) {
            parts.append(share(first, first.gold));
        }
    } else {
        // The cell names both predictions: the two probabilities alone.
        const QString mine = probabilityOf(first, first.pred);
        const QString theirs = probabilityOf(*second, second->pred);
        if (!mine.isEmpty() && !theirs.isEmpty()) {
            parts.append(mine + QStringLiteral(" → ") + theirs);
        }
        tip += QStringLiteral(" → ") + QString::fromStdString(second->pred);
    }
    parts.removeAll(QString());
    for (const eval::Prediction* prediction : {&first, second}) {
        if (prediction != nullptr && !prediction->probs.empty()) {
            tip += QLatin1Char('\n') + allShares(*prediction);
        }
    }
    auto* item = new QListWidgetItem(parts.join(QStringLiteral("  ")));
    item->setData(Qt::UserRole, QString::fromStdString(first.id));
    item->setToolTip(tip);
    ids_->addItem(item);
}

QStringList MatricesView::listedIds() const {
    QStringList result;
    for (int i = 0; i < ids_->count(); ++i) {
        result.append(ids_->item(i)->data(Qt::UserRole).toString());
    }
    return result;
}

}  // namespace akshara::gui
