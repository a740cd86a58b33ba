#include "NewTrainingDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>

#include "RunFields.h"
#include "ScrollableForm.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "model/Trainer.h"
#include "widgets/DecimalSpinBox.h"

namespace akshara::gui {

ModelFolderState modelFolderState(const QString& modelDir) {
    const QFileInfo info(modelDir);
    if (!info.exists()) {
        return ModelFolderState::New;
    }
    if (!info.isDir()) {
        return ModelFolderState::Other;
    }
    const QDir dir(modelDir);
    // A training stopped while it removed its checkpoint, its model published, is finished
    // (the next training starts afresh), as the trainer reads it.
    if (model::trainingPublished(QFile::encodeName(modelDir).toStdString())) {
        return ModelFolderState::Trained;
    }
    if (dir.exists(QStringLiteral("checkpoint/state.json"))) {
        return ModelFolderState::Stopped;
    }
    if (dir.exists(QStringLiteral("training.json"))) {
        return ModelFolderState::Trained;
    }
    if (dir.exists(QStringLiteral("checkpoint"))) {
        return ModelFolderState::StoppedEarly;
    }
    return dir.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)
               ? ModelFolderState::New
               : ModelFolderState::Other;
}

std::optional<TrainingChoice> recordedTrainingChoice(const QString& modelDir) {
    const QDir dir(modelDir);
    const QString path = modelFolderState(modelDir) == ModelFolderState::Stopped
                             ? dir.filePath(QStringLiteral("checkpoint/state.json"))
                             : dir.filePath(QStringLiteral("training.json"));
    QJsonObject record;
    try {
        record = readRunObject(path);
    } catch (const InputError&) {
        return std::nullopt;
    }
    const QJsonObject data = record.value(QStringLiteral("data")).toObject();
    const QJsonObject options = record.value(QStringLiteral("options")).toObject();
    const QString source = record.value(QStringLiteral("source")).toString();
    TrainingChoice choice;
    choice.dataFile = data.value(QStringLiteral("file")).toString();
    if (choice.dataFile.isEmpty() || source.isEmpty() || options.isEmpty()) {
        return std::nullopt;
    }
    choice.devFile = data.value(QStringLiteral("dev_file")).toString();
    const auto string = [&data](const char* key, const std::string& fallback) {
        const QJsonValue value = data.value(QLatin1String(key));
        return value.isString() ? value.toString().toStdString() : fallback;
    };
    if (const auto format = data::datasetFormatByName(string("format", "tsv"))) {
        choice.data.format = *format;
    }
    choice.data.sentencePair = data.value(QStringLiteral("pair")).toBool();
    choice.data.textColumn = string("text_column", choice.data.textColumn);
    choice.data.firstColumn = string("first_column", {});
    choice.data.secondColumn = string("second_column", {});
    choice.data.labelColumn = string("label_column", choice.data.labelColumn);
    const QString scratch = QStringLiteral("scratch-");
    if (!source.startsWith(scratch) ||
        !model::scratchSizeByName(source.mid(scratch.size()).toStdString(),
                                  choice.source.scratchSize)) {
        choice.source.modelDir = source.toStdString();
    }
    // What the record says, within what the trainer and `train` take: a damaged record (a
    // negative batch size, a length past any model) gives no choice, rather than a number
    // wrapped round into something else.
    const model::TrainingOptions defaults;
    bool damaged = false;
    const auto number = [&](const char* key, double fallback, double least, double most) {
        const QJsonValue value = options.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull()) {
            return fallback;
        }
        const double v = value.toDouble(std::numeric_limits<double>::quiet_NaN());
        damaged = damaged || !(v >= least && v <= most);
        return damaged ? fallback : v;
    };
    const auto count = [&](const char* key, double fallback, double least, double most) {
        const double v = number(key, fallback, least, most);
        damaged = damaged || v != std::floor(v);
        return damaged ? fallback : v;
    };
    choice.training.epochs = int(count("epochs", defaults.epochs, 1, model::kMostEpochs));
    choice.training.learningRate =
        number("learning_rate", defaults.learningRate, 0, model::kHighestLearningRate);
    choice.training.batchSize =
        std::size_t(count("batch_size", double(defaults.batchSize), 1, model::kMostPerBatch));
    // Any seed train takes; past 2^53 the record holds it rounded, as JSON numbers are.
    choice.training.seed =
        std::uint64_t(count("seed", double(defaults.seed), 0, std::nextafter(0x1p64, 0.0)));
    choice.training.patience = int(count("patience", defaults.patience, 0, model::kMostEpochs));
    choice.training.warmupFraction = number("warmup_fraction", defaults.warmupFraction, 0, 1);
    choice.training.weightDecay = number("weight_decay", defaults.weightDecay, 0, 1);
    choice.training.maxGradNorm =
        number("max_grad_norm", defaults.maxGradNorm, 0, std::numeric_limits<double>::max());
    choice.training.maxLength =
        std::size_t(count("max_length", double(defaults.maxLength), 3, 1 << 30));
    const double share = number("dev_fraction", 0, 0, 0.99);
    choice.training.devFraction = share > 0 ? share : defaults.devFraction;
    if (damaged) {
        return std::nullopt;
    }
    choice.name = dir.dirName();
    return choice;
}

