#include "TransferFilesDialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

#include <map>

namespace akshara::gui {

namespace {

enum Column { FileColumn = 0, TrainColumn = 1, EvalColumn = 2 };

}  // namespace

std::pair<QString, QString> transferPairFromName(const QString& path) {
    // completeBaseName keeps "hi+pl" and drops only the last suffix.
    const QStringList parts = QFileInfo(path).completeBaseName().split(
        QRegularExpression(QStringLiteral("[-_]")), Qt::SkipEmptyParts);
    if (parts.size() < 2) {
        return {};
    }
    return {parts[parts.size() - 2], parts.back()};
}

QString transferFilesProblem(const std::vector<TransferFile>& files) {
    std::map<std::pair<QString, QString>, std::size_t> rowOfPair;
    for (std::size_t i = 0; i < files.size(); ++i) {
        const TransferFile& file = files[i];
        const QString name = QFileInfo(file.path).fileName();
        if (file.train.isEmpty() || file.eval.isEmpty()) {
            return TransferFilesDialog::tr(
                       "Row %1 (%2): give both the training and the "
                       "evaluation language.")
                .arg(i + 1)
                .arg(name);
        }
        const auto [at, added] = rowOfPair.emplace(std::pair{file.train, file.eval}, i);
        if (!added) {
            return TransferFilesDialog::tr(
                       "Rows %1 and %2 are both trained on %3 and evaluated "
                       "on %4: one file per pair.")
                .arg(at->second + 1)
                .arg(i + 1)
                .arg(file.train, file.eval);
        }
    }
    return {};
}

TransferFilesDialog::TransferFilesDialog(const QStringList& paths, QWidget* parent)
    : QDialog(parent),
      table_(new QTableWidget(int(paths.size()), 3, this)),
      problem_(new QLabel(this)),
      ok_(nullptr) {
    setWindowTitle(tr("Transfer table"));
    auto* intro = new QLabel(
        tr("Which model made each file, and on which language? Rows of the table are the "
           "training languages (or models), columns the evaluation languages. Guessed from the "
           "file names (pred-TRAIN-EVAL.jsonl); double-click a cell to change it."),
        this);
    intro->setWordWrap(true);
    table_->setHorizontalHeaderLabels({tr("File"), tr("Trained on"), tr("Evaluated on")});
    table_->verticalHeader()->setVisible(true);
    table_->horizontalHeader()->setSectionResizeMode(FileColumn, QHeaderView::Stretch);
    for (int row = 0; row < paths.size(); ++row) {
        auto* file = new QTableWidgetItem(QFileInfo(paths[row]).fileName());
        file->setFlags(file->flags() & ~Qt::ItemIsEditable);
        file->setToolTip(QDir::toNativeSeparators(paths[row]));
        file->setData(Qt::UserRole, paths[row]);
        const auto [train, eval] = transferPairFromName(paths[row]);
        table_->setItem(row, FileColumn, file);
        table_->setItem(row, TrainColumn, new QTableWidgetItem(train));
        table_->setItem(row, EvalColumn, new QTableWidgetItem(eval));
    }
    problem_->setWordWrap(true);
    problem_->setObjectName(QStringLiteral("problem"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (problem().isEmpty()) {
            accept();
        }
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(table_, &QTableWidget::itemChanged, this, [this] { updateProblem(); });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(table_, 1);
    layout->addWidget(problem_);
    layout->addWidget(buttons);
    resize(640, 360);
    updateProblem();
}

std::vector<TransferFile> TransferFilesDialog::files() const {
    std::vector<TransferFile> result;
    for (int row = 0; row < table_->rowCount(); ++row) {
        const auto text = [this, row](int column) {
            const QTableWidgetItem* item = table_->item(row, column);
            return item ? item->text().trimmed() : QString();
        };
        result.push_back({text(TrainColumn), text(EvalColumn),
                          table_->item(row, FileColumn)->data(Qt::UserRole).toString()});
    }
    return result;
}

QString TransferFilesDialog::problem() const {
    return transferFilesProblem(files());
}

void TransferFilesDialog::updateProblem() {
    const QString why = problem();
    problem_->setText(why);
    problem_->setVisible(!why.isEmpty());
    ok_->setEnabled(why.isEmpty());
}

}  // namespace akshara::gui
