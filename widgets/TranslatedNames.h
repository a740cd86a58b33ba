#pragma once

#include <QString>
#include <initializer_list>

namespace akshara::widgets {

// A key of the engine or of a run's files ("asr-curve", "chrf", "hi") and its name for the
// user, marked for translation with QT_TRANSLATE_NOOP in the context given to translatedName.
struct NamedKey {
    const char* key;
    const char* name;
};

// The name of `key` in `names`, translated in `context`; `fallback` for a key not listed
// (a newer version's key, shown as it is).
QString translatedName(const char* context, const QString& key,
                       std::initializer_list<NamedKey> names, const QString& fallback);

// The name of a language of the engine in the workbench's language ("Hindi", "hindi",
// "हिन्दी"); the engine's English name for a code without a translation, the code itself for
// one the engine does not know.
QString languageName(const QString& code);

}  // namespace akshara::widgets
