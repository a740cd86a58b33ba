#include "JobsPanel.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyleOption>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "JobRunner.h"
#include "jobs/JobContext.h"
#include "widgets/ItemCopy.h"
#include "widgets/Shortcut.h"

namespace akshara::gui {

namespace {

QString duration(double seconds) {
    return QString::fromStdString(jobs::formatDuration(seconds));
}

// Draws the Progress column as a progress bar (busy text when the total is unknown).
class ProgressDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        const int percent = index.data(Qt::UserRole).toInt();
        QStyleOptionProgressBar bar;
        bar.rect = option.rect.adjusted(2, 2, -2, -2);
        bar.minimum = 0;
        bar.maximum = 100;
        bar.progress = percent < 0 ? 0 : percent;
        bar.text = index.data().toString();
        bar.textVisible = true;
        bar.state = option.state | QStyle::State_Horizontal;
        QApplication::style()->drawControl(QStyle::CE_ProgressBar, &bar, painter);
    }
};

}  // namespace

JobsModel::JobsModel(JobRunner* runner, QObject* parent) : QAbstractTableModel(parent) {
    connect(runner, &JobRunner::started, this, [this](int id, const QString& title) {
        beginInsertRows({}, int(rows_.size()), int(rows_.size()));
        Row row;
        row.id = id;
        row.title = title;
        row.stage = tr("starting");
        row.sinceStart.start();
        row.sinceCount.start();
        rows_.push_back(row);
        endInsertRows();
        tick_->start();
    });
    connect(runner, &JobRunner::progressed, this,
            [this](int id, const QString& stage, qulonglong done, qulonglong total) {
                const int r = rowOf(id);
                if (r < 0) {
                    return;
                }
                Row& row = rows_[std::size_t(r)];
                if (total != row.total || done < row.done) {
                    row.sinceCount.restart();
                    row.countFrom = done;
                }
                row.stage = stage;
                row.done = done;
                row.total = total;
                Q_EMIT dataChanged(index(r, 0), index(r, ColumnCount - 1));
            });
    connect(runner, &JobRunner::finished, this, &JobsModel::remove);
    connect(runner, &JobRunner::cancelled, this, &JobsModel::remove);
    connect(runner, &JobRunner::failed, this, [this](int id, const QString&) { remove(id); });
    // The times go on each second while jobs run; an idle workbench is not woken.
    tick_ = new QTimer(this);
    tick_->setInterval(1000);
    connect(tick_, &QTimer::timeout, this, [this] {
        if (!rows_.empty()) {
            Q_EMIT dataChanged(index(0, Elapsed), index(int(rows_.size()) - 1, Remaining));
        }
    });
}

int JobsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

int JobsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JobsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(rows_.size())) {
        return {};
    }
    const Row& row = rows_[std::size_t(index.row())];
    const int percent = row.total == 0 ? -1 : int(100.0 * double(row.done) / double(row.total));
    if (role == Qt::UserRole) {
        return index.column() == Progress ? QVariant(percent) : QVariant(row.id);
    }
    if (role == Qt::ToolTipRole && (index.column() == Title || index.column() == Stage)) {
        return index.column() == Title ? row.title : stageName(row.stage);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
        case Title:
            return row.title;
        case Stage:
            return stageName(row.stage);
        case Progress:
            return row.total == 0 ? QString::number(row.done)
                                  : tr("%1 / %2").arg(row.done).arg(row.total);
        case Elapsed:
            return duration(double(row.sinceStart.elapsed()) / 1000.0);
        case Remaining: {
            if (row.total == 0 || row.done <= row.countFrom) {
                return tr("unknown");
            }
            const double spent = double(row.sinceCount.elapsed()) / 1000.0;
            return duration(spent * double(row.total - std::min(row.done, row.total)) /
                            double(row.done - row.countFrom));
        }
        default:
            return {};
    }
}

QVariant JobsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
        case Title:
            return tr("Job");
        case Stage:
            return tr("Stage");
        case Progress:
            return tr("Progress");
        case Elapsed:
            return tr("Elapsed");
        case Remaining:
            return tr("Remaining");
        default:
            return {};
    }
}

