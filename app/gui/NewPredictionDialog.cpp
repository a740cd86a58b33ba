#include "NewPredictionDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <memory>

#include "JobRunner.h"
#include "ScrollableForm.h"
#include "SettingsDialog.h"
#include "common/FileIo.h"
#include "eval/Predictions.h"

namespace akshara::gui {

namespace {

// A Browse button that fills `edit` with a file chosen in a dialog titled `title`.
QPushButton* browseFileButton(QWidget* parent, QLineEdit* edit, const QString& title,
                              const QString& filter) {
    auto* button = new QPushButton(NewPredictionDialog::tr("Browse..."), parent);
    QObject::connect(button, &QPushButton::clicked, parent, [parent, edit, title, filter] {
        const QString file = QFileDialog::getOpenFileName(
            parent, title, browseStart(edit->text(), BrowseFor::Data), filter);
        if (!file.isEmpty()) {
            edit->setText(file);
        }
    });
    return button;
}

// A row of `form` whose label's mnemonic goes to `field` (a row's layout cannot be a buddy).
void addRow(QFormLayout* form, const QString& title, QWidget* field, QLayout* row) {
    auto* label = new QLabel(title, field->parentWidget());
    label->setBuddy(field);
    form->addRow(label, row);
}

}  // namespace

NewPredictionDialog::NewPredictionDialog(QWidget* parent)
    : QDialog(parent),
      model_(new QLineEdit(this)),
      data_(new QLineEdit(this)),
      pair_(new QCheckBox(tr("Sentence &pairs (premise and hypothesis)"), this)),
      textColumn_(new QComboBox(this)),
      labelColumn_(new QComboBox(this)),
      premises_(new QLineEdit(this)),
      alignment_(new QComboBox(this)),
      labels_(new QComboBox(this)),
      limit_(new QSpinBox(this)),
      out_(new QLineEdit(this)),
      compare_(new QLineEdit(this)),
      problem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Classify a dataset"));
    auto* form = new QFormLayout;
    const QString datasets = tr("Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)");
    const QString predictionFiles = tr("Prediction files (*.jsonl);;All files (*)");

    model_->setPlaceholderText(tr("a sequence classifier: config.json, weights, tokenizer"));
    auto* browseModel = new QPushButton(tr("Browse..."), this);
    addRow(form, tr("&Classifier folder:"), model_, withBrowseButton(model_, browseModel));
    data_->setPlaceholderText(tr("labelled examples: TSV, CSV, JSON lines or a JSON array"));
    addRow(form, tr("&Dataset:"), data_,
           withBrowseButton(data_, browseFileButton(this, data_, tr("Dataset"), datasets)));
    form->addRow(QString(), pair_);
    addDatasetColumns(form, data_, pair_, textColumn_, labelColumn_);
    premises_->setPlaceholderText(
        tr("optional: the same examples with premises in another "
           "language"));
    premises_->setToolTip(
        tr("Mixed-language pairs (En-IndicXNLI): each example's premise is taken from this "
           "parallel file (same format and columns), its hypothesis from the dataset"));
    addRow(
        form, tr("P&remises from:"), premises_,
        withBrowseButton(premises_, browseFileButton(this, premises_, tr("Premises"), datasets)));
    alignment_->addItem(tr("By id where both files have ids, else by position"),
                        QStringLiteral("auto"));
    alignment_->addItem(tr("By id"), QStringLiteral("id"));
    alignment_->addItem(tr("By position (the nth premise for the nth example)"),
                        QStringLiteral("position"));
    alignment_->setToolTip(
        tr("How each premise is matched to its example: by position when the "
           "two files number their ids in different ways (en-1, hi-1)"));
    auto* alignmentLabel = new QLabel(tr("Matc&h premises:"), this);
    alignmentLabel->setBuddy(alignment_);
    form->addRow(alignmentLabel, alignment_);
    alignment_->setEnabled(false);

    setUpLabelSet(labels_);
    auto* labelsLabel = new QLabel(tr("&Label names:"), this);
    labelsLabel->setBuddy(labels_);
    form->addRow(labelsLabel, labels_);
    limit_->setRange(0, 100000000);
    limit_->setSpecialValueText(tr("all"));
    limit_->setToolTip(tr("Classify only the first examples of the dataset"));
    form->addRow(tr("Exa&mples:"), limit_);