NewTrainingDialog::NewTrainingDialog(QWidget* parent)
    : QDialog(parent),
      data_(new QLineEdit(this)),
      pair_(new QCheckBox(tr("Sentence &pairs (premise and hypothesis)"), this)),
      textColumn_(new QComboBox(this)),
      labelColumn_(new QComboBox(this)),
      start_(new QComboBox(this)),
      model_(new QLineEdit(this)),
      browseModel_(new QPushButton(tr("Browse..."), this)),
      dev_(new QLineEdit(this)),
      devFraction_(new widgets::DecimalSpinBox(this)),
      epochs_(new QSpinBox(this)),
      learningRate_(new widgets::DecimalSpinBox(this)),
      batchSize_(new QSpinBox(this)),
      seed_(new QSpinBox(this)),
      patience_(new QSpinBox(this)),
      name_(new QLineEdit(this)),
      destination_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Train a classifier"));
    auto* form = new QFormLayout;

    data_->setPlaceholderText(tr("labelled examples with text and label columns"));
    data_->setToolTip(
        tr("labelled examples: TSV, CSV, JSON lines or a JSON array, with text and label columns"));
    auto* browseData = new QPushButton(tr("Browse..."), this);
    auto* dataLabel = new QLabel(tr("&Dataset:"), this);
    dataLabel->setBuddy(data_);
    form->addRow(dataLabel, withBrowseButton(data_, browseData));
    pair_->setToolTip(
        tr("Columns sentence1 and sentence2, or premise and hypothesis, instead of text"));
    form->addRow(QString(), pair_);
    addDatasetColumns(form, data_, pair_, textColumn_, labelColumn_);

    start_->addItem(tr("A new tiny model, trained from the data"), QStringLiteral("tiny"));
    start_->addItem(tr("A new small model, trained from the data"), QStringLiteral("small"));
    start_->addItem(tr("A model folder, fine-tuned"), QString());
    start_->setToolTip(
        tr("A new model builds its vocabulary from the dataset; tiny trains in minutes on a "
           "laptop. Fine-tuning starts from a BERT, XLM-R or ALBERT folder."));
    form->addRow(tr("&Start from:"), start_);
    model_->setPlaceholderText(tr("a Hugging Face encoder: config.json, weights, tokenizer"));
    auto* modelLabel = new QLabel(tr("&Model folder:"), this);
    modelLabel->setBuddy(model_);
    form->addRow(modelLabel, withBrowseButton(model_, browseModel_));

    dev_->setPlaceholderText(tr("optional: else a share of the dataset is held out"));
    auto* browseDev = new QPushButton(tr("Browse..."), this);
    auto* devLabel = new QLabel(tr("D&ev set:"), this);
    devLabel->setBuddy(dev_);
    form->addRow(devLabel, withBrowseButton(dev_, browseDev));
    devFraction_->setRange(0.01, 0.9);
    devFraction_->setSingleStep(0.05);
    devFraction_->setDecimals(2);
    devFraction_->setValue(model::TrainingOptions{}.devFraction);
    devFraction_->setToolTip(
        tr("The share of the dataset held out, chosen by the seed, to pick the best epoch"));
    form->addRow(tr("Dev s&hare:"), devFraction_);

    epochs_->setRange(1, int(model::kMostEpochs));
    epochs_->setValue(model::TrainingOptions{}.epochs);
    form->addRow(tr("Ep&ochs:"), epochs_);
    learningRate_->setRange(0.0, 0.1);
    learningRate_->setDecimals(6);
    learningRate_->setSingleStep(0.00001);
    learningRate_->setSpecialValueText(tr("default"));
    learningRate_->setValue(0.0);
    learningRate_->setToolTip(
        tr("The peak of the linear warm-up and decay; default: 0.00003 fine-tuning, 0.0005 "
           "from scratch"));
    form->addRow(tr("&Learning rate:"), learningRate_);
    batchSize_->setRange(1, int(model::kMostPerBatch));
    batchSize_->setValue(int(model::TrainingOptions{}.batchSize));
    form->addRow(tr("&Batch size:"), batchSize_);
    seed_->setRange(0, std::numeric_limits<int>::max());
    seed_->setValue(int(model::TrainingOptions{}.seed));
    seed_->setToolTip(tr("The same seed, data and choices give the same model again on the CPU"));
    form->addRow(tr("&Random seed:"), seed_);
    patience_->setRange(0, int(model::kMostEpochs));
    patience_->setSpecialValueText(tr("never"));
    patience_->setValue(0);
    patience_->setToolTip(tr("Stop after this many epochs without a better dev accuracy"));
    form->addRow(tr("S&top early after:"), patience_);

    name_->setPlaceholderText(tr("the folder of the workspace's models"));
    form->addRow(tr("&Name:"), name_);
    destination_->setWordWrap(true);
    destination_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scrollableForm(form, this));
    layout->addWidget(destination_);
    layout->addWidget(buttons_);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Train"));

    connect(browseData, &QPushButton::clicked, this, &NewTrainingDialog::chooseData);
    connect(browseDev, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Dev set"),
            browseStart(dev_->text().isEmpty() ? data_->text() : dev_->text(), BrowseFor::Data),
            tr("Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)"));
        if (!file.isEmpty()) {
            dev_->setText(file);
        }
    });
    connect(browseModel_, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Model folder"), browseStart(model_->text(), BrowseFor::Model));
        if (!dir.isEmpty()) {
            model_->setText(dir);
        }
    });
    connect(data_, &QLineEdit::textChanged, this, [this](const QString& text) {
        // The dataset names the model until a name is typed over it.
        if (name_->text() == autoName_) {
            autoName_ = QFileInfo(text.trimmed()).completeBaseName();
            name_->setText(autoName_);
        }
        update();
    });
    for (QLineEdit* edit : {model_, dev_, name_}) {
        connect(edit, &QLineEdit::textChanged, this, &NewTrainingDialog::update);
    }
    connect(start_, &QComboBox::currentIndexChanged, this, &NewTrainingDialog::update);
    onDatasetColumnsChanged(textColumn_, labelColumn_, pair_, this, [this] { update(); });
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    update();
}