QString JobsModel::stageName(const QString& stage) {
    // The engine's stages, each once: its words are English, its figures and names are not.
    static const std::vector<std::pair<QString, const char*>> fixed{
        {QStringLiteral("attacking"), QT_TR_NOOP("attacking")},
        {QStringLiteral("bootstrap intervals"), QT_TR_NOOP("bootstrap intervals")},
        {QStringLiteral("building the vocabulary"), QT_TR_NOOP("building the vocabulary")},
        {QStringLiteral("classifying"), QT_TR_NOOP("classifying")},
        {QStringLiteral("classifying the test sets"), QT_TR_NOOP("classifying the test sets")},
        {QStringLiteral("classifying every test set with every classifier (the transfer table)"),
         QT_TR_NOOP("classifying every test set with every classifier (the transfer table)")},
        {QStringLiteral("extracting states"), QT_TR_NOOP("extracting states")},
        {QStringLiteral("loading the model"), QT_TR_NOOP("loading the model")},
        {QStringLiteral("loading the models"), QT_TR_NOOP("loading the models")},
        {QStringLiteral("loading the similarity model"),
         QT_TR_NOOP("loading the similarity model")},
        {QStringLiteral("perturbing"), QT_TR_NOOP("perturbing")},
        {QStringLiteral("perturbing and classifying"), QT_TR_NOOP("perturbing and classifying")},
        {QStringLiteral("read"), QT_TR_NOOP("read")},
        {QStringLiteral("reading cached states"), QT_TR_NOOP("reading cached states")},
        {QStringLiteral("reading the data"), QT_TR_NOOP("reading the data")},
        {QStringLiteral("reading treebanks"), QT_TR_NOOP("reading treebanks")},
        {QStringLiteral("ready"), QT_TR_NOOP("ready")},
        {QStringLiteral("tokenizing"), QT_TR_NOOP("tokenizing")},
        {QStringLiteral("waiting for another run extracting the same states"),
         QT_TR_NOOP("waiting for another run extracting the same states")},
        {QStringLiteral("waiting for another workbench building this demo workspace"),
         QT_TR_NOOP("waiting for another workbench building this demo workspace")},
        {QStringLiteral("training probes"), QT_TR_NOOP("training probes")},
        {QStringLiteral("writing the corpora"), QT_TR_NOOP("writing the corpora")},
        {QStringLiteral("writing the perturbed datasets"),
         QT_TR_NOOP("writing the perturbed datasets")},
    };
    for (const auto& [english, source] : fixed) {
        if (stage == english) {
            return tr(source);
        }
    }
    // Stages with a name or a figure in them, tried in this order (the longer first).
    static const std::vector<std::pair<QRegularExpression, const char*>> patterns{
        {QRegularExpression(QStringLiteral("^epoch (\\d+)/(\\d+)$")), QT_TR_NOOP("epoch %1/%2")},
        {QRegularExpression(QStringLiteral("^probing the control task of (.+)$")),
         QT_TR_NOOP("probing the control task of %1")},
        {QRegularExpression(QStringLiteral("^probing the layers of the (\\S+) classifier$")),
         QT_TR_NOOP("probing the layers of the %1 classifier")},
        {QRegularExpression(QStringLiteral("^probing (.+)$")), QT_TR_NOOP("probing %1")},
        {QRegularExpression(
             QStringLiteral("^training a second (\\S+) classifier \\(the proxy\\)$")),
         QT_TR_NOOP("training a second %1 classifier (the proxy)")},
        {QRegularExpression(
             QStringLiteral("^training a (\\S+) sentiment classifier from scratch$")),
         QT_TR_NOOP("training a %1 sentiment classifier from scratch")},
        {QRegularExpression(QStringLiteral("^attacking the (\\S+) classifier with (\\S+)$")),
         QT_TR_NOOP("attacking the %1 classifier with %2")},
        {QRegularExpression(QStringLiteral("^drawing the ASR curve of the (\\S+) classifier$")),
         QT_TR_NOOP("drawing the ASR curve of the %1 classifier")},
        {QRegularExpression(QStringLiteral("^reading (.+)$")), QT_TR_NOOP("reading %1")},
        {QRegularExpression(QStringLiteral("^loading (.+)$")), QT_TR_NOOP("loading %1")},
    };
    if (stage.startsWith(QLatin1String("demo: "))) {
        return tr("demo: %1").arg(stageName(stage.mid(6)));
    }
    for (const auto& [pattern, source] : patterns) {
        const QRegularExpressionMatch match = pattern.match(stage);
        if (match.hasMatch()) {
            QString text = tr(source);
            for (int i = 1; i <= match.lastCapturedIndex(); ++i) {
                text = text.arg(match.captured(i));
            }
            return text;
        }
    }
    return stage;
}

