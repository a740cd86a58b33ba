#include "MainWindow.h"

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QStatusBar>
#include <memory>
#include <vector>

#include "JobRunner.h"
#include "MatricesView.h"
#include "ModelsPanel.h"
#include "RunOpener.h"
#include "RunsPanel.h"
#include "TrySentenceView.h"

namespace akshara::gui {

int MainWindow::startDemoWorkspace(demo::DemoWorkspaceOptions options) {
    if (!requireWorkspace()) {
        return 0;
    }
    options.root = workspace_.root().toStdString();
    auto report = std::make_shared<demo::DemoWorkspaceReport>();
    const int id = runner_->start(tr("Building the demo workspace"),
                                  [options, report](const jobs::JobContext& context) {
                                      *report = demo::buildDemoWorkspace(options, context);
                                  });
    const QString root = workspace_.root();
    const QString first = QString::fromStdString(options.languages.front());
    const int requests = opener_->requests();
    runner_->whenFinished(id, [this, root, first, report, requests] {
        runsPanel_->refresh();
        modelsPanel_->refresh();
        if (!workspace_.isAt(root)) {
            statusBar()->showMessage(tr("The demo workspace %1 is ready; open it to see its runs.")
                                         .arg(QDir::toNativeSeparators(root)),
                                     30000);
            return;  // another workspace is open now: its views stay its own
        }
        const QDir dir(root);
        const QString predictions = dir.filePath(QStringLiteral("data/predictions/"));
        openPredictions({predictions + first + QStringLiteral("-sentiment.jsonl"),
                         predictions + first + QStringLiteral("-sentiment-ortho.jsonl")});
        // The transfer table in its tab, behind the consistency of the clean and perturbed
        // predictions.
        if (!report->transfer.empty()) {
            std::vector<TransferFile> files;
            for (const demo::DemoTransferFile& file : report->transfer) {
                files.push_back({QString::fromStdString(file.train),
                                 QString::fromStdString(file.eval),
                                 QString::fromStdString(file.path)});
            }
            openTransfer(files, false);
        }
        // One request, so that none supersedes the others; the attacks come to the front. Not
        // over runs the user opened while it was built (akshara --open-run on a first start).
        if (opener_->requests() == requests) {
            opener_->open({dir.filePath(QStringLiteral("runs/probe-demo-%1").arg(first)),
                           dir.filePath(QStringLiteral("runs/asr-demo-%1").arg(first)),
                           dir.filePath(QStringLiteral("runs/attack-demo-%1-phono").arg(first))});
        }
        // Try a sentence gets a test sentence of the demo and its classifier, unless it holds a
        // sentence of the user's: Perturb is all a demonstration needs.
        if (try_->sentence()->text().trimmed().isEmpty()) {
            QFile test(dir.filePath(QStringLiteral("data/demo/%1-sentiment-test.tsv").arg(first)));
            if (test.open(QIODevice::ReadOnly)) {
                test.readLine();  // the header
                const QString sentence =
                    QString::fromUtf8(test.readLine()).section(QLatin1Char('\t'), 0, 0).trimmed();
                if (!sentence.isEmpty()) {
                    try_->prefill(
                        sentence, first, QStringLiteral("phono"),
                        dir.filePath(QStringLiteral("models/demo-%1-sentiment").arg(first)));
                }
            }
        }
        statusBar()->showMessage(
            tr("The demo workspace is ready: its runs are in Runs, its matrices in Matrices."),
            15000);
    });
    return id;
}

}  // namespace akshara::gui
