#include "NewAttackRunDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "DialogFields.h"
#include "ScrollableForm.h"
#include "attrib/WordImportance.h"
#include "perturb/OperatorRegistry.h"
#include "widgets/DecimalSpinBox.h"

namespace akshara::gui {

NewAttackRunDialog::NewAttackRunDialog(QWidget* parent)
    : QDialog(parent),
      model_(new QLineEdit(this)),
      data_(new QLineEdit(this)),
      pair_(new QCheckBox(tr("Sentence &pairs (premise and hypothesis)"), this)),
      textColumn_(new QComboBox(this)),
      labelColumn_(new QComboBox(this)),
      labels_(new QComboBox(this)),
      targetSentence_(new QComboBox(this)),
      language_(new QComboBox(this)),
      operator_(new QComboBox(this)),
      category_(new QComboBox(this)),
      method_(new QComboBox(this)),
      features_(new QComboBox(this)),
      minSimilarity_(new widgets::DecimalSpinBox(this)),
      limit_(new QSpinBox(this)),
      seed_(new QSpinBox(this)),
      similarityModel_(new QLineEdit(this)),
      problem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("New attack run"));
    auto* form = new QFormLayout;

    model_->setPlaceholderText(tr("a sequence classifier: config.json, weights, tokenizer"));
    auto* browseModel = new QPushButton(tr("Browse..."), this);
    auto* modelLabel = new QLabel(tr("&Classifier folder:"), this);
    modelLabel->setBuddy(model_);
    form->addRow(modelLabel, withBrowseButton(model_, browseModel));

    data_->setPlaceholderText(tr("labelled examples: TSV, CSV, JSON lines or a JSON array"));
    auto* browseData = new QPushButton(tr("Browse..."), this);
    auto* dataLabel = new QLabel(tr("&Dataset:"), this);
    dataLabel->setBuddy(data_);
    form->addRow(dataLabel, withBrowseButton(data_, browseData));
    targetSentence_->addItem(tr("the first (premise)"), 1);
    targetSentence_->addItem(tr("the second (hypothesis)"), 2);
    targetSentence_->setEnabled(false);
    form->addRow(QString(), pair_);
    addDatasetColumns(form, data_, pair_, textColumn_, labelColumn_);
    setUpLabelSet(labels_);
    auto* labelsLabel = new QLabel(tr("Label &names:"), this);
    labelsLabel->setBuddy(labels_);
    form->addRow(labelsLabel, labels_);
    form->addRow(tr("Pe&rturb sentence:"), targetSentence_);

    fillLanguages(language_);
    form->addRow(tr("&Language:"), language_);
    // The operators of the chosen language, as Try a sentence and Perturb a dataset offer them.
    fillOperators(operator_, QStringLiteral("hi"));
    form->addRow(tr("&Operator:"), operator_);
    form->addRow(tr("Sub-ca&tegory:"), category_);
    category_->setToolTip(
        tr("phono without a sub-category attacks each sub-category separately as well"));
    fillImportanceMethods(
        method_, {"loo", "random", "gradient", "grad-x-input", "ig", "shap", "partition-shap",
                  "lime", "rollout", "smoothgrad", "grad-rollout"});
    method_->setToolTip(
        tr("How words are ranked: loo is the first paper's masking score; "
           "random is the control"));
    form->addRow(tr("Word &importance:"), method_);
    setUpImportanceFeatures(method_, features_);
    form->addRow(tr("SHAP and LIME mas&k:"), features_);
    minSimilarity_->setRange(0.0, 1.0);
    minSimilarity_->setSingleStep(0.05);
    minSimilarity_->setDecimals(2);
    minSimilarity_->setValue(0.6);
    minSimilarity_->setToolTip(
        tr("Candidates below this similarity to the original (chrF, "
           "phonetic, and the similarity model's) are not used; 0: none"));
    form->addRow(tr("Minimum &similarity:"), minSimilarity_);
    limit_->setRange(0, 10000000);
    limit_->setSpecialValueText(tr("all"));
    limit_->setValue(0);
    form->addRow(tr("&Examples:"), limit_);
    seed_->setRange(0, 1000000000);
    seed_->setToolTip(
        tr("The same seed draws the same random ranking, samples and candidates again"));
    form->addRow(tr("R&andom seed:"), seed_);
    similarityModel_->setPlaceholderText(tr("optional: an encoder such as LaBSE"));
    auto* browseSimilarity = new QPushButton(tr("Browse..."), this);
    // A label of its own: the row's layout cannot be a mnemonic's buddy.
    auto* similarityLabel = new QLabel(tr("Similarity &model:"), this);
    similarityLabel->setBuddy(similarityModel_);
    form->addRow(similarityLabel, withBrowseButton(similarityModel_, browseSimilarity));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scrollableForm(form, this));
    problem_->setWordWrap(true);
    problem_->setObjectName(QStringLiteral("problem"));
    problem_->setVisible(false);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start"));

    connect(browseModel, &QPushButton::clicked, this, &NewAttackRunDialog::chooseModel);
    connect(browseData, &QPushButton::clicked, this, &NewAttackRunDialog::chooseData);
    connect(browseSimilarity, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Similarity model folder"),
            browseStart(similarityModel_->text(), BrowseFor::Model));
        if (!dir.isEmpty()) {
            similarityModel_->setText(dir);
        }
    });
    connect(pair_, &QCheckBox::toggled, targetSentence_, &QWidget::setEnabled);
    connect(operator_, &QComboBox::currentIndexChanged, this,
            &NewAttackRunDialog::updateCategories);
    connect(language_, &QComboBox::currentIndexChanged, this, [this] {
        fillOperators(operator_, language_->currentData().toString());
        updateCategories();  // key's categories are the keyboard's
    });
    connect(model_, &QLineEdit::textChanged, this, &NewAttackRunDialog::updateOk);
    connect(similarityModel_, &QLineEdit::textChanged, this, &NewAttackRunDialog::updateOk);
    connect(data_, &QLineEdit::textChanged, this, &NewAttackRunDialog::updateOk);
    connect(labels_, &QComboBox::currentTextChanged, this, &NewAttackRunDialog::updateOk);
    onDatasetColumnsChanged(textColumn_, labelColumn_, pair_, this, [this] { updateOk(); });
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setLanguage(QStringLiteral("hi"));
    updateCategories();
    updateOk();
}

