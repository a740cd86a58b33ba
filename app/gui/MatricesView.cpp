#include "MatricesView.h"

#include <QAbstractListModel>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>
#include <map>
#include <optional>

#include "DialogFields.h"
#include "eval/ConfusionMatrix.h"
#include "eval/ConsistencyMatrix.h"
#include "eval/Labels.h"
#include "eval/MatrixTables.h"
#include "eval/TransferTable.h"
#include "widgets/ItemCopy.h"
#include "widgets/PlotExport.h"

namespace akshara::gui {

// The examples of the cell clicked, one line each, written when the list shows it.
class CellExamples : public QAbstractListModel {
public:
    struct Example {
        const eval::Prediction* first;
        const eval::Prediction* second;  // of the second file; null for one file
        QString note;
        bool withLabels;
    };

    explicit CellExamples(MatricesView* view) : QAbstractListModel(view), view_(view) {}

    void setExamples(std::vector<Example> examples) {
        beginResetModel();
        examples_ = std::move(examples);
        endResetModel();
    }
    void clear() { setExamples({}); }
    const std::vector<Example>& examples() const { return examples_; }

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : int(examples_.size());
    }
    QVariant data(const QModelIndex& index, int role) const override {
        if (!index.isValid() || index.row() >= rowCount()) {
            return {};
        }
        const Example& example = examples_[std::size_t(index.row())];
        switch (role) {
            case Qt::DisplayRole:
                return view_->exampleText(*example.first, example.second, example.note,
                                          example.withLabels);
            case Qt::ToolTipRole:
                return view_->exampleTip(*example.first, example.second);
            case Qt::UserRole:
                return QString::fromStdString(example.first->id);
            default:
                return {};
        }
    }

private:
    const MatricesView* view_;
    std::vector<Example> examples_;
};

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

QString percentText(const QLocale& locale, double fraction) {
    return MatricesView::tr("%1%").arg(locale.toString(100.0 * fraction, 'f', 1));
}

}  // namespace

MatricesView::MatricesView(QWidget* parent)
    : QWidget(parent),
      tabs_(new QTabWidget(this)),
      confusion_(new widgets::MatrixView(this)),
      consistency_(new widgets::MatrixView(this)),
      overlap_(new widgets::MatrixView(this)),
      transfer_(new widgets::MatrixView(this)),
      exportButton_(new QPushButton(tr("Export fi&gure..."), this)),
      exportTableButton_(new QPushButton(tr("Export ta&ble..."), this)),
      cellTitle_(new QLabel(this)),
      examples_(new CellExamples(this)),
      ids_(new QListView(this)) {
    // A matrix narrower than its cells at their narrowest (the splitter dragged, many labels)
    // scrolls rather than being cut off.
    const auto scrolled = [this](widgets::MatrixView* view) {
        auto* area = new QScrollArea(this);
        area->setFocusPolicy(Qt::NoFocus);  // the matrix inside takes focus, not its frame
        area->setFrameShape(QFrame::NoFrame);
        area->setWidgetResizable(true);
        area->setWidget(view);
        return area;
    };
    tabs_->addTab(scrolled(confusion_), tr("Confusion"));
    tabs_->addTab(scrolled(consistency_), tr("Consistency"));
    tabs_->addTab(scrolled(overlap_), tr("Prediction overlap"));
    tabs_->addTab(scrolled(transfer_), tr("Transfer"));
    tabs_->setTabToolTip(Consistency, tr("Both right, both wrong or one right, of two files on "
                                         "the same examples (IndicXNLI, figure 1)"));
    tabs_->setTabToolTip(Overlap, tr("The first file's predicted labels against the second's "
                                     "(IndicXNLI, figure 2)"));
    tabs_->setTabToolTip(Transfer, tr("Accuracy by training language (rows) and evaluation "
                                      "language (columns): File > Open transfer predictions"));
    for (const Matrix matrix : {Consistency, Overlap, Transfer}) {
        tabs_->setTabEnabled(matrix, false);
    }
    exportButton_->setEnabled(false);
    exportButton_->setToolTip(tr("Write the matrix shown as PNG, SVG or PDF"));
    exportButton_->setObjectName(QStringLiteral("exportFigure"));
    exportTableButton_->setObjectName(QStringLiteral("exportTable"));
    exportTableButton_->setEnabled(false);
    exportTableButton_->setToolTip(
        tr("Write the matrix shown as a LaTeX table for a paper, or as CSV for a spreadsheet"));
    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    cellTitle_->setWordWrap(true);
    cellTitle_->setText(
        tr("Open prediction files (File > Open predictions...) and click a cell "
           "to list its examples."));
    auto* exports = new QHBoxLayout;
    exports->addStretch();
    exports->addWidget(exportTableButton_);
    exports->addWidget(exportButton_);
    QWidget::setTabOrder(exportTableButton_, exportButton_);  // left to right, as drawn
    sideLayout->addLayout(exports);
    sideLayout->addWidget(cellTitle_);
    ids_->setModel(examples_);
    ids_->setUniformItemSizes(true);  // a list of many lines is laid out at once
    ids_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    ids_->setAccessibleName(tr("Examples of the cell"));
    widgets::addCopyActions(ids_);  // the examples as listed, to look them up in the data
    sideLayout->addWidget(ids_);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(tabs_);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    for (const Matrix matrix : {Confusion, Consistency, Overlap, Transfer}) {
        connect(view(matrix), &widgets::MatrixView::cellActivated, this,
                [this, matrix](int row, int column) { showCell(matrix, row, column); });
    }
    connect(exportButton_, &QPushButton::clicked, this, &MatricesView::exportFigure);
    connect(exportTableButton_, &QPushButton::clicked, this, &MatricesView::exportTable);
    connect(tabs_, &QTabWidget::currentChanged, this, [this] { updateExportButtons(); });
}

