#include "Application.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace akshara::gui {

bool setUpApplication(const QString& language) {
    QCoreApplication::setOrganizationName(QStringLiteral("Akshara"));
    QCoreApplication::setApplicationName(QStringLiteral("Akshara Workbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AKSHARA_VERSION));
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(locale, QStringLiteral("akshara"), QStringLiteral("_"),
                         QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        return true;
    }
    delete translator;
    return false;
}

}  // namespace akshara::gui
