#include "NewProbeRunDialog.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "DialogFields.h"
#include "DroppedPaths.h"
#include "ScrollableForm.h"
#include "common/FileIo.h"
#include "data/Perturbation.h"
#include "data/ProbingTask.h"
#include "widgets/DecimalSpinBox.h"

namespace akshara::gui {

namespace {

// What each task probes and each perturbation does (the third paper's Table 1 and section 3),
// shown as the tooltip of its entry.
QString probingDescription(const QString& name) {
    static const QHash<QString, const char*> kDescriptions{
        {"SentLen", QT_TRANSLATE_NOOP("NewProbeRunDialog",
                                      "Surface: the sentence's length in words, in 8 classes")},
        {"TreeDepth",
         QT_TRANSLATE_NOOP("NewProbeRunDialog",
                           "Syntactic: the depth of the sentence's dependency tree, in 5 classes")},
        {"BShift", QT_TRANSLATE_NOOP("NewProbeRunDialog",
                                     "Syntactic: whether two adjacent words were swapped (in "
                                     "about a fifth of the sentences)")},
        {"SubjNum", QT_TRANSLATE_NOOP("NewProbeRunDialog",
                                      "Semantic: the number of the main clause's subject")},
        {"ObjNum", QT_TRANSLATE_NOOP("NewProbeRunDialog",
                                     "Semantic: the number of the main clause's direct object")},
        {"VerbGen", QT_TRANSLATE_NOOP("NewProbeRunDialog", "Semantic: the main verb's gender")},
        {"VerbNum", QT_TRANSLATE_NOOP("NewProbeRunDialog", "Semantic: the main verb's number")},
        {"VerbPer", QT_TRANSLATE_NOOP("NewProbeRunDialog", "Semantic: the main verb's person")},
        {"AppendR", QT_TRANSLATE_NOOP("NewProbeRunDialog", "A random phrase appended")},
        {"DropNV", QT_TRANSLATE_NOOP("NewProbeRunDialog", "Every noun and verb dropped")},
        {"DropN", QT_TRANSLATE_NOOP("NewProbeRunDialog", "Every noun dropped")},
        {"DropV", QT_TRANSLATE_NOOP("NewProbeRunDialog", "Every verb dropped")},
        {"DropRN", QT_TRANSLATE_NOOP("NewProbeRunDialog", "One noun, drawn at random, dropped")},
        {"DropRV", QT_TRANSLATE_NOOP("NewProbeRunDialog", "One verb, drawn at random, dropped")},
        {"KeepNV", QT_TRANSLATE_NOOP("NewProbeRunDialog", "Only the nouns and verbs kept")},
        {"KeepN", QT_TRANSLATE_NOOP("NewProbeRunDialog", "Only the nouns kept")},
        {"KeepV", QT_TRANSLATE_NOOP("NewProbeRunDialog", "Only the verbs kept")},
        {"DropF", QT_TRANSLATE_NOOP("NewProbeRunDialog",
                                    "The first word replaced by the model's unknown token")},
        {"DropL", QT_TRANSLATE_NOOP("NewProbeRunDialog",
                                    "The last word replaced by the model's unknown token")},
        {"DropFL",
         QT_TRANSLATE_NOOP("NewProbeRunDialog",
                           "The first and last words replaced by the model's unknown token")},
        {"Shuffle", QT_TRANSLATE_NOOP("NewProbeRunDialog", "The words shuffled")},
    };
    const auto found = kDescriptions.constFind(name);
    return found == kDescriptions.constEnd()
               ? QString()
               : QCoreApplication::translate("NewProbeRunDialog", *found);
}

void fillCheckable(QListWidget* list, const QStringList& names) {
    for (const QString& name : names) {
        auto* item = new QListWidgetItem(name, list);
        item->setToolTip(probingDescription(name));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
}

void checkOnly(QListWidget* list, const QStringList& names) {
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem* item = list->item(i);
        item->setCheckState(names.contains(item->text(), Qt::CaseInsensitive) ? Qt::Checked
                                                                              : Qt::Unchecked);
    }
}

QStringList checked(const QListWidget* list) {
    QStringList out;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked) {
            out << list->item(i)->text();
        }
    }
    return out;
}

}  // namespace

