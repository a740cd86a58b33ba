#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTextStream>
#include <QTimer>

#include "Application.h"
#include "MainWindow.h"
#include "RunOpener.h"
#include "SettingsDialog.h"
#include "Smoke.h"
#include "model/TensorMemory.h"
#include "text/Display.h"
#include "text/Utf8.h"
#include "widgets/FontCheck.h"

using namespace akshara::gui;

namespace {

// The demo workspace's folder in the user's data location.
QString demoWorkspace() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("demo-workspace"));
}

// --workspace, else the demo workspace when asked, else the last one, else (a first start, or
// the last one is gone) the demo workspace.
QString startWorkspace(const QString& option, bool demo) {
    if (!option.isEmpty()) {
        return QDir(option).absolutePath();
    }
    // A last workspace deleted since is passed on, so that opening it says so (and opens the
    // demo workspace instead).
    const QString last = QSettings().value(QStringLiteral("workspace/last")).toString();
    if (!demo && !last.isEmpty()) {
        return last;
    }
    return demoWorkspace();
}

}  // namespace

int main(int argc, char** argv) {
    akshara::model::keepFreedMemory();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Akshara"));
    QCoreApplication::setApplicationName(QStringLiteral("Akshara Workbench"));
    const AppSettings settings = AppSettings::load();
    setUpApplication(settings.language);
    applyTheme(settings.theme);
    // Every view draws a script in the family chosen for it, not in a system fallback that
    // may lack some of its letters (FontCheck.h).
    QApplication::setFont(akshara::widgets::withScriptFamilies(QApplication::font()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Akshara Workbench: robustness of language models to natural errors."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption workspace(QStringLiteral("workspace"),
                                       QApplication::translate("main", "Open the workspace DIR."),
                                       QStringLiteral("DIR"));
    const QCommandLineOption smoke(
        QStringLiteral("smoke"),
        QApplication::translate("main",
                                "Build a tiny demo workspace (with --workspace or --demo: "
                                "that one, at the size it was made, else full size), write a "
                                "PNG of each view into OUTDIR and exit."),
        QStringLiteral("OUTDIR"));
    const QCommandLineOption openRun(
        QStringLiteral("open-run"),
        QApplication::translate("main",
                                "Open the run folder DIR in its view; may be given several "
                                "times (with --smoke: the PNG of its view shows it)."),
        QStringLiteral("DIR"));
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        QApplication::translate("main",
                                "Open the demo workspace, building it first (a few minutes, "
                                "as a job) when it is not there yet."));
    parser.addOption(workspace);
    parser.addOption(demo);
    parser.addOption(smoke);
    parser.addOption(openRun);
    parser.process(app);
    // Mistakes on the command line end the start with a message, as Qt's own (an unknown
    // option) do, rather than opening another workspace than the one meant.
    const auto refuse = [](const QString& message) {
        QTextStream(stderr) << QCoreApplication::applicationName() << ": " << message << Qt::endl;
        return 1;
    };
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (const auto bad = akshara::text::firstInvalidUtf8(argument)) {
            return refuse(QApplication::translate(
                              "main",
                              "%1 is not valid UTF-8 (byte %2): a name in an older encoding "
                              "would open another folder; rename it (convmv converts names)")
                              .arg(QString::fromStdString(akshara::text::printable(argument)))
                              .arg(*bad + 1));
        }
    }
    if (!parser.positionalArguments().isEmpty()) {
        return refuse(QApplication::translate("main",
                                              "unexpected argument %1 (open a workspace with "
                                              "--workspace DIR, a run with --open-run DIR)")
                          .arg(parser.positionalArguments().front()));
    }
    if (parser.isSet(workspace) && parser.value(workspace).isEmpty()) {
        return refuse(QApplication::translate("main",
                                              "--workspace needs a folder, not an empty "
                                              "name"));
    }
    if (parser.isSet(workspace) && parser.isSet(demo)) {
        return refuse(QApplication::translate(
            "main", "--demo and --workspace each name the workspace to open: give one"));
    }

    if (parser.isSet(smoke)) {
        return runSmoke(parser.value(smoke), parser.values(openRun),
                        parser.isSet(demo) ? demoWorkspace() : parser.value(workspace));
    }
    MainWindow window;
    const QString option = parser.value(workspace);
    const QString root = startWorkspace(option, parser.isSet(demo));
    // A last workspace that can no longer be opened gives way to the demo workspace; one asked
    // for by name does not: its error is shown in a window with no workspace open.
    const QString opened =
        window.openStartWorkspace(root, option.isEmpty() ? demoWorkspace() : QString());
    // The demo workspace is built on its first opening, as a visible job, and again when a
    // part of it was removed since (a run folder, a model), with the settings it was begun or
    // built with; later starts reuse it.
    if (!opened.isEmpty() && opened == demoWorkspace() &&
        !akshara::demo::isCompleteDemoWorkspace(opened.toStdString())) {
        window.startDemoWorkspace(akshara::demo::recordedDemoWorkspace(opened.toStdString())
                                      .value_or(akshara::demo::DemoWorkspaceOptions{}));
    }
    const QString fonts =
        akshara::widgets::missingFontsMessage(akshara::widgets::checkScriptFonts());
    if (!fonts.isEmpty()) {
        window.showNotice(fonts);
    }
    if (const QString settings = AppSettings::readProblem(); !settings.isEmpty()) {
        window.showNotice(settings);
    }
    window.show();
    // One request: each run in its view, none superseding another.
    QStringList runs;
    for (const QString& run : parser.values(openRun)) {
        runs << QDir(run).absolutePath();
    }
    if (!runs.isEmpty()) {
        window.runOpener()->open(runs);
    }
    return QApplication::exec();
}