int JobsModel::jobId(int row) const {
    return row >= 0 && row < int(rows_.size()) ? rows_[std::size_t(row)].id : 0;
}

bool JobsModel::ticking() const {
    return tick_->isActive();
}

int JobsModel::rowOf(int id) const {
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        if (rows_[i].id == id) {
            return int(i);
        }
    }
    return -1;
}

void JobsModel::remove(int id) {
    const int r = rowOf(id);
    if (r < 0) {
        return;
    }
    Q_EMIT rowEnding(r);
    beginRemoveRows({}, r, r);
    rows_.erase(rows_.begin() + r);
    endRemoveRows();
    if (rows_.empty()) {
        tick_->stop();
    }
}

JobsPanel::JobsPanel(JobRunner* runner, QWidget* parent)
    : QWidget(parent),
      runner_(runner),
      model_(new JobsModel(runner, this)),
      view_(new QTableView(this)),
      cancel_(new QPushButton(tr("Cancel &job"), this)) {
    view_->setModel(model_);
    // Tab leaves the table (Qt's default moves from cell to cell, round and round), and a
    // screen reader names it.
    view_->setTabKeyNavigation(false);
    view_->setAccessibleName(tr("Jobs"));
    view_->setItemDelegateForColumn(JobsModel::Progress, new ProgressDelegate(view_));
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    widgets::addCopyActions(view_);  // what the jobs do and how far they are, for a note
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    // The job's name and its stage share the width: a name cut to "Reading run ..." cannot
    // tell two jobs apart. Each shows whole as its tooltip.
    view_->horizontalHeader()->setSectionResizeMode(JobsModel::Title, QHeaderView::Stretch);
    view_->horizontalHeader()->setSectionResizeMode(JobsModel::Stage, QHeaderView::Stretch);
    view_->verticalHeader()->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_);
    layout->addWidget(cancel_, 0, Qt::AlignRight);
    cancel_->setEnabled(false);
    const auto update = [this] { cancel_->setEnabled(chosenRow() >= 0); };
    connect(model_, &QAbstractItemModel::rowsInserted, this, update);
    connect(model_, &JobsModel::rowEnding, this, [this](int row) {
        const QModelIndexList selected = view_->selectionModel()->selectedRows();
        choiceEnded_ = choiceEnded_ || view_->currentIndex().row() == row ||
                       std::any_of(selected.begin(), selected.end(),
                                   [row](const QModelIndex& index) { return index.row() == row; });
        removing_ = true;
    });
    connect(model_, &QAbstractItemModel::rowsRemoved, this, [this, update] {
        if (choiceEnded_) {
            view_->selectionModel()->clear();
        }
        // With no job left there is none to mistake for the one chosen.
        choiceEnded_ = choiceEnded_ && model_->rowCount() > 0;
        removing_ = false;
        update();
    });
    const auto chosen = [this, update] {
        if (!removing_ &&
            (view_->currentIndex().isValid() || view_->selectionModel()->hasSelection())) {
            choiceEnded_ = false;  // a job chosen anew
        }
        update();
    };
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this, chosen);
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, chosen);
    connect(cancel_, &QPushButton::clicked, this, &JobsPanel::cancelSelected);
    // Delete cancels the selected job, as it moves the selected runs to the trash in Runs.
    connect(widgets::addShortcut(view_, QKeySequence::Delete), &QAction::triggered, this,
            &JobsPanel::cancelSelected);
}

int JobsPanel::chosenRow() const {
    const QModelIndexList selected = view_->selectionModel()->selectedRows();
    const QModelIndex current = view_->currentIndex();
    return !selected.isEmpty()                        ? selected.first().row()
           : current.isValid()                        ? current.row()
           : model_->rowCount() == 1 && !choiceEnded_ ? 0
                                                      : -1;
}

void JobsPanel::cancelSelected() {
    const int id = model_->jobId(chosenRow());
    if (id != 0) {
        runner_->cancel(id);
    }
}

}  // namespace akshara::gui