NewProbeRunDialog::NewProbeRunDialog(QWidget* parent)
    : QDialog(parent),
      model_(new QLineEdit(this)),
      files_(new QListWidget(this)),
      format_(new QComboBox(this)),
      tasks_(new QListWidget(this)),
      perturbations_(new QListWidget(this)),
      folds_(new QSpinBox(this)),
      inverseRegularisation_(new widgets::DecimalSpinBox(this)),
      pool_(new QComboBox(this)),
      seed_(new QSpinBox(this)),
      language_(new QLineEdit(this)),
      problem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("New probing run"));
    auto* form = new QFormLayout;

    model_->setPlaceholderText(tr("folder with config.json, weights and tokenizer files"));
    auto* browseModel = new QPushButton(tr("Browse..."), this);
    QHBoxLayout* modelRow = withBrowseButton(model_, browseModel);
    auto* modelLabel = new QLabel(tr("&Model folder:"), this);
    modelLabel->setBuddy(model_);
    form->addRow(modelLabel, modelRow);

    auto* fileRow = new QHBoxLayout;
    auto* fileButtons = new QVBoxLayout;
    auto* addFiles = new QPushButton(tr("Add..."), this);
    auto* removeFiles = new QPushButton(tr("Remove"), this);
    fileButtons->addWidget(addFiles);
    fileButtons->addWidget(removeFiles);
    fileButtons->addStretch(1);
    files_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    files_->setMaximumHeight(90);
    files_->setAccessibleName(tr("Treebank files"));  // a list is not named by its label
    fileRow->addWidget(files_, 1);
    fileRow->addLayout(fileButtons);
    // Tab goes from the list to its buttons, not past Start and Cancel to them.
    QWidget::setTabOrder(files_, addFiles);
    QWidget::setTabOrder(addFiles, removeFiles);
    auto* filesLabel = new QLabel(tr("&Treebank files:"), this);
    filesLabel->setBuddy(files_);
    form->addRow(filesLabel, fileRow);
    format_->addItem(tr("CoNLL-U (Universal Dependencies)"), QStringLiteral("conllu"));
    format_->addItem(tr("SSF (Indian language treebanks)"), QStringLiteral("ssf"));
    form->addRow(tr("&Format:"), format_);

    QStringList taskNames, perturbationNames;
    for (const auto task : data::allProbingTasks()) {
        taskNames << QString::fromLatin1(data::probingTaskName(task));
    }
    for (const auto p : data::allPerturbations()) {
        perturbationNames << QString::fromLatin1(data::perturbationName(p));
    }
    fillCheckable(tasks_, taskNames);
    fillCheckable(perturbations_, perturbationNames);
    auto* lists = new QHBoxLayout;
    lists->addWidget(tasks_);
    lists->addWidget(perturbations_);
    auto* listsLabel = new QLabel(tr("Tas&ks and perturbations:"), this);
    listsLabel->setBuddy(tasks_);
    form->addRow(listsLabel, lists);
    // Lists are not named by a label beside them: a screen reader reads these names.
    tasks_->setAccessibleName(tr("Tasks"));
    perturbations_->setAccessibleName(tr("Perturbations"));
    perturbations_->setToolTip(
        tr("Clean text is always probed; each checked perturbation is "
           "probed too and compared with it (RS per layer)."));

    folds_->setRange(2, 20);
    folds_->setValue(5);
    form->addRow(tr("Cross-validation f&olds:"), folds_);
    inverseRegularisation_->setRange(0.001, 1e6);
    inverseRegularisation_->setDecimals(3);
    inverseRegularisation_->setValue(probe::ProbeExperimentOptions{}.inverseRegularisation);
    inverseRegularisation_->setToolTip(
        tr("Inverse L2 regularisation strength of the logistic-regression probes "
           "(scikit-learn's C); the paper uses 20."));
    form->addRow(tr("Probe regularisation &C:"), inverseRegularisation_);
    pool_->addItem(tr("Mean of its tokens"), QStringLiteral("mean"));
    pool_->addItem(tr("Its first token"), QStringLiteral("first"));
    pool_->addItem(tr("Its last token (GPT-2, BLOOM)"), QStringLiteral("last"));
    pool_->setToolTip(
        tr("How a layer's states of a sentence become the one vector its probe "
           "reads (--pool)"));
    form->addRow(tr("Sentence &representation:"), pool_);
    seed_->setRange(0, 1000000000);
    seed_->setToolTip(tr("The same seed draws the same datasets, folds and control labels again"));
    form->addRow(tr("Random s&eed:"), seed_);
    language_->setPlaceholderText(tr("optional, e.g. mr"));
    form->addRow(tr("&Language code:"), language_);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scrollableForm(form, this));
    problem_->setWordWrap(true);
    problem_->setObjectName(QStringLiteral("problem"));
    problem_->setVisible(false);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start"));

    connect(browseModel, &QPushButton::clicked, this, &NewProbeRunDialog::chooseModel);
    connect(addFiles, &QPushButton::clicked, this, &NewProbeRunDialog::chooseFiles);
    acceptFileDrops(files_, [this](const QStringList& paths) { this->addFiles(paths); });
    connect(removeFiles, &QPushButton::clicked, this, [this] {
        qDeleteAll(files_->selectedItems());
        updateOk();
    });
    connect(model_, &QLineEdit::textChanged, this, &NewProbeRunDialog::updateOk);
    connect(tasks_, &QListWidget::itemChanged, this, &NewProbeRunDialog::updateOk);
    connect(format_, &QComboBox::currentIndexChanged, this, &NewProbeRunDialog::updateOk);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    checkOnly(tasks_, {QStringLiteral("SentLen")});
    updateOk();
}

