#pragma once

#include <string>

#include "attack/AttackExperiment.h"

namespace akshara::attack {

// The options of the attack run in the folder `runDir`, as its manifest.json records them,
// to resume it without its command: the model and the data (read as they were read, the
// examples it attacks), the operator, language and seed, the word ranking with its budgets,
// the search's and similarity settings, the relation file and phonetic tables where it had
// them, the folder of curated tables it read (operatorOptions.tablesDir, which the run checks
// against the tables it read; `tablesFallback` for a run that read some and whose manifest
// does not say where, written before it did, or names a folder gone since), and the command
// it was started with. Where and
// how the models run (encoder options other than the number type) is the caller's. Throws
// InputError naming manifest.json when it is missing, malformed, of another kind, or lacks what a
// resume needs.
AttackExperimentOptions attackRunOptions(const std::string& runDir,
                                         const std::string& tablesFallback = {});

// The same for the ASR-curve run in `runDir`.
AsrExperimentOptions asrRunOptions(const std::string& runDir,
                                   const std::string& tablesFallback = {});

// Where an input that the run in `runDir` recorded at `recorded` (its model, its data) is now:
// as recorded while it is there, else in the workspace the run's folder moved into with it;
// `recorded` when neither is there.
std::string inputPlace(const std::string& runDir, const std::string& recorded);

// The kind of the run in `runDir` that the functions above read: "attack" or "asr-curve".
// Throws InputError naming manifest.json when it is missing or malformed, and for a run of
// another kind, which is resumed by its own command.
std::string resumableKind(const std::string& runDir);

}  // namespace akshara::attack
