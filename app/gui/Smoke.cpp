#include "Smoke.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPixmap>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QWidget>
#include <array>
#include <cmath>
#include <vector>

#include "AttackView.h"
#include "JobRunner.h"
#include "MainWindow.h"
#include "MatricesView.h"
#include "NewAttackRunDialog.h"
#include "NewProbeRunDialog.h"
#include "ProbingView.h"
#include "RunBrowserModel.h"
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

// A probing run's summary (SentLen on clean text and under DropF, 12 layers + embeddings) in
// the layout akshara-cli probe writes, with a manifest, so that the view has a run to show.
QString writeSmokeProbeRun(const QString& runsDir) {
    const QString folder = QDir(runsDir).filePath(QStringLiteral("probe-20261129-120000"));
    QDir().mkpath(folder);
    QJsonObject manifest{{QStringLiteral("kind"), QStringLiteral("probe")},
                         {QStringLiteral("model"), QStringLiteral("bert-base-multilingual-cased")},
                         {QStringLiteral("created"), QStringLiteral("2026-11-29T12:00:00Z")}};
    QJsonArray results;
    std::vector<double> clean;
    for (const QString& perturbation : {QStringLiteral("clean"), QStringLiteral("DropF")}) {
        QJsonArray layers;
        for (int l = 0; l < 13; ++l) {
            // Rises to a peak in the middle layers; DropF costs a few points at every layer.
            const double peak = 1.0 - std::abs(l - 6) / 7.0;
            const double accuracy =
                0.42 + 0.33 * peak -
                (perturbation == QLatin1String("DropF") ? 0.02 + 0.004 * l : 0.0);
            const double control = 0.30 + 0.05 * peak;
            QJsonObject layer{{QStringLiteral("layer"), l},
                              {QStringLiteral("accuracy"), accuracy},
                              {QStringLiteral("std"), 0.015 + 0.002 * (l % 3)},
                              {QStringLiteral("control_accuracy"), control},
                              {QStringLiteral("selectivity"), accuracy - control}};
            if (perturbation == QLatin1String("clean")) {
                clean.push_back(accuracy);
            } else {
                layer[QStringLiteral("rs")] =
                    1.0 - (clean[std::size_t(l)] - accuracy) / clean[std::size_t(l)];
            }
            layers.append(layer);
        }
        results.append(QJsonObject{
            {QStringLiteral("task"), QStringLiteral("SentLen")},
            {QStringLiteral("perturbation"), perturbation},
            {QStringLiteral("sentences"), 376},
            {QStringLiteral("classes"),
             QJsonArray{QStringLiteral("0-5"), QStringLiteral("6-8"), QStringLiteral("9-12"),
                        QStringLiteral("13-16"), QStringLiteral("17-25"), QStringLiteral("26+")}},
            {QStringLiteral("majority_baseline"), 0.27},
            {QStringLiteral("layers"), layers}});
    }
    QJsonObject summary{
        {QStringLiteral("model"), QStringLiteral("bert-base-multilingual-cased")},
        {QStringLiteral("model_name"), QStringLiteral("bert-base-multilingual-cased")},
        {QStringLiteral("language"), QStringLiteral("mr")},
        {QStringLiteral("pool"), QStringLiteral("mean")},
        {QStringLiteral("folds"), 5},
        {QStringLiteral("results"), results}};
    QFile m(QDir(folder).filePath(QStringLiteral("manifest.json")));
    QFile s(QDir(folder).filePath(QStringLiteral("summary.json")));
    if (!m.open(QIODevice::WriteOnly) || !s.open(QIODevice::WriteOnly)) {
        return {};
    }
    m.write(QJsonDocument(manifest).toJson());
    s.write(QJsonDocument(summary).toJson());
    return folder;
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

int runSmoke(const QString& outDir, const QStringList& runs) {
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
        QString probeRun;
        for (const QString& run : runs) {
            if (readRunInfo(run).kind == QLatin1String("probe")) {
                probeRun = QDir(run).absolutePath();
            }
        }
        const QString shownRun =
            probeRun.isEmpty() ? writeSmokeProbeRun(window.workspace().runsDir()) : probeRun;
        window.runsModel()->refresh();
        if (shownRun.isEmpty() || !window.openRun(shownRun)) {
            err << "the probing run was not shown\n";
            return 1;
        }
        ok = save(window.probingView(), out.filePath(QStringLiteral("probing.png")), err) && ok;
        for (const QString& run : runs) {
            const QString kind = readRunInfo(run).kind;
            if (kind == QLatin1String("probe")) {
                continue;
            }
            if (!window.openRun(QDir(run).absolutePath())) {
                err << "the run " << run << " was not shown\n";
                return 1;
            }
            if (kind == QLatin1String("attack")) {
                ok = save(window.attackView(), out.filePath(QStringLiteral("attack.png")), err) &&
                     ok;
            } else {
                ok = save(window.asrView(), out.filePath(QStringLiteral("asr.png")), err) && ok;
            }
        }
        ok = save(window.runsDock(), out.filePath(QStringLiteral("runs.png")), err) && ok;
        ok = save(window.jobsDock(), out.filePath(QStringLiteral("jobs.png")), err) && ok;
        NewProbeRunDialog newRun(&window);
        newRun.setPerturbations({QStringLiteral("DropF"), QStringLiteral("Shuffle")});
        newRun.show();
        ok = save(&newRun, out.filePath(QStringLiteral("new-probe-run.png")), err) && ok;
        newRun.hide();
        NewAttackRunDialog newAttack(&window);
        newAttack.setLanguage(QStringLiteral("mr"));
        newAttack.show();
        ok = save(&newAttack, out.filePath(QStringLiteral("new-attack-run.png")), err) && ok;
        newAttack.hide();
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
