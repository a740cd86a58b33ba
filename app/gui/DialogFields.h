#pragma once

#include <QString>
#include <functional>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "DatasetFields.h"
#include "data/ClassificationDataset.h"
#include "model/Encoder.h"
#include "perturb/Operator.h"
#include "widgets/PlotExport.h"
#include "widgets/TranslatedNames.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QWidget;

namespace akshara::gui {

// The fields of a dialog that remember their values, each with the key it is kept under.
using RememberedFields = std::vector<std::pair<QString, QWidget*>>;

// Puts back the values `fields` had when saveFields() last kept them for `group` (in the
// settings, under dialogs/GROUP/KEY), in the order given, so that a field's choices can follow
// one before it (an operator's sub-categories after the operator). A line edit keeps its
// text, a combo box its entry's data (an editable one its text), a spin box its value, a check box
// its state, a list of checkable entries which are checked (by their data, else their text),
// another list its entries. A value the field no longer offers is left as the field has it.
void restoreFields(const QString& group, const RememberedFields& fields);
// Keeps the values of `fields` for `group`.
void saveFields(const QString& group, const RememberedFields& fields);

// Lets a view's text label wrap to the view's width and never widen the view: a name
// thousands of characters long in a run's files would otherwise stretch the window past the
// screen. A combo box of names from a run is as wide as its names, up to 40 characters.
void fitTextToView(QLabel* label);
void fitTextToView(QComboBox* box);

// Where a Browse button's file dialog starts: the field's own path when it holds one, else the
// open workspace's models/ (for a model folder) or data/ (for a dataset) where it has them,
// else its root; empty (the working folder) without a workspace.
enum class BrowseFor { Model, Data };
QString browseStart(const QString& field, BrowseFor what);
// The workspace the Browse buttons start in (set when a workspace is opened).
void setBrowseWorkspace(const QString& root);

// A line edit with its Browse button beside it.
QHBoxLayout* withBrowseButton(QLineEdit* edit, QPushButton* browse);

// The name of a language of the engine in the workbench's language.
using widgets::languageName;

// An entry of a list of the engine's languages, operators or methods: its name with, in
// brackets, the key the command line and the run files use ("Keyboard errors (key)").
QString nameWithKey(const QString& name, const QString& key);

// Fills `box` with the languages of the engine ("Hindi (hi)", data: the code).
void fillLanguages(QComboBox* box);

// The name of a perturbation operator of the engine ("phono", "key", ...) in the workbench's
// language ("Phonological", "Keyboard errors"); the key itself for one not known.
QString operatorName(const QString& key);
// What a perturbation operator does, in the workbench's language; `fallback` (the engine's
// English text) for one not known.
QString operatorDescription(const QString& key, const QString& fallback);
// The name of an operator's sub-category ("vowel", "look-alike") in the workbench's language.
QString operatorCategoryName(const QString& key);

// The name of a word-importance method of the engine ("loo", "ig", ...) in the workbench's
// language ("Leave-one-out", "Integrated gradients"); the key itself for one not known.
QString importanceMethodName(const QString& key);

// Fills `box` with the word-importance methods `keys` ("Leave-one-out (loo)", data: the key).
void fillImportanceMethods(QComboBox* box, std::initializer_list<const char*> keys);

// Fills `features` with what shap and lime mask (data: "tokens", "words"; tokens first, as
// the second paper) and keeps it enabled only while `method` names one of them. Its object
// name is "importanceFeatures".
void setUpImportanceFeatures(QComboBox* method, QComboBox* features);

// Fills `box` with the operators of the engine that perturb `language` ("Phonological
// (phono)", data: the key; relation, which needs a file of word relations, left out),
// keeping the one selected where it is offered, else the first.
void fillOperators(QComboBox* box, const QString& language);
// Fills `box` with "all" (data: empty) and the sub-categories of operator `op` in `language`
// (key's differ by keyboard), keeping the one selected where it is offered; disabled when
// there are none.
void fillCategories(QComboBox* box, const QString& op, const QString& language);

// Makes `labels` the field of the data's label set, for labels written as integers: an
// editable list offering nli (entailment, neutral, contradiction), empty by default (the
// names in the file). Its object name is "labelSet".
void setUpLabelSet(QComboBox* labels);
// The names `labels` gives, in class-index order: nli's, or the names separated by commas;
// none when it is empty.
std::vector<std::string> labelSetNames(const QComboBox* labels);
// What is wrong with the names `labels` gives (an empty name, a name given twice, also in
// another case, as the command line's --labels refuses them); empty when nothing is.
QString labelSetProblem(const QComboBox* labels);

// The column an editable list names; `fallback` when it is empty.
std::string columnName(const QComboBox* box, const char* fallback);
// Appends --text-column and --label-column to a command line where `data` names other columns
// than the command line's defaults (text, label), --labels where it has a label set, and
// --format where the name of `dataFile` does not tell its format (the dialogs read such a file
// as TSV; the command line asks for --format).
void appendColumnArguments(const data::ClassificationOptions& data, const std::string& dataFile,
                           std::vector<std::string>& args);

// Appends the device, compute type, batch size and threads of `encoder` that are not the
// command line's defaults (--device, --dtype, --batch-size, --threads), so that a recorded
// command runs the model as the workbench ran it.
void appendEncoderArguments(const model::EncoderOptions& encoder, std::vector<std::string>& args);

// Appends --tables DIR to a command line where one of `operators` reads a table of
// options.tablesDir (a workspace's curated table) in place of a built-in one.
void appendTablesArgument(const std::vector<std::string>& operators,
                          const perturb::OperatorOptions& options, std::vector<std::string>& args);

// Selects the entry whose data is `value`; false (nothing changed) when there is none.
bool selectByData(QComboBox* box, const QString& value);

// The name chosen in a save dialog with the file type `selectedFilter` ("SVG drawing
// (*.svg)"): a name typed without a suffix gets that type's; one with a suffix is kept as it
// is (a name of another type is refused later, saying which suffixes it may have).
QString withChosenSuffix(const QString& path, const QString& selectedFilter);

// Asks where to export a figure (PNG, SVG or PDF) and writes it with `write`, which returns
// false when it cannot (the name's suffix, a write error): then the user is told so.
void exportFigureInteractively(QWidget* parent, const QString& startDir,
                               const std::function<bool(const QString& path)>& write);

// Why a figure could not be written to `path`, as the message says it: a name without a
// known suffix (.png, .svg, .pdf), a missing folder, no permission, a full disk (in the
// system's words).
QString figureExportProblem(const QString& path);

// Asks where to export a table (LaTeX or CSV) and writes it with `write`, which returns false
// when it cannot: then the user is told why (tableExportProblem).
void exportTableInteractively(QWidget* parent, const QString& startDir,
                              const std::function<bool(const QString& path)>& write);

// Why a table could not be written to `path`: a name not ending in .tex or .csv, or what the
// system says, as figureExportProblem.
QString tableExportProblem(const QString& path);

// As above for a plot: after the file, asks for the figure's size (the last one chosen, which
// is remembered) and writes it with `write`.
void exportSizedFigureInteractively(
    QWidget* parent, const QString& startDir,
    const std::function<bool(const QString& path, const widgets::FigureSize& size)>& write);

// Asks over `parent` whether to replace what is there: `title` ("Replace the model?"),
// `text` (what is there) and `note` (when the new one replaces it); the button says
// "Replace", and Cancel is the default. True when the user says to replace it.
bool confirmReplacing(QWidget* parent, const QString& title, const QString& text,
                      const QString& note);

// Asks over `parent` whether to move `folders` to the desktop's trash: `title` and
// `question`, then the folders' names (the first ten) and `note`; the button says "Move to
// the trash", and Cancel is the default. True when the user says to move them.
bool confirmMoveToTrash(QWidget* parent, const QString& title, const QString& question,
                        const QStringList& folders, const QString& note);

}  // namespace akshara::gui
