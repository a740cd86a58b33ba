#include "CompareRunsView.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <optional>
#include <string_view>

#include "DialogFields.h"
#include "common/Error.h"
#include "probe/Robustness.h"
#include "widgets/ItemCopy.h"
#include "widgets/PlotExport.h"
#include "widgets/TranslatedNames.h"

namespace akshara::gui {

namespace {

// A figure's value, kept with its cell for sorting.
constexpr int kFigureRole = Qt::UserRole + 1;
constexpr int kLayersRole = Qt::UserRole + 2;

// The figure a cell shows ("0.250", "85.3", "12.5%"); none for "-" or a word.
std::optional<double> figureOf(std::string_view cell) {
    if (!cell.empty() && cell.back() == '%') {
        cell.remove_suffix(1);
    }
    double value = 0;
    const auto [end, error] = std::from_chars(cell.data(), cell.data() + cell.size(), value);
    if (error != std::errc() || end != cell.data() + cell.size() || cell.empty()) {
        return std::nullopt;
    }
    return value;
}

// A figure as the chosen language writes it ("0,250" in Polish), with the decimals and the
// percent sign of the papers' cell ("0.250", "12.5%"), without thousands separators as the
// papers; exports keep the papers' form.
QString localeFigure(std::string_view cell, double value) {
    const bool percent = !cell.empty() && cell.back() == '%';
    const auto point = cell.find('.');
    const int decimals = point == std::string_view::npos
                             ? 0
                             : static_cast<int>(cell.size() - point - 1 - (percent ? 1 : 0));
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    QString text = locale.toString(value, 'f', decimals);
    if (percent) {
        text += locale.percent();
    }
    return text;
}

// The rows sorted by a column: figures as numbers, the cells without one ("-", not measured)
// after them in either order, names by their text; rows that tie keep the papers' order.
// Sorted, the groups are not shaded: they are the papers' order's.
class FigureSortModel : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    QVariant data(const QModelIndex& index, int role) const override {
        if (role == Qt::BackgroundRole && sortColumn() >= 0) {
            return {};
        }
        return QSortFilterProxyModel::data(index, role);
    }

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override {
        const std::optional<std::vector<double>> a = key(left);
        const std::optional<std::vector<double>> b = key(right);
        if (a.has_value() != b.has_value()) {
            return a.has_value() == (sortOrder() == Qt::AscendingOrder);
        }
        if (a) {
            return *a < *b;
        }
        return QSortFilterProxyModel::lessThan(left, right);
    }

private:
    // What a cell sorts by: its figure, or the layers of a list of them ("10, 11, 12": the most
    // affected layers, by the first, then the next); nothing for names and "-".
    static std::optional<std::vector<double>> key(const QModelIndex& index) {
        const QVariant figure = index.data(kFigureRole);
        if (figure.isValid()) {
            return std::vector<double>{figure.toDouble()};
        }
        const QVariant layers = index.data(kLayersRole);
        if (!layers.isValid()) {
            return std::nullopt;
        }
        std::vector<double> out;
        for (const QVariant& layer : layers.toList()) {
            out.push_back(layer.toDouble());
        }
        return out;
    }
};

// The layers of a cell that lists them ("10, 11, 12"); nothing for another cell.
std::optional<QVariantList> layersOf(std::string_view cell) {
    QVariantList layers;
    while (!cell.empty()) {
        const auto comma = cell.find(',');
        std::string_view part = cell.substr(0, comma);
        while (!part.empty() && part.front() == ' ')
            part.remove_prefix(1);
        int layer = 0;
        const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), layer);
        if (part.empty() || error != std::errc() || end != part.data() + part.size()) {
            return std::nullopt;
        }
        layers << layer;
        cell = comma == std::string_view::npos ? std::string_view() : cell.substr(comma + 1);
    }
    if (layers.size() < 2) {
        return std::nullopt;  // one number is a figure
    }
    return layers;
}

}  // namespace

