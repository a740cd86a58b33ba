#pragma once

#include <QDialog>
#include <QString>
#include <QStringList>
#include <utility>
#include <vector>

#include "MatricesView.h"

class QLabel;
class QPushButton;
class QTableWidget;

namespace akshara::gui {

// The training and evaluation language read from a prediction file's name, as the examples
// name them: the last two parts separated by '-' or '_' ("pred-hi+pl-mr.jsonl": hi+pl, mr;
// "hi_ta.jsonl": hi, ta). Both empty when the name has fewer than two parts.
std::pair<QString, QString> transferPairFromName(const QString& path);

// Why `files` cannot make a transfer table, as the dialog says it (a row without a training
// or evaluation language, two files for one pair, naming their rows); empty when they can.
QString transferFilesProblem(const std::vector<TransferFile>& files);

// Asks which model (training language) and evaluation language each prediction file of a
// cross-lingual transfer table holds: one row per file, both guessed from its name and
// editable. OK is refused, with the reason shown, until every row has both and no pair repeats.
class TransferFilesDialog : public QDialog {
    Q_OBJECT
public:
    explicit TransferFilesDialog(const QStringList& paths, QWidget* parent = nullptr);

    std::vector<TransferFile> files() const;
    QTableWidget* table() const { return table_; }
    // The reason OK is refused now; empty when it is not.
    QString problem() const;

private:
    void updateProblem();

    QTableWidget* table_;
    QLabel* problem_;
    QPushButton* ok_;
};

}  // namespace akshara::gui
