#include "AttackView.h"

#include <algorithm>

#include <cmath>

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include "DialogFields.h"
#include "widgets/AsrPlot.h"
#include "widgets/AttackResultsTable.h"
#include "widgets/AttributionHeatmap.h"
#include "widgets/ItemCopy.h"
#include "widgets/TranslatedNames.h"

namespace akshara::gui {

QString AttackView::measureName(const QString& key) {
    return widgets::translatedName(
        "akshara::gui::AttackView", key,
        {{"chrf", QT_TRANSLATE_NOOP("akshara::gui::AttackView", "chrF")},
         {"phonetic", QT_TRANSLATE_NOOP("akshara::gui::AttackView", "phonetic")},
         {"cosine", QT_TRANSLATE_NOOP("akshara::gui::AttackView", "cosine")},
         {"bertscore", QT_TRANSLATE_NOOP("akshara::gui::AttackView", "BERTScore")}},
        key);
}

AttackView::AttackView(QWidget* parent)
    : QWidget(parent),
      title_(new QLabel(this)),
      figures_(new QLabel(this)),
      resumeButton_(new QPushButton(tr("Res&ume"), this)),
      exportButton_(new QPushButton(tr("Export heatma&p..."), this)),
      heatmap_(new widgets::AttributionHeatmap(this)),
      table_(new widgets::AttackResultsTable(this)) {
    title_->setObjectName(QStringLiteral("title"));
    title_->setText(
        tr("No attack run is open. Double-click an attack run in Runs, use File > "
           "Open run folder, or start one with Experiments > New attack run."));
    fitTextToView(title_);
    fitTextToView(figures_);
    figures_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    exportButton_->setEnabled(false);
    exportButton_->setObjectName(QStringLiteral("exportHeatmap"));
    resumeButton_->setObjectName(QStringLiteral("resume"));
    resumeButton_->setToolTip(
        tr("Attack the examples this run has not attacked yet, with the "
           "settings it was started with"));
    resumeButton_->hide();

    auto* bar = new QHBoxLayout;
    bar->addWidget(figures_, 1);
    bar->addWidget(resumeButton_, 0, Qt::AlignTop);
    bar->addWidget(exportButton_, 0, Qt::AlignTop);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(heatmap_);
    splitter->addWidget(table_);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({300, 300});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);

    connect(table_, &widgets::AttackResultsTable::exampleSelected, this,
            [this](const widgets::AttackExample& example) { showExample(example.index); });
    connect(exportButton_, &QPushButton::clicked, this, &AttackView::exportHeatmap);
    connect(resumeButton_, &QPushButton::clicked, this, [this] {
        if (!resumeButton_->isHidden() && resumeButton_->isEnabled()) {
            Q_EMIT resumeRequested(run_.runFolder);
        }
    });
    copy_ = widgets::addCopyActions(table_->view());
    table_->view()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table_->view(), &QWidget::customContextMenuRequested, this,
            &AttackView::showExampleMenu);
}

void AttackView::showExampleMenu(const QPoint& position) {
    const QModelIndex clicked = table_->view()->indexAt(position);
    if (!clicked.isValid()) {
        return;
    }
    const int index = table_->model()->exampleAt(clicked.row()).index;
    QMenu menu(this);
    menu.addAction(tr("Try this sentence..."), this, [this, index] { tryExample(index); });
    menu.addSeparator();
    widgets::addCopyEntries(&menu, copy_, true);
    menu.exec(table_->view()->viewport()->mapToGlobal(position));
}

bool AttackView::tryExample(int index) {
    for (std::size_t i = 0; i < run_.examples.size(); ++i) {
        if (run_.examples[i].index != index) {
            continue;
        }
        // A pair's sentence alone is not what the model classifies: the other goes with it.
        const QString other = run_.pair && i < std::size_t(run_.otherSentences.size())
                                  ? run_.otherSentences[qsizetype(i)]
                                  : QString();
        if (run_.pair && other.trimmed().isEmpty()) {
            return false;
        }
        Q_EMIT trySentence(run_.examples[i].original, run_.language, run_.operatorName, run_.model,
                           other, run_.targetSentence);
        return true;
    }
    return false;
}

