#pragma once

#include <string>
#include <vector>

#include "data/ClassificationDataset.h"
#include "model/Trainer.h"

namespace akshara::model::internal {

// The label column the datasets were read by, which errors about labels name.
std::string labelField(const TrainingOptions& options);

// The training and dev examples, dev labels mapped to the training set's label indexes: the
// dev set's, or a seeded options.devFraction of `train` held out (heldOutDevExamples). Throws
// InputError for a dev set of the other kind (pairs or single sentences), a dev label the
// training set lacks, a fraction leaving nothing to train on, or a held-out set taking every
// example of a label.
void splitExamples(const data::ClassificationDataset& train, const data::ClassificationDataset* dev,
                   const TrainingOptions& options,
                   std::vector<data::ClassificationExample>& trainOut,
                   std::vector<data::ClassificationExample>& devOut);

}  // namespace akshara::model::internal
