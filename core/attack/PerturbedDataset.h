#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "data/ClassificationDataset.h"
#include "data/TextColumn.h"
#include "jobs/JobContext.h"
#include "perturb/Edit.h"
#include "perturb/Operator.h"

namespace akshara::attack {

// One column of a dataset file to perturb, and how.
struct DatasetPerturbationOptions {
    std::string dataFile;
    std::string column;  // the text column ("text", "premise", "hypothesis", ...)
    data::DatasetFormat format = data::DatasetFormat::Tsv;
    std::string op;
    perturb::OperatorOptions operatorOptions;  // its seed seeds each text's choices
    std::size_t words = 1;                     // words to perturb per text
};

// The files a perturbation of `options` reads: the dataset, the relation file and the curated
// tables read in place of built-in ones. A copy of the dataset may be written over none of them.
std::vector<std::string> filesRead(const DatasetPerturbationOptions& options);

// The column's texts perturbed, and the dataset with them.
struct PerturbedDataset {
    std::vector<data::TextRecord> records;        // as read, with their lines
    std::vector<perturb::PerturbedText> results;  // one per record
    std::size_t changed = 0;                      // records with at least one edit
    std::string text;  // the dataset file's text with the column perturbed, in its own format
};

// Perturbs `words` words of the column's text in each record as perturb::perturbText does,
// record i with perturb::rngForItem(seed, i): a record's result depends only on the seed and
// its index. Every other field, the header and the order stay as they were
// (data::replaceTextColumn). Throws InputError naming the file, line and column for a bad
// file, as createOperator does for a bad operator choice; reports "perturbing" through
// `context` and throws Cancelled when asked to stop.
PerturbedDataset perturbDataset(const DatasetPerturbationOptions& options,
                                const jobs::JobContext& context = {});

}  // namespace akshara::attack
