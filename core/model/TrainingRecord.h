#pragma once

#include <string>

namespace akshara::model {

// The note for a model folder trained by `train` on sentence pairs (its training.json says
// so) that is given single sentences (`pairs` false), or the other way round: what it predicts
// for them says little. Empty where the inputs are of the kind it read, and for a folder
// without that record.
std::string trainedInputsNote(const std::string& modelDir, bool pairs);

}  // namespace akshara::model