void AttackView::setRun(AttackRunData run) {
    const auto folder = [](const QString& path) {
        return path.isEmpty() ? path : QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    };
    // The run shown, read again (it went on, or finished): the example shown stays.
    const int kept =
        !run.runFolder.isEmpty() && folder(run.runFolder) == folder(run_.runFolder) ? shown_ : -1;
    const std::vector<int> keptSelection =
        kept >= 0 ? table_->selectedExamples() : std::vector<int>();
    shown_ = -1;
    run_ = std::move(run);
    QString title = tr("Attack run %1: %2 on %3")
                        .arg(QDir(run_.runFolder).dirName(), operatorName(run_.operatorName),
                             QDir(run_.model).dirName());
    if (!run_.category.isEmpty()) {
        title += tr(" (%1 only)").arg(operatorCategoryName(run_.category));
    }
    if (!run_.language.isEmpty()) {
        title += tr(", language %1").arg(languageName(run_.language));
    }
    title += tr(", words ranked by %1").arg(importanceMethodName(run_.method));
    if (!run_.tables.isEmpty()) {
        title += tr(", with the curated table %1").arg(run_.tables.join(QStringLiteral(", ")));
    }
    title_->setText(title);
    title_->setToolTip(QDir::toNativeSeparators(run_.runFolder));

    QString figures;
    if (run_.complete) {
        const auto number = [](double value) {
            return std::isnan(value) ? QStringLiteral("-") : QLocale().toString(value, 'f', 1);
        };
        const QString before = number(100.0 * run_.originalAccuracy);
        const QString after = number(100.0 * run_.afterAttackAccuracy);
        const QString rate = number(100.0 * run_.successRate);
        const QString queries = number(run_.queriesPerExample);
        figures = std::isnan(run_.successRate) && !(run_.originalAccuracy > 0)
                      ? tr("Accuracy %1% before the attack, %2% after. The model got no example "
                           "right: there was nothing to attack, and there is no attack success "
                           "rate.")
                            .arg(before, after)
                  : std::isnan(run_.successRate)
                      ? tr("Accuracy %1% before the attack, %2% after. No candidate reached the "
                           "model: the operator changed no word, or every candidate fell below "
                           "the similarity threshold, and there is no attack success rate.")
                            .arg(before, after)
                  : std::isnan(run_.perturbedPct)
                      ? tr("Accuracy %1% before the attack, %2% after. Attack success rate %3% "
                           "(of the examples the model got right): no attack succeeded, with %4 "
                           "queries per attacked example.")
                            .arg(before, after, rate, queries)
                      : tr("Accuracy %1% before the attack, %2% after. Attack success rate %3% "
                           "(of the examples the model got right); the successful attacks changed "
                           "%4% of the words, with %5 queries per attacked example.")
                            .arg(before, after, rate, number(run_.perturbedPct), queries);
        QStringList similarities;
        for (const auto& [measure, value] : run_.similarity) {
            similarities << QStringLiteral("%1 %2")
                                .arg(measureName(measure))
                                .arg(QLocale().toString(value, 'f', 3));
        }
        if (!similarities.isEmpty()) {
            figures += QLatin1Char(' ') + tr("Similarity of the adversarial texts: %1.")
                                              .arg(similarities.join(QStringLiteral(", ")));
        }
    } else {
        if (!run_.summaryProblem.isEmpty()) {
            figures = tr("The run's summary cannot be read (%1), so it is shown as an unfinished "
                         "run: %2 of %3 examples in results.jsonl.")
                          .arg(run_.summaryProblem)
                          .arg(run_.examples.size())
                          .arg(run_.datasetExamples);
        } else {
            figures = tr("The run is not finished: %1 of %2 examples attacked so far (Resume "
                         "continues it, as does its command run again).")
                          .arg(run_.examples.size())
                          .arg(run_.datasetExamples);
        }
        if (run_.lastRecordIncomplete) {
            figures += QLatin1Char(' ') +
                       tr("The last record of results.jsonl is still being written and is left "
                          "out.");
        }
    }
    figures_->setText(figures);
    updateResume();
    table_->setExamples(run_.examples);
    // The first example the attack flipped, else the first it attacked (one skipped has no
    // scores to show), else the first one.
    int first = run_.examples.empty() ? -1 : run_.examples.front().index;
    const auto attacked = std::find_if(run_.examples.begin(), run_.examples.end(),
                                       [](const auto& example) { return !example.skipped; });
    if (attacked != run_.examples.end()) {
        first = attacked->index;
    }
    for (const auto& example : run_.examples) {
        if (example.success) {
            first = example.index;
            break;
        }
    }
    if (kept >= 0 && std::any_of(run_.examples.begin(), run_.examples.end(),
                                 [kept](const auto& example) { return example.index == kept; })) {
        first = kept;
    }
    if (first < 0 || !showExample(first)) {
        heatmap_->setExample({});  // nothing of a run shown before stays
        exportButton_->setEnabled(false);
    }
    if (first >= 0) {
        // Past the rows loaded at first too; the others selected in the run shown stay so.
        table_->selectExamples(keptSelection.size() > 1 ? keptSelection : std::vector<int>{first},
                               first);
    }
}

