#pragma once

#include <QJsonObject>
#include <QString>

#include <cstddef>
#include <limits>
#include <utility>

namespace akshara::gui {

// Where a field of a run's JSON files is read from, for the messages: the file, the line of
// a JSON lines record (0 for a whole-file object), and the path of the object holding the
// field ("results[2].layers[4]."; empty for the top level).
struct FieldSource {
    FieldSource(QString file, std::size_t line = 0, QString path = {})
        : file(std::move(file)), line(line), path(std::move(path)) {}

    QString file;
    std::size_t line = 0;
    QString path;
};

// Throws InputError naming a run's file (and the line of a JSON lines record) that the
// workbench cannot show, with the reason.
[[noreturn]] void failRunFile(const QString& file, const QString& message, std::size_t line = 0);

// The JSON object in the file at `path`, a file of a run. InputError names the file when it
// is not a regular file (a pipe named manifest.json would block the runs scan), is larger
// than 256 MiB, cannot be read, or does not hold a JSON object.
QJsonObject readRunObject(const QString& path);

// The number `key` of `object`: `fallback` when the field is absent or null; otherwise it must
// be a number within [least, most], or InputError names the file, line and field. A run's
// files are the program's own, so a string or an impossible value in them is damage, never
// a figure to show.
double numberField(const QJsonObject& object, const QString& key, double fallback,
                   const FieldSource& source, double least = std::numeric_limits<double>::lowest(),
                   double most = std::numeric_limits<double>::max());

// The true or false `key` of `object`: `fallback` when the field is absent; anything else,
// null included, is an error naming the file, line and field.
bool boolField(const QJsonObject& object, const QString& key, bool fallback,
               const FieldSource& source);

// The same for a whole number within [least, most].
int integerField(const QJsonObject& object, const QString& key, int fallback,
                 const FieldSource& source, int least = 0,
                 int most = std::numeric_limits<int>::max());

}  // namespace akshara::gui
