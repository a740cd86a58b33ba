#pragma once

// Files the run dialogs accept, for their tests: a folder that reads as a model and a
// dataset file.

#include <QFileInfo>
#include <QString>

#include "TestSupport.h"

namespace akshara::test {

// A folder that reads as a model (a config.json in it) at tempPath(name), made once.
inline QString modelFolder(const QString& name) {
    const QString dir = test::tempPath(name);
    if (!QFileInfo::exists(dir + "/config.json")) {
        test::writeBytes(dir + "/config.json", "{}\n");
    }
    return dir;
}

// A dataset file at tempPath(name), made once.
inline QString dataFile(const QString& name) {
    const QString path = test::tempPath(name);
    if (!QFileInfo::exists(path)) {
        test::writeBytes(path, "text\tlabel\n");
    }
    return path;
}

}  // namespace akshara::test
