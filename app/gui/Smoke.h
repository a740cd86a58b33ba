#pragma once

#include <QString>
#include <QStringList>

namespace akshara::gui {

// Opens the main window on a temporary workspace, builds a tiny demo workspace there as a
// first start does (corpora, models trained from scratch, probing, attacks, an ASR curve,
// predictions), shows each view on its real results and writes one PNG per view into
// `outDir`: main-window, tables, jobs, confusion, consistency, probing, attack, asr, compare
// and compare-probing (the attack and the probing runs side by side), try (a demo sentence
// perturbed and classified), runs and the dialogs. Each of `runs` is shown in its view instead of
// the demo's (probing.png, attack.png or asr.png by its kind). With `workspace` (a complete demo
// workspace, or a folder to build the full-size one in) the views show that workspace instead of a
// tiny one: the guide's screenshots. Returns 0, or 1 with a message on stderr.
int runSmoke(const QString& outDir, const QStringList& runs = {}, const QString& workspace = {});

}  // namespace akshara::gui
