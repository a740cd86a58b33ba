#include "TrySentenceView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <memory>
#include <mutex>

#include "DialogFields.h"
#include "JobRunner.h"
#include "SettingsDialog.h"
#include "attack/EncoderClassifier.h"
#include "common/Error.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"
#include "perturb/Operator.h"
#include "perturb/OperatorRegistry.h"
#include "text/Utf8.h"
#include "text/WordSegmenter.h"
#include "widgets/ItemCopy.h"
#include "widgets/TextDirectionDelegate.h"

namespace akshara::gui {

namespace {

enum Column { Version, Text, Changes, Prediction, ColumnCount };

// The longest sentence the fields take: a paragraph pasted whole, far past a sentence.
constexpr int kLongestText = 1000000;

// "बहुत → भहुत, अच्छा → अच्झा": the words a version changed, as they were and as they are; when
// its words do not pair up (a word split in two), the whole texts.
QString changedWords(const std::string& original, const std::string& version) {
    const auto before = text::words(text::decodeUtf8(original));
    const auto after = text::words(text::decodeUtf8(version));
    if (before.size() != after.size()) {
        return QStringLiteral("%1 → %2").arg(QString::fromStdString(original),
                                             QString::fromStdString(version));
    }
    QStringList pairs;
    for (std::size_t i = 0; i < before.size(); ++i) {
        if (before[i].text != after[i].text) {
            pairs << QStringLiteral("%1 → %2").arg(
                QString::fromStdString(text::encodeUtf8(before[i].text)),
                QString::fromStdString(text::encodeUtf8(after[i].text)));
        }
    }
    return pairs.join(QStringLiteral(", "));
}

// One line an edit, in order, with its operator and kind in the workbench's language:
// "छ → झ (Phonological: aspirated)", "(nothing) → ा (Phonological: vowel)".
QString editsText(const std::vector<perturb::Edit>& edits) {
    const auto shown = [](const std::u32string& text) {
        const QString utf16 = QString::fromStdString(text::encodeUtf8(text));
        return text.empty()                ? TrySentenceView::tr("(nothing)")
               : utf16.trimmed().isEmpty() ? TrySentenceView::tr("(space)")
                                           : utf16;
    };
    QStringList lines;
    for (const perturb::Edit& edit : edits) {
        QString line = QStringLiteral("%1 → %2").arg(shown(edit.from), shown(edit.to));
        if (!edit.op.empty()) {
            const QString op = operatorName(QString::fromStdString(edit.op));
            // An operator of one kind (delete, ocr) names it as its category: said once.
            line += edit.category.empty() || edit.category == edit.op
                        ? QStringLiteral(" (%1)").arg(op)
                        : QStringLiteral(" (%1: %2)")
                              .arg(op, operatorCategoryName(QString::fromStdString(edit.category)));
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

}  // namespace

// The classifier of the last trial that had one, loaded once: a job holds the lock while it
// loads or uses it, so that a newer trial waits for an older one still running.
// What a trial's job found, for the GUI thread when it ends.
struct TrySentenceView::Pending {
    attack::SentenceTrial trial;
    QStringList labels;
    QString error;
};

struct TrySentenceView::LoadedModel {
    // One trial at a time loads or uses a model: shared by the models kept one after another
    // (releaseModel()), so that a trial waits for one still loading the model let go.
    std::shared_ptr<std::mutex> mutex = std::make_shared<std::mutex>();
    std::string key;  // the folder and the settings it was loaded with
    std::unique_ptr<model::Encoder> encoder;
    std::unique_ptr<model::Tokenizer> tokenizer;
};

void TrySentenceView::releaseModel() {
    auto next = std::make_shared<LoadedModel>();  // the jobs still running keep the one before
    next->mutex = loaded_->mutex;
    loaded_ = std::move(next);
}

bool TrySentenceView::holdsModel() const {
    const std::lock_guard<std::mutex> lock(*loaded_->mutex);
    return loaded_->encoder != nullptr;
}

TrySentenceView::TrySentenceView(JobRunner* runner, QWidget* parent)
    : QWidget(parent),
      runner_(runner),
      loaded_(std::make_shared<LoadedModel>()),
      sentence_(new QLineEdit(this)),
      pairedWith_(new QLineEdit(this)),
      targetSentence_(new QComboBox(this)),
      language_(new QComboBox(this)),
      operator_(new QComboBox(this)),
      words_(new QSpinBox(this)),
      versions_(new QSpinBox(this)),
      seed_(new QSpinBox(this)),
      useEdits_(new QCheckBox(tr("Use &unsaved table edits"), this)),
      model_(new QLineEdit(this)),
      browse_(new QPushButton(tr("&Browse..."), this)),
      tryButton_(new QPushButton(tr("&Perturb"), this)),
      summary_(new QLabel(this)),
      results_(new QTableWidget(this)) {
    // A line edit keeps 32,767 characters unless told otherwise, and would cut a pasted
    // paragraph there without a word.
    for (QLineEdit* edit : {sentence_, pairedWith_}) {
        edit->setMaxLength(kLongestText);
    }
    sentence_->setPlaceholderText(tr("A sentence in the language below"));
    sentence_->setClearButtonEnabled(true);
    pairedWith_->setPlaceholderText(tr("None: a single sentence"));
    pairedWith_->setClearButtonEnabled(true);
    pairedWith_->setToolTip(
        tr("For a sentence pair (natural language inference): the pair's other sentence, "
           "kept as it is. The model reads each version with it."));
    targetSentence_->addItem(tr("the sentence is the premise"), 1);
    targetSentence_->addItem(tr("the sentence is the hypothesis"), 2);
    targetSentence_->setCurrentIndex(1);
    targetSentence_->setToolTip(tr("Which of the pair the sentence perturbed is"));
    targetSentence_->setEnabled(false);
    fillLanguages(language_);
    selectByData(language_, QStringLiteral("hi"));
    fillOperators();
    words_->setRange(1, 10);
    words_->setValue(1);
    words_->setToolTip(tr("Words changed in each version"));
    versions_->setRange(1, 100);
    versions_->setValue(8);
    versions_->setToolTip(tr("Different perturbed versions to make"));
    // As try's --seed: the same versions again, or others.
    seed_->setRange(0, 1000000000);
    seed_->setValue(0);
    seed_->setToolTip(tr("The same seed draws the same versions again; another draws others"));
    useEdits_->setChecked(true);
    useEdits_->setToolTip(
        tr("Tables edited under Script-similarity tables and not yet saved are used as they "
           "stand. Unchecked: the saved tables, as the attack and ASR runs read them."));
    model_->setPlaceholderText(tr("None: only perturb"));
    model_->setClearButtonEnabled(true);
    model_->setToolTip(
        tr("A sequence-classification model folder (config.json, weights, "
           "tokenizer): its prediction for the sentence and each version"));
    tryButton_->setDefault(true);
    fitTextToView(summary_);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    // Tab leaves the table (Qt's default moves from cell to cell, round and round), and a
    // screen reader names it.
    results_->setTabKeyNavigation(false);
    results_->setAccessibleName(tr("Perturbed versions"));
    summary_->setText(
        tr("Type a sentence and press Perturb to see its perturbed versions, and "
           "with a classifier folder the model's prediction for each."));

    results_->setColumnCount(ColumnCount);
    // A version in its own direction: an Urdu sentence from the right. Not the changes,
    // whose arrow points from the old letters to the new in either script.
    results_->setItemDelegateForColumn(Text, new widgets::TextDirectionDelegate(results_));
    results_->setHorizontalHeaderLabels(
        {tr("Version"), tr("Text"), tr("Changed"), tr("Prediction")});
    results_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    results_->setSelectionBehavior(QAbstractItemView::SelectRows);
    widgets::addCopyActions(results_);  // the versions tried, for notes or a paper
    results_->verticalHeader()->hide();
    results_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    results_->horizontalHeader()->setSectionResizeMode(Text, QHeaderView::Stretch);
    results_->setColumnHidden(Prediction, true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Sentence:"), sentence_);
    auto* pairRow = new QHBoxLayout;
    pairRow->addWidget(pairedWith_, 1);
    pairRow->addWidget(targetSentence_);
    form->addRow(tr("Pa&ired with:"), pairRow);
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(pairRow))) {
        label->setBuddy(pairedWith_);
    }
    // Narrow enough for a laptop's screen beside the docks: the boxes shrink to a dozen
    // characters before the window has to grow.
    for (QComboBox* box : {language_, operator_}) {
        fitTextToView(box);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    auto* choices = new QHBoxLayout;
    choices->addWidget(language_, 1);
    auto* operatorLabel = new QLabel(tr("&Operator:"), this);
    operatorLabel->setBuddy(operator_);
    choices->addWidget(operatorLabel);
    choices->addWidget(operator_, 1);
    choices->addStretch();
    form->addRow(tr("&Language:"), choices);
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(choices))) {
        label->setBuddy(language_);
    }
    auto* counts = new QHBoxLayout;
    counts->addWidget(words_);
    auto* versionsLabel = new QLabel(tr("Ve&rsions:"), this);
    versionsLabel->setBuddy(versions_);
    counts->addWidget(versionsLabel);
    counts->addWidget(versions_);
    auto* seedLabel = new QLabel(tr("S&eed:"), this);
    seedLabel->setBuddy(seed_);
    counts->addWidget(seedLabel);
    counts->addWidget(seed_);
    counts->addSpacing(12);
    counts->addWidget(useEdits_);
    counts->addStretch();
    form->addRow(tr("&Words changed:"), counts);
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(counts))) {
        label->setBuddy(words_);
    }
    auto* modelRow = withBrowseButton(model_, browse_);
    modelRow->addWidget(tryButton_);
    form->addRow(tr("&Classifier:"), modelRow);
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(modelRow))) {
        label->setBuddy(model_);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(summary_);
    layout->addWidget(results_, 1);

    connect(language_, &QComboBox::currentIndexChanged, this, &TrySentenceView::fillOperators);
    connect(tryButton_, &QPushButton::clicked, this, &TrySentenceView::tryIt);
    // Return in any of the trial's fields tries the sentence, as the guide says (a default
    // button acts in a dialog only).
    connect(sentence_, &QLineEdit::returnPressed, this, &TrySentenceView::tryIt);
    connect(pairedWith_, &QLineEdit::returnPressed, this, &TrySentenceView::tryIt);
    connect(model_, &QLineEdit::returnPressed, this, &TrySentenceView::tryIt);
    for (QSpinBox* box : {words_, versions_, seed_}) {
        if (auto* edit = box->findChild<QLineEdit*>()) {
            connect(edit, &QLineEdit::returnPressed, this, &TrySentenceView::tryIt);
        }
    }
    connect(pairedWith_, &QLineEdit::textChanged, this, [this](const QString& text) {
        targetSentence_->setEnabled(!text.trimmed().isEmpty());
    });
    connect(runner_, &JobRunner::finished, this, &TrySentenceView::finish);
    connect(browse_, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Classifier folder"),
            model_->text().isEmpty() ? browseFolder_ : model_->text());
        if (!dir.isEmpty()) {
            model_->setText(QDir::toNativeSeparators(dir));
        }
    });
}

