#include "DialogFields.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTemporaryFile>

#include <algorithm>

#include "DroppedPaths.h"
#include "FigureSizeDialog.h"
#include "attrib/WordImportance.h"
#include "common/Strings.h"
#include "data/ClassificationDataset.h"
#include "perturb/OperatorRegistry.h"
#include "text/Language.h"
#include "widgets/TranslatedNames.h"

namespace akshara::gui {

namespace {

// The key a list entry is remembered by: its data, else its text.
QString entryKey(const QListWidgetItem* item) {
    const QVariant data = item->data(Qt::UserRole);
    return data.isValid() ? data.toString() : item->text();
}

// A list of entries with check boxes (an entry's flags allow one by default: its check state
// tells).
bool isCheckable(const QListWidget* list) {
    return list->count() > 0 && list->item(0)->data(Qt::CheckStateRole).isValid();
}

}  // namespace

void restoreFields(const QString& group, const RememberedFields& fields) {
    QSettings settings;
    settings.beginGroup(QStringLiteral("dialogs/") + group);
    for (const auto& [key, field] : fields) {
        if (!settings.contains(key)) {
            continue;
        }
        const QVariant value = settings.value(key);
        if (auto* edit = qobject_cast<QLineEdit*>(field)) {
            edit->setText(value.toString());
        } else if (auto* box = qobject_cast<QComboBox*>(field)) {
            // As saveFields() keeps it: an editable box's text, another's entry data.
            const QString wanted = value.toString();
            int offered = -1;
            for (int i = 0; i < box->count() && offered < 0; ++i) {
                const QString key =
                    box->isEditable() ? box->itemText(i) : box->itemData(i).toString();
                if (key == wanted) {
                    offered = i;
                }
            }
            if (offered >= 0) {
                box->setCurrentIndex(offered);
            } else if (box->isEditable() && !wanted.isEmpty()) {
                box->setEditText(wanted);  // a name typed in
            }
        } else if (auto* spin = qobject_cast<QSpinBox*>(field)) {
            spin->setValue(value.toInt());
        } else if (auto* spin = qobject_cast<QDoubleSpinBox*>(field)) {
            spin->setValue(value.toDouble());
        } else if (auto* check = qobject_cast<QCheckBox*>(field)) {
            check->setChecked(value.toBool());
        } else if (auto* list = qobject_cast<QListWidget*>(field)) {
            const QStringList keys = value.toStringList();
            if (isCheckable(list)) {
                for (int i = 0; i < list->count(); ++i) {
                    QListWidgetItem* item = list->item(i);
                    item->setCheckState(keys.contains(entryKey(item)) ? Qt::Checked
                                                                      : Qt::Unchecked);
                }
            } else {
                list->clear();
                list->addItems(keys);
            }
        }
    }
}

void saveFields(const QString& group, const RememberedFields& fields) {
    QSettings settings;
    settings.beginGroup(QStringLiteral("dialogs/") + group);
    for (const auto& [key, field] : fields) {
        if (auto* edit = qobject_cast<QLineEdit*>(field)) {
            settings.setValue(key, edit->text());
        } else if (auto* box = qobject_cast<QComboBox*>(field)) {
            settings.setValue(key, box->isEditable() ? box->currentText().trimmed()
                                                     : box->currentData().toString());
        } else if (auto* spin = qobject_cast<QSpinBox*>(field)) {
            settings.setValue(key, spin->value());
        } else if (auto* spin = qobject_cast<QDoubleSpinBox*>(field)) {
            settings.setValue(key, spin->value());
        } else if (auto* check = qobject_cast<QCheckBox*>(field)) {
            settings.setValue(key, check->isChecked());
        } else if (auto* list = qobject_cast<QListWidget*>(field)) {
            QStringList keys;
            const bool checkable = isCheckable(list);
            for (int i = 0; i < list->count(); ++i) {
                if (!checkable || list->item(i)->checkState() == Qt::Checked) {
                    keys << (checkable ? entryKey(list->item(i)) : list->item(i)->text());
                }
            }
            settings.setValue(key, keys);
        }
    }
}

void fitTextToView(QLabel* label) {
    label->setWordWrap(true);
    label->setSizePolicy(QSizePolicy::Ignored, label->sizePolicy().verticalPolicy());
}

void fitTextToView(QComboBox* box) {
    // As wide as the names of the run shown now, not of the first one.
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    box->setMaximumWidth(box->fontMetrics().averageCharWidth() * 40);
}

namespace {

QString& browseWorkspace() {
    static QString root;
    return root;
}

}  // namespace

void setBrowseWorkspace(const QString& root) {
    browseWorkspace() = root;
}

QString browseStart(const QString& field, BrowseFor what) {
    if (!field.trimmed().isEmpty()) {
        return field.trimmed();
    }
    const QString& root = browseWorkspace();
    if (root.isEmpty()) {
        return {};
    }
    const QString folder = QDir(root).filePath(what == BrowseFor::Model ? QStringLiteral("models")
                                                                        : QStringLiteral("data"));
    return QFileInfo(folder).isDir() ? folder : root;
}

QHBoxLayout* withBrowseButton(QLineEdit* edit, QPushButton* browse) {
    // Wide enough for its hint, or for the path it holds, so that neither is cut off
    // mid-word; a long path within reason. The hint also stays as the tooltip, for when a
    // path hides it.
    const QFontMetrics metrics(edit->font());
    const QString shown = edit->text().isEmpty() ? edit->placeholderText() : edit->text();
    const int wanted = metrics.horizontalAdvance(shown) + 3 * metrics.averageCharWidth();
    edit->setMinimumWidth(
        std::max(edit->minimumWidth(), std::min(wanted, 60 * metrics.averageCharWidth())));
    if (edit->toolTip().isEmpty()) {
        edit->setToolTip(edit->placeholderText());
    }
    acceptPathDrops(edit);  // a file or folder dropped from a file manager
    auto* row = new QHBoxLayout;
    row->addWidget(edit, 1);
    row->addWidget(browse);
    // Tab goes from the field to its button, not past the dialog's Start and Cancel to it.
    if (edit->window() == browse->window()) {
        QWidget::setTabOrder(edit, browse);
    }
    return row;
}

QString nameWithKey(const QString& name, const QString& key) {
    return QStringLiteral("%1 (%2)").arg(name, key);
}

QString operatorName(const QString& key) {
    // Descriptive names for the first paper's operators, the second paper's names for its own.
    return widgets::translatedName(
        "DialogFields", key,
        {{"phono", QT_TRANSLATE_NOOP("DialogFields", "Phonological")},
         {"ortho", QT_TRANSLATE_NOOP("DialogFields", "Orthographic (visual)")},
         {"random", QT_TRANSLATE_NOOP("DialogFields", "Random letter")},
         {"key", QT_TRANSLATE_NOOP("DialogFields", "Keyboard errors")},
         {"ocr", QT_TRANSLATE_NOOP("DialogFields", "OCR errors")},
         {"insert", QT_TRANSLATE_NOOP("DialogFields", "Character insertion")},
         {"delete", QT_TRANSLATE_NOOP("DialogFields", "Character deletion")},
         {"substitute", QT_TRANSLATE_NOOP("DialogFields", "Character substitution")},
         {"swap", QT_TRANSLATE_NOOP("DialogFields", "Character swapping")},
         {"diacritic", QT_TRANSLATE_NOOP("DialogFields", "Diacritical errors")},
         {"split", QT_TRANSLATE_NOOP("DialogFields", "Random spacing")},
         {"ortho-rule", QT_TRANSLATE_NOOP("DialogFields", "Orthographic errors (spelling)")},
         {"relation", QT_TRANSLATE_NOOP("DialogFields", "Word relations")}},
        key);
}

QString operatorDescription(const QString& key, const QString& fallback) {
    return widgets::translatedName(
        "DialogFields", key,
        {{"phono", QT_TRANSLATE_NOOP("DialogFields",
                                     "phonological: short/long vowel, aspirated/unaspirated or "
                                     "voiced/voiceless homorganic consonant, sibilant")},
         {"ortho", QT_TRANSLATE_NOOP("DialogFields",
                                     "orthographic: a look-alike letter, or the two consonants "
                                     "of a conjunct swapped")},
         {"random", QT_TRANSLATE_NOOP("DialogFields",
                                      "baseline: a letter replaced by a random letter of the "
                                      "same class")},
         {"key", QT_TRANSLATE_NOOP("DialogFields",
                                   "keyboard slip: a neighbouring key, or AltGr (Polish) or "
                                   "Shift (InScript) missed")},
         {"ocr", QT_TRANSLATE_NOOP("DialogFields", "optical character recognition confusion")},
         {"insert", QT_TRANSLATE_NOOP("DialogFields", "a random letter inserted")},
         {"delete",
          QT_TRANSLATE_NOOP("DialogFields", "a letter (an akshara in Indic scripts) deleted")},
         {"substitute", QT_TRANSLATE_NOOP("DialogFields",
                                          "a letter (an akshara in Indic scripts) replaced by a "
                                          "random letter")},
         {"swap", QT_TRANSLATE_NOOP("DialogFields", "two adjacent letters (aksharas) exchanged")},
         {"diacritic", QT_TRANSLATE_NOOP("DialogFields",
                                         "a diacritic lost (Polish accents; Indic nukta, "
                                         "anusvara, candrabindu)")},
         {"split", QT_TRANSLATE_NOOP("DialogFields", "a space inserted inside the word")},
         {"ortho-rule", QT_TRANSLATE_NOOP("DialogFields",
                                          "a spelling confusion of the language (rz/ż, ch/h, "
                                          "ó/u, ...)")},
         {"relation", QT_TRANSLATE_NOOP("DialogFields",
                                        "the word replaced by a related word from a relation "
                                        "file")}},
        fallback);
}

QString operatorCategoryName(const QString& key) {
    return widgets::translatedName(
        "DialogFields", key,
        {{"vowel", QT_TRANSLATE_NOOP("DialogFields", "vowel")},
         {"consonant", QT_TRANSLATE_NOOP("DialogFields", "consonant")},
         {"aspirated", QT_TRANSLATE_NOOP("DialogFields", "aspirated")},
         {"voiced", QT_TRANSLATE_NOOP("DialogFields", "voiced")},
         {"sibilant", QT_TRANSLATE_NOOP("DialogFields", "sibilant")},
         {"look-alike", QT_TRANSLATE_NOOP("DialogFields", "look-alike")},
         {"conjunct-swap", QT_TRANSLATE_NOOP("DialogFields", "conjunct swap")},
         {"neighbour", QT_TRANSLATE_NOOP("DialogFields", "neighbouring key")},
         {"altgr", QT_TRANSLATE_NOOP("DialogFields", "AltGr missed")},
         {"shift", QT_TRANSLATE_NOOP("DialogFields", "Shift missed")},
         {"same-sound", QT_TRANSLATE_NOOP("DialogFields", "same sound")},
         {"nasal", QT_TRANSLATE_NOOP("DialogFields", "nasal")},
         {"soft", QT_TRANSLATE_NOOP("DialogFields", "soft consonant")},
         {"devoicing", QT_TRANSLATE_NOOP("DialogFields", "devoicing")},
         {"diacritic-loss", QT_TRANSLATE_NOOP("DialogFields", "diacritic lost")}},
        key);
}

QString importanceMethodName(const QString& key) {
    return widgets::translatedName(
        "DialogFields", key,
        {{"loo", QT_TRANSLATE_NOOP("DialogFields", "Leave-one-out")},
         {"random", QT_TRANSLATE_NOOP("DialogFields", "Random order")},
         {"gradient", QT_TRANSLATE_NOOP("DialogFields", "Vanilla gradient")},
         {"grad-x-input", QT_TRANSLATE_NOOP("DialogFields", "Gradient × input")},
         {"ig", QT_TRANSLATE_NOOP("DialogFields", "Integrated gradients")},
         {"shap", QT_TRANSLATE_NOOP("DialogFields", "Kernel SHAP")},
         {"partition-shap", QT_TRANSLATE_NOOP("DialogFields", "Partition SHAP")},
         {"lime", QT_TRANSLATE_NOOP("DialogFields", "LIME")},
         {"rollout", QT_TRANSLATE_NOOP("DialogFields", "Attention rollout")},
         {"smoothgrad", QT_TRANSLATE_NOOP("DialogFields", "SmoothGrad")},
         {"grad-rollout", QT_TRANSLATE_NOOP("DialogFields", "Gradient-weighted rollout")}},
        key);
}

void fillImportanceMethods(QComboBox* box, std::initializer_list<const char*> keys) {
    for (const char* key : keys) {
        const QString code = QString::fromLatin1(key);
        box->addItem(nameWithKey(importanceMethodName(code), code), code);
    }
}

void fillLanguages(QComboBox* box) {
    for (const auto& language : text::languages()) {
        const QString code = QString::fromStdString(language.code);
        box->addItem(nameWithKey(languageName(code), code), code);
    }
}

void setUpImportanceFeatures(QComboBox* method, QComboBox* features) {
    features->setObjectName(QStringLiteral("importanceFeatures"));
    features->addItem(
        QCoreApplication::translate("DialogFields", "Subword tokens, a word's mean (tokens)"),
        QStringLiteral("tokens"));
    features->addItem(QCoreApplication::translate("DialogFields", "Whole words (words)"),
                      QStringLiteral("words"));
    features->setToolTip(QCoreApplication::translate(
        "DialogFields",
        "What SHAP and LIME mask: each subword token alone, a word scored by the mean of its "
        "tokens as in the second paper, or each word whole"));
    const auto update = [method, features] {
        const QString key = method->currentData().toString();
        features->setEnabled(!key.isEmpty() &&
                             attrib::masksFeatures(attrib::parseMethod(key.toStdString())));
    };
    QObject::connect(method, &QComboBox::currentIndexChanged, features, update);
    update();
}

void appendEncoderArguments(const model::EncoderOptions& encoder, std::vector<std::string>& args) {
    if (encoder.device != model::DeviceChoice::Auto) {
        args.insert(args.end(),
                    {"--device", encoder.device == model::DeviceChoice::Cuda ? "cuda" : "cpu"});
    }
    if (encoder.dtype != model::ComputeType::Float32) {
        args.insert(args.end(), {"--dtype", model::computeTypeName(encoder.dtype)});
    }
    if (encoder.batchSize > 0) {
        args.insert(args.end(), {"--batch-size", std::to_string(encoder.batchSize)});
    }
    if (encoder.cpuThreads > 0) {
        args.insert(args.end(), {"--threads", std::to_string(encoder.cpuThreads)});
    }
}

void appendTablesArgument(const std::vector<std::string>& operators,
                          const perturb::OperatorOptions& options, std::vector<std::string>& args) {
    for (const std::string& op : operators) {
        if (!perturb::replacedTables(op, options).empty()) {
            args.insert(args.end(), {"--tables", options.tablesDir});
            return;
        }
    }
}

bool selectByData(QComboBox* box, const QString& value) {
    const int index = box->findData(value);
    if (index >= 0) {
        box->setCurrentIndex(index);
    }
    return index >= 0;
}

namespace {

// Why `path` could not be written, its suffix being right: what the system says of writing
// there, found leaving the file as it was (or absent, when it was).
QString writeProblem(const QString& path) {
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo target(path);
    // Through a link, the file it names is written, beside itself.
    const QString folder =
        QFileInfo(target.isSymLink() && target.exists() ? target.canonicalFilePath()
                                                        : target.absoluteFilePath())
            .absolutePath();
    QString reason;
    if (target.isDir()) {
        reason = QCoreApplication::translate("DialogFields", "it is a folder");
    } else if (QFileInfo(folder).isDir() && (!target.exists() || target.isFile())) {
        // A file is written beside its target first and then renamed into place (a device or
        // a pipe is written in place): the folder must take a new file, even where the file
        // itself could be written.
        QTemporaryFile trial(QDir(folder).filePath(QStringLiteral(".akshara-write-XXXXXX")));
        if (!trial.open()) {
            reason = QCoreApplication::translate("DialogFields", "no file can be made in %1 (%2)")
                         .arg(QDir::toNativeSeparators(folder), trial.errorString());
        }
    }
    if (reason.isEmpty() && !target.isDir()) {
        QFile file(path);
        const bool existed = file.exists();
        const qint64 size = existed ? file.size() : 0;
        if (!file.open(QIODevice::WriteOnly | QIODevice::Append)) {
            reason = file.errorString();
        } else {
            const QByteArray block(64 * 1024, '\0');
            if (file.write(block) != block.size() || !file.flush()) {
                reason = file.errorString();
            }
            if (existed) {
                file.resize(size);
            }
            file.close();
            if (!existed) {
                file.remove();
            }
        }
    }
    return reason.isEmpty()
               ? QCoreApplication::translate("DialogFields", "Cannot write %1.").arg(shown)
               : QCoreApplication::translate("DialogFields", "Cannot write %1: %2.")
                     .arg(shown, reason);
}

// Whether the file's suffix is one of `suffixes`, in any case.
bool endsInOneOf(const QString& path, std::initializer_list<const char*> suffixes) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    return std::any_of(suffixes.begin(), suffixes.end(),
                       [&](const char* allowed) { return suffix == QLatin1String(allowed); });
}

// The names figures and tables are exported to.
bool isFigureName(const QString& path) {
    return endsInOneOf(path, {"png", "svg", "pdf"});
}

bool isTableName(const QString& path) {
    return endsInOneOf(path, {"tex", "csv"});
}

// `badName` when the file is not named as its export, else why it could not be written.
QString exportProblem(const QString& path, bool wellNamed, const QString& badName) {
    return wellNamed ? writeProblem(path) : badName.arg(QDir::toNativeSeparators(path));
}

// Asks where to export (`title`, `filter`) and writes with `write`; when it cannot, tells the
// user under `failure` what `problem` says of the file.
void exportInteractively(QWidget* parent, const QString& startDir, const QString& title,
                         const QString& filter, const QString& failure,
                         QString (*problem)(const QString& path),
                         const std::function<bool(const QString& path)>& write) {
    QString chosenFilter;
    const QString typed =
        QFileDialog::getSaveFileName(parent, title, startDir, filter, &chosenFilter);
    const QString path = withChosenSuffix(typed, chosenFilter);
    if (path.isEmpty()) {
        return;
    }
    // The dialog asked before replacing the name typed; the name the chosen type's suffix
    // made is asked of here.
    if (path != typed && QFileInfo::exists(path) &&
        !confirmReplacing(parent, title,
                          QCoreApplication::translate("DialogFields", "%1 is there already.")
                              .arg(QDir::toNativeSeparators(path)),
                          QCoreApplication::translate("DialogFields", "The export replaces it."))) {
        return;
    }
    if (!write(path)) {
        QMessageBox::warning(parent, failure, problem(path));
    }
}

}  // namespace