void NewTrainingDialog::setModelsDir(const QString& dir) {
    modelsDir_ = dir;
    update();
}

void NewTrainingDialog::setDataFile(const QString& file) {
    data_->setText(file);
}

void NewTrainingDialog::setDevFile(const QString& file) {
    dev_->setText(file);
}

void NewTrainingDialog::setSentencePairs(bool pairs) {
    pair_->setChecked(pairs);
}

void NewTrainingDialog::setFromScratch(const QString& size) {
    selectByData(start_, size);
}

void NewTrainingDialog::setFineTuned(const QString& modelDir) {
    selectByData(start_, QString());
    model_->setText(modelDir);
}

void NewTrainingDialog::setEpochs(int epochs) {
    epochs_->setValue(epochs);
}

void NewTrainingDialog::setSeed(int seed) {
    seed_->setValue(seed);
}

void NewTrainingDialog::setName(const QString& name) {
    name_->setText(name);
}

void NewTrainingDialog::setChoice(const TrainingChoice& choice) {
    data_->setText(choice.dataFile);
    pair_->setChecked(choice.data.sentencePair);
    textColumn_->setCurrentText(QString::fromStdString(choice.data.textColumn));
    labelColumn_->setCurrentText(QString::fromStdString(choice.data.labelColumn));
    if (choice.source.modelDir.empty()) {
        setFromScratch(QString::fromLatin1(model::scratchSizeName(choice.source.scratchSize)));
    } else {
        setFineTuned(QString::fromStdString(choice.source.modelDir));
    }
    dev_->setText(choice.devFile);
    devFraction_->setValue(choice.training.devFraction);
    epochs_->setValue(choice.training.epochs);
    learningRate_->setValue(choice.training.learningRate);
    batchSize_->setValue(int(choice.training.batchSize));
    seed_->setValue(int(std::min<std::uint64_t>(choice.training.seed,
                                                std::uint64_t(std::numeric_limits<int>::max()))));
    patience_->setValue(choice.training.patience);
    name_->setText(choice.name);
    recorded_ = Recorded{choice.training, shownOptions()};
    update();
}

