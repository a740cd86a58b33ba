#include "widgets/TranslatedNames.h"

#include <QCoreApplication>

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

}  // namespace akshara::widgets
