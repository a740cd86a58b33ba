#pragma once

// probe::internal's two ways to standardise the probes' features, run side by side on the CPU,
// kept out of the Qt test sources: no translation unit includes both Qt and libtorch headers.

namespace akshara::test {

struct StandardiseDifference {
    double features = 0;  // largest absolute difference of the standardised features
    double means = 0;     // of the training parts' means
    double variances = 0;
    double largestFeature = 0;  // largest absolute standardised feature, to show they are not 0
    bool inputKept = false;     // the features given are as they were
};

// Both ways on seeded features (layers x samples x hidden, shifted and scaled per unit) split
// into `folds` parts.
StandardiseDifference compareStandardisations(int layers, int samples, int hidden, int folds);

}  // namespace akshara::test
