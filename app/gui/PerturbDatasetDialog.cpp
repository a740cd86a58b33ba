#include "PerturbDatasetDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <memory>

#include "JobRunner.h"
#include "ScrollableForm.h"
#include "common/FileIo.h"

namespace akshara::gui {

PerturbDatasetDialog::PerturbDatasetDialog(QWidget* parent)
    : QDialog(parent),
      data_(new QLineEdit(this)),
      column_(new QComboBox(this)),
      language_(new QComboBox(this)),
      operator_(new QComboBox(this)),
      category_(new QComboBox(this)),
      words_(new QSpinBox(this)),
      seed_(new QSpinBox(this)),
      out_(new QLineEdit(this)),
      problem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Perturb a dataset"));
    auto* form = new QFormLayout;
    data_->setPlaceholderText(tr("a dataset file: TSV, CSV or JSON lines"));
    auto* browseData = new QPushButton(tr("Browse..."), this);
    auto* dataLabel = new QLabel(tr("&Dataset:"), this);
    dataLabel->setBuddy(data_);
    form->addRow(dataLabel, withBrowseButton(data_, browseData));
    offerTextColumns(data_, column_);
    column_->setToolTip(
        tr("The column whose texts are perturbed; every other field is written "
           "as it was"));
    form->addRow(tr("Co&lumn:"), column_);
    fillLanguages(language_);
    form->addRow(tr("L&anguage:"), language_);
    form->addRow(tr("&Operator:"), operator_);
    form->addRow(tr("Sub-ca&tegory:"), category_);
    words_->setRange(1, 20);
    words_->setToolTip(
        tr("How many words of each text are perturbed (fewer where fewer words "
           "have candidates)"));
    form->addRow(tr("&Words per text:"), words_);
    seed_->setRange(0, 1000000000);
    seed_->setToolTip(tr("The same seed perturbs each text the same way again"));
    form->addRow(tr("&Seed:"), seed_);
    out_->setPlaceholderText(tr("the perturbed dataset to write"));
    auto* browseOut = new QPushButton(tr("Browse..."), this);
    auto* outLabel = new QLabel(tr("W&rite to:"), this);
    outLabel->setBuddy(out_);
    form->addRow(outLabel, withBrowseButton(out_, browseOut));

