#include "DatasetFields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

#include <functional>

#include "data/ClassificationDataset.h"

namespace akshara::gui {

namespace {

// The first of `names` that `columns` has; empty when none.
QString firstOf(const QStringList& columns, std::initializer_list<const char*> names) {
    for (const char* name : names) {
        if (columns.contains(QLatin1String(name))) {
            return QLatin1String(name);
        }
    }
    return {};
}

// Fills `box` with `columns` and shows the name chosen before when the file has it (or when
// nothing could be read: a path being typed), else `wanted`, else `fallback` (typed in when
// the file does not offer it).
void offerColumns(QComboBox* box, const QStringList& columns, const QString& wanted,
                  const QString& fallback) {
    const QString before = box->currentText().trimmed();
    box->clear();
    for (const QString& column : columns) {
        box->addItem(column, column);
    }
    QString shown = before;
    if (!columns.isEmpty() && !columns.contains(before)) {
        shown = wanted.isEmpty() ? fallback : wanted;
    }
    const int index = box->findData(shown);
    if (index >= 0) {
        box->setCurrentIndex(index);
    } else {
        box->setEditText(shown.isEmpty() ? fallback : shown);
    }
}

// The columns of the dataset at `path`, read as the dialogs read it (TSV where its name tells
// no format); none when it cannot be read.
QStringList columnsOf(const QString& path) {
    QStringList columns;
    if (!QFileInfo(path).isFile()) {
        return columns;
    }
    const std::string file = path.toStdString();
    const auto format = data::datasetFormatOfPath(file).value_or(data::DatasetFormat::Tsv);
    for (const std::string& column : data::readDatasetColumns(file, format)) {
        columns << QString::fromStdString(column);
    }
    return columns;
}

// The first of `columns` that holds neither ids nor `labels`: the text where no column has a
// known name of one.
QString firstTextColumn(const QStringList& columns, const QString& labels) {
    for (const QString& column : columns) {
        if (column != labels && column != QLatin1String("id") && column != QLatin1String("idx")) {
            return column;
        }
    }
    return {};
}

}  // namespace

QString columnProblem(const QComboBox* column, const char* fallback) {
    // An emptied field is its default column, which the run reads.
    QString name = column->currentText().trimmed();
    if (name.isEmpty()) {
        name = QLatin1String(fallback);
    }
    if (!column->isEnabled() || column->count() == 0 || column->findText(name) >= 0) {
        return {};
    }
    QStringList columns;
    for (int i = 0; i < column->count(); ++i) {
        columns << column->itemText(i);
    }
    return QCoreApplication::translate("DialogFields",
                                       "The dataset has no column \"%1\": its columns are %2.")
        .arg(name, columns.join(QStringLiteral(", ")));
}

void addDatasetColumns(QFormLayout* form, QLineEdit* data, QCheckBox* pair, QComboBox* text,
                       QComboBox* label) {
    const std::pair<const char*, QComboBox*> rows[] = {
        {QT_TRANSLATE_NOOP("DialogFields", "Te&xt column:"), text},
        {QT_TRANSLATE_NOOP("DialogFields", "Label col&umn:"), label}};
    for (const auto& [title, box] : rows) {
        auto* rowLabel =
            new QLabel(QCoreApplication::translate("DialogFields", title), box->parentWidget());
        rowLabel->setBuddy(box);
        form->addRow(rowLabel, box);
    }
    text->setObjectName(QStringLiteral("textColumn"));
    label->setObjectName(QStringLiteral("labelColumn"));
    for (QComboBox* box : {text, label}) {
        box->setEditable(true);
        box->setInsertPolicy(QComboBox::NoInsert);
    }
    text->setToolTip(QCoreApplication::translate(
        "DialogFields",
        "The column of the sentences; sentence pairs are read from sentence1 and sentence2, or "
        "premise and hypothesis"));
    label->setToolTip(QCoreApplication::translate("DialogFields", "The column of the gold labels"));
    text->setEditText(QStringLiteral("text"));
    label->setEditText(QStringLiteral("label"));
    const auto update = [data, pair, text, label] {
        const QStringList columns = columnsOf(data->text().trimmed());
        const QString gold =
            firstOf(columns, {"label", "labels", "gold_label", "sentiment", "class", "category"});
        offerColumns(label, columns, gold, QStringLiteral("label"));
        QString sentence = firstOf(columns, {"text", "sentence", "review", "content", "tweet"});
        if (sentence.isEmpty()) {
            sentence = firstTextColumn(columns, label->currentText());
        }
        offerColumns(text, columns, sentence, QStringLiteral("text"));
        const bool pairs = (columns.contains(QLatin1String("sentence1")) &&
                            columns.contains(QLatin1String("sentence2"))) ||
                           (columns.contains(QLatin1String("premise")) &&
                            columns.contains(QLatin1String("hypothesis")));
        if (pairs && !columns.contains(QLatin1String("text"))) {
            pair->setChecked(true);
        } else if (!pairs && !columns.isEmpty()) {
            pair->setChecked(false);
        }  // both kinds of columns: as the user has it
    };
    QObject::connect(data, &QLineEdit::textChanged, text, update);
    QObject::connect(pair, &QCheckBox::toggled, text,
                     [text](bool pairs) { text->setEnabled(!pairs); });
    text->setEnabled(!pair->isChecked());
}

void offerTextColumns(QLineEdit* data, QComboBox* column) {
    column->setObjectName(QStringLiteral("column"));
    column->setEditable(true);
    column->setInsertPolicy(QComboBox::NoInsert);
    column->setEditText(QStringLiteral("text"));
    QObject::connect(data, &QLineEdit::textChanged, column, [data, column] {
        const QStringList columns = columnsOf(data->text().trimmed());
        QString wanted = firstOf(
            columns, {"text", "sentence", "review", "content", "tweet", "hypothesis", "sentence2"});
        if (wanted.isEmpty()) {
            wanted = firstTextColumn(columns, firstOf(columns, {"label", "labels", "gold_label",
                                                                "sentiment", "class", "category"}));
        }
        offerColumns(column, columns, wanted, QStringLiteral("text"));
    });
}

namespace {

// What keeps the path in `edit` from being used, `what` naming the field: `missing` where
// nothing is there, else what `check` says of what is (a message with %1 the field and %2
// the path, or nullptr where it serves). Nothing for an empty field.
QString pathProblem(const QLineEdit* edit, const QString& what, const char* missing,
                    const std::function<const char*(const QFileInfo&)>& check) {
    const QString path = edit->text().trimmed();
    if (path.isEmpty()) {
        return {};
    }
    const QFileInfo info(path);
    const char* problem = info.exists() ? check(info) : missing;
    return problem == nullptr ? QString()
                              : QCoreApplication::translate("DialogFields", problem)
                                    .arg(what, QDir::toNativeSeparators(path));
}

}  // namespace

QString modelFolderProblem(const QLineEdit* edit, const QString& what) {
    return pathProblem(
        edit, what,
        QT_TRANSLATE_NOOP("DialogFields", "%1, %2, is not there: choose a model's folder."),
        [](const QFileInfo& info) -> const char* {
            if (!info.isDir()) {
                return QT_TRANSLATE_NOOP(
                    "DialogFields", "%1, %2, is a file: a model is a folder with config.json.");
            }
            if (!QFileInfo(QDir(info.filePath()).filePath(QStringLiteral("config.json")))
                     .isFile()) {
                return QT_TRANSLATE_NOOP(
                    "DialogFields",
                    "%1, %2, has no config.json: choose the folder of a Hugging Face model.");
            }
            return nullptr;
        });
}

QString inputFileProblem(const QLineEdit* edit, const QString& what) {
    return pathProblem(
        edit, what,
        QT_TRANSLATE_NOOP("DialogFields", "%1, %2, is not there: choose an existing file."),
        [](const QFileInfo& info) -> const char* {
            return info.isDir() ? QT_TRANSLATE_NOOP("DialogFields",
                                                    "%1, %2, is a folder: choose a file in it.")
                                : nullptr;
        });
}

QString outputFileProblem(const QLineEdit* edit) {
    const QString path = edit->text().trimmed();
    if (path.isEmpty() || !QFileInfo(path).isDir()) {
        return {};
    }
    return QCoreApplication::translate("DialogFields",
                                       "The file to write, %1, is a folder: name a file in it.")
        .arg(QDir::toNativeSeparators(path));
}

void onDatasetColumnsChanged(QComboBox* text, QComboBox* label, QCheckBox* pair, QObject* context,
                             const std::function<void()>& changed) {
    for (QComboBox* column : {text, label}) {
        QObject::connect(column, &QComboBox::currentTextChanged, context, changed);
    }
    QObject::connect(pair, &QCheckBox::toggled, context, changed);
}

QString firstProblem(std::initializer_list<QString> problems) {
    for (const QString& problem : problems) {
        if (!problem.isEmpty()) {
            return problem;
        }
    }
    return {};
}

}  // namespace akshara::gui