    out_->setPlaceholderText(tr("the prediction file to write (.jsonl)"));
    auto* browseOut = new QPushButton(tr("Browse..."), this);
    addRow(form, tr("&Write to:"), out_, withBrowseButton(out_, browseOut));
    compare_->setPlaceholderText(tr("optional: predictions on the same examples"));
    compare_->setToolTip(
        tr("Another classifier's or language's prediction file on the same examples: the "
           "Matrices view shows how the two agree (the consistency matrix)"));
    addRow(form, tr("C&ompare with:"), compare_,
           withBrowseButton(compare_,
                            browseFileButton(this, compare_, tr("Compare with"), predictionFiles)));

    problem_->setWordWrap(true);
    problem_->setObjectName(QStringLiteral("problem"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scrollableForm(form, this));
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start"));

    connect(browseModel, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Classifier folder"), browseStart(model_->text(), BrowseFor::Model));
        if (!dir.isEmpty()) {
            model_->setText(dir);
        }
    });
    connect(browseOut, &QPushButton::clicked, this, [this, predictionFiles] {
        const QString file = QFileDialog::getSaveFileName(
            this, tr("Write the predictions to"),
            out_->text().isEmpty() ? predictionsDir_ : out_->text(), predictionFiles);
        if (!file.isEmpty()) {
            setOutFile(file);
        }
    });
    connect(premises_, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (!text.trimmed().isEmpty()) {
            pair_->setChecked(true);
        }
        alignment_->setEnabled(!text.trimmed().isEmpty());
    });
    connect(out_, &QLineEdit::textEdited, this, [this] { outEdited_ = true; });
    for (QLineEdit* edit : {model_, data_, premises_, out_, compare_}) {
        connect(edit, &QLineEdit::textChanged, this, &NewPredictionDialog::updateOk);
    }
    connect(model_, &QLineEdit::textChanged, this, &NewPredictionDialog::updateOutFile);
    connect(data_, &QLineEdit::textChanged, this, &NewPredictionDialog::updateOutFile);
    connect(labels_, &QComboBox::currentTextChanged, this, &NewPredictionDialog::updateOk);
    onDatasetColumnsChanged(textColumn_, labelColumn_, pair_, this, [this] { updateOk(); });
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateOk();
}

void NewPredictionDialog::setPredictionsDir(const QString& dir) {
    predictionsDir_ = dir;
    updateOutFile();
}

void NewPredictionDialog::setModelDir(const QString& dir) {
    model_->setText(dir);
}

void NewPredictionDialog::setDataFile(const QString& file) {
    data_->setText(file);
}

void NewPredictionDialog::setPremiseFile(const QString& file) {
    premises_->setText(file);
}

void NewPredictionDialog::setAlignment(const QString& name) {
    const int index = alignment_->findData(name);
    if (index >= 0) {
        alignment_->setCurrentIndex(index);
    }
}

void NewPredictionDialog::setLabelNames(const QString& text) {
    labels_->setEditText(text);
}

void NewPredictionDialog::setOutFile(const QString& file) {
    out_->setText(file);
    outEdited_ = true;
}

void NewPredictionDialog::setCompareWith(const QString& file) {
    compare_->setText(file);
}

// MODEL-DATASET.jsonl in the predictions folder, until the user names another file.
void NewPredictionDialog::updateOutFile() {
    if (outEdited_ || predictionsDir_.isEmpty()) {
        return;
    }
    const QString model = QDir(model_->text().trimmed()).dirName();
    const QString data = QFileInfo(data_->text().trimmed()).completeBaseName();
    if (model.isEmpty() || data.isEmpty()) {
        out_->clear();
        return;
    }
    out_->setText(
        QDir(predictionsDir_).filePath(model + QLatin1Char('-') + data + QStringLiteral(".jsonl")));
}