QString withChosenSuffix(const QString& path, const QString& selectedFilter) {
    if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty()) {
        return path;
    }
    static const QRegularExpression pattern(QStringLiteral("\\*\\.([A-Za-z0-9]+)"));
    const QRegularExpressionMatch match = pattern.match(selectedFilter);
    return match.hasMatch() ? path + QLatin1Char('.') + match.captured(1) : path;
}

QString figureExportProblem(const QString& path) {
    return exportProblem(
        path, isFigureName(path),
        QCoreApplication::translate("DialogFields",
                                    "Cannot write %1 (the name must end in .png, .svg or .pdf)."));
}

QString tableExportProblem(const QString& path) {
    return exportProblem(
        path, isTableName(path),
        QCoreApplication::translate("DialogFields",
                                    "Cannot write %1 (the name must end in .tex or .csv)."));
}

void exportFigureInteractively(QWidget* parent, const QString& startDir,
                               const std::function<bool(const QString& path)>& write) {
    exportInteractively(
        parent, startDir, QCoreApplication::translate("DialogFields", "Export figure"),
        QCoreApplication::translate("DialogFields",
                                    "PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"),
        QCoreApplication::translate("DialogFields", "The figure could not be exported"),
        figureExportProblem, write);
}

void exportTableInteractively(QWidget* parent, const QString& startDir,
                              const std::function<bool(const QString& path)>& write) {
    exportInteractively(
        parent, startDir, QCoreApplication::translate("DialogFields", "Export table"),
        QCoreApplication::translate("DialogFields",
                                    "LaTeX table (*.tex);;CSV table for a spreadsheet (*.csv)"),
        QCoreApplication::translate("DialogFields", "The table could not be exported"),
        tableExportProblem, write);
}

