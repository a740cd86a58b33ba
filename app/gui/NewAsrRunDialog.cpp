#include "NewAsrRunDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "DialogFields.h"
#include "ScrollableForm.h"
#include "attrib/WordImportance.h"
#include "perturb/OperatorRegistry.h"
#include "widgets/DecimalSpinBox.h"

namespace akshara::gui {

NewAsrRunDialog::NewAsrRunDialog(QWidget* parent)
    : QDialog(parent),
      proxy_(new QLineEdit(this)),
      target_(new QLineEdit(this)),
      data_(new QLineEdit(this)),
      pair_(new QCheckBox(tr("Sentence p&airs (premise and hypothesis)"), this)),
      textColumn_(new QComboBox(this)),
      labelColumn_(new QComboBox(this)),
      labels_(new QComboBox(this)),
      targetSentence_(new QComboBox(this)),
      language_(new QComboBox(this)),
      method_(new QComboBox(this)),
      features_(new QComboBox(this)),
      operators_(new QListWidget(this)),
      maxWords_(new QSpinBox(this)),
      threshold_(new widgets::DecimalSpinBox(this)),
      limit_(new QSpinBox(this)),
      seed_(new QSpinBox(this)),
      problem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("New ASR-curve run"));
    auto* form = new QFormLayout;
    const auto folderRow = [this, form](QLineEdit* edit, const QString& label,
                                        const QString& placeholder, const QString& title) {
        edit->setPlaceholderText(placeholder);
        auto* browse = new QPushButton(tr("Browse..."), this);
        auto* caption = new QLabel(label, this);
        caption->setBuddy(edit);
        form->addRow(caption, withBrowseButton(edit, browse));
        connect(browse, &QPushButton::clicked, this, [this, edit, title] {
            const QString dir = QFileDialog::getExistingDirectory(
                this, title, browseStart(edit->text(), BrowseFor::Model));
            if (!dir.isEmpty()) {
                edit->setText(dir);
            }
        });
    };
    folderRow(proxy_, tr("&Proxy model:"), tr("the classifier that ranks the words"),
              tr("Proxy model folder"));
    folderRow(target_, tr("&Target model:"), tr("the classifier whose robustness is measured"),
              tr("Target model folder"));

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
    form->addRow(tr("Perturb &sentence:"), targetSentence_);

    fillLanguages(language_);
    form->addRow(tr("&Language:"), language_);
    // The attribution methods a proxy ranks words with (random is always measured as well).
    fillImportanceMethods(method_, {"partition-shap", "shap", "lime", "gradient", "grad-x-input",
                                    "ig", "smoothgrad", "rollout", "grad-rollout", "loo"});
    method_->setToolTip(
        tr("How the proxy ranks the words; random word choice is always "
           "measured as well"));
    form->addRow(tr("Word &importance:"), method_);
    setUpImportanceFeatures(method_, features_);
    form->addRow(tr("SHAP and LIME mas&k:"), features_);
    for (const auto& info : perturb::operatorInfos()) {
        if (info.name == "relation") {
            continue;  // it needs a file of related words, which this dialog does not take
        }
        const QString key = QString::fromStdString(info.name);
        auto* item = new QListWidgetItem(nameWithKey(operatorName(key), key), operators_);
        item->setData(Qt::UserRole, key);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setToolTip(operatorDescription(key, QString::fromStdString(info.description)));
    }
    operators_->setMaximumHeight(120);
    operators_->setAccessibleName(tr("Operators"));  // a list is not named by its label
    form->addRow(tr("&Operators:"), operators_);
    maxWords_->setRange(1, 100);
    maxWords_->setValue(10);
    form->addRow(tr("Perturbed &words, up to:"), maxWords_);
    threshold_->setRange(0.0, 1.0);
    threshold_->setDecimals(3);
    threshold_->setSingleStep(0.01);
    threshold_->setValue(0.05);
    threshold_->setToolTip(
        tr("An operator whose mean ASR is above this is one the target is "
           "not robust to"));
    form->addRow(tr("Robustness t&hreshold:"), threshold_);
    limit_->setRange(0, 10000000);
    limit_->setSpecialValueText(tr("all"));
    form->addRow(tr("&Examples:"), limit_);
    seed_->setRange(0, 1000000000);
    seed_->setToolTip(
        tr("The same seed draws the same random ranking, samples and candidates again"));
    form->addRow(tr("&Random seed:"), seed_);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scrollableForm(form, this));
    problem_->setWordWrap(true);
    problem_->setObjectName(QStringLiteral("problem"));
    problem_->setVisible(false);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start"));

    connect(browseData, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Dataset"), browseStart(data_->text(), BrowseFor::Data),
            tr("Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)"));
        if (!file.isEmpty()) {
            data_->setText(file);
        }
    });
    connect(pair_, &QCheckBox::toggled, targetSentence_, &QWidget::setEnabled);
    for (QLineEdit* edit : {proxy_, target_, data_}) {
        connect(edit, &QLineEdit::textChanged, this, &NewAsrRunDialog::updateOk);
    }
    connect(operators_, &QListWidget::itemChanged, this, &NewAsrRunDialog::updateOk);
    connect(language_, &QComboBox::currentIndexChanged, this, &NewAsrRunDialog::updateOperators);
    connect(labels_, &QComboBox::currentTextChanged, this, &NewAsrRunDialog::updateOk);
    onDatasetColumnsChanged(textColumn_, labelColumn_, pair_, this, [this] { updateOk(); });
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setLanguage(QStringLiteral("hi"));
    updateOperators();
    setOperators({QStringLiteral("phono"), QStringLiteral("ortho")});
    updateOk();
}