void NewProbeRunDialog::setModelDir(const QString& dir) {
    model_->setText(dir);
}

void NewProbeRunDialog::setDataFiles(const QStringList& files) {
    // The format is guessed from the first file's name when the list was empty: a format
    // chosen for the files listed stays when more are added or some removed.
    const bool guess = files_->count() == 0;
    files_->clear();
    files_->addItems(files);
    if (guess && !files.isEmpty()) {
        const bool conllu = files.first().endsWith(QLatin1String(".conllu"), Qt::CaseInsensitive);
        format_->setCurrentIndex(conllu ? 0 : 1);
    }
    updateOk();
}

void NewProbeRunDialog::setTasks(const QStringList& tasks) {
    checkOnly(tasks_, tasks);
    updateOk();
}

void NewProbeRunDialog::setPerturbations(const QStringList& perturbations) {
    checkOnly(perturbations_, perturbations);
}

void NewProbeRunDialog::setFolds(int folds) {
    folds_->setValue(folds);
}

bool NewProbeRunDialog::setFormat(const QString& format) {
    const int index = format_->findData(format);
    if (index >= 0) {
        format_->setCurrentIndex(index);
    }
    return index >= 0;
}

bool NewProbeRunDialog::setPool(const QString& pool) {
    const int index = pool_->findData(pool);
    if (index >= 0) {
        pool_->setCurrentIndex(index);
    }
    return index >= 0;
}

void NewProbeRunDialog::setSeed(int seed) {
    seed_->setValue(seed);
}

void NewProbeRunDialog::chooseModel() {
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Model folder"), browseStart(model_->text(), BrowseFor::Model));
    if (!dir.isEmpty()) {
        model_->setText(dir);
    }
}

void NewProbeRunDialog::chooseFiles() {
    addFiles(QFileDialog::getOpenFileNames(this, tr("Treebank files"),
                                           browseStart(QString(), BrowseFor::Data),
                                           tr("Treebanks (*.conllu *.ssf *.txt);;All files (*)")));
}

void NewProbeRunDialog::addFiles(const QStringList& paths) {
    QStringList all;
    for (int i = 0; i < files_->count(); ++i) {
        all << files_->item(i)->text();
    }
    for (const QString& path : paths) {
        if (!all.contains(path)) {
            all << path;
        }
    }
    setDataFiles(all);
}