void AttackView::setWritingCheck(std::function<bool(const QString&)> writing) {
    writing_ = std::move(writing);
    updateResume();
}

void AttackView::updateResume() {
    // A run whose summary cannot be read is not offered: what it holds is not known.
    resumeButton_->setVisible(!run_.runFolder.isEmpty() && !run_.complete &&
                              run_.summaryProblem.isEmpty());
    const bool writing = writing_ && writing_(run_.runFolder);
    resumeButton_->setEnabled(!writing);
    resumeButton_->setToolTip(
        writing ? tr("The run is being resumed: see Jobs")
                : tr("Attack the examples this run has not attacked yet, with the settings it "
                     "was started with"));
}

bool AttackView::showExample(int index) {
    const auto example = run_.attribution(index);
    // A skipped example is shown with why it was not attacked; one not in the run is not.
    if (example.results.empty() && example.note.isEmpty()) {
        return false;
    }
    heatmap_->setExample(example);
    exportButton_->setEnabled(!example.results.empty());
    shown_ = index;
    return true;
}

void AttackView::exportHeatmap() {
    exportFigureInteractively(this, run_.runFolder,
                              [this](const QString& path) { return heatmap_->exportTo(path); });
}

AsrView::AsrView(QWidget* parent)
    : QWidget(parent),
      title_(new QLabel(this)),
      exportButton_(new QPushButton(tr("Export fi&gure..."), this)),
      plot_(new widgets::AsrPlot(this)),
      details_(new QLabel(this)) {
    title_->setText(
        tr("No ASR-curve run is open. Double-click an asr-curve run in Runs or use "
           "File > Open run folder."));
    fitTextToView(title_);
    fitTextToView(details_);
    details_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    exportButton_->setEnabled(false);
    plot_->setPlaceholderText(tr("Open an ASR-curve run to see its curves."));
    auto* bar = new QHBoxLayout;
    bar->addWidget(title_, 1);
    bar->addWidget(exportButton_, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(plot_, 1);
    layout->addWidget(details_);
    connect(exportButton_, &QPushButton::clicked, this, &AsrView::exportFigure);
}

void AsrView::setRun(AsrRunData run) {
    run_ = std::move(run);
    title_->setText(tr("ASR-curve run %1: target %2, proxy %3, words ranked by %4")
                        .arg(QDir(run_.runFolder).dirName(), QDir(run_.target).dirName(),
                             QDir(run_.proxy).dirName(), importanceMethodName(run_.method)));
    title_->setToolTip(QDir::toNativeSeparators(run_.runFolder));
    plot_->setPlaceholderText(
        tr("The target classified no example right: there is no attack "
           "success rate to draw."));
    plot_->setData(run_.curves);
    // One rule for both lists, the one of the run's summary: the mean ASR over k of the
    // ranked words against the threshold.
    QStringList lines;
    const auto named = [](const QStringList& keys) {
        QStringList names;
        for (const QString& key : keys) {
            names << operatorName(key);
        }
        return names;
    };
    const QStringList robust = named(plot_->robustOperators());
    const QStringList notRobust = named(plot_->notRobustOperators());
    if (!robust.isEmpty()) {
        lines << tr("Robust (mean ASR at most %1): %2.")
                     .arg(QLocale().toString(run_.curves.robustnessThreshold))
                     .arg(robust.join(QStringLiteral(", ")));
    }
    if (!notRobust.isEmpty()) {
        lines << tr("Not robust (mean ASR above %1): %2.")
                     .arg(QLocale().toString(run_.curves.robustnessThreshold))
                     .arg(notRobust.join(QStringLiteral(", ")));
    }
    if (!run_.curves.withoutVerdict.isEmpty()) {
        lines << tr("No verdict (the target classified no example right, or the words changed "
                    "no text): %1.")
                     .arg(named(run_.curves.withoutVerdict).join(QStringLiteral(", ")));
    }
    lines << tr("Dotted lines: the same number of words chosen at random.");
    details_->setText(lines.join(QLatin1Char('\n')));
    exportButton_->setEnabled(!plot_->isShowingPlaceholder());  // no rate, no figure
}

void AsrView::exportFigure() {
    exportSizedFigureInteractively(this, run_.runFolder,
                                   [this](const QString& path, const widgets::FigureSize& size) {
                                       return plot_->exportTo(path, size);
                                   });
}

}  // namespace akshara::gui