void NewAsrRunDialog::updateOperators() {
    // Only the operators of the chosen language are offered (and can stay checked).
    const std::string language = language_->currentData().toString().toStdString();
    for (int i = 0; i < operators_->count(); ++i) {
        QListWidgetItem* item = operators_->item(i);
        const auto* info =
            perturb::findOperatorInfo(item->data(Qt::UserRole).toString().toStdString());
        const bool offered = info != nullptr &&
                             std::find(info->languages.begin(), info->languages.end(), language) !=
                                 info->languages.end();
        item->setHidden(!offered);
        if (!offered) {
            item->setCheckState(Qt::Unchecked);
        }
    }
    updateOk();
}

bool NewAsrRunDialog::chosen(const QListWidgetItem* item) {
    return !item->isHidden() && item->checkState() == Qt::Checked;
}

void NewAsrRunDialog::setProxyDir(const QString& dir) {
    proxy_->setText(dir);
}

void NewAsrRunDialog::setTargetDir(const QString& dir) {
    target_->setText(dir);
}

void NewAsrRunDialog::setDataFile(const QString& file) {
    data_->setText(file);
}

bool NewAsrRunDialog::setLanguage(const QString& code) {
    return selectByData(language_, code);
}

bool NewAsrRunDialog::setMethod(const QString& method) {
    return selectByData(method_, method);
}

void NewAsrRunDialog::setOperators(const QStringList& operators) {
    for (int i = 0; i < operators_->count(); ++i) {
        QListWidgetItem* item = operators_->item(i);
        item->setCheckState(operators.contains(item->data(Qt::UserRole).toString()) &&
                                    !item->isHidden()
                                ? Qt::Checked
                                : Qt::Unchecked);
    }
    updateOk();
}

void NewAsrRunDialog::setMaxWords(int words) {
    maxWords_->setValue(words);
}

void NewAsrRunDialog::setLimit(int examples) {
    limit_->setValue(examples);
}

void NewAsrRunDialog::setSeed(int seed) {
    seed_->setValue(seed);
}

bool NewAsrRunDialog::isComplete() const {
    bool anyOperator = false;
    for (int i = 0; i < operators_->count(); ++i) {
        anyOperator = anyOperator || chosen(operators_->item(i));
    }
    return anyOperator && !proxy_->text().trimmed().isEmpty() &&
           !target_->text().trimmed().isEmpty() && !data_->text().trimmed().isEmpty() &&
           problem().isEmpty();
}

QString NewAsrRunDialog::problem() const {
    return firstProblem({modelFolderProblem(proxy_, tr("The proxy model")),
                         modelFolderProblem(target_, tr("The target model")),
                         inputFileProblem(data_, tr("The dataset")),
                         columnProblem(textColumn_, "text"), columnProblem(labelColumn_, "label"),
                         labelSetProblem(labels_)});
}