QString CompareRunsView::shownText(const QString& text) {
    return widgets::translatedName(
        "akshara::gui::CompareRunsView", text,
        {{"Model", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Model")},
         {"Target", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Target")},
         {"Lang", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Lang")},
         {"Type", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Type")},
         {"Operator", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Operator")},
         {"Words", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Words")},
         {"Proxy", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Proxy")},
         {"Data", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Data")},
         {"Run", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Run")},
         {"Threshold", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Threshold")},
         {"Orig. acc.", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Orig. acc.")},
         {"After attack", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "After attack")},
         {"ASR", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "ASR")},
         {"% perturbed words",
          QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "% perturbed words")},
         {"Semantic sim.", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Semantic sim.")},
         {"Overlap sim.", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Overlap sim.")},
         {"BERTScore", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "BERTScore")},
         {"Phonetic sim.", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Phonetic sim.")},
         {"Candidates / word",
          QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Candidates / word")},
         {"Word length", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Word length")},
         {"Queries", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Queries")},
         {"Sentence length", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Sentence length")},
         {"Mean", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Mean")},
         {"Robust", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Robust")},
         {"yes", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "yes")},
         {"no", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "no")},
         {"Equal", QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Equal")},
         {"Accuracy: model x language",
          QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Accuracy: model x language")},
         {"Accuracy: model x task",
          QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "Accuracy: model x task")},
         {"RS: perturbation x model",
          QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "RS: perturbation x model")},
         {"RS: perturbation x language",
          QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "RS: perturbation x language")},
         {"RS: perturbation x task",
          QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "RS: perturbation x task")},
         {"RS: language x task",
          QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "RS: language x task")},
         {"RS: model x language",
          QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "RS: model x language")},
         {"RS: model x task",
          QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView", "RS: model x task")},
         {"Most affected layers (lowest mean RS first): task x language, over models and "
          "perturbations",
          QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView",
                            "Most affected layers (lowest mean RS first): task x language, over "
                            "models and perturbations")},
         {"Most affected layers (lowest mean RS first): model x perturbation, over tasks and "
          "languages",
          QT_TRANSLATE_NOOP("akshara::gui::CompareRunsView",
                            "Most affected layers (lowest mean RS first): model x perturbation, "
                            "over tasks and languages")}},
        text);
}

CompareRunsView::CompareRunsView(QWidget* parent)
    : QWidget(parent),
      title_(new QLabel(this)),
      categories_(new QCheckBox(tr("A &row per operator category"), this)),
      probeTable_(new QComboBox(this)),
      allProbeTables_(new QCheckBox(tr("Export &all tables"), this)),
      exportButton_(new QPushButton(tr("&Export table..."), this)),
      view_(new QTableView(this)),
      model_(new QStandardItemModel(this)),
      sorted_(new FigureSortModel(this)),
      leftOut_(new QLabel(this)) {
    title_->setText(
        tr("No runs are compared. Select finished attack, ASR-curve or probing runs in Runs "
           "(Ctrl and Shift add to the selection), then right-click them and choose Compare."));
    fitTextToView(title_);
    fitTextToView(leftOut_);
    leftOut_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    // Tab leaves the table (Qt's default moves from cell to cell, round and round), and a
    // screen reader names it.
    view_->setTabKeyNavigation(false);
    view_->setAccessibleName(tr("Compared runs"));
    probeTable_->setAccessibleName(tr("Probing table"));
    leftOut_->hide();
    categories_->setToolTip(
        tr("After each attack run's row, its figures per category of the operator (phono: "
           "consonant, vowel, ...), as the first paper's Table 4"));
    categories_->hide();
    probeTable_->setToolTip(
        tr("The third paper's tables: mean probing accuracy on clean text, the robustness score "
           "RS (perturbed against clean accuracy) by two of model, language, task and "
           "perturbation, and the three layers with the lowest mean RS"));
    probeTable_->hide();
    allProbeTables_->setToolTip(
        tr("Export table writes every table of the list, as akshara-cli probe-report --latex "
           "does, or each table's CSV under its caption"));
    allProbeTables_->hide();
    fitTextToView(probeTable_);  // the longest titles are cut short; the list shows them whole
    exportButton_->setObjectName(QStringLiteral("exportTable"));
    exportButton_->setToolTip(
        tr("Write the table as LaTeX for a paper, or as CSV for a spreadsheet"));
    exportButton_->setEnabled(false);
    sorted_->setSourceModel(model_);
    sorted_->setSortLocaleAware(true);
    view_->setModel(sorted_);
    view_->horizontalHeader()->setSectionsClickable(true);
    view_->horizontalHeader()->setToolTip(
        tr("Click a column's title to sort the rows by it; click again for the other way "
           "round, a third time for the papers' order"));
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    widgets::addCopyActions(view_);  // rows into a spreadsheet or a draft
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);

    auto* bar = new QHBoxLayout;
    bar->addWidget(title_, 1);
    bar->addWidget(categories_, 0, Qt::AlignTop);
    bar->addWidget(probeTable_, 0, Qt::AlignTop);
    bar->addWidget(allProbeTables_, 0, Qt::AlignTop);
    bar->addWidget(exportButton_, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(view_, 1);
    layout->addWidget(leftOut_);
    connect(categories_, &QCheckBox::toggled, this, &CompareRunsView::showTable);
    // Another probing table has other columns: it comes in the paper's order.
    connect(probeTable_, &QComboBox::currentIndexChanged, this, [this] {
        sortColumn_ = -1;
        showTable();
    });
    connect(exportButton_, &QPushButton::clicked, this, &CompareRunsView::exportTable);
    connect(view_->horizontalHeader(), &QHeaderView::sectionClicked, this,
            &CompareRunsView::cycleSort);
    // Enter opens the row's run too, as in Runs (activated: a double-click or Enter).
    connect(view_, &QTableView::activated, this, [this](const QModelIndex& index) {
        const int row = sorted_->mapToSource(index).row();
        if (row >= 0 && row < rowFolders_.size() && !rowFolders_[row].isEmpty()) {
            Q_EMIT runActivated(rowFolders_[row]);
        }
    });
}

void CompareRunsView::setAttackRuns(std::vector<attack::AttackReportRun> runs,
                                    const QStringList& leftOut) {
    attack::sortAttackReportRuns(runs);
    attackRuns_ = std::move(runs);
    comparedFolders_.clear();
    for (const auto& run : attackRuns_) {
        comparedFolders_ << QString::fromStdString(run.folder);
    }
    title_->setText(
        tr("%n attack run(s), as the first paper's Table 9: per model, language and operator "
           "the accuracy before and after the attack, the attack success rate, the words "
           "perturbed and the similarity of the adversarial texts (\"-\": not measured).",
           nullptr, int(attackRuns_.size())));
    showKind(Kind::Attacks,
             attackRuns_.empty() ? QString() : QString::fromStdString(attackRuns_.front().folder),
             leftOut);
}

void CompareRunsView::setAsrRuns(std::vector<attack::AsrReportRun> runs,
                                 const QStringList& leftOut) {
    asrRuns_ = std::move(runs);
    comparedFolders_.clear();
    for (const auto& run : asrRuns_) {
        comparedFolders_ << QString::fromStdString(run.folder);
    }
    title_->setText(
        tr("%n ASR-curve run(s), as the second paper's tables: the attack success rate when "
           "the 1, 2, ... most important words of the proxy model are perturbed, and as many "
           "words chosen at random; robust: the mean ASR at most the run's threshold.",
           nullptr, int(asrRuns_.size())));
    showKind(Kind::AsrCurves,
             asrRuns_.empty() ? QString() : QString::fromStdString(asrRuns_.front().folder),
             leftOut);
}

void CompareRunsView::setProbeTables(std::vector<probe::ProbeReportTable> tables,
                                     const QStringList& runFolders, const QStringList& leftOut,
                                     const QStringList& unscored) {
    probeTables_ = std::move(tables);
    comparedFolders_ = runFolders;
    title_->setText(
        tr("%n probing run(s), as the third paper's tables (choose one in the list "
           "beside). RS: the robustness score of a layer, its accuracy on perturbed "
           "text against clean text; \"-\": no runs for that cell.",
           nullptr, int(runFolders.size())));
    {
        const QSignalBlocker quiet(probeTable_);
        probeTable_->clear();
        for (const probe::ProbeReportTable& table : probeTables_) {
            probeTable_->addItem(shownText(QString::fromStdString(table.table.caption)),
                                 QString::fromStdString(table.key));
        }
        probeTable_->setCurrentIndex(0);
        // The list as wide as its longest title, the box itself narrower.
        probeTable_->view()->setMinimumWidth(
            probeTable_->view()->sizeHintForColumn(0) +
            probeTable_->view()->verticalScrollBar()->sizeHint().width());
    }
    showKind(Kind::Probing, runFolders.value(0), leftOut, unscored);
}

ComparedRuns CompareRunsView::readRuns(const QStringList& runFolders, const QString& kind,
                                       const jobs::JobContext& job) {
    ComparedRuns read;
    read.kind = kind;
    const auto count = std::size_t(runFolders.size());
    std::vector<probe::ProbeReportRun> probes;
    for (std::size_t i = 0; i < count; ++i) {
        const std::string folder = QFile::encodeName(runFolders[qsizetype(i)]).toStdString();
        job.report("reading " + folder, i, count);
        job.checkCancelled();
        try {
            if (kind == QLatin1String("attack")) {
                read.attacks.push_back(attack::readAttackReportRun(folder));
            } else if (kind == QLatin1String("asr-curve")) {
                read.curves.push_back(attack::readAsrReportRun(folder));
            } else {
                probes.push_back(probe::readProbeReportRun(folder));
                read.probeFolders << runFolders[qsizetype(i)];
            }
        } catch (const std::exception& error) {
            read.leftOut << QString::fromStdString(error.what());
        }
    }
    if (!probes.empty()) {
        try {
            const auto records = probe::probeReportRecords(probes);
            if (records.empty()) {
                throw InputError("the runs hold no probing accuracies");
            }
            read.probeTables = probe::probeReportTables(records, 3);
            std::vector<std::string> unscored;
            probe::robustnessRecords(records, &unscored);
            for (const std::string& name : unscored) {
                read.unscored << QString::fromStdString(name);
            }
        } catch (const InputError& error) {
            read.problem = QString::fromStdString(error.what());
        }
    }
    job.report("read", count, count);
    return read;
}

bool CompareRunsView::showRuns(ComparedRuns runs, QString* problem) {
    if (!runs.problem.isEmpty() ||
        (runs.attacks.empty() && runs.curves.empty() && runs.probeTables.empty())) {
        if (problem) {
            *problem = runs.problem.isEmpty() ? runs.leftOut.join(QLatin1Char('\n')) : runs.problem;
        }
        return false;
    }
    if (runs.kind == QLatin1String("attack")) {
        setAttackRuns(std::move(runs.attacks), runs.leftOut);
    } else if (runs.kind == QLatin1String("asr-curve")) {
        setAsrRuns(std::move(runs.curves), runs.leftOut);
    } else {
        setProbeTables(std::move(runs.probeTables), runs.probeFolders, runs.leftOut, runs.unscored);
    }
    return true;
}

void CompareRunsView::showKind(Kind kind, const QString& firstRun, const QStringList& leftOut,
                               const QStringList& unscored) {
    kind_ = kind;
    sortColumn_ = -1;  // new runs come in the papers' order
    // What another kind showed before is let go.
    if (kind != Kind::Attacks) {
        attackRuns_.clear();
    }
    if (kind != Kind::AsrCurves) {
        asrRuns_.clear();
    }
    if (kind != Kind::Probing) {
        probeTables_.clear();
        const QSignalBlocker quiet(probeTable_);
        probeTable_->clear();
    }
    categories_->setVisible(kind == Kind::Attacks);
    probeTable_->setVisible(kind == Kind::Probing);
    allProbeTables_->setVisible(kind == Kind::Probing);
    exportFolder_ = firstRun.isEmpty() ? QString() : QFileInfo(firstRun).absolutePath();
    // A few lines under the table, so that a long list does not push it away; all of them in
    // the tooltip.
    constexpr qsizetype kShown = 5;
    QStringList texts, tips;
    const auto list = [&](const QString& heading, const QStringList& lines) {
        if (lines.isEmpty()) {
            return;
        }
        QString text = heading.arg(lines.mid(0, kShown).join(QLatin1Char('\n')));
        if (lines.size() > kShown) {
            text += QLatin1Char('\n') +
                    tr("(and %n more: hover to read them)", nullptr, int(lines.size() - kShown));
        }
        texts << text;
        tips << heading.arg(lines.join(QLatin1Char('\n')));
    };
    list(tr("Left out, as they cannot be read:\n%1"), leftOut);
    list(tr("Not in the robustness tables, as their task has no clean accuracy above 0 to be "
            "scored against:\n%1"),
         unscored);
    const bool cut = leftOut.size() > kShown || unscored.size() > kShown;
    leftOut_->setText(texts.join(QLatin1Char('\n')));
    leftOut_->setToolTip(cut ? tips.join(QLatin1Char('\n')) : QString());
    leftOut_->setVisible(!texts.isEmpty());
    showTable();
}

text::TextTable CompareRunsView::table() const {
    const text::TextTable papers = build(nullptr);
    if (sortColumn_ < 0 || papers.rowNames.size() != std::size_t(sorted_->rowCount())) {
        return papers;
    }
    // In the order shown; the papers' rules between groups mean nothing there.
    text::TextTable shown = papers;
    shown.rowNames.clear();
    shown.cells.clear();
    shown.ruleBefore.clear();
    for (int row = 0; row < sorted_->rowCount(); ++row) {
        const auto source = std::size_t(sorted_->mapToSource(sorted_->index(row, 0)).row());
        shown.rowNames.push_back(papers.rowNames[source]);
        shown.cells.push_back(papers.cells[source]);
    }
    return shown;
}

void CompareRunsView::sortByColumn(int column, Qt::SortOrder order) {
    sortColumn_ = column >= 0 && column < model_->columnCount() ? column : -1;
    sortOrder_ = order;
    sorted_->sort(sortColumn_, sortOrder_);
    QHeaderView* header = view_->horizontalHeader();
    header->setSortIndicatorShown(sortColumn_ >= 0);
    if (sortColumn_ >= 0) {
        header->setSortIndicator(sortColumn_, sortOrder_);
    }
}

void CompareRunsView::cycleSort(int column) {
    if (column != sortColumn_) {
        sortByColumn(column, Qt::AscendingOrder);
    } else if (sortOrder_ == Qt::AscendingOrder) {
        sortByColumn(column, Qt::DescendingOrder);
    } else {
        sortByColumn(-1);
    }
}

text::TextTable CompareRunsView::build(std::vector<std::string>* rowFolders) const {
    switch (kind_) {
        case Kind::Attacks:
            return attack::attackReportTable(attackRuns_, categories_->isChecked(), rowFolders);
        case Kind::AsrCurves:
            return attack::asrReportTable(asrRuns_, rowFolders);
        case Kind::Probing: {
            const int index = probeTable_->currentIndex();
            if (index >= 0 && std::size_t(index) < probeTables_.size()) {
                return probeTables_[std::size_t(index)].table;
            }
            break;
        }
        case Kind::None:
            break;
    }
    return {};
}

QString CompareRunsView::shownOperator(const std::string& op, const std::string& category,
                                       bool secondSentence,
                                       const std::vector<std::string>& tables) {
    QString shown = operatorName(QString::fromStdString(op));
    if (!category.empty()) {
        shown = tr("%1 / %2", "an operator and its category")
                    .arg(shown, operatorCategoryName(QString::fromStdString(category)));
    }
    if (secondSentence) {
        shown = tr("%1 (2nd sentence)", "an attack on the second sentence of a pair").arg(shown);
    }
    for (const std::string& table : tables) {
        shown = tr("%1 [%2 curated]", "an operator and a curated table it read")
                    .arg(shown, QString::fromStdString(table));
    }
    return shown;
}

std::vector<QStringList> CompareRunsView::shownNames() const {
    std::vector<QStringList> names;
    if (kind_ == Kind::Attacks) {
        for (const auto& row : attack::attackReportRows(attackRuns_, categories_->isChecked())) {
            names.push_back(
                {QString(), shownOperator(row.run->op, row.category, row.run->targetSentence == 2,
                                          row.run->tables)});
        }
    } else if (kind_ == Kind::AsrCurves) {
        for (const auto& row : attack::asrReportRows(asrRuns_)) {
            const QString method = QString::fromStdString(row.method);
            names.push_back(
                {QString(), shownOperator(row.op, {}, false, row.tables),
                 method == QLatin1String("random")
                     ? tr("random", "words chosen at random")
                     : tr("%1 (proxy)", "words chosen by the proxy model's word importance")
                           .arg(importanceMethodName(method))});
        }
    }
    return names;
}

void CompareRunsView::showTable() {
    std::vector<std::string> folders;
    const text::TextTable shown = build(&folders);
    const std::vector<QStringList> names = shownNames();
    rowFolders_.clear();
    for (std::size_t row = 0; row < shown.rowNames.size(); ++row) {
        rowFolders_ << (row < folders.size() ? QString::fromStdString(folders[row]) : QString());
    }
    model_->clear();
    // Titles of two words or more on two lines, so that the columns are as narrow as their
    // figures and a paper's whole table fits across the view.
    const auto header = [this](const std::string& title) {
        QString text = shownText(QString::fromStdString(title));
        if (text.size() > 8) {
            qsizetype best = -1;
            for (qsizetype at = text.indexOf(QLatin1Char(' ')); at >= 0;
                 at = text.indexOf(QLatin1Char(' '), at + 1)) {
                if (best < 0 || std::abs(at - text.size() / 2) < std::abs(best - text.size() / 2)) {
                    best = at;
                }
            }
            if (best > 0) {
                text[best] = QLatin1Char('\n');
            }
        }
        return text;
    };
    QStringList headers{header(shown.corner)};
    for (const std::string& column : shown.columns) {
        headers << header(column);
    }
    model_->setHorizontalHeaderLabels(headers);
    const QBrush band = palette().alternateBase();
    bool shaded = false;
    for (std::size_t row = 0; row < shown.rowNames.size(); ++row) {
        // The papers draw a rule between groups; here the groups are shaded in turn.
        if (std::find(shown.ruleBefore.begin(), shown.ruleBefore.end(), row) !=
            shown.ruleBefore.end()) {
            shaded = !shaded;
        }
        QList<QStandardItem*> items;
        items << new QStandardItem(QString::fromStdString(shown.rowNames[row]));
        if (!rowFolders_[qsizetype(row)].isEmpty()) {
            items.front()->setToolTip(
                tr("%1\nDouble-click a row to open its run.")
                    .arg(QDir::toNativeSeparators(rowFolders_[qsizetype(row)])));
        }
        for (std::size_t column = 0; column < shown.cells[row].size(); ++column) {
            const std::string& cell = shown.cells[row][column];
            // The names on the left, the figures aligned on their decimal point.
            const bool figures = column >= shown.leftColumns;
            const std::optional<double> figure = figures ? figureOf(cell) : std::nullopt;
            const double value = figure.value_or(0.0);
            const QString name =
                row < names.size() ? names[row].value(qsizetype(column)) : QString();
            auto* item =
                new QStandardItem(figure            ? localeFigure(cell, value)
                                  : !name.isEmpty() ? name
                                                    : shownText(QString::fromStdString(cell)));
            if (!name.isEmpty() && name != QString::fromStdString(cell)) {
                item->setToolTip(
                    tr("\"%1\" in an exported table").arg(QString::fromStdString(cell)));
            }
            if (figures) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                if (figure) {
                    item->setData(value, kFigureRole);
                } else if (const auto layers = layersOf(cell)) {
                    item->setData(*layers, kLayersRole);
                }
            }
            items << item;
        }
        for (QStandardItem* item : items) {
            if (shaded) {
                item->setBackground(band);
            }
        }
        model_->appendRow(items);
    }
    sortByColumn(sortColumn_, sortOrder_);
    view_->resizeColumnsToContents();
    exportButton_->setEnabled(!shown.rowNames.empty());
}

bool CompareRunsView::exportTableTo(const QString& path) const {
    if (kind_ == Kind::Probing && allProbeTables_->isChecked()) {
        return !probeTables_.empty() &&
               widgets::exportTableText(
                   path, [this] { return probe::probeReportLatex(probeTables_); },
                   [this] { return probe::probeReportCsv(probeTables_); });
    }
    const text::TextTable shown = table();
    return !shown.rowNames.empty() && widgets::exportTable(shown, path);
}

void CompareRunsView::exportTable() {
    exportTableInteractively(this, exportFolder_,
                             [this](const QString& path) { return exportTableTo(path); });
}

}  // namespace akshara::gui