void exportSizedFigureInteractively(
    QWidget* parent, const QString& startDir,
    const std::function<bool(const QString& path, const widgets::FigureSize& size)>& write) {
    exportFigureInteractively(parent, startDir, [&](const QString& path) {
        // A name no figure is written to is said at once, not after its size was chosen.
        if (!isFigureName(path)) {
            return false;
        }
        FigureSizeDialog dialog(loadFigureSize(), parent);
        dialog.setForImage(
            QFileInfo(path).suffix().compare(QLatin1String("png"), Qt::CaseInsensitive) == 0);
        if (dialog.exec() != QDialog::Accepted) {
            return true;  // the user changed their mind: nothing to report
        }
        saveFigureSize(dialog.figureSize());
        QApplication::setOverrideCursor(Qt::WaitCursor);  // a large PNG takes seconds
        const bool written = write(path, dialog.figureSize());
        QApplication::restoreOverrideCursor();
        return written;
    });
}

void fillOperators(QComboBox* box, const QString& language) {
    const QString current = box->currentData().toString();
    const std::string code = language.toStdString();
    // Refilled without a word: the operator that passed through while the list was emptied
    // and filled would have reset its sub-category. The change, if any, is told once.
    const int before = box->currentIndex();
    QSignalBlocker quiet(box);
    box->clear();
    for (const auto& info : perturb::operatorInfos()) {
        if (info.name == "relation" ||
            std::find(info.languages.begin(), info.languages.end(), code) == info.languages.end()) {
            continue;
        }
        const QString key = QString::fromStdString(info.name);
        box->addItem(nameWithKey(operatorName(key), key), key);
        box->setItemData(box->count() - 1,
                         operatorDescription(key, QString::fromStdString(info.description)),
                         Qt::ToolTipRole);
    }
    if (!selectByData(box, current)) {
        box->setCurrentIndex(0);
    }
    quiet.unblock();
    if (box->currentData().toString() != current || box->currentIndex() != before) {
        Q_EMIT box->currentIndexChanged(box->currentIndex());
    }
}