    problem_->setWordWrap(true);
    problem_->setObjectName(QStringLiteral("problem"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scrollableForm(form, this));
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
    connect(browseOut, &QPushButton::clicked, this, [this] {
        const QString file =
            QFileDialog::getSaveFileName(this, tr("Write the perturbed dataset to"),
                                         out_->text().isEmpty() ? perturbedDir_ : out_->text());
        if (!file.isEmpty()) {
            setOutFile(file);
        }
    });
    // The categories follow the language too: key's are the keyboard's.
    const auto fillOperatorCategories = [this] {
        fillCategories(category_, operator_->currentData().toString(),
                       language_->currentData().toString());
        updateOutFile();
    };
    connect(language_, &QComboBox::currentIndexChanged, this, [this, fillOperatorCategories] {
        fillOperators(operator_, language_->currentData().toString());
        fillOperatorCategories();
    });
    connect(operator_, &QComboBox::currentIndexChanged, this, fillOperatorCategories);
    connect(category_, &QComboBox::currentIndexChanged, this, &PerturbDatasetDialog::updateOutFile);
    connect(out_, &QLineEdit::textEdited, this, [this] { outEdited_ = true; });
    connect(data_, &QLineEdit::textChanged, this, &PerturbDatasetDialog::updateOutFile);
    for (QLineEdit* edit : {data_, out_}) {
        connect(edit, &QLineEdit::textChanged, this, &PerturbDatasetDialog::updateOk);
    }
    connect(column_, &QComboBox::currentTextChanged, this, &PerturbDatasetDialog::updateOk);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setLanguage(QStringLiteral("hi"));
    fillOperators(operator_, language_->currentData().toString());
    fillCategories(category_, operator_->currentData().toString(),
                   language_->currentData().toString());
    updateOk();
}

void PerturbDatasetDialog::setPerturbedDir(const QString& dir) {
    perturbedDir_ = dir;
    updateOutFile();
}

void PerturbDatasetDialog::setDataFile(const QString& file) {
    data_->setText(file);
}

void PerturbDatasetDialog::setColumn(const QString& column) {
    column_->setEditText(column);
}

bool PerturbDatasetDialog::setLanguage(const QString& code) {
    return selectByData(language_, code);
}

bool PerturbDatasetDialog::setOperator(const QString& key) {
    return selectByData(operator_, key);
}

void PerturbDatasetDialog::setWords(int words) {
    words_->setValue(words);
}

void PerturbDatasetDialog::setSeed(int seed) {
    seed_->setValue(seed);
}

void PerturbDatasetDialog::setOutFile(const QString& file) {
    out_->setText(file);
    outEdited_ = true;
}

// DATASET-OP[-CATEGORY].EXT in the perturbed folder, until the user names another file.
void PerturbDatasetDialog::updateOutFile() {
    if (outEdited_ || perturbedDir_.isEmpty()) {
        return;
    }
    const QFileInfo data(data_->text().trimmed());
    if (data_->text().trimmed().isEmpty() || data.completeBaseName().isEmpty()) {
        out_->clear();
        return;
    }
    QString name = data.completeBaseName() + QLatin1Char('-') + operator_->currentData().toString();
    const QString category = category_->currentData().toString();
    if (!category.isEmpty()) {
        name += QLatin1Char('-') + category;
    }
    if (!data.suffix().isEmpty()) {
        name += QLatin1Char('.') + data.suffix();
    }
    out_->setText(QDir(perturbedDir_).filePath(name));
}

QString PerturbDatasetDialog::problem() const {
    if (QString problem = firstProblem({inputFileProblem(data_, tr("The dataset")),
                                        columnProblem(column_, "text"), outputFileProblem(out_)});
        !problem.isEmpty()) {
        return problem;
    }
    const std::string out = out_->text().trimmed().toStdString();
    const std::string data = data_->text().trimmed().toStdString();
    if (!out.empty() && !data.empty() && sameFile(out, data)) {
        return tr("The file to write is the dataset: choose another file to write.");
    }
    // The copy is in the dataset's format (TSV where its name says none, as the dialogs read
    // it): a name that says another would be read in that one by the classifiers, the attacks
    // and training, and fail there (as perturb refuses).
    const auto format = data::datasetFormatOfPath(data).value_or(data::DatasetFormat::Tsv);
    const auto named = data::datasetFormatOfPath(out);
    if (!data.empty() && named && *named != format) {
        return tr("The copy is written in the dataset's format, %1, but the name of the file to "
                  "write says %2: give it the dataset's extension.")
            .arg(QString::fromStdString(data::datasetFormatName(format)),
                 QString::fromStdString(data::datasetFormatName(*named)));
    }
    return {};
}

bool PerturbDatasetDialog::isComplete() const {
    return !data_->text().trimmed().isEmpty() && !column_->currentText().trimmed().isEmpty() &&
           !out_->text().trimmed().isEmpty() && operator_->count() > 0 && problem().isEmpty();
}

void PerturbDatasetDialog::updateOk() {
    problem_->setText(problem());
    problem_->setVisible(!problem_->text().isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(isComplete());
}

DatasetPerturbationChoice PerturbDatasetDialog::choice() const {
    DatasetPerturbationChoice choice;
    auto& options = choice.options;
    options.dataFile = data_->text().trimmed().toStdString();
    if (const auto format = data::datasetFormatOfPath(options.dataFile)) {
        options.format = *format;
    }
    options.column = columnName(column_, "text");
    options.op = operator_->currentData().toString().toStdString();
    options.operatorOptions.language = language_->currentData().toString().toStdString();
    options.operatorOptions.category = category_->currentData().toString().toStdString();
    options.operatorOptions.seed = static_cast<std::uint64_t>(seed_->value());
    options.words = static_cast<std::size_t>(words_->value());
    choice.outFile = out_->text().trimmed();
    return choice;
}

RememberedFields PerturbDatasetDialog::rememberedFields() const {
    return {{QStringLiteral("data"), data_},         {QStringLiteral("column"), column_},
            {QStringLiteral("language"), language_}, {QStringLiteral("operator"), operator_},
            {QStringLiteral("category"), category_}, {QStringLiteral("words"), words_},
            {QStringLiteral("seed"), seed_}};
}

void PerturbDatasetDialog::restoreLastChoices() {
    restoreFields(QStringLiteral("perturb"), rememberedFields());
    updateOutFile();
    updateOk();
}

void PerturbDatasetDialog::saveChoices() const {
    saveFields(QStringLiteral("perturb"), rememberedFields());
}

PerturbationJobs::PerturbationJobs(JobRunner* runner, QWidget* window)
    : QObject(window), runner_(runner), window_(window) {}

int PerturbationJobs::ask(
    const QString& perturbedDir, const QString& tablesDir,
    const std::function<bool(const attack::DatasetPerturbationOptions&)>& ready) {
    PerturbDatasetDialog dialog(window_);
    dialog.setPerturbedDir(perturbedDir);
    dialog.restoreLastChoices();
    if (dialog.exec() != QDialog::Accepted) {
        return 0;
    }
    dialog.saveChoices();
    DatasetPerturbationChoice choice = dialog.choice();
    if (QFileInfo::exists(choice.outFile) &&
        !confirmReplacing(window_, tr("Replace the file?"),
                          tr("%1 exists.").arg(QDir::toNativeSeparators(choice.outFile)),
                          tr("The perturbed dataset replaces it when every text is perturbed; "
                             "until then it stays as it is."))) {
        return 0;
    }
    if (ready && !ready(choice.options)) {
        return 0;
    }
    // The workspace's folder of perturbed datasets is made on its first use.
    if (QFileInfo(choice.outFile).absoluteDir() == QDir(perturbedDir)) {
        QDir().mkpath(perturbedDir);
    }
    choice.options.operatorOptions.tablesDir = QFile::encodeName(tablesDir).toStdString();
    return start(choice);
}

int PerturbationJobs::start(const DatasetPerturbationChoice& choice) {
    auto result = std::make_shared<attack::PerturbedDataset>();
    const std::string out = choice.outFile.toStdString();
    const auto options = choice.options;
    const int id = runner_->start(
        tr("Perturbing %1").arg(QFileInfo(QString::fromStdString(options.dataFile)).fileName()),
        [result, options, out](const jobs::JobContext& context) {
            // Where the file cannot be written is said before the work, not after it.
            checkOutputPath(out, attack::filesRead(options));
            *result = attack::perturbDataset(options, context);
            writeFileAtomically(out, result->text);
        });
    const QString file = choice.outFile;
    runner_->whenFinished(id, [this, result, file] {
        const auto records = static_cast<int>(result->records.size());
        const QString summary = tr("%1 of %n text(s) perturbed", nullptr, records)
                                    .arg(static_cast<int>(result->changed));
        Q_EMIT written(file, summary);
        auto* box = new QMessageBox(QMessageBox::Information, tr("The dataset is perturbed"),
                                    tr("%1 is written.").arg(QDir::toNativeSeparators(file)),
                                    QMessageBox::Close, window_);
        box->setInformativeText(summary + QLatin1Char('.'));
        QPushButton* classify = box->addButton(tr("Classify it..."), QMessageBox::AcceptRole);
        connect(classify, &QPushButton::clicked, this,
                [this, file] { Q_EMIT classifyRequested(file); });
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setModal(false);
        box->show();
    });
    return id;
}

}  // namespace akshara::gui