QString NewPredictionDialog::problem() const {
    if (QString problem = firstProblem({modelFolderProblem(model_, tr("The classifier")),
                                        inputFileProblem(data_, tr("The dataset")),
                                        inputFileProblem(premises_, tr("The premises")),
                                        outputFileProblem(out_), columnProblem(textColumn_, "text"),
                                        columnProblem(labelColumn_, "label")});
        !problem.isEmpty()) {
        return problem;
    }
    const std::string out = out_->text().trimmed().toStdString();
    const std::pair<QLineEdit*, QString> inputs[] = {
        {data_, tr("the dataset")},
        {premises_, tr("the premises")},
        {compare_, tr("the predictions to compare with")}};
    for (const auto& [edit, what] : inputs) {
        const std::string input = edit->text().trimmed().toStdString();
        if (!out.empty() && !input.empty() && sameFile(out, input)) {
            return tr("The prediction file to write is %1: choose another file to write.")
                .arg(what);
        }
    }
    const std::string model = model_->text().trimmed().toStdString();
    if (!out.empty() && !model.empty()) {
        for (const std::string& file : filesInFolder(model)) {
            if (sameFile(out, file)) {
                return tr(
                    "The prediction file to write is a file of the classifier's folder: "
                    "choose another file to write.");
            }
        }
    }
    // It is read when every example is classified: not there, the work would be for nothing.
    const QString compare = compare_->text().trimmed();
    if (!compare.isEmpty() && !QFileInfo(compare).isFile()) {
        return tr("The predictions to compare with, %1, are not there: choose an existing "
                  "prediction file, or none.")
            .arg(QDir::toNativeSeparators(compare));
    }
    return labelSetProblem(labels_);
}

bool NewPredictionDialog::isComplete() const {
    return !model_->text().trimmed().isEmpty() && !data_->text().trimmed().isEmpty() &&
           !out_->text().trimmed().isEmpty() && problem().isEmpty();
}