void fillCategories(QComboBox* box, const QString& op, const QString& language) {
    const QString current = box->currentData().toString();
    box->clear();
    box->addItem(QCoreApplication::translate("DialogFields", "all"), QString());
    if (const auto* info = perturb::findOperatorInfo(op.toStdString())) {
        for (const auto& category : info->categoriesIn(language.toStdString())) {
            // The first entry is every category already (phono's own "all" would be a second
            // "all" that starts another run: without the breakdown by category).
            if (category != "all") {
                const QString key = QString::fromStdString(category);
                box->addItem(nameWithKey(operatorCategoryName(key), key), key);
            }
        }
    }
    if (!selectByData(box, current)) {
        box->setCurrentIndex(0);
    }
    box->setEnabled(box->count() > 1);
}

void setUpLabelSet(QComboBox* labels) {
    labels->setObjectName(QStringLiteral("labelSet"));
    labels->setEditable(true);
    labels->setInsertPolicy(QComboBox::NoInsert);
    labels->addItem(QString());
    labels->addItem(QStringLiteral("nli"));
    labels->setItemData(
        1, QCoreApplication::translate("DialogFields", "entailment, neutral, contradiction"),
        Qt::ToolTipRole);
    labels->lineEdit()->setPlaceholderText(
        QCoreApplication::translate("DialogFields", "the names in the file"));
    labels->setToolTip(QCoreApplication::translate(
        "DialogFields",
        "The data's label names in class-index order, for labels written as integers: nli "
        "(entailment, neutral, contradiction) or names separated by commas. Labels are "
        "matched to the classifier's by name; a classifier without label names takes these."));
}