widgets::MatrixView* MatricesView::view(Matrix matrix) const {
    switch (matrix) {
        case Confusion:
            return confusion_;
        case Consistency:
            return consistency_;
        case Overlap:
            return overlap_;
        case Transfer:
            return transfer_;
    }
    return confusion_;
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
    examples_->clear();  // its examples point into the files shown until now
    std::vector<eval::PredictionSet*> all;
    for (eval::PredictionSet& set : sets) {
        all.push_back(&set);
    }
    eval::unifyLabelCase(all);  // as akshara-cli matrix
    const std::vector<std::string> labels = eval::matrixLabels({all.begin(), all.end()});
    const QString first = QFileInfo(QString::fromStdString(sets[0].source)).fileName();
    // The first file's labels, as matrix confusion has them; the second's count in the
    // matrices of the two.
    const eval::ConfusionMatrix gold =
        eval::confusionAgainstGold(sets[0], eval::matrixLabels({all.front()}));
    std::optional<eval::ConsistencyMatrix> between;
    QString second;
    if (sets.size() > 1) {
        between = eval::consistencyMatrix(sets[0], sets[1], labels);  // throws if not parallel
        second = QFileInfo(QString::fromStdString(sets[1].source)).fileName();
    }
    sets_ = std::move(sets);
    gold_ = gold;
    between_ = between;
    firstName_ = first.toStdString();
    secondName_ = second.toStdString();
    confusion_->setData(matrixOf(Confusion, locale()));
    if (between) {
        consistency_->setData(matrixOf(Consistency, locale()));
        overlap_->setData(matrixOf(Overlap, locale()));
    } else {
        consistency_->setData({});
        overlap_->setData({});
    }
    tabs_->setTabEnabled(Consistency, between.has_value());
    tabs_->setTabEnabled(Overlap, between.has_value());
    tabs_->setCurrentIndex(Confusion);
    updateExportButtons();
    examples_->clear();
    cellTitle_->setText(tr("Click a cell to list its examples."));
}

widgets::MatrixData MatricesView::matrixOf(Matrix which, const QLocale& numbers) const {
    const QString first = QString::fromStdString(firstName_);
    const QString second = QString::fromStdString(secondName_);
    const auto count = [&numbers](std::size_t n) { return numbers.toString(qulonglong(n)); };
    const auto percent = [&numbers](double fraction) { return percentText(numbers, fraction); };
    switch (which) {
        case Confusion:
            return matrixData(gold_,
                              tr("Confusion matrix of %1: %2 of %3 right (%4)")
                                  .arg(first, count(gold_.diagonal()), count(gold_.total()),
                                       percent(double(gold_.diagonal()) / double(gold_.total()))),
                              tr("gold"), tr("predicted"));
        case Consistency:
            return between_ ? consistencyData(*between_, numbers) : widgets::MatrixData();
        case Overlap: {
            if (!between_) {
                return {};
            }
            const eval::ConsistencyMatrix& m = *between_;
            const std::size_t n = m.overall.total();
            const std::size_t same = m.predictionOverlap.diagonal();
            return matrixData(
                m.predictionOverlap,
                tr("Predictions of %1 against %2: the same label for %3 of %4 examples (%5)")
                    .arg(first, second, count(same), count(n),
                         percent(n ? double(same) / double(n) : 0.0)),
                first, second);
        }
        case Transfer:
            return transferData(numbers);
    }
    return {};
}