TrySentenceView::~TrySentenceView() = default;

void TrySentenceView::fillOperators() {
    gui::fillOperators(operator_, language_->currentData().toString());
}

void TrySentenceView::prefill(const QString& sentence, const QString& language, const QString& op,
                              const QString& modelDir, const QString& pairedWith,
                              int targetSentence) {
    sentence_->setText(sentence);
    pairedWith_->setText(pairedWith);
    selectByData(targetSentence_, QString::number(targetSentence));
    selectByData(language_, language);  // the operators follow
    selectByData(operator_, op);
    model_->setText(QDir::toNativeSeparators(modelDir));
}

RememberedFields TrySentenceView::rememberedFields() const {
    return {{QStringLiteral("sentence"), sentence_},
            {QStringLiteral("pairedWith"), pairedWith_},
            {QStringLiteral("targetSentence"), targetSentence_},
            {QStringLiteral("language"), language_},
            {QStringLiteral("operator"), operator_},
            {QStringLiteral("words"), words_},
            {QStringLiteral("versions"), versions_},
            {QStringLiteral("seed"), seed_},
            {QStringLiteral("useEdits"), useEdits_},
            {QStringLiteral("model"), model_}};
}

void TrySentenceView::restoreLastChoices() {
    restoreFields(QStringLiteral("try"), rememberedFields());
}