std::vector<std::string> labelSetNames(const QComboBox* labels) {
    const QString text = labels->currentText().trimmed();
    if (text.isEmpty()) {
        return {};
    }
    if (const auto named = data::labelSetByName(text.toStdString())) {
        return *named;
    }
    data::LabelListProblem problem;
    return data::parseLabelList(text.toStdString(), problem);
}

QString labelSetProblem(const QComboBox* labels) {
    const QString text = labels->currentText().trimmed();
    if (text.isEmpty() || data::labelSetByName(text.toStdString())) {
        return {};
    }
    data::LabelListProblem problem;
    data::parseLabelList(text.toStdString(), problem);
    switch (problem.kind) {
        case data::LabelListProblem::Kind::None:
        case data::LabelListProblem::Kind::Empty:
            return {};
        case data::LabelListProblem::Kind::EmptyName:
            return QCoreApplication::translate(
                "DialogFields", "A label name is empty: separate the names with single commas.");
        case data::LabelListProblem::Kind::Twice:
            if (problem.first == problem.name) {
                return QCoreApplication::translate("DialogFields",
                                                   "The label name \"%1\" is given twice.")
                    .arg(QString::fromStdString(problem.name));
            }
            return QCoreApplication::translate(
                       "DialogFields",
                       "The label name \"%1\" is given twice, as \"%2\" first: a label in "
                       "another case is the same label.")
                .arg(QString::fromStdString(problem.name), QString::fromStdString(problem.first));
    }
    return {};
}