widgets::MatrixData MatricesView::consistencyData(const eval::ConsistencyMatrix& m,
                                                  const QLocale& numbers) const {
    // Figure 1: rows the first file right or wrong, columns the second; in each block its
    // count, its share of all examples and the paper's label average, and in the tooltip each
    // gold label's share.
    const QString first = QString::fromStdString(firstName_);
    const QString second = QString::fromStdString(secondName_);
    const auto count = [&numbers](std::size_t n) { return numbers.toString(qulonglong(n)); };
    const auto percent = [&numbers](double fraction) { return percentText(numbers, fraction); };
    const eval::ConsistencyCounts& c = m.overall;
    const eval::ConsistencyShares averaged = eval::labelAveragedShares(m);
    const std::size_t n = c.total();
    widgets::MatrixData blocks;
    blocks.kind = widgets::MatrixData::Kind::Shares;
    blocks.title =
        tr("%1 against %2: consistent (both right or both wrong) for %3 of %4 "
           "examples (%5), label average %6")
            .arg(first, second, count(c.consistent()), count(n),
                 percent(eval::sharesOf(c).consistent()), percent(averaged.consistent()));
    blocks.rowTitle = first;
    blocks.columnTitle = second;
    blocks.rowLabels = {tr("right"), tr("wrong")};
    blocks.columnLabels = blocks.rowLabels;
    using Block = std::size_t eval::ConsistencyCounts::*;
    using Share = double eval::ConsistencyShares::*;
    const std::pair<Block, Share> cells[] = {
        {&eval::ConsistencyCounts::bothCorrect, &eval::ConsistencyShares::bothCorrect},
        {&eval::ConsistencyCounts::onlyFirst, &eval::ConsistencyShares::onlyFirst},
        {&eval::ConsistencyCounts::onlySecond, &eval::ConsistencyShares::onlySecond},
        {&eval::ConsistencyCounts::bothWrong, &eval::ConsistencyShares::bothWrong}};
    for (const auto& [block, share] : cells) {
        blocks.values.push_back(double(c.*block));
        // The paper's percentage on top of the block, in the block; each label's in the note.
        blocks.captions.append(tr("label avg. %1").arg(percent(averaged.*share)));
        QStringList note{tr("label average: %1").arg(percent(averaged.*share))};
        for (std::size_t i = 0; i < m.labels.size(); ++i) {
            if (m.perLabel[i].total() > 0) {
                note.append(tr("%1: %2 of %3 (%4)")
                                .arg(QString::fromStdString(m.labels[i]),
                                     count(m.perLabel[i].*block), count(m.perLabel[i].total()),
                                     percent(eval::sharesOf(m.perLabel[i]).*share)));
            }
        }
        blocks.notes.append(note.join(QLatin1Char('\n')));
    }
    return blocks;
}

widgets::MatrixData MatricesView::transferData(const QLocale& numbers) const {
    const eval::AccuracyMatrix& m = transferMatrix_;
    const auto percent = [&numbers](double fraction) { return percentText(numbers, fraction); };
    widgets::MatrixData data;
    data.kind = widgets::MatrixData::Kind::Scores;
    data.rowTitle = tr("trained on");
    data.columnTitle = tr("evaluated on");
    data.rowMarginTitle = QStringLiteral("TrAvg");  // the paper's terms, as the CLI prints them
    data.columnMarginTitle = QStringLiteral("TestAvg");
    data.rowLabels = toQt(m.rows);
    data.columnLabels = toQt(m.columns);
    for (std::size_t r = 0; r < m.rows.size(); ++r) {
        for (std::size_t c = 0; c < m.columns.size(); ++c) {
            const auto& cell = m.cells[r][c];
            data.values.push_back(cell ? cell->accuracy.estimate : widgets::MatrixData::missing());
            if (!cell) {
                data.notes.append(tr("no prediction file"));
                continue;
            }
            data.notes.append(
                tr("%Ln example(s), 95% bootstrap interval [%1, %2]", nullptr, int(cell->examples))
                    .arg(percent(cell->accuracy.low), percent(cell->accuracy.high)));
        }
    }
    data.title = tr("Cross-lingual transfer: accuracy by training language (rows) and "
                    "evaluation language (columns), average of the cells %1")
                     .arg(m.overallAverage ? percent(*m.overallAverage) : QStringLiteral("\u2013"));
    return data;
}