void NewTrainingDialog::chooseData() {
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Dataset"), browseStart(data_->text(), BrowseFor::Data),
        tr("Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)"));
    if (!file.isEmpty()) {
        data_->setText(file);
    }
}

QString NewTrainingDialog::nameProblem(const QString& name) {
    if (name.trimmed().isEmpty()) {
        return tr("Give the model a name.");
    }
    if (name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\')) ||
        name.trimmed().startsWith(QLatin1Char('.'))) {
        return tr("\"%1\" cannot be the name of a folder: no slashes, and no dot first.").arg(name);
    }
    return {};
}

QString NewTrainingDialog::modelDir() const {
    return QDir(modelsDir_).filePath(name_->text().trimmed());
}

bool NewTrainingDialog::fineTunesItself() const {
    const QString model = model_->text().trimmed();
    if (!start_->currentData().toString().isEmpty() || model.isEmpty()) {
        return false;
    }
    const QFileInfo from(model), into(modelDir());
    return from.absoluteFilePath() == into.absoluteFilePath() ||
           (from.exists() && from.canonicalFilePath() == into.canonicalFilePath());
}

QString NewTrainingDialog::inputsProblem() const {
    const bool fineTuning = start_->currentData().toString().isEmpty();
    if (QString problem = firstProblem(
            {fineTuning ? modelFolderProblem(model_, tr("The model to fine-tune")) : QString(),
             inputFileProblem(data_, tr("The dataset")),
             inputFileProblem(dev_, tr("The development set")), columnProblem(textColumn_, "text"),
             columnProblem(labelColumn_, "label")});
        !problem.isEmpty()) {
        return problem;
    }
    // Scored on what it learnt, the model would seem to generalise, and early stopping would
    // never stop it (as train refuses --dev naming --data).
    const std::string dev = dev_->text().trimmed().toStdString();
    if (!dev.empty() && sameFile(dev, data_->text().trimmed().toStdString())) {
        return tr(
            "The development set is the dataset: the model would be scored on the "
            "examples it learns from. Choose a file of other examples, or leave it empty "
            "to hold out a share of the dataset.");
    }
    return {};
}

bool NewTrainingDialog::isComplete() const {
    const bool fineTuning = start_->currentData().toString().isEmpty();
    return !data_->text().trimmed().isEmpty() && nameProblem(name_->text()).isEmpty() &&
           inputsProblem().isEmpty() && (!fineTuning || !model_->text().trimmed().isEmpty()) &&
           !fineTunesItself() && modelFolderState(modelDir()) != ModelFolderState::Other;
}

