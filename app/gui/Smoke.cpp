#include "Smoke.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QPixmap>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QWidget>
#include <array>

#include "JobRunner.h"
#include "MainWindow.h"
#include "MatricesView.h"
#include "SettingsDialog.h"
#include "eval/Predictions.h"
#include "widgets/ConfusionTableEditor.h"
#include "widgets/FontCheck.h"

namespace akshara::gui {

namespace {

// Two models' NLI predictions on the same twelve examples (labels of XNLI).
void writeSmokePredictions(const QString& first, const QString& second) {
    const std::array<const char*, 3> labels{"entailment", "neutral", "contradiction"};
    // Predicted label index per example for each model; gold is i % 3.
    const std::array<int, 12> predA{0, 1, 2, 0, 2, 2, 0, 1, 1, 1, 1, 2};
    const std::array<int, 12> predB{0, 1, 2, 1, 2, 0, 0, 0, 1, 0, 1, 2};
    eval::PredictionSet a{first.toStdString(), {}};
    eval::PredictionSet b{second.toStdString(), {}};
    for (std::size_t i = 0; i < predA.size(); ++i) {
        const std::string id = "xnli-" + std::to_string(1000 + i);
        a.predictions.push_back({id, labels[i % 3], labels[std::size_t(predA[i])], {}});
        b.predictions.push_back({id, labels[i % 3], labels[std::size_t(predB[i])], {}});
    }
    eval::writePredictions(a.source, a);
    eval::writePredictions(b.source, b);
}

bool save(QWidget* widget, const QString& path, QTextStream& err) {
    QApplication::processEvents();
    if (!widget->grab().save(path, "PNG")) {
        err << "cannot write " << path << "\n";
        return false;
    }
    return true;
}

}  // namespace

int runSmoke(const QString& outDir) {
    QTextStream err(stderr);
    if (!QDir().mkpath(outDir)) {
        err << "cannot create " << outDir << "\n";
        return 1;
    }
    QTemporaryDir temp;
    if (!temp.isValid()) {
        err << "cannot create a temporary folder\n";
        return 1;
    }
    const QDir out(outDir);
    try {
        MainWindow window;
        if (!window.openWorkspace(temp.path())) {
            err << "cannot create the workspace in " << temp.path() << "\n";
            return 1;
        }
        window.showNotice(widgets::missingFontsMessage(widgets::checkScriptFonts()));
        window.show();
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        const auto tables = editor->tables();
        for (std::size_t i = 0; i < tables.size(); ++i) {
            if (tables[i].name == "deva-phonological") {
                editor->setCurrentTableIndex(int(i));
            }
        }
        editor->previewWord(QStringLiteral("भारत"));
        bool ok = save(&window, out.filePath(QStringLiteral("main-window.png")), err);
        ok = save(window.tablesEditor(), out.filePath(QStringLiteral("tables.png")), err) && ok;

        const QDir data(window.workspace().dataDir());
        const QString first = data.filePath(QStringLiteral("model-a.jsonl"));
        const QString second = data.filePath(QStringLiteral("model-b.jsonl"));
        writeSmokePredictions(first, second);
        window.openPredictions({first, second});
        window.jobRunner()->waitForDone();
        QApplication::processEvents();
        QApplication::processEvents();
        MatricesView* matrices = window.matricesView();
        if (matrices->confusionView()->data().values.empty()) {
            err << "the predictions were not shown\n";
            return 1;
        }
        matrices->showCell(0, 1, 2);
        ok = save(matrices, out.filePath(QStringLiteral("confusion.png")), err) && ok;
        matrices->tabs()->setCurrentIndex(1);
        matrices->showCell(1, 0, 1);
        ok = save(matrices, out.filePath(QStringLiteral("consistency.png")), err) && ok;
        ok = save(window.runsDock(), out.filePath(QStringLiteral("runs.png")), err) && ok;
        ok = save(window.jobsDock(), out.filePath(QStringLiteral("jobs.png")), err) && ok;
        SettingsDialog settings(AppSettings::load(), &window);
        settings.show();
        ok = save(&settings, out.filePath(QStringLiteral("settings.png")), err) && ok;
        return ok ? 0 : 1;
    } catch (const std::exception& error) {
        err << error.what() << "\n";
        return 1;
    }
}

}  // namespace akshara::gui