std::string columnName(const QComboBox* box, const char* fallback) {
    const QString name = box->currentText().trimmed();
    return name.isEmpty() ? std::string(fallback) : name.toStdString();
}

void appendColumnArguments(const data::ClassificationOptions& data, const std::string& dataFile,
                           std::vector<std::string>& args) {
    if (!data::datasetFormatOfPath(dataFile)) {
        args.insert(args.end(), {"--format", data::datasetFormatName(data.format)});
    }
    const data::ClassificationOptions defaults;
    if (!data.sentencePair && data.textColumn != defaults.textColumn) {
        args.insert(args.end(), {"--text-column", data.textColumn});
    }
    if (data.labelColumn != defaults.labelColumn) {
        args.insert(args.end(), {"--label-column", data.labelColumn});
    }
    if (!data.labelNames.empty()) {
        args.insert(args.end(), {"--labels", data.labelNames == data::nliLabels()
                                                 ? std::string("nli")
                                                 : joined(data.labelNames, ",")});
    }
}

bool confirmReplacing(QWidget* parent, const QString& title, const QString& text,
                      const QString& note) {
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::Cancel,
                    parent);
    box.setInformativeText(note);
    box.button(QMessageBox::Yes)->setText(QCoreApplication::translate("DialogFields", "Replace"));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes;
}

bool confirmMoveToTrash(QWidget* parent, const QString& title, const QString& question,
                        const QStringList& folders, const QString& note) {
    QMessageBox box(QMessageBox::Question, title, question, QMessageBox::Yes | QMessageBox::Cancel,
                    parent);
    QStringList names;
    for (const QString& folder : folders.mid(0, 10)) {
        names << QFileInfo(folder).fileName();
    }
    if (folders.size() > 10) {
        names << QStringLiteral("...");
    }
    box.setInformativeText(names.join(QLatin1Char('\n')) + QStringLiteral("\n\n") + note);
    box.button(QMessageBox::Yes)
        ->setText(QCoreApplication::translate("DialogFields", "Move to the trash"));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes;
}

}  // namespace akshara::gui
