#pragma once

#include <QDir>
#include <QString>
#include <QWidget>

namespace akshara::test {

// Saves a picture of the widget as <name>.png in $AKSHARA_SCREENSHOT_DIR when that is set (the
// screenshots of docs/screenshots are made this way); does nothing otherwise.
inline void saveScreenshot(QWidget& widget, const QString& name) {
    const QString dir = qEnvironmentVariable("AKSHARA_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    widget.grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

}  // namespace akshara::test