void MatricesView::setTransfer(const eval::AccuracyMatrix& m,
                               const std::vector<TransferFile>& files, bool select) {
    std::size_t present = 0;
    for (const auto& row : m.cells) {
        for (const auto& cell : row) {
            present += cell ? 1 : 0;
        }
    }
    transferMatrix_ = m;
    transfer_->setData(transferData(locale()));
    transferFiles_ = files;
    tabs_->setTabEnabled(Transfer, present > 0);
    if (!select && tabs_->currentIndex() != Transfer) {
        return;  // the matrix shown and its listed examples stay
    }
    tabs_->setCurrentIndex(Transfer);
    updateExportButtons();
    examples_->clear();
    cellTitle_->setText(tr("Click a cell to see its file."));
}

void MatricesView::updateExportButtons() {
    const bool shown = !view(Matrix(tabs_->currentIndex()))->data().values.empty();
    exportButton_->setEnabled(shown);
    exportTableButton_->setEnabled(shown);
}

QString MatricesView::exportFolder() const {
    // Beside the files the matrix shown was made from.
    if (tabs_->currentIndex() == Transfer && !transferFiles_.empty()) {
        return QFileInfo(transferFiles_.front().path).absolutePath();
    }
    if (!sets_.empty()) {
        return QFileInfo(QString::fromStdString(sets_[0].source)).absolutePath();
    }
    return {};
}

void MatricesView::exportFigure() {
    widgets::MatrixView* shown = view(Matrix(tabs_->currentIndex()));
    if (shown->data().values.empty()) {
        return;
    }
    exportFigureInteractively(this, exportFolder(),
                              [this](const QString& path) { return exportFigureTo(path); });
}

bool MatricesView::exportFigureTo(const QString& path) const {
    const Matrix which = Matrix(tabs_->currentIndex());
    const widgets::MatrixView* shown = view(which);
    if (shown->data().values.empty()) {
        return false;
    }
    // The view as shown, with the figure's numbers in its titles and captions.
    widgets::MatrixView figure;
    figure.setFont(shown->font());
    figure.resize(shown->size());
    figure.setData(matrixOf(which, QLocale::c()));
    return figure.exportTo(path);
}

void MatricesView::exportTable() {
    if (view(Matrix(tabs_->currentIndex()))->data().values.empty()) {
        return;
    }
    exportTableInteractively(this, exportFolder(),
                             [this](const QString& path) { return exportTableTo(path); });
}

bool MatricesView::exportTableTo(const QString& path) const {
    const widgets::MatrixView* shown = view(Matrix(tabs_->currentIndex()));
    if (shown->data().values.empty()) {
        return false;
    }
    switch (tabs_->currentIndex()) {
        case Transfer:
            // Intervals are the command's option; the paper's table has none.
            return widgets::exportTable(eval::transferTable(transferMatrix_, false, 0.0), path);
        case Confusion:
            return widgets::exportTable(eval::confusionTable(gold_, firstName_), path);
        case Consistency:
            return between_ &&
                   widgets::exportTable(eval::consistencyTable(*between_, firstName_, secondName_),
                                        path);
        case Overlap:
            return between_ &&
                   widgets::exportTable(
                       eval::confusionTable(between_->predictionOverlap, firstName_, secondName_),
                       path);
    }
    return shown->exportTableTo(path);
}

