#pragma once

// The fields of a dialog that name a model folder, a dataset and its columns, or a file to
// write: the columns offered from the file, and what keeps each from being used, said before
// a run would fail on it.

#include <QString>

#include <functional>
#include <initializer_list>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QObject;

namespace akshara::gui {

// The column fields of a labelled dataset, added to `form` as the rows Text column and Label
// column after the others. `text` and `label` become editable lists that offer
// the columns of the file named in `data` (TSV, CSV or JSON lines, by its extension; TSV
// where its name tells none) each time
// it changes: the name chosen before where the file has it too, else "label" (else "labels",
// "gold_label", "sentiment", ...) and "text" (else "sentence", "review", ..., else the first
// other column); a name can also be typed. A file with
// sentence-pair columns (sentence1 and sentence2, or premise and hypothesis) and no text
// column checks `pair`, one without them unchecks it. The text column is for single
// sentences: disabled while `pair` is checked. Their object names are "textColumn" and
// "labelColumn".
void addDatasetColumns(QFormLayout* form, QLineEdit* data, QCheckBox* pair, QComboBox* text,
                       QComboBox* label);
// Makes `column` an editable list that offers the columns of the file named in `data` each
// time it changes: the name chosen before where the file has it too, else a text column (text,
// sentence, review, ..., hypothesis, sentence2), else "text". Its object name is "column".
void offerTextColumns(QLineEdit* data, QComboBox* column);

// Calls `changed` (in `context`) when the chosen text or label column changes, or `pair` is
// toggled: what a dialog checks again for its Start button.
void onDatasetColumnsChanged(QComboBox* text, QComboBox* label, QCheckBox* pair, QObject* context,
                             const std::function<void()>& changed);

// The first of `problems` that is not empty, or an empty string: a dialog's checks in the order
// of its fields, the first of them shown.
QString firstProblem(std::initializer_list<QString> problems);

// What keeps the folder `edit` names from being read as a model (a folder with config.json),
// `what` naming the field in the message ("The model"); empty when it is one, or when the
// field is empty (which the dialogs tell apart themselves).
QString modelFolderProblem(const QLineEdit* edit, const QString& what);
// What keeps the file `edit` names from being read: not there, or a folder.
QString inputFileProblem(const QLineEdit* edit, const QString& what);
// What keeps the file `edit` names from being written: a folder of that name.
QString outputFileProblem(const QLineEdit* edit);

// What is wrong with the column an editable list of a dataset's columns names (`fallback`
// where it is empty, as columnName() reads it): one the file does not have (its columns
// listed); empty when it has it, when the list is disabled (text of sentence pairs) or when
// the file's columns could not be read.
QString columnProblem(const QComboBox* column, const char* fallback);

}  // namespace akshara::gui
