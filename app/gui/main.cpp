#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileDialog>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include "Application.h"
#include "MainWindow.h"
#include "SettingsDialog.h"
#include "Smoke.h"
#include "widgets/FontCheck.h"

using namespace akshara::gui;

namespace {

// --workspace, else the last one, else one chosen (or created) in a folder dialog, else a
// default folder in the user's data location.
QString startWorkspace(const QString& option) {
    if (!option.isEmpty()) {
        return QDir(option).absolutePath();
    }
    const QString last = QSettings().value(QStringLiteral("workspace/last")).toString();
    if (!last.isEmpty() && QDir(last).exists()) {
        return last;
    }
    const QString chosen = QFileDialog::getExistingDirectory(
        nullptr, QApplication::translate("main", "Choose or create a workspace folder"),
        QDir::homePath());
    if (!chosen.isEmpty()) {
        return chosen;
    }
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("workspace"));
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Akshara"));
    QCoreApplication::setApplicationName(QStringLiteral("Akshara Workbench"));
    const AppSettings settings = AppSettings::load();
    setUpApplication(settings.language);
    applyTheme(settings.theme);

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
        QApplication::translate("main", "Write a PNG of each view into OUTDIR and exit."),
        QStringLiteral("OUTDIR"));
    const QCommandLineOption openRun(
        QStringLiteral("open-run"),
        QApplication::translate("main",
                                "Open the run folder DIR in its view; may be given several "
                                "times (with --smoke: the PNG of its view shows it)."),
        QStringLiteral("DIR"));
    parser.addOption(workspace);
    parser.addOption(smoke);
    parser.addOption(openRun);
    parser.process(app);

    if (parser.isSet(smoke)) {
        return runSmoke(parser.value(smoke), parser.values(openRun));
    }
    MainWindow window;
    if (!window.openWorkspace(startWorkspace(parser.value(workspace)))) {
        return 1;
    }
    window.showNotice(akshara::widgets::missingFontsMessage(akshara::widgets::checkScriptFonts()));
    window.show();
    for (const QString& run : parser.values(openRun)) {
        window.openRun(QDir(run).absolutePath());
    }
    return QApplication::exec();
}