void NewAsrRunDialog::updateOk() {
    problem_->setText(problem());
    problem_->setVisible(!problem_->text().isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(isComplete());
}

attack::AsrExperimentOptions NewAsrRunDialog::options() const {
    attack::AsrExperimentOptions options;
    options.proxyDir = proxy_->text().trimmed().toStdString();
    options.targetDir = target_->text().trimmed().toStdString();
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
    options.method = attrib::parseMethod(method_->currentData().toString().toStdString());
    options.features = attrib::parseFeatures(features_->currentData().toString().toStdString());
    for (int i = 0; i < operators_->count(); ++i) {
        if (chosen(operators_->item(i))) {
            options.operators.push_back(
                operators_->item(i)->data(Qt::UserRole).toString().toStdString());
        }
    }
    options.operatorOptions.language = language_->currentData().toString().toStdString();
    options.operatorOptions.seed = static_cast<std::uint64_t>(seed_->value());
    options.maxWords = static_cast<std::size_t>(maxWords_->value());
    options.threshold = threshold_->value();
    options.targetSentence = pair_->isChecked() ? targetSentence_->currentData().toInt() - 1 : 0;
    return options;
}

std::vector<std::string> asrCommandLine(const attack::AsrExperimentOptions& options) {
    std::string ops;
    for (const auto& op : options.operators) {
        ops += (ops.empty() ? "" : ",") + op;
    }
    std::vector<std::string> args{"asr-curve",
                                  "--proxy",
                                  options.proxyDir,
                                  "--target",
                                  options.targetDir,
                                  "--data",
                                  options.dataFile,
                                  "--method",
                                  std::string(attrib::methodName(options.method)),
                                  "--ops",
                                  ops,
                                  "--lang",
                                  options.operatorOptions.language,
                                  "--max-words",
                                  std::to_string(options.maxWords),
                                  "--threshold",
                                  std::to_string(options.threshold)};
    if (options.data.sentencePair) {
        args.insert(args.end(),
                    {"--pair", "--target-sentence", std::to_string(options.targetSentence + 1)});
    }
    appendColumnArguments(options.data, options.dataFile, args);
    if (options.limit > 0) {
        args.insert(args.end(), {"--limit", std::to_string(options.limit)});
    }
    if (options.operatorOptions.seed != 0) {
        args.insert(args.end(), {"--seed", std::to_string(options.operatorOptions.seed)});
    }
    appendTablesArgument(options.operators, options.operatorOptions, args);
    appendEncoderArguments(options.encoder, args);
    // The attribution budgets of the run's method when they are not the command line's
    // defaults (the dialog keeps those, the second paper's); akshara-cli refuses another
    // method's.
    const attack::AsrExperimentOptions defaults;
    using attrib::Method;
    if (options.method == Method::IntegratedGradients &&
        options.integratedGradientSteps != defaults.integratedGradientSteps) {
        args.insert(args.end(), {"--steps", std::to_string(options.integratedGradientSteps)});
    }
    if (options.method == Method::SmoothGrad &&
        options.smoothGradSamples != defaults.smoothGradSamples) {
        args.insert(args.end(),
                    {"--smoothgrad-samples", std::to_string(options.smoothGradSamples)});
    }
    if (attrib::masksFeatures(options.method) && options.samples != defaults.samples) {
        args.insert(args.end(), {"--samples", std::to_string(options.samples)});
    }
    if (attrib::masksFeatures(options.method) && options.features != defaults.features) {
        args.insert(args.end(),
                    {"--features", std::string(attrib::featuresName(options.features))});
    }
    return args;
}

RememberedFields NewAsrRunDialog::rememberedFields() const {
    return {{QStringLiteral("proxy"), proxy_},
            {QStringLiteral("target"), target_},
            {QStringLiteral("data"), data_},
            {QStringLiteral("pair"), pair_},
            {QStringLiteral("text_column"), textColumn_},
            {QStringLiteral("label_column"), labelColumn_},
            {QStringLiteral("labels"), labels_},
            {QStringLiteral("target_sentence"), targetSentence_},
            {QStringLiteral("language"), language_},
            {QStringLiteral("method"), method_},
            {QStringLiteral("features"), features_},
            {QStringLiteral("operators"), operators_},
            {QStringLiteral("max_words"), maxWords_},
            {QStringLiteral("threshold"), threshold_},
            {QStringLiteral("limit"), limit_},
            {QStringLiteral("seed"), seed_}};
}

void NewAsrRunDialog::restoreLastChoices() {
    restoreFields(QStringLiteral("asr-curve"), rememberedFields());
    updateOk();
}

void NewAsrRunDialog::saveChoices() const {
    saveFields(QStringLiteral("asr-curve"), rememberedFields());
}

}  // namespace akshara::gui