void NewTrainingDialog::update() {
    const bool fineTuning = start_->currentData().toString().isEmpty();
    model_->setEnabled(fineTuning);
    browseModel_->setEnabled(fineTuning);
    devFraction_->setEnabled(dev_->text().trimmed().isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(isComplete());
    if (const QString problem = firstProblem({inputsProblem(), nameProblem(name_->text())});
        !problem.isEmpty()) {
        destination_->setText(problem);
        return;
    }
    const QString folder = QDir::toNativeSeparators(modelDir());
    if (fineTunesItself()) {
        destination_->setText(
            tr("%1 is the model to fine-tune, which the training reads to the end: choose "
               "another name for the new model.")
                .arg(folder));
        return;
    }
    switch (modelFolderState(modelDir())) {
        case ModelFolderState::New:
            destination_->setText(tr("Saved in %1.").arg(folder));
            break;
        case ModelFolderState::Trained:
            destination_->setText(
                tr("Saved in %1, replacing the model trained there when the training ends.")
                    .arg(folder));
            break;
        case ModelFolderState::Stopped:
            destination_->setText(
                tr("%1 holds a training that was stopped: with the same dataset and choices it "
                   "resumes after its last finished epoch.")
                    .arg(folder));
            break;
        case ModelFolderState::StoppedEarly:
            destination_->setText(
                tr("%1 holds a training stopped before its first epoch ended: it starts afresh.")
                    .arg(folder));
            break;
        case ModelFolderState::Other:
            destination_->setText(
                tr("%1 holds files that are not a model trained here; choose another name.")
                    .arg(folder));
            break;
    }
}

TrainingChoice NewTrainingDialog::choice() const {
    TrainingChoice choice;
    choice.dataFile = data_->text().trimmed();
    choice.devFile = dev_->text().trimmed();
    if (const auto format = data::datasetFormatOfPath(choice.dataFile.toStdString())) {
        choice.data.format = *format;
    }
    choice.data.sentencePair = pair_->isChecked();
    choice.data.textColumn = columnName(textColumn_, "text");
    choice.data.labelColumn = columnName(labelColumn_, "label");
    const QString size = start_->currentData().toString();
    if (size.isEmpty()) {
        choice.source.modelDir = model_->text().trimmed().toStdString();
    } else {
        model::scratchSizeByName(size.toStdString(), choice.source.scratchSize);
    }
    const model::TrainingOptions shown = shownOptions();
    choice.training = shown;
    if (recorded_) {
        const model::TrainingOptions& was = recorded_->shown;
        model::TrainingOptions& options = choice.training;
        options = recorded_->options;
        const auto keepUnlessChanged = [](auto& chosen, const auto& field, const auto& asShown) {
            if (field != asShown) {
                chosen = field;
            }
        };
        keepUnlessChanged(options.epochs, shown.epochs, was.epochs);
        keepUnlessChanged(options.learningRate, shown.learningRate, was.learningRate);
        keepUnlessChanged(options.batchSize, shown.batchSize, was.batchSize);
        keepUnlessChanged(options.seed, shown.seed, was.seed);
        keepUnlessChanged(options.patience, shown.patience, was.patience);
        keepUnlessChanged(options.devFraction, shown.devFraction, was.devFraction);
    }
    choice.name = name_->text().trimmed();
    return choice;
}

model::TrainingOptions NewTrainingDialog::shownOptions() const {
    model::TrainingOptions options;
    options.epochs = epochs_->value();
    options.learningRate = learningRate_->value();
    options.batchSize = std::size_t(batchSize_->value());
    options.seed = std::uint64_t(seed_->value());
    options.patience = patience_->value();
    options.devFraction = devFraction_->value();
    return options;
}

RememberedFields NewTrainingDialog::rememberedFields() const {
    return {{QStringLiteral("data"), data_},
            {QStringLiteral("pair"), pair_},
            {QStringLiteral("text_column"), textColumn_},
            {QStringLiteral("label_column"), labelColumn_},
            {QStringLiteral("start"), start_},
            {QStringLiteral("model"), model_},
            {QStringLiteral("dev"), dev_},
            {QStringLiteral("dev_fraction"), devFraction_},
            {QStringLiteral("epochs"), epochs_},
            {QStringLiteral("learning_rate"), learningRate_},
            {QStringLiteral("batch_size"), batchSize_},
            {QStringLiteral("seed"), seed_},
            {QStringLiteral("patience"), patience_},
            {QStringLiteral("name"), name_}};
}

void NewTrainingDialog::restoreLastChoices() {
    restoreFields(QStringLiteral("train"), rememberedFields());
    autoName_ = QFileInfo(data_->text().trimmed()).completeBaseName();
    update();
}

void NewTrainingDialog::saveChoices() const {
    saveFields(QStringLiteral("train"), rememberedFields());
}

}  // namespace akshara::gui
