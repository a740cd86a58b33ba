#include "widgets/TranslatedNames.h"

#include <QCoreApplication>

#include "text/Language.h"

namespace akshara::widgets {

QString translatedName(const char* context, const QString& key,
                       std::initializer_list<NamedKey> names, const QString& fallback) {
    for (const NamedKey& entry : names) {
        if (key == QLatin1String(entry.key)) {
            return QCoreApplication::translate(context, entry.name);
        }
    }
    return fallback;
}

QString languageName(const QString& code) {
    const text::Language* language = text::findLanguage(code.toStdString());
    return translatedName("DialogFields", code,
                          {{"as", QT_TRANSLATE_NOOP("DialogFields", "Assamese")},
                           {"bd", QT_TRANSLATE_NOOP("DialogFields", "Bodo")},
                           {"bn", QT_TRANSLATE_NOOP("DialogFields", "Bengali")},
                           {"gu", QT_TRANSLATE_NOOP("DialogFields", "Gujarati")},
                           {"hi", QT_TRANSLATE_NOOP("DialogFields", "Hindi")},
                           {"kn", QT_TRANSLATE_NOOP("DialogFields", "Kannada")},
                           {"ml", QT_TRANSLATE_NOOP("DialogFields", "Malayalam")},
                           {"mr", QT_TRANSLATE_NOOP("DialogFields", "Marathi")},
                           {"or", QT_TRANSLATE_NOOP("DialogFields", "Odia")},
                           {"pa", QT_TRANSLATE_NOOP("DialogFields", "Punjabi")},
                           {"ta", QT_TRANSLATE_NOOP("DialogFields", "Tamil")},
                           {"te", QT_TRANSLATE_NOOP("DialogFields", "Telugu")},
                           {"ur", QT_TRANSLATE_NOOP("DialogFields", "Urdu")},
                           {"pl", QT_TRANSLATE_NOOP("DialogFields", "Polish")},
                           {"en", QT_TRANSLATE_NOOP("DialogFields", "English")}},
                          language != nullptr ? QString::fromStdString(language->name) : code);
}

}  // namespace akshara::widgets