int TrySentenceView::tryIt() {
    if (sentence_->text().trimmed().isEmpty()) {
        summary_->setText(tr("Type a sentence first."));
        sentence_->setFocus();
        return 0;
    }
    saveFields(QStringLiteral("try"), rememberedFields());
    attack::TrialOptions options;
    options.op = operator_->currentData().toString().toStdString();
    options.operatorOptions.language = language_->currentData().toString().toStdString();
    options.operatorOptions.tablesDir = QFile::encodeName(tablesDir_).toStdString();
    if (useEdits_->isChecked() && editedTables_) {
        options.operatorOptions.editedTables = editedTables_();
    }
    options.words = std::size_t(words_->value());
    options.variants = std::size_t(versions_->value());
    options.seed = static_cast<std::uint64_t>(seed_->value());
    options.operatorOptions.seed = options.seed;
    if (!pairedWith_->text().trimmed().isEmpty()) {
        options.pairedWith = pairedWith_->text().toStdString();
        options.targetSentence = targetSentence_->currentData().toInt() - 1;
    }
    const std::string sentence = sentence_->text().toStdString();
    const QString modelDir = QDir::fromNativeSeparators(model_->text().trimmed());
    const std::string dir = QFile::encodeName(modelDir).toStdString();
    if (dir.empty()) {
        releaseModel();  // a trial without a classifier keeps none loaded
    }
    const AppSettings settings = AppSettings::load();
    const model::EncoderOptions encoder = encoderOptions(settings);
    // A model trained again into the same folder is loaded again: its files' times are part
    // of what the loaded model is kept for.
    QString stamp;
    const QStringList files =
        modelDir.isEmpty() ? QStringList() : QDir(modelDir).entryList(QDir::Files, QDir::Name);
    for (const QString& file : files) {
        stamp += file + QLatin1Char(' ') +
                 QString::number(
                     QFileInfo(QDir(modelDir).filePath(file)).lastModified().toMSecsSinceEpoch()) +
                 QLatin1Char('\n');
    }
    const std::string key = dir + "\n" + settings.device.toStdString() + "\n" +
                            settings.dtype.toStdString() + "\n" +
                            std::to_string(settings.batchSize) + "\n" + stamp.toStdString();

    auto result = std::make_shared<Pending>();
    const auto work = [result, loaded = loaded_, sentence, options, dir, encoder,
                       key](const jobs::JobContext& job) {
        try {
            if (dir.empty()) {
                job.report("perturbing", 0, 1);
                result->trial = attack::trySentence(sentence, options);
                return;
            }
            const std::lock_guard<std::mutex> lock(*loaded->mutex);
            job.checkCancelled();
            if (loaded->key != key || !loaded->encoder) {
                job.report("loading " + dir, 0, 2);
                loaded->encoder.reset();
                loaded->tokenizer.reset();
                loaded->encoder =
                    std::make_unique<model::Encoder>(model::Encoder::load(dir, encoder));
                loaded->tokenizer = model::Tokenizer::load(dir);
                loaded->key = key;
            }
            job.checkCancelled();
            job.report("perturbing and classifying", 1, 2);
            attack::EncoderClassifier classifier(*loaded->encoder, *loaded->tokenizer);
            result->trial = attack::trySentence(sentence, options, &classifier);
            for (const std::string& label : loaded->encoder->info().labels) {
                result->labels << QString::fromStdString(label);
            }
        } catch (const Cancelled&) {
            throw;
        } catch (const std::exception& error) {
            // Shown under this view's title, not as a failed job.
            result->error = QString::fromStdString(error.what());
        }
    };
    // Only the newest trial is shown: the one before, still running, is dropped.
    if (job_ != 0 && runner_->isRunning(job_)) {
        runner_->supersede(job_);
    }
    const int id = runner_->start(tr("Trying a sentence"), work);
    job_ = id;
    pending_ = std::move(result);
    return id;
}