void MatricesView::showCell(Matrix matrix, int row, int column) {
    if (matrix == Transfer) {
        const widgets::MatrixData& data = transfer_->data();
        if (row < 0 || column < 0 || row >= data.rowLabels.size() ||
            column >= data.columnLabels.size()) {
            return;
        }
        examples_->clear();
        for (const TransferFile& file : transferFiles_) {
            if (file.train == data.rowLabels[row] && file.eval == data.columnLabels[column]) {
                cellTitle_->setText(tr("trained on %1, evaluated on %2: %3 · %4")
                                        .arg(file.train, file.eval,
                                             transfer_->cellText(row, column),
                                             QDir::toNativeSeparators(file.path)));
                return;
            }
        }
        cellTitle_->setText(tr("trained on %1, evaluated on %2: no prediction file")
                                .arg(data.rowLabels[row], data.columnLabels[column]));
        return;
    }
    if (sets_.empty() || row < 0 || column < 0 || (matrix != Confusion && sets_.size() < 2)) {
        return;
    }
    if (matrix == Consistency) {
        if (row > 1 || column > 1) {
            return;
        }
        // Row: the first file right (0) or wrong (1); column: the second.
        std::vector<CellExamples::Example> examples;
        std::map<std::string, QString> goldNotes;  // one note a label, shared by its examples
        for (const eval::AlignedPair& pair : eval::alignById(sets_[0], sets_[1])) {
            if (pair.first->correct() == (row == 0) && pair.second->correct() == (column == 0)) {
                QString& note = goldNotes[pair.first->gold];
                if (note.isEmpty()) {
                    note = tr("gold %1").arg(QString::fromStdString(pair.first->gold));
                }
                examples.push_back({pair.first, pair.second, note, true});
            }
        }
        const int count = int(examples.size());
        examples_->setExamples(std::move(examples));
        cellTitle_->setText(tr("first %1, second %2 · examples: %n", nullptr, count)
                                .arg(row == 0 ? tr("right") : tr("wrong"),
                                     column == 0 ? tr("right") : tr("wrong")));
        return;
    }
    const std::vector<std::string>& labels =
        matrix != Confusion && between_ ? between_->predictionOverlap.labels : gold_.labels;
    if (row >= int(labels.size()) || column >= int(labels.size())) {
        return;
    }
    const std::string& rowLabel = labels[std::size_t(row)];
    const std::string& columnLabel = labels[std::size_t(column)];
    std::vector<CellExamples::Example> examples;
    if (matrix == Confusion) {
        for (const eval::Prediction& p : sets_[0].predictions) {
            if (p.gold == rowLabel && p.pred == columnLabel) {
                examples.push_back({&p, nullptr, QString(), false});
            }
        }
    } else {
        const QString notes[] = {tr("both right"), tr("both wrong"), tr("only first right"),
                                 tr("only second right")};
        for (const eval::AlignedPair& pair : eval::alignById(sets_[0], sets_[1])) {
            if (pair.first->pred == rowLabel && pair.second->pred == columnLabel) {
                const bool first = pair.first->correct();
                const bool second = pair.second->correct();
                const QString& note = first == second ? notes[first ? 0 : 1] : notes[first ? 2 : 3];
                examples.push_back({pair.first, pair.second, note, false});
            }
        }
    }
    const int count = int(examples.size());
    examples_->setExamples(std::move(examples));
    cellTitle_->setText(
        (matrix == Confusion ? tr("gold %1, predicted %2 · examples: %n", nullptr, count)
                             : tr("first %1, second %2 · examples: %n", nullptr, count))
            .arg(QString::fromStdString(rowLabel), QString::fromStdString(columnLabel)));
}

QString MatricesView::exampleText(const eval::Prediction& first, const eval::Prediction* second,
                                  const QString& note, bool withLabels) const {
    // The id, then the probability the model gave its prediction and, when it missed, the
    // gold label; for two files, each model's probability of its own prediction. As far as
    // the files have probabilities.
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
    QStringList parts{QString::fromStdString(first.id)};
    if (!note.isEmpty()) {
        parts.append(QStringLiteral("(%1)").arg(note));
    }
    if (second == nullptr) {
        parts.append(share(first, first.pred));
        if (!first.correct()) {
            parts.append(share(first, first.gold));
        }
    } else {
        // Each model's prediction and its probability of it; the labels are left out where
        // the cell names them.
        const auto side = [&](const eval::Prediction& prediction) {
            const QString p = probabilityOf(prediction, prediction.pred);
            if (!withLabels) {
                return p;
            }
            const QString label = QString::fromStdString(prediction.pred);
            return p.isEmpty() ? label : label + QLatin1Char(' ') + p;
        };
        const QString mine = side(first);
        const QString theirs = side(*second);
        if (!mine.isEmpty() && !theirs.isEmpty()) {
            parts.append(mine + QStringLiteral(" → ") + theirs);
        }
    }
    parts.removeAll(QString());
    return parts.join(QStringLiteral("  "));
}

QString MatricesView::exampleTip(const eval::Prediction& first,
                                 const eval::Prediction* second) const {
    // The labels, and every probability the files have.
    QString tip = tr("gold: %1, predicted: %2")
                      .arg(QString::fromStdString(first.gold), QString::fromStdString(first.pred));
    if (second != nullptr) {
        tip += QStringLiteral(" → ") + QString::fromStdString(second->pred);
    }
    for (const eval::Prediction* prediction : {&first, second}) {
        if (prediction != nullptr && !prediction->probs.empty()) {
            QStringList all;
            for (const auto& [name, p] : prediction->probs) {
                all.append(QStringLiteral("%1: %2").arg(QString::fromStdString(name),
                                                        locale().toString(p, 'f', 3)));
            }
            tip += QLatin1Char('\n') + all.join(QStringLiteral(", "));
        }
    }
    return tip;
}

QStringList MatricesView::listedIds() const {
    QStringList result;
    for (const CellExamples::Example& example : examples_->examples()) {
        result.append(QString::fromStdString(example.first->id));
    }
    return result;
}

}  // namespace akshara::gui