void NewPredictionDialog::updateOk() {
    problem_->setText(problem());
    problem_->setVisible(!problem_->text().isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(isComplete());
}

PredictionChoice NewPredictionDialog::choice() const {
    PredictionChoice choice;
    auto& options = choice.options;
    options.modelDir = model_->text().trimmed().toStdString();
    options.dataFile = data_->text().trimmed().toStdString();
    if (const auto format = data::datasetFormatOfPath(options.dataFile)) {
        options.data.format = *format;
    }
    options.data.sentencePair = pair_->isChecked();
    options.data.pairSwitch = tr("Sentence pairs").toStdString();
    options.data.textColumn = columnName(textColumn_, "text");
    options.data.labelColumn = columnName(labelColumn_, "label");
    options.data.labelNames = labelSetNames(labels_);
    options.labelSetHint = tr("Label names (e.g. nli)").toStdString();
    options.premiseFile = premises_->text().trimmed().toStdString();
    if (!options.premiseFile.empty()) {
        options.premiseFormat = data::datasetFormatOfPath(options.premiseFile);
        options.alignment =
            data::parallelAlignmentByName(alignment_->currentData().toString().toStdString());
    }
    options.limit = static_cast<std::size_t>(limit_->value());
    choice.outFile = out_->text().trimmed();
    choice.compareWith = compare_->text().trimmed();
    return choice;
}

RememberedFields NewPredictionDialog::rememberedFields() const {
    return {{QStringLiteral("model"), model_},
            {QStringLiteral("data"), data_},
            {QStringLiteral("pair"), pair_},
            {QStringLiteral("text_column"), textColumn_},
            {QStringLiteral("label_column"), labelColumn_},
            {QStringLiteral("premises"), premises_},
            {QStringLiteral("alignment"), alignment_},
            {QStringLiteral("labels"), labels_},
            {QStringLiteral("limit"), limit_}};
}

void NewPredictionDialog::restoreLastChoices() {
    restoreFields(QStringLiteral("predict"), rememberedFields());
    updateOutFile();
    updateOk();
}

void NewPredictionDialog::saveChoices() const {
    saveFields(QStringLiteral("predict"), rememberedFields());
}

PredictionJobs::PredictionJobs(JobRunner* runner, QObject* parent)
    : QObject(parent), runner_(runner) {}

int PredictionJobs::ask(QWidget* parent, const QString& predictionsDir, const QString& modelDir,
                        const QString& dataFile) {
    NewPredictionDialog dialog(parent);
    dialog.setPredictionsDir(predictionsDir);
    dialog.restoreLastChoices();
    if (!modelDir.isEmpty()) {
        dialog.setModelDir(modelDir);
    }
    if (!dataFile.isEmpty()) {
        dialog.setDataFile(dataFile);
    }
    if (dialog.exec() != QDialog::Accepted) {
        return 0;
    }
    dialog.saveChoices();
    PredictionChoice choice = dialog.choice();
    if (QFileInfo::exists(choice.outFile) &&
        !confirmReplacing(parent, tr("Replace the prediction file?"),
                          tr("%1 exists.").arg(QDir::toNativeSeparators(choice.outFile)),
                          tr("The new predictions replace it when every example is classified; "
                             "until then it stays as it is."))) {
        return 0;
    }
    // The workspace's folder of prediction files is made on its first use.
    if (QFileInfo(choice.outFile).absoluteDir() == QDir(predictionsDir)) {
        QDir().mkpath(predictionsDir);
    }
    choice.options.encoder = encoderOptions(AppSettings::load());
    return start(choice);
}

int PredictionJobs::start(const PredictionChoice& choice) {
    auto result = std::make_shared<predict::DatasetPredictions>();
    const std::string out = choice.outFile.toStdString();
    std::vector<std::string> inputs = filesInFolder(choice.options.modelDir);
    for (const std::string& input :
         {choice.options.dataFile, choice.options.premiseFile, choice.compareWith.toStdString()}) {
        inputs.push_back(input);
    }
    const auto options = choice.options;
    const QString data = QFileInfo(QString::fromStdString(options.dataFile)).fileName();
    const int id = runner_->start(tr("Classifying %1").arg(data),
                                  [result, options, out, inputs](const jobs::JobContext& context) {
                                      // Where the file cannot be written is said before the work,
                                      // not after it.
                                      checkOutputPath(out, inputs);
                                      *result = predict::predictDataset(options, context);
                                      result->set.source = out;
                                      // Cancelled: an older file stays as it was.
                                      context.checkCancelled();
                                      eval::writePredictions(out, result->set);
                                  });
    QStringList files{choice.outFile};
    if (!choice.compareWith.isEmpty()) {
        files << choice.compareWith;
    }
    runner_->whenFinished(id, [this, id, result, files] {
        const auto examples = static_cast<int>(result->set.predictions.size());
        const double percent = examples == 0 ? 0.0 : 100.0 * result->correct / examples;
        Q_EMIT written(id, files,
                       tr("%n example(s) classified, %1 correct (%2%)", nullptr, examples)
                           .arg(result->correct)
                           .arg(QLocale().toString(percent, 'f', 1)));
    });
    return id;
}

int PredictionJobs::read(const QStringList& paths,
                         std::function<void(std::vector<eval::PredictionSet>)> show) {
    auto sets = std::make_shared<std::vector<eval::PredictionSet>>();
    std::vector<std::string> files;
    for (const QString& path : paths) {
        files.push_back(path.toStdString());
    }
    const int id =
        runner_->start(tr("Reading predictions"), [sets, files](const jobs::JobContext& job) {
            for (std::size_t i = 0; i < files.size(); ++i) {
                job.report("reading " + files[i], i, files.size());
                job.checkCancelled();
                sets->push_back(eval::readPredictions(files[i]));
            }
            job.report("read", files.size(), files.size());
        });
    runner_->whenFinished(id, [sets, show] { show(std::move(*sets)); });
    return id;
}

int PredictionJobs::readTransfer(const std::vector<TransferFile>& files,
                                 std::function<void(const eval::AccuracyMatrix&)> show) {
    auto matrix = std::make_shared<eval::AccuracyMatrix>();
    const int id = runner_->start(
        tr("Reading transfer predictions"), [matrix, files](const jobs::JobContext& job) {
            const std::size_t steps = files.size() + 1;
            std::vector<eval::AccuracyEntry> entries;
            for (std::size_t i = 0; i < files.size(); ++i) {
                const std::string path = files[i].path.toStdString();
                job.report("reading " + path, i, steps);
                job.checkCancelled();
                entries.push_back({files[i].train.toStdString(), files[i].eval.toStdString(),
                                   eval::readPredictions(path)});
            }
            job.report("bootstrap intervals", files.size(), steps);
            *matrix = eval::accuracyMatrix(entries, eval::BootstrapOptions{});
            job.report("read", steps, steps);
        });
    runner_->whenFinished(id, [matrix, show] { show(*matrix); });
    return id;
}

}  // namespace akshara::gui
