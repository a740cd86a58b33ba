#include "RunFields.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonValue>

#include <cmath>

#include "common/Error.h"

namespace akshara::gui {

namespace {

[[noreturn]] void fail(const FieldSource& source, const QString& key, const QString& message) {
    throw InputError(message.toStdString(), source.file.toStdString(), source.line,
                     (source.path + key).toStdString());
}

}  // namespace

void failRunFile(const QString& file, const QString& message, std::size_t line) {
    throw InputError(message.toStdString(), file.toStdString(), line);
}

QJsonObject readRunObject(const QString& path) {
    const QFileInfo info(path);
    constexpr qint64 kLargest = qint64(256) << 20;
    if (!info.isFile()) {
        failRunFile(path, info.exists()
                              ? QCoreApplication::translate("RunFields", "not a regular file")
                              : QCoreApplication::translate("RunFields", "no such file"));
    }
    if (info.size() > kLargest) {
        failRunFile(path, QCoreApplication::translate("RunFields", "larger than 256 MiB"));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        failRunFile(
            path,
            QCoreApplication::translate("RunFields", "cannot read it: %1").arg(file.errorString()));
    }
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError) {
        failRunFile(path, QCoreApplication::translate("RunFields", "not valid JSON at byte %1: %2")
                              .arg(error.offset + 1)
                              .arg(error.errorString()));
    }
    if (!document.isObject()) {
        failRunFile(path, QCoreApplication::translate("RunFields", "not a JSON object"));
    }
    return document.object();
}

double numberField(const QJsonObject& object, const QString& key, double fallback,
                   const FieldSource& source, double least, double most) {
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || value.isNull()) {
        return fallback;
    }
    if (!value.isDouble()) {
        fail(source, key, QCoreApplication::translate("RunFields", "expected a number"));
    }
    const double number = value.toDouble();
    if (!std::isfinite(number) || number < least || number > most) {
        fail(source, key,
             QCoreApplication::translate("RunFields", "%1 is outside [%2, %3]")
                 .arg(number, 0, 'g', 6)
                 .arg(least, 0, 'g', 6)
                 .arg(most, 0, 'g', 6));
    }
    return number;
}

int integerField(const QJsonObject& object, const QString& key, int fallback,
                 const FieldSource& source, int least, int most) {
    const double number = numberField(object, key, fallback, source, least, most);
    if (number != std::floor(number)) {
        fail(source, key, QCoreApplication::translate("RunFields", "expected a whole number"));
    }
    return static_cast<int>(number);
}

bool boolField(const QJsonObject& object, const QString& key, bool fallback,
               const FieldSource& source) {
    const QJsonValue value = object.value(key);
    if (value.isUndefined()) {
        return fallback;
    }
    if (!value.isBool()) {
        fail(source, key, QCoreApplication::translate("RunFields", "expected true or false"));
    }
    return value.toBool();
}

}  // namespace akshara::gui