QString NewProbeRunDialog::problem() const {
    if (QString problem = modelFolderProblem(model_, tr("The model")); !problem.isEmpty()) {
        return problem;
    }
    // Each treebank said before the run starts, not when reading it fails: a file restored
    // from the last session may have gone, and a file named for the other format would be read
    // in the one chosen.
    const QString format = format_->currentData().toString();
    std::vector<std::string> paths;
    for (int i = 0; i < files_->count(); ++i) {
        const QString path = files_->item(i)->text();
        paths.push_back(path.toStdString());
        const QFileInfo info(path);
        const QString shown = QDir::toNativeSeparators(path);
        if (!info.exists()) {
            return tr("The treebank %1 is not there: remove it from the list.").arg(shown);
        }
        if (info.isDir()) {
            return tr("The treebank %1 is a folder: add the files in it.").arg(shown);
        }
        const QString suffix = info.suffix().toLower();
        if ((suffix == QLatin1String("conllu") && format != QLatin1String("conllu")) ||
            (suffix == QLatin1String("ssf") && format != QLatin1String("ssf"))) {
            return tr("The treebank %1 is in %2 by its name, but the format chosen is %3: "
                      "choose its format, or probe it in a run of its own.")
                .arg(shown,
                     suffix == QLatin1String("ssf") ? QStringLiteral("SSF")
                                                    : QStringLiteral("CoNLL-U"),
                     format_->currentText());
        }
    }
    // One file under two names (a link, ./hi.conllu) would put its sentences in the training
    // and the test folds at once, as probe refuses.
    if (const auto twice = repeatedExistingFile(paths)) {
        return tr("%1 and %2 are the same treebank: remove one of them from the list.")
            .arg(QDir::toNativeSeparators(QString::fromStdString(twice->first)),
                 QDir::toNativeSeparators(QString::fromStdString(twice->second)));
    }
    return {};
}

bool NewProbeRunDialog::isComplete() const {
    return !model_->text().trimmed().isEmpty() && files_->count() > 0 &&
           !checked(tasks_).isEmpty() && problem().isEmpty();
}

void NewProbeRunDialog::updateOk() {
    problem_->setText(problem());
    problem_->setVisible(!problem_->text().isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(isComplete());
}

probe::ProbeExperimentOptions NewProbeRunDialog::options() const {
    probe::ProbeExperimentOptions options;
    options.modelDir = model_->text().trimmed().toStdString();
    for (int i = 0; i < files_->count(); ++i) {
        options.dataFiles.push_back(files_->item(i)->text().toStdString());
    }
    options.format = format_->currentData().toString().toStdString();
    for (const QString& name : checked(tasks_)) {
        if (const auto task = data::probingTaskByName(name.toStdString())) {
            options.tasks.push_back(*task);
        }
    }
    for (const QString& name : checked(perturbations_)) {
        if (const auto p = data::perturbationByName(name.toStdString())) {
            options.perturbations.push_back(*p);
        }
    }
    options.folds = std::size_t(folds_->value());
    options.inverseRegularisation = inverseRegularisation_->value();
    options.pool = pool_->currentData().toString().toStdString();
    options.seed = static_cast<std::uint64_t>(seed_->value());
    options.language = language_->text().trimmed().toStdString();
    return options;
}

RememberedFields NewProbeRunDialog::rememberedFields() const {
    return {{QStringLiteral("model"), model_},
            {QStringLiteral("files"), files_},
            {QStringLiteral("format"), format_},
            {QStringLiteral("tasks"), tasks_},
            {QStringLiteral("perturbations"), perturbations_},
            {QStringLiteral("folds"), folds_},
            {QStringLiteral("inverse_regularisation"), inverseRegularisation_},
            {QStringLiteral("pool"), pool_},
            {QStringLiteral("seed"), seed_},
            {QStringLiteral("language"), language_}};
}

void NewProbeRunDialog::restoreLastChoices() {
    restoreFields(QStringLiteral("probe"), rememberedFields());
    updateOk();
}

void NewProbeRunDialog::saveChoices() const {
    saveFields(QStringLiteral("probe"), rememberedFields());
}

}  // namespace akshara::gui