void NewAttackRunDialog::setModelDir(const QString& dir) {
    model_->setText(dir);
}

void NewAttackRunDialog::setDataFile(const QString& file) {
    data_->setText(file);
}

bool NewAttackRunDialog::setLanguage(const QString& code) {
    return selectByData(language_, code);
}

bool NewAttackRunDialog::setOperator(const QString& name) {
    return selectByData(operator_, name);
}

bool NewAttackRunDialog::setMethod(const QString& method) {
    return selectByData(method_, method);
}

void NewAttackRunDialog::setLimit(int examples) {
    limit_->setValue(examples);
}

void NewAttackRunDialog::setSeed(int seed) {
    seed_->setValue(seed);
}

void NewAttackRunDialog::setMinSimilarity(double similarity) {
    minSimilarity_->setValue(similarity);
}

void NewAttackRunDialog::setSimilarityModel(const QString& dir) {
    similarityModel_->setText(dir);
}

void NewAttackRunDialog::chooseModel() {
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Classifier folder"), browseStart(model_->text(), BrowseFor::Model));
    if (!dir.isEmpty()) {
        model_->setText(dir);
    }
}

void NewAttackRunDialog::chooseData() {
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Dataset"), browseStart(data_->text(), BrowseFor::Data),
        tr("Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)"));
    if (!file.isEmpty()) {
        data_->setText(file);
    }
}

void NewAttackRunDialog::updateCategories() {
    fillCategories(category_, operator_->currentData().toString(),
                   language_->currentData().toString());
}

QString NewAttackRunDialog::problem() const {
    return firstProblem({modelFolderProblem(model_, tr("The model")),
                         modelFolderProblem(similarityModel_, tr("The similarity model")),
                         inputFileProblem(data_, tr("The dataset")),
                         columnProblem(textColumn_, "text"), columnProblem(labelColumn_, "label"),
                         labelSetProblem(labels_)});
}

bool NewAttackRunDialog::isComplete() const {
    return !model_->text().trimmed().isEmpty() && !data_->text().trimmed().isEmpty() &&
           problem().isEmpty();
}