void TrySentenceView::finish(int id) {
    if (id != job_ || !pending_) {
        return;  // another job of the runner, or a trial a newer one replaced
    }
    const std::shared_ptr<Pending> result = std::move(pending_);
    if (!result->error.isEmpty()) {
        summary_->setText(tr("The sentence could not be tried: %1").arg(result->error));
        Q_EMIT problem(tr("The sentence could not be tried"), result->error);
        return;
    }
    showTrial(std::move(result->trial), result->labels);
    Q_EMIT shown(id);
}

QString TrySentenceView::prediction(const std::vector<double>& probabilities) const {
    if (probabilities.empty()) {
        return {};
    }
    const int best = attack::argmax(probabilities);
    const QString label = best < labels_.size() ? labels_[best] : tr("class %1").arg(best);
    return QStringLiteral("%1 %2").arg(
        label, QLocale().toString(probabilities[std::size_t(best)], 'f', 2));
}

bool TrySentenceView::changesPrediction(std::size_t index) const {
    return index < trial_.variants.size() && !trial_.probabilities.empty() &&
           !trial_.variants[index].probabilities.empty() &&
           attack::argmax(trial_.variants[index].probabilities) !=
               attack::argmax(trial_.probabilities);
}

void TrySentenceView::showTrial(attack::SentenceTrial trial, const QStringList& labels) {
    trial_ = std::move(trial);
    labels_ = labels;
    const bool classified = !trial_.probabilities.empty();
    results_->setColumnHidden(Prediction, !classified);
    results_->setRowCount(0);
    const auto addRow = [this](const QString& version, const std::string& text,
                               const QString& changes, const QString& edits,
                               const QString& prediction, bool changed) {
        const int row = results_->rowCount();
        results_->insertRow(row);
        const QString shown = QString::fromStdString(text);
        QList<QTableWidgetItem*> items{new QTableWidgetItem(version), new QTableWidgetItem(shown),
                                       new QTableWidgetItem(changes),
                                       new QTableWidgetItem(prediction)};
        items[Text]->setToolTip(shown);
        items[Changes]->setToolTip(edits);
        for (int column = 0; column < ColumnCount; ++column) {
            if (changed) {
                QFont bold = items[column]->font();
                bold.setBold(true);
                items[column]->setFont(bold);
                items[column]->setBackground(QColor(220, 60, 60, 60));
            }
            results_->setItem(row, column, items[column]);
        }
        if (changed) {
            items[Prediction]->setToolTip(tr("This version changes the prediction"));
        }
    };
    addRow(tr("original"), trial_.original, QString(), QString(), prediction(trial_.probabilities),
           false);
    int changes = 0;
    for (std::size_t i = 0; i < trial_.variants.size(); ++i) {
        const bool changed = changesPrediction(i);
        changes += changed ? 1 : 0;
        const attack::TrialVariant& variant = trial_.variants[i];
        addRow(QString::number(i + 1), variant.text, changedWords(trial_.original, variant.text),
               editsText(variant.edits), prediction(variant.probabilities), changed);
    }
    results_->resizeColumnToContents(Version);
    results_->resizeColumnToContents(Changes);
    results_->resizeColumnToContents(Prediction);

    QStringList lines;
    const int made = int(trial_.variants.size());
    if (made == 0 && trial_.tooLongWords > 0) {
        lines << tr("The operator has no change to make in this sentence.");
    } else if (made == 0) {
        lines << tr(
            "The operator has no change to make in this sentence: no letters it "
            "changes, or text in another script than the language's.");
    } else if (classified) {
        lines << tr("The model predicts %1 for the sentence; %2 of the %n version(s) change "
                    "the prediction (marked).",
                    nullptr, made)
                     .arg(prediction(trial_.probabilities))
                     .arg(changes);
    } else {
        lines << tr("%n perturbed version(s) of the sentence.", nullptr, made);
    }
    if (trial_.tooLongWords > 0) {
        lines << tr("%n word(s) of it are longer than %1 characters, the longest perturbed, "
                    "and left as they are.",
                    nullptr, int(trial_.tooLongWords))
                     .arg(perturb::kLongestWord);
    }
    if (trial_.cutTo > 0) {
        lines << (trial_.pairedWith.empty()
                      ? tr("The sentence is longer than the model's %1 tokens: the model "
                           "reads it cut to that length, and a change past the cut changes "
                           "nothing it reads.")
                      : tr("The sentence and the other sentence of the pair are together longer "
                           "than the model's %1 tokens: the model reads them cut to that "
                           "length, the longer one first, and a change past the cut changes "
                           "nothing it reads."))
                     .arg(trial_.cutTo);
    }
    if (!trial_.pairedWith.empty() && classified) {
        lines << (trial_.targetSentence == 0
                      ? tr("The model read each with the hypothesis \u201C%1\u201D.")
                      : tr("The model read each with the premise \u201C%1\u201D."))
                     .arg(QString::fromStdString(trial_.pairedWith));
    }
    if (made > 0 && trial_.missing > 0) {
        lines << tr(
            "Only %n different version(s) could be made; the operator has no more "
            "changes to give this sentence.",
            nullptr, made);
    }
    if (made > 0 && trial_.changeableWords < trial_.words) {
        lines << tr("The operator can change %n word(s) of this sentence, so each version "
                    "changes those, not %1.",
                    nullptr, int(trial_.changeableWords))
                     .arg(trial_.words);
    }
    for (const std::string& table : trial_.replacedTables) {
        lines << tr("The letters come from the workspace's table %1, not the built-in one.")
                     .arg(QString::fromStdString(table));
    }
    for (const std::string& table : trial_.editedTables) {
        lines << tr("The letters come from the unsaved edits of table %1; the runs use the "
                    "table as saved.")
                     .arg(QString::fromStdString(table));
    }
    summary_->setText(lines.join(QLatin1Char(' ')));
}

}  // namespace akshara::gui
