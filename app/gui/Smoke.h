#pragma once

#include <QString>

namespace akshara::gui {

// Opens the main window on a temporary workspace, shows each view with the data there is (the
// built-in tables; the matrices of two small prediction files and a probing run's summary,
// written into the workspace, or the probing run `probeRun` when given) and writes one PNG per
// view into `outDir`. Returns 0, or 1 with a message on stderr.
int runSmoke(const QString& outDir, const QString& probeRun = {});

}  // namespace akshara::gui
