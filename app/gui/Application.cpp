#include "Application.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <clocale>
#include <memory>

namespace akshara::gui {

namespace {

// The translators installed by the last call, replaced by the next.
QTranslator* qtTranslator = nullptr;
QTranslator* appTranslator = nullptr;
QTranslator* pluralTranslator = nullptr;

void removeTranslator(QTranslator*& translator) {
    if (translator != nullptr) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
        translator = nullptr;
    }
}

}  // namespace

bool setUpApplication(const QString& language) {
    QCoreApplication::setOrganizationName(QStringLiteral("Akshara"));
    QCoreApplication::setApplicationName(QStringLiteral("Akshara Workbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AKSHARA_VERSION));
    // Qt sets the C library's locale from the desktop's; a Polish one (a decimal comma) would
    // have the libraries the engine uses (sentencepiece's trainer, strtod and printf) read
    // "0.5" as 0 and write 0,5 into files other programs read. Qt's own locale is unaffected.
    std::setlocale(LC_NUMERIC, "C");
    removeTranslator(qtTranslator);
    removeTranslator(appTranslator);
    removeTranslator(pluralTranslator);
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // Numbers on screen and in the dialogs' fields follow the workbench's language, not the
    // desktop's: a Polish workbench writes and reads 0,5 on an English desktop.
    QLocale::setDefault(locale);
    // Qt's own strings (standard buttons, file dialogs): Qt's translation where Debian ships
    // one, else the workbench's own translation of the standard buttons.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)) ||
        qt->load(locale, QStringLiteral("qt_standard"), QStringLiteral("_"),
                 QStringLiteral(":/i18n"))) {
        qtTranslator = qt.release();
        QCoreApplication::installTranslator(qtTranslator);
    }
    // English's own plural forms of the strings counted with %n ("1 run", "3 runs"),
    // installed first so that a translation into the language comes before them.
    auto plurals = std::make_unique<QTranslator>();
    if (plurals->load(QStringLiteral(":/i18n/plurals_en.qm"))) {
        pluralTranslator = plurals.release();
        QCoreApplication::installTranslator(pluralTranslator);
    }
    auto app = std::make_unique<QTranslator>();
    if (app->load(locale, QStringLiteral("akshara"), QStringLiteral("_"),
                  QStringLiteral(":/i18n"))) {
        appTranslator = app.release();
        QCoreApplication::installTranslator(appTranslator);
        return true;
    }
    return false;
}

}  // namespace akshara::gui
