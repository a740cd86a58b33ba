// The Models dock's list of a workspace's models/: models trained on files of one name told
// apart, and the filter field that finds models among many.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTableView>
#include <QtTest>

#include "ModelsPanel.h"
#include "TestSupport.h"

using namespace akshara;

namespace {

// Writes a model trained on `data` from `source` into models/`name`, as a training records it.
void writeTrainedModel(const QString& models, const QString& name, const QString& data,
                       const QString& source) {
    QVERIFY(test::writeBytes(models + "/" + name + "/config.json", R"({"model_type": "bert"})"));
    QVERIFY(test::writeBytes(models + "/" + name + "/training.json",
                             QJsonDocument(QJsonObject{{"dev_accuracy", 0.75},
                                                       {"source", source},
                                                       {"data", QJsonObject{{"file", data}}}})
                                 .toJson()));
}

}  // namespace

class ModelsListTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Models trained on files of one name in different folders (each language's
    // sentiment.tsv) are told apart in the Data column by the folders that differ, and models
    // fine-tuned from folders of one name in the Start column; a name of its own, or one file
    // shared by two models, shows alone.
    void foldersOfOneNameAreToldApart() {
        const QString root = test::tempPath("training/data-names");
        QDir(root).removeRecursively();
        const QString models = root + "/models";
        writeTrainedModel(models, "a-hi", "/corpora/2024/hi/sentiment.tsv", "/hf/google/muril");
        writeTrainedModel(models, "b-hi-again", "/corpora/2024/hi/sentiment.tsv",
                          "/hf/local/muril");
        writeTrainedModel(models, "c-pl", "/corpora/2024/pl/sentiment.tsv", "scratch-tiny");
        writeTrainedModel(models, "d-bn", "/corpora/2025/bn/sentiment.tsv", "/hf/xlm-roberta-base");
        writeTrainedModel(models, "e-nli", "/corpora/2024/hi/nli.tsv", "scratch-small");
        writeTrainedModel(models, "f-old-hi", "/corpora/2023/hi/sentiment.tsv", "/hf/google/muril");

        gui::ModelsPanel panel;
        panel.setModelsDir(models);
        const gui::ModelBrowserModel* listed = panel.model();
        QCOMPARE(listed->rowCount(), 6);
        QStringList shown;
        for (int row = 0; row < listed->rowCount(); ++row) {
            shown << listed->index(row, gui::ModelBrowserModel::Data).data().toString();
        }
        const auto native = [](const char* path) {
            return QDir::toNativeSeparators(QString::fromUtf8(path));
        };
        QCOMPARE(shown,
                 (QStringList{native("2024/hi/sentiment.tsv"), native("2024/hi/sentiment.tsv"),
                              native("pl/sentiment.tsv"), native("bn/sentiment.tsv"),
                              QStringLiteral("nli.tsv"), native("2023/hi/sentiment.tsv")}));
        QCOMPARE(listed->index(2, gui::ModelBrowserModel::Data).data(Qt::ToolTipRole).toString(),
                 native("/corpora/2024/pl/sentiment.tsv"));
        // So are the folders fine-tuned: two copies of muril in different places.
        QStringList starts;
        for (int row = 0; row < listed->rowCount(); ++row) {
            starts << listed->index(row, gui::ModelBrowserModel::Start).data().toString();
        }
        QCOMPARE(starts, (QStringList{"fine-tuned from " + native("google/muril"),
                                      "fine-tuned from " + native("local/muril"), "new, tiny",
                                      "fine-tuned from xlm-roberta-base", "new, small",
                                      "fine-tuned from " + native("google/muril")}));
    }

    // Among many models, those of a language or a starting point are found by typing words of
    // them, in what the list shows or the data's and start's paths; the others are hidden and
    // not selected. A workspace opened while the words hide all its models fits the columns
    // to them once they show.
    void theFilterShowsTheModelsWithEachWordTyped() {
        const QString models = test::tempPath("training/filtered") + "/models";
        QDir(models).removeRecursively();
        writeTrainedModel(models, "sentiment-hi", "/corpora/hi/reviews.tsv", "/hf/google/muril");
        writeTrainedModel(models, "sentiment-pl", "/corpora/pl/polemo.tsv", "/hf/allegro/herbert");
        writeTrainedModel(models, "nli-hi", "/corpora/hi/xnli.tsv", "/hf/xlm-roberta-base");
        writeTrainedModel(models, "tiny-bn", "/corpora/bn/reviews.tsv", "scratch-tiny");
        gui::ModelsPanel panel;
        panel.setFilter(QStringLiteral("bengali-only"));
        panel.setModelsDir(models);
        QTableView* view = panel.view();
        QCOMPARE(view->model()->rowCount(), 0);
        panel.setFilter(QString());
        QCOMPARE(view->model()->rowCount(), 4);
        const int needed = view->fontMetrics().horizontalAdvance(QStringLiteral("sentiment-hi"));
        QVERIFY2(view->columnWidth(gui::ModelBrowserModel::Name) >= needed,
                 qPrintable(QString::number(view->columnWidth(gui::ModelBrowserModel::Name))));

        view->selectAll();
        panel.setFilter(QStringLiteral("HI muril"));
        QCOMPARE(view->model()->rowCount(), 1);
        QCOMPARE(panel.modelAt(0), models + "/sentiment-hi");
        QCOMPARE(view->selectionModel()->selectedRows().size(), 1);  // the hidden, deselected
        panel.setFilter(QStringLiteral("reviews"));  // the data file's name, in the list
        QCOMPARE(view->model()->rowCount(), 2);
        panel.setFilter(QStringLiteral("corpora/pl"));  // of its path only
        QCOMPARE(view->model()->rowCount(), 1);
        QCOMPARE(panel.modelAt(0), models + "/sentiment-pl");
        // A model added by the command line that the words fit shows; one they do not, not.
        writeTrainedModel(models, "sentiment-pl-2", "/corpora/pl/polemo.tsv", "scratch-small");
        writeTrainedModel(models, "sentiment-mr", "/corpora/mr/reviews.tsv", "scratch-small");
        panel.refresh();
        QCOMPARE(view->model()->rowCount(), 2);
        QCOMPARE(panel.modelAt(1), models + "/sentiment-pl-2");
    }
};

QTEST_MAIN(ModelsListTest)
#include "tst_gui_models.moc"
