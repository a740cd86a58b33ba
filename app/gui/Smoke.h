#pragma once

#include <QString>
#include <QStringList>

namespace akshara::gui {

// Opens the main window on a temporary workspace, shows each view with the data there is (the
// built-in tables; the matrices of two small prediction files and a probing run's summary,
// written into the workspace) and writes one PNG per view into `outDir`. Each of `runs` is
// shown in its view instead: a probing run replaces the written one (probing.png), an attack
// run gives attack.png, an ASR-curve run asr.png. Returns 0, or 1 with a message on stderr.
int runSmoke(const QString& outDir, const QStringList& runs = {});

}  // namespace akshara::gui