void NewAttackRunDialog::updateOk() {
    problem_->setText(problem());
    problem_->setVisible(!problem_->text().isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(isComplete());
}

attack::AttackExperimentOptions NewAttackRunDialog::options() const {
    attack::AttackExperimentOptions options;
    options.modelDir = model_->text().trimmed().toStdString();
    options.dataFile = data_->text().trimmed().toStdString();
    if (const auto format = data::datasetFormatOfPath(options.dataFile)) {
        options.data.format = *format;
    }
    options.data.sentencePair = pair_->isChecked();
    options.data.textColumn = columnName(textColumn_, "text");
    options.data.labelColumn = columnName(labelColumn_, "label");
    options.data.labelNames = labelSetNames(labels_);
    options.labelSetHint = tr("Label names (e.g. nli)").toStdString();
    options.limit = static_cast<std::size_t>(limit_->value());
    options.op = operator_->currentData().toString().toStdString();
    options.operatorOptions.language = language_->currentData().toString().toStdString();
    options.operatorOptions.category = category_->currentData().toString().toStdString();
    options.operatorOptions.seed = static_cast<std::uint64_t>(seed_->value());
    options.importance.seed = options.operatorOptions.seed;  // as the command line's --seed
    options.importance.method =
        attrib::parseMethod(method_->currentData().toString().toStdString());
    options.importance.features =
        attrib::parseFeatures(features_->currentData().toString().toStdString());
    options.importance.samples = attrib::defaultSamples(options.importance.method);
    options.attack.targetSentence =
        pair_->isChecked() ? targetSentence_->currentData().toInt() - 1 : 0;
    options.attack.minSimilarity = minSimilarity_->value();
    options.similarityModel = similarityModel_->text().trimmed().toStdString();
    return options;
}

std::vector<std::string> attackCommandLine(const attack::AttackExperimentOptions& options) {
    std::vector<std::string> args{"attack",
                                  "--model",
                                  options.modelDir,
                                  "--data",
                                  options.dataFile,
                                  "--op",
                                  options.op,
                                  "--lang",
                                  options.operatorOptions.language,
                                  "--method",
                                  std::string(attrib::methodName(options.importance.method)),
                                  "--min-similarity",
                                  std::to_string(options.attack.minSimilarity)};
    if (!options.operatorOptions.category.empty()) {
        args.insert(args.end(), {"--category", options.operatorOptions.category});
    }
    if (options.data.sentencePair) {
        args.insert(args.end(), {"--pair", "--target-sentence",
                                 std::to_string(options.attack.targetSentence + 1)});
    }
    appendColumnArguments(options.data, options.dataFile, args);
    if (options.limit > 0) {
        args.insert(args.end(), {"--limit", std::to_string(options.limit)});
    }
    if (options.operatorOptions.seed != 0) {
        args.insert(args.end(), {"--seed", std::to_string(options.operatorOptions.seed)});
    }
    if (!options.similarityModel.empty()) {
        args.insert(args.end(), {"--similarity-model", options.similarityModel});
    }
    appendTablesArgument({options.op}, options.operatorOptions, args);
    appendEncoderArguments(options.encoder, args);
    if (attrib::masksFeatures(options.importance.method) &&
        options.importance.features != attrib::ImportanceOptions{}.features) {
        args.insert(args.end(),
                    {"--features", std::string(attrib::featuresName(options.importance.features))});
    }
    return args;
}

RememberedFields NewAttackRunDialog::rememberedFields() const {
    return {{QStringLiteral("model"), model_},
            {QStringLiteral("data"), data_},
            {QStringLiteral("pair"), pair_},
            {QStringLiteral("text_column"), textColumn_},
            {QStringLiteral("label_column"), labelColumn_},
            {QStringLiteral("labels"), labels_},
            {QStringLiteral("target_sentence"), targetSentence_},
            {QStringLiteral("language"), language_},
            {QStringLiteral("operator"), operator_},
            {QStringLiteral("category"), category_},
            {QStringLiteral("method"), method_},
            {QStringLiteral("features"), features_},
            {QStringLiteral("min_similarity"), minSimilarity_},
            {QStringLiteral("limit"), limit_},
            {QStringLiteral("seed"), seed_},
            {QStringLiteral("similarity_model"), similarityModel_}};
}

void NewAttackRunDialog::restoreLastChoices() {
    restoreFields(QStringLiteral("attack"), rememberedFields());
    updateOk();
}

void NewAttackRunDialog::saveChoices() const {
    saveFields(QStringLiteral("attack"), rememberedFields());
}

}  // namespace akshara::gui
