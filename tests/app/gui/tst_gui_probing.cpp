#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QtTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "DialogFields.h"
#include "FigureSizeDialog.h"
#include "JobRunner.h"
#include "MainWindow.h"
#include "NewProbeRunDialog.h"
#include "ProbeSummary.h"
#include "ProbingView.h"
#include "RunBrowserModel.h"
#include "RunController.h"
#include "RunOpener.h"
#include "SettingsDialog.h"
#include "TestSupport.h"
#include "common/Error.h"
#include "widgets/LayerAccuracyPlot.h"

using namespace akshara;

// Probing runs started and shown from the workbench: a real run of the BERT fixture on
// Marathi UD sentences through the dialog's options, the job runner and the Probing view.
class ProbingTest : public QObject {
    Q_OBJECT

    static QJsonObject readJson(const QString& path) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            return {};
        }
        return QJsonDocument::fromJson(file.readAll()).object();
    }

    static QStringList items(const QComboBox* box) {
        QStringList out;
        for (int i = 0; i < box->count(); ++i) {
            out << box->itemText(i);
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void runsASmallProbeAndShowsIt() {
        if (test::sharedDir().isEmpty()) {
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        }
        const QString model = test::sharedDir() + "/fixtures/hf-parity/bert-cased";
        const QString data = test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu";
        const int layers = readJson(model + "/config.json")["num_hidden_layers"].toInt() + 1;
        QVERIFY(layers > 1);

        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace")));
        gui::NewProbeRunDialog dialog(&window);
        dialog.setModelDir(model);
        dialog.setDataFiles({data});
        dialog.setTasks({QStringLiteral("SentLen")});
        dialog.setPerturbations({QStringLiteral("DropF")});
        dialog.setFolds(3);
        QVERIFY(dialog.isComplete());

        QSignalSpy done(window.runController(), &gui::RunController::runFinished);
        QSignalSpy stopped(window.runController(), &gui::RunController::runStopped);
        QSignalSpy progress(window.jobRunner(), &gui::JobRunner::progressed);
        QSignalSpy opened(window.runOpener(), &gui::RunOpener::shown);
        const int id = window.startProbeRun(dialog.options());
        QVERIFY(id > 0);
        QVERIFY(window.jobRunner()->isRunning(id));
        QVERIFY(done.wait(300000));
        QCOMPARE(stopped.count(), 0);
        QVERIFY(progress.count() > 0);
        const QString folder = done.first().at(1).toString();
        // The finished run opens as it is read.
        QVERIFY(opened.count() > 0 || opened.wait(60000));

        // The run folder: complete, named probe-<stamp>, no partial folder left beside it.
        QVERIFY(QDir(folder).dirName().startsWith(QStringLiteral("probe-")));
        const QJsonObject manifest = readJson(folder + "/manifest.json");
        QCOMPARE(manifest["kind"].toString(), QStringLiteral("probe"));
        QCOMPARE(manifest["model"].toString(), model);
        const QJsonObject summary = readJson(folder + "/summary.json");
        QCOMPARE(summary["folds"].toInt(), 3);
        QCOMPARE(summary["results"].toArray().size(), 2);
        const QStringList entries =
            QDir(window.workspace().runsDir())
                .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        QCOMPARE(entries, QStringList{QDir(folder).dirName()});
        // The hidden states are cached in the settings' cache folder, shared by runs.
        const QDir cache(gui::AppSettings::load().cacheDir + "/hidden-states");
        QVERIFY2(cache.exists() && !cache.isEmpty(), qPrintable(cache.path()));
        QCOMPARE(window.runsModel()->rowCount(), 1);
        QCOMPARE(window.runsModel()->run(0).kind, QStringLiteral("probe"));

        // The run is open in the Probing view.
        gui::ProbingView* view = window.probingView();
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget*>(view));
        QCOMPARE(items(view->taskBox()), QStringList{QStringLiteral("SentLen")});
        QCOMPARE(items(view->perturbationBox()),
                 (QStringList{QStringLiteral("clean"), QStringLiteral("DropF")}));
        QCOMPARE(view->perturbationBox()->currentText(), QStringLiteral("DropF"));
        // The title names the run by its folder's name, the whole path in its tooltip.
        bool titled = false;
        for (const QLabel* label : view->findChildren<QLabel*>()) {
            if (label->text().startsWith(QStringLiteral("Probing run "))) {
                titled = true;
                QVERIFY2(label->text().startsWith("Probing run " + QDir(folder).dirName() + ":"),
                         qPrintable(label->text()));
                QCOMPARE(label->toolTip(), QDir::toNativeSeparators(folder));
            }
        }
        QVERIFY(titled);
        const auto& plotted = view->plot()->data().series;
        QCOMPARE(plotted.size(), std::size_t(2));
        QCOMPARE(plotted[0].label, QStringLiteral("clean"));
        QCOMPARE(int(plotted[0].accuracy.size()), layers);
        QCOMPARE(int(plotted[0].controlAccuracy.size()), layers);
        QCOMPARE(int(plotted[1].similarity.size()), layers);  // RS per layer of DropF
        const double firstAccuracy = summary["results"]
                                         .toArray()[0]
                                         .toObject()["layers"]
                                         .toArray()[0]
                                         .toObject()["accuracy"]
                                         .toDouble();
        QCOMPARE(plotted[0].accuracy[0], firstAccuracy);
        bool drawn = false;
        for (const auto& curve : view->plot()->curves()) {
            if (curve.name == QLatin1String("clean")) {
                QCOMPARE(int(curve.keys.size()), layers);
                drawn = true;
            }
        }
        QVERIFY(drawn);
        QVERIFY(view->details()->text().contains(QStringLiteral("majority baseline")));
        // Control and selectivity do nothing in the RS view: disabled there.
        QVERIFY(view->controlBox()->isEnabled());
        view->plot()->setView(widgets::LayerAccuracyPlot::View::Similarity);
        QVERIFY(!view->controlBox()->isEnabled());
        QVERIFY(!view->selectivityBox()->isEnabled());
        view->plot()->setView(widgets::LayerAccuracyPlot::View::Accuracy);
        QVERIFY(view->selectivityBox()->isEnabled());

        // Only the clean text: one curve.
        QVERIFY(view->setPerturbation(QStringLiteral("clean")));
        QCOMPARE(view->plot()->data().series.size(), std::size_t(1));

        // A damaged cache file is rebuilt by the next run, and the user is told so.
        QDirIterator shards(cache.path(), {QStringLiteral("shard-*.h5")}, QDir::Files,
                            QDirIterator::Subdirectories);
        QVERIFY(shards.hasNext());
        const QString shard = shards.next();
        QFile damaged(shard);
        QVERIFY(damaged.open(QIODevice::ReadWrite));
        QVERIFY(damaged.resize(damaged.size() / 2));
        damaged.close();
        QSignalSpy logged(window.runController(), &gui::RunController::runLogged);
        done.clear();
        QVERIFY(window.startProbeRun(dialog.options()) > 0);
        QVERIFY(done.wait(300000));
        QStringList lines;
        for (const auto& arguments : logged) {
            lines << arguments.at(0).toString();
        }
        QVERIFY2(lines.join('\n').contains(QStringLiteral("damaged cache file")),
                 qPrintable(lines.join('\n')));
        QVERIFY2(window.notice().contains(
                     QStringLiteral(": 1 damaged hidden-state cache file(s) rebuilt in ")),
                 qPrintable(window.notice()));
    }

    // A run that finishes after another workspace was opened stays in its own: it was opened
    // in the new workspace's views, under the new workspace's title.
    void aRunFinishedAfterASwitchStaysInItsWorkspace() {
        if (test::sharedDir().isEmpty()) {
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        }
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-left")));
        probe::ProbeExperimentOptions options;
        options.modelDir = (test::sharedDir() + "/fixtures/hf-parity/bert-cased").toStdString();
        options.dataFiles = {
            (test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu").toStdString()};
        options.tasks = {data::ProbingTask::SentLen};
        options.folds = 2;
        QSignalSpy done(window.runController(), &gui::RunController::runFinished);
        QSignalSpy opened(window.runOpener(), &gui::RunOpener::shown);
        QVERIFY(window.startProbeRun(options) > 0);
        QVERIFY(window.openWorkspace(test::tempPath("workspace-next")));
        QVERIFY(done.wait(300000));
        QVERIFY(!opened.wait(2000));
        QVERIFY(window.views()->currentWidget() != window.probingView());
        QVERIFY2(window.statusBar()->currentMessage().contains(
                     QStringLiteral("finished in the workspace it was started in")),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    void aFailedRunLeavesNothingInRuns() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-failed")));
        QSignalSpy stopped(window.runController(), &gui::RunController::runStopped);
        QSignalSpy failed(window.jobRunner(), &gui::JobRunner::failed);
        probe::ProbeExperimentOptions options;
        options.modelDir = test::tempPath("no-such-model").toStdString();
        options.dataFiles = {test::tempPath("no-such-treebank.conllu").toStdString()};
        options.tasks = {data::ProbingTask::SentLen};
        QVERIFY(window.startProbeRun(options) > 0);
        QVERIFY(stopped.wait(60000));
        QCOMPARE(failed.count(), 1);
        const QString message = stopped.first().at(1).toString();
        QVERIFY2(message.contains(QStringLiteral("no-such-treebank")), qPrintable(message));
        QVERIFY(QDir(window.workspace().runsDir())
                    .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)
                    .isEmpty());
        window.runsModel()->refresh();
        QCOMPARE(window.runsModel()->rowCount(), 0);
    }

    void aCancelledRunLeavesNothingInRuns() {
        if (test::sharedDir().isEmpty()) {
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        }
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-cancelled")));
        QSignalSpy stopped(window.runController(), &gui::RunController::runStopped);
        QSignalSpy cancelled(window.jobRunner(), &gui::JobRunner::cancelled);
        probe::ProbeExperimentOptions options;
        options.modelDir = (test::sharedDir() + "/fixtures/hf-parity/bert-cased").toStdString();
        options.dataFiles = {
            (test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-train.conllu").toStdString()};
        options.tasks = {data::ProbingTask::SentLen, data::ProbingTask::TreeDepth};
        options.perturbations = {data::Perturbation::Shuffle};
        const int id = window.startProbeRun(options);
        window.jobRunner()->cancel(id);  // from the Jobs panel's Cancel button
        QVERIFY(stopped.wait(60000));
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(stopped.first().at(1).toString().isEmpty());
        QVERIFY(QDir(window.workspace().runsDir())
                    .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)
                    .isEmpty());
    }

    // The size of exported figures: the publication default until the user chooses one, then
    // the last one chosen.
    void figureSizeIsChosenAndRemembered() {
        QSettings().remove(QStringLiteral("export"));
        const widgets::FigureSize initial = gui::loadFigureSize();
        QCOMPARE(initial.widthInches, 3.5);
        QCOMPARE(initial.heightInches, 2.6);
        QCOMPARE(initial.dpi, 300);
        gui::FigureSizeDialog dialog(initial);
        const auto boxes = dialog.findChildren<QDoubleSpinBox*>();
        QCOMPARE(boxes.size(), 2);
        QCOMPARE(boxes[0]->value(), 3.5);
        QCOMPARE(boxes[1]->value(), 2.6);
        boxes[0]->setValue(7.0);
        boxes[1]->setValue(4.5);
        dialog.findChild<QSpinBox*>()->setValue(600);
        gui::saveFigureSize(dialog.figureSize());
        const widgets::FigureSize chosen = gui::loadFigureSize();
        QCOMPARE(chosen.widthInches, 7.0);
        QCOMPARE(chosen.heightInches, 4.5);
        QCOMPARE(chosen.dpi, 600);
        gui::FigureSizeDialog next(gui::loadFigureSize());
        QCOMPARE(next.findChildren<QDoubleSpinBox*>()[0]->value(), 7.0);
        // A settings file edited by hand: what is no number is the default, not a limit (NaN
        // passed the clamp and showed as 20 inches); a number out of range, the nearest limit.
        QSettings().setValue(QStringLiteral("export/figureWidthInches"), QStringLiteral("nan"));
        QSettings().setValue(QStringLiteral("export/figureHeightInches"), QStringLiteral("abc"));
        QSettings().setValue(QStringLiteral("export/figureDpi"), 5000);
        const widgets::FigureSize edited = gui::loadFigureSize();
        QCOMPARE(edited.widthInches, 3.5);
        QCOMPARE(edited.heightInches, 2.6);
        QCOMPARE(edited.dpi, 1200);
        QSettings().setValue(QStringLiteral("export/figureWidthInches"), 40.0);
        QCOMPARE(gui::loadFigureSize().widthInches, 20.0);
        QSettings().remove(QStringLiteral("export"));
    }

    // A value typed outside a field's range is refused with its range, not quietly replaced by
    // the one before (OK gave 300 dpi for a typed 50); a PNG too large to draw is refused,
    // while an SVG of the same size, which has no pixels, is written.
    void aFigureSizeOutOfRangeIsRefused() {
        QString said;
        const auto pressOk = [&said](QDialog& dialog) {
            said.clear();
            QTimer::singleShot(0, [&said] {
                if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                    said = box->text();
                    box->button(QMessageBox::Ok)->click();
                }
            });
            dialog.accept();
        };
        gui::FigureSizeDialog dialog(widgets::FigureSize{});
        auto* dpi = dialog.findChild<QSpinBox*>();
        dpi->findChild<QLineEdit*>()->selectAll();
        QTest::keyClicks(dpi->findChild<QLineEdit*>(), QStringLiteral("50"));
        pressOk(dialog);
        QCOMPARE(said, QStringLiteral("The resolution must be from 72 to 1200 dpi."));
        QCOMPARE(dialog.result(), int(QDialog::Rejected));

        dpi->setValue(1200);
        const auto boxes = dialog.findChildren<QDoubleSpinBox*>();
        boxes[0]->findChild<QLineEdit*>()->selectAll();
        QTest::keyClicks(boxes[0]->findChild<QLineEdit*>(), QLocale().toString(0.5, 'f', 1));
        pressOk(dialog);
        QCOMPARE(said, QStringLiteral("The width must be from %1 to %2 inches.")
                           .arg(QLocale().toString(1.0, 'f', 2), QLocale().toString(20.0, 'f', 2)));

        boxes[0]->setValue(20.0);
        boxes[1]->setValue(20.0);
        pressOk(dialog);
        const QString side = QLocale().toString(24000);
        QVERIFY2(said.startsWith("At this size and resolution the image would be " + side + " x " +
                                 side + " pixels"),
                 qPrintable(said));
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        dialog.setForImage(false);
        pressOk(dialog);
        QCOMPARE(said, QString());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    // A figure that cannot be written says why: the name's suffix only when the suffix is
    // wrong, else what the system says (a full disk, a missing folder).
    void aFigureThatCannotBeWrittenSaysWhy() {
        const QString folder = test::tempPath("figures");
        QVERIFY(QDir().mkpath(folder));
        QCOMPARE(
            gui::figureExportProblem(folder + "/layers.txt"),
            "Cannot write " + folder + "/layers.txt (the name must end in .png, .svg or .pdf).");
        // A device like /dev/full takes no byte: a disk that is full. Made here, so that an
        // export that replaced it would take nothing from the system.
        const QString full = folder + "/layers.png";
        if (::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)) != 0) {
            QSKIP("this system does not let the test make a device like /dev/full");
        }
        widgets::LayerAccuracyPlot plot;
        widgets::LayerAccuracyData data;
        data.title = QStringLiteral("SentLen");
        widgets::LayerSeries series;
        series.label = QStringLiteral("clean");
        series.accuracy = {0.41, 0.71, 0.70};
        data.series.push_back(series);
        plot.setData(data);
        QVERIFY(!plot.exportTo(full));
        struct stat info {};
        QVERIFY(::lstat(QFile::encodeName(full).constData(), &info) == 0 && S_ISCHR(info.st_mode));
        QCOMPARE(gui::figureExportProblem(full),
                 "Cannot write " + full + ": No space left on device.");
        const QString missing = folder + "/no-such-folder/layers.svg";
        QVERIFY2(gui::figureExportProblem(missing).startsWith("Cannot write " + missing + ": "),
                 qPrintable(gui::figureExportProblem(missing)));
        QVERIFY(!QFile::exists(missing));
        // A folder that can be written: nothing is left behind by the question.
        QVERIFY(!gui::figureExportProblem(folder + "/fine.png").contains(": "));
        QVERIFY(!QFile::exists(folder + "/fine.png"));
    }

    // A name typed without a suffix in the save dialog takes the file type chosen there (in
    // any language of the dialog); a suffix typed is kept.
    void aNameWithoutSuffixTakesTheChosenType() {
        QCOMPARE(gui::withChosenSuffix("/tmp/layers", "SVG drawing (*.svg)"), "/tmp/layers.svg");
        QCOMPARE(gui::withChosenSuffix("/tmp/layers", "PDF दस्तावेज़ (*.pdf)"), "/tmp/layers.pdf");
        QCOMPARE(gui::withChosenSuffix("/tmp/layers.png", "SVG drawing (*.svg)"),
                 "/tmp/layers.png");
        QCOMPARE(gui::withChosenSuffix("/tmp/table", "LaTeX table (*.tex)"), "/tmp/table.tex");
        QCOMPARE(gui::withChosenSuffix("/tmp/layers", QString()), "/tmp/layers");
        QCOMPARE(gui::withChosenSuffix(QString(), "PNG image (*.png)"), QString());
    }

    // A file the chosen type's suffix names is not replaced unasked: the save dialog asked
    // of the name typed ("table"), and table.csv was replaced without a word.
    void aFileTheSuffixNamesIsNotReplacedUnasked() {
        const QString folder = test::tempPath("export-replace");
        QVERIFY(QDir().mkpath(folder));
        const QString existing = folder + "/table.csv";
        QVERIFY(test::writeBytes(existing, "mine\n"));
        QWidget parent;
        QStringList written;
        QString asked;
        const auto exportAnswering = [&](QMessageBox::StandardButton answer) {
            asked.clear();
            // The save dialog, then the question when one comes (each in its own modal loop).
            QTimer::singleShot(0, [&] {
                auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
                QVERIFY(dialog != nullptr);
                dialog->selectNameFilter(QStringLiteral("CSV table for a spreadsheet (*.csv)"));
                dialog->selectFile(folder + "/table");
                static_cast<QDialog*>(dialog)->accept();  // as Save would
            });
            auto* poll = new QTimer(&parent);
            int tries = 0;
            QObject::connect(poll, &QTimer::timeout, [&, poll, answer] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (box != nullptr) {
                    asked = box->text();
                    box->button(answer)->click();
                }
                if (box != nullptr || ++tries > 100) {
                    poll->stop();
                }
            });
            poll->start(10);
            gui::exportTableInteractively(&parent, folder, [&](const QString& path) {
                written << path;
                return true;
            });
            poll->stop();
        };
        exportAnswering(QMessageBox::Cancel);
        QVERIFY2(asked.contains(QDir::toNativeSeparators(existing) + " is there already"),
                 qPrintable(asked));
        QVERIFY(written.isEmpty());
        exportAnswering(QMessageBox::Yes);
        QCOMPARE(written, QStringList{existing});
    }

    // A name that no figure is written to (x.jpg) is refused as soon as it is chosen: the size
    // of the figure was asked for first, and only then was the name found wrong.
    void aWrongSuffixIsSaidBeforeTheSizeIsAskedFor() {
        const QString folder = test::tempPath("export-suffix");
        QVERIFY(QDir().mkpath(folder));
        QWidget parent;
        QStringList seen;
        QTimer::singleShot(0, [&] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog != nullptr);
            dialog->selectFile(folder + "/layers.jpg");
            static_cast<QDialog*>(dialog)->accept();
        });
        auto* poll = new QTimer(&parent);
        QObject::connect(poll, &QTimer::timeout, [&] {
            QWidget* modal = QApplication::activeModalWidget();
            if (auto* box = qobject_cast<QMessageBox*>(modal)) {
                seen << box->text();
                box->close();
            } else if (auto* size = qobject_cast<gui::FigureSizeDialog*>(modal)) {
                seen << QStringLiteral("size asked");
                size->reject();
            }
        });
        poll->start(10);
        bool written = false;
        gui::exportSizedFigureInteractively(&parent, folder,
                                            [&](const QString&, const widgets::FigureSize&) {
                                                written = true;
                                                return true;
                                            });
        poll->stop();
        QVERIFY(!written);
        QCOMPARE(seen.size(), 1);
        QVERIFY2(seen[0].contains("the name must end in .png, .svg or .pdf"), qPrintable(seen[0]));
        QVERIFY(QDir(folder).isEmpty());
    }

    // An export is written beside its file and renamed into place: a folder that takes no new
    // file is the reason given, even where the file itself could be written (and it is left
    // as it was).
    void aFolderThatTakesNoNewFileIsNamed() {
        const QString folder = test::tempPath("locked-figures");
        const QString png = folder + "/layers.png";
        QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), folder});
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        {
            QFile old(png);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("earlier figure");
        }
        // Root writes in any folder its permissions forbid; an immutable one stops it too.
        const bool root = ::geteuid() == 0;
        const bool locked =
            root ? QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("+i"), folder}) == 0
                 : QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner);
        if (!locked) {
            QSKIP("this system cannot make a folder that takes no new file");
        }
        const QString problem = gui::figureExportProblem(png);
        // Through a link in another folder, the folder of the file it names is the one asked.
        const QString link = test::tempPath("layers-link.png");
        QFile::remove(link);
        QVERIFY(QFile::link(png, link));
        const QString throughLink = gui::figureExportProblem(link);
        if (root) {
            QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), folder});
        } else {
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
        QVERIFY2(problem.startsWith("Cannot write " + png + ": no file can be made in " + folder),
                 qPrintable(problem));
        QVERIFY2(throughLink.startsWith("Cannot write " + link + ": no file can be made in " +
                                        QFileInfo(folder).canonicalFilePath()),
                 qPrintable(throughLink));
        QCOMPARE(test::readBytes(png), QByteArray("earlier figure"));
    }

    // A run whose every task was skipped says so and why, instead of asking for a run to be
    // opened; there is no figure to export.
    void aRunWithEveryTaskSkippedSaysSo() {
        const QString folder = test::tempPath("all-skipped-run");
        QVERIFY(QDir().mkpath(folder));
        QFile manifest(folder + "/manifest.json");
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write(R"({"kind": "probe", "model": "bert-cased"})");
        manifest.close();
        QFile summary(folder + "/summary.json");
        QVERIFY(summary.open(QIODevice::WriteOnly));
        summary.write(R"({"model_name": "bert-cased", "folds": 5, "results": [
            {"task": "SubjNum", "perturbation": "clean", "sentences": 3, "layers": [],
             "skipped": "fewer than 5 sentences per class"},
            {"task": "TreeDepth", "perturbation": "clean", "sentences": 3, "layers": [],
             "skipped": "fewer than 5 sentences per class"}]})");
        summary.close();
        gui::MainWindow window;
        QVERIFY(window.openRunAndWait(folder));
        const QString shown = window.probingView()->plot()->shownPlaceholder();
        QCOMPARE(shown, QStringLiteral("Every task of this run was skipped: fewer than 5 "
                                       "sentences per class."));
        auto* exportButton = [&]() -> QPushButton* {
            for (auto* button : window.probingView()->findChildren<QPushButton*>()) {
                if (button->text().startsWith(QStringLiteral("Export"))) {
                    return button;
                }
            }
            return nullptr;
        }();
        QVERIFY(exportButton != nullptr);
        QVERIFY(!exportButton->isEnabled());
    }

    // A control task left a single class (its sentences all begin with one word) scores 1:
    // the line under the plot says its selectivity measures nothing.
    void aControlTaskOfOneClassIsSaidToMeasureNothing() {
        const QString folder = test::tempPath("one-control-class");
        const QByteArray manifest = R"({"kind": "probe"})";
        const QByteArray summary = R"({"folds": 3, "results": [
            {"task": "SentLen", "perturbation": "clean", "sentences": 12, "classes": ["1", "2"],
             "majority_baseline": 0.5, "control_keys": 1, "control_classes": 1, "layers": [
              {"layer": 0, "accuracy": 0.5, "std": 0.1, "control_accuracy": 1.0,
               "selectivity": -0.5}]}]})";
        QVERIFY(test::writeBytes(folder + "/manifest.json", manifest));
        QVERIFY(test::writeBytes(folder + "/summary.json", summary));
        gui::MainWindow window;
        QVERIFY(window.openRunAndWait(folder));
        const QString text = window.probingView()->details()->text();
        QVERIFY2(text.contains(QStringLiteral("SentLen / clean: the control task gave every "
                                              "sentence one label, so its accuracy is 1 and the "
                                              "selectivity says nothing (every sentence begins "
                                              "with the same word).")),
                 qPrintable(text));

        // A summary without the control task's accuracy (edited by hand, or null for NaN) has
        // no control curve and no selectivity: it read as a control task at 0.
        for (const char* control : {"", R"("control_accuracy": null,)"}) {
            QByteArray edited = summary;
            edited.replace(R"("control_accuracy": 1.0,)", control)
                .replace(R"(, "selectivity": -0.5)", "");
            QVERIFY(test::writeBytes(folder + "/summary.json", edited));
            const gui::ProbeSummary read = gui::readProbeSummary(folder);
            QVERIFY(read.entries.front().controlAccuracy.empty() &&
                    read.entries.front().selectivity.empty());
        }
        QVERIFY(window.openRunAndWait(folder));
        const QString details = window.probingView()->details()->text();
        QVERIFY2(details.contains("best layer 0 (accuracy 0.500).") &&
                     !details.contains("selectivity 0"),
                 qPrintable(details));
    }

    // BShift is probed on clean text only: with DropNV chosen its figure is titled by the task
    // alone (it named DropNV, whose curve is not drawn), and its RS view, which has no curve,
    // has no figure to export (it wrote bare axes).
    void aTaskProbedOnCleanTextOnlyIsTitledAndExportedAsShown() {
        gui::ProbeSummary summary;
        summary.runFolder = test::tempPath("bshift-run");
        summary.modelName = QStringLiteral("bert-cased");
        summary.folds = 5;
        gui::ProbeEntry entry;
        entry.sentences = 40;
        entry.classes = {QStringLiteral("O"), QStringLiteral("I")};
        entry.majorityBaseline = 0.5;
        entry.accuracy = {0.6, 0.7, 0.65};
        entry.accuracyStd = {0.01, 0.02, 0.01};
        entry.controlAccuracy = {0.5, 0.52, 0.5};
        entry.selectivity = {0.1, 0.18, 0.15};
        for (const char* task : {"SentLen", "BShift"}) {
            entry.task = QString::fromLatin1(task);
            entry.perturbation = QStringLiteral("clean");
            entry.rs.clear();
            summary.entries.push_back(entry);
        }
        entry.task = QStringLiteral("SentLen");
        entry.perturbation = QStringLiteral("DropNV");
        entry.rs = {1.0, 0.9, 0.8};
        summary.entries.push_back(entry);
        gui::ProbeEntry skipped;
        skipped.task = QStringLiteral("BShift");
        skipped.perturbation = QStringLiteral("DropNV");
        skipped.skipped = QStringLiteral("probed on clean text only");
        summary.entries.push_back(skipped);

        gui::ProbingView view;
        view.setSummary(summary);
        QPushButton* exportButton = nullptr;
        for (auto* button : view.findChildren<QPushButton*>()) {
            if (button->text().startsWith(QStringLiteral("Export")))
                exportButton = button;
        }
        QVERIFY(exportButton);
        QVERIFY(view.setTask(QStringLiteral("SentLen")));
        QVERIFY(view.setPerturbation(QStringLiteral("DropNV")));
        QCOMPARE(view.plot()->data().title, QStringLiteral("SentLen: clean and DropNV"));
        view.plot()->setView(widgets::LayerAccuracyPlot::View::Similarity);
        QVERIFY(exportButton->isEnabled());

        QVERIFY(view.setTask(QStringLiteral("BShift")));
        QCOMPARE(view.plot()->data().title, QStringLiteral("BShift"));
        QVERIFY(view.plot()->isShowingPlaceholder());
        QVERIFY(!exportButton->isEnabled());
        view.plot()->setView(widgets::LayerAccuracyPlot::View::Accuracy);
        QVERIFY(!view.plot()->isShowingPlaceholder());
        QVERIFY(exportButton->isEnabled());
    }

    // The line under the plot writes its figures in the desktop's numbers, all of them: in
    // Polish a decimal comma for the baseline, the best layer's accuracy and its selectivity.
    void detailsWriteEveryFigureInTheDesktopsNumbers() {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Polish, QLocale::Poland));
        gui::ProbeSummary summary;
        summary.runFolder = test::tempPath("polish-run");
        summary.modelName = QStringLiteral("bert-cased");
        summary.folds = 5;
        gui::ProbeEntry entry;
        entry.task = QStringLiteral("SentLen");
        entry.perturbation = QStringLiteral("clean");
        entry.sentences = 40;
        entry.classes = {QStringLiteral("short"), QStringLiteral("long")};
        entry.majorityBaseline = 0.5;
        entry.accuracy = {0.625, 0.8};
        entry.accuracyStd = {0.01, 0.02};
        entry.controlAccuracy = {0.5, 0.5};
        entry.selectivity = {0.125, 0.25};
        summary.entries.push_back(entry);
        gui::ProbingView view;
        view.setSummary(summary);
        const QString text = view.details()->text();
        QLocale::setDefault(before);
        QVERIFY2(text.contains(QStringLiteral("baseline 0,500")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("best layer 1 (accuracy 0,800, selectivity 0,250)")),
                 qPrintable(text));
    }

    void aBrokenSummaryIsAReadableError() {
        const QString folder = test::tempPath("broken-run");
        QVERIFY(QDir().mkpath(folder));
        QFile manifest(folder + "/manifest.json");
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write(R"({"kind": "probe", "model": "bert-cased"})");
        manifest.close();
        // No summary yet: the run is not finished, as an attack or ASR run without one.
        {
            gui::MainWindow window;
            QVERIFY(!window.openRunAndWait(folder));
            QString message;
            for (auto* candidate : window.findChildren<QMessageBox*>()) {
                message = candidate->text();
            }
            QVERIFY2(message.contains(QStringLiteral("has not finished")), qPrintable(message));
        }
        QFile summary(folder + "/summary.json");
        QVERIFY(summary.open(QIODevice::WriteOnly));
        summary.write(R"({"model": "bert-cased", "results": [{"task": "SentLen", )");
        summary.close();

        try {
            gui::readProbeSummary(folder);
            QFAIL("a truncated summary was read");
        } catch (const InputError& error) {
            const QString text = QString::fromStdString(error.what());
            QVERIFY2(text.contains(QStringLiteral("summary.json")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("not valid JSON")), qPrintable(text));
        }

        gui::MainWindow window;
        QVERIFY(!window.openRunAndWait(folder));
        QMessageBox* box = nullptr;
        for (auto* candidate : window.findChildren<QMessageBox*>()) {
            box = candidate;
        }
        QVERIFY(box != nullptr);
        QVERIFY2(box->text().contains(QStringLiteral("not valid JSON")), qPrintable(box->text()));
        QCOMPARE(window.probingView()->taskBox()->count(), 0);

        // A pipe named summary.json is not opened: reading it would block the workbench.
        const QString pipeFolder = test::tempPath("piped-run");
        QVERIFY(QDir().mkpath(pipeFolder));
        QVERIFY(QFile::copy(folder + "/manifest.json", pipeFolder + "/manifest.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(pipeFolder + "/summary.json").constData(), 0600), 0);
        try {
            gui::readProbeSummary(pipeFolder);
            QFAIL("a pipe was read as a summary");
        } catch (const InputError& error) {
            QVERIFY2(
                QString::fromStdString(error.what()).contains(QStringLiteral("not a regular file")),
                error.what());
        }

        // A summary that is JSON but not a probing run's.
        QVERIFY(summary.open(QIODevice::WriteOnly | QIODevice::Truncate));
        summary.write(R"({"headline": "accuracy 0.8"})");
        summary.close();
        try {
            gui::readProbeSummary(folder);
            QFAIL("a summary without results was read");
        } catch (const InputError& error) {
            QVERIFY(QString::fromStdString(error.what()).contains(QStringLiteral("results")));
        }

        // Figures of the wrong type or out of range are damage, named with their field, not
        // drawn as zeros or off the plot.
        const auto errorOf = [&](const QByteArray& content) -> QString {
            if (!summary.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
                return QStringLiteral("cannot write the summary");
            }
            summary.write(content);
            summary.close();
            try {
                gui::readProbeSummary(folder);
            } catch (const InputError& error) {
                return QString::fromStdString(error.what());
            }
            return QString();
        };
        const QString path = QDir(folder).filePath(QStringLiteral("summary.json"));
        QCOMPARE(errorOf(R"({"results": [{"task": "SentLen", "perturbation": "clean",
                 "sentences": "eighty", "layers": [{"accuracy": 0.5}]}]})"),
                 path + QStringLiteral(": field 'results[0].sentences': expected a number"));
        QCOMPARE(errorOf(R"({"results": [{"task": "SentLen", "perturbation": "clean",
                 "layers": [{"accuracy": 0.5}, {"accuracy": 1e308}]}]})"),
                 path + QStringLiteral(": field 'results[0].layers[1].accuracy': 1e+308 is "
                                       "outside [0, 1]"));
        QCOMPARE(errorOf(R"({"results": [{"task": "SentLen", "perturbation": "clean",
                 "layers": []}]})"),
                 path + QStringLiteral(": SentLen / clean: no layers, and no reason it was "
                                       "skipped"));
        QCOMPARE(errorOf(R"({"folds": -3, "results": [{"task": "SentLen", "perturbation": "clean",
                 "layers": [{"accuracy": 0.5}]}]})"),
                 path + QStringLiteral(": field 'folds': -3 is outside [0, 1000]"));
        // The curves are drawn by their layers' places: a layer out of its place, a result
        // listed twice, or results of different depths are damage too, as probe-report says.
        QCOMPARE(errorOf(R"({"results": [{"task": "SentLen", "perturbation": "clean",
                 "layers": [{"layer": 0, "accuracy": 0.5}, {"layer": 1000000, "accuracy": 0.6}]}]})"),
                 path + QStringLiteral(": field 'results[0].layers[1].layer': layer 1000000 in "
                                       "the place of layer 1: the summary is damaged"));
        QCOMPARE(errorOf(R"({"results": [{"task": "SentLen", "perturbation": "clean",
                 "layers": [{"accuracy": 0.5}]}, {"task": "SentLen", "perturbation": "clean",
                 "layers": [{"accuracy": 0.7}]}]})"),
                 path + QStringLiteral(": field 'results[1]': SentLen / clean listed twice (also "
                                       "results[0]): the summary is damaged"));
        QCOMPARE(errorOf(R"({"results": [{"task": "SentLen", "perturbation": "clean",
                 "layers": [{"accuracy": 0.5}, {"accuracy": 0.6}]}, {"task": "SentLen",
                 "perturbation": "DropNV", "layers": [{"accuracy": 0.7}]}]})"),
                 path + QStringLiteral(": field 'results[1].layers': 1 listed, where results[0] "
                                       "lists 2: the summary is damaged"));
    }
};

QTEST_MAIN(ProbingTest)
#include "tst_gui_probing.moc"
