#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace akshara::probe {

// Robustness score of the paper: RS = 1 - (Ac - Ap) / Ac = Ap / Ac for clean accuracy Ac and
// perturbed accuracy Ap. Throws InputError when Ac is not positive.
double robustnessScore(double clean, double perturbed);

// One probing accuracy of the study: a model's layer on a task in a language, on clean text
// (perturbation "clean" or empty) or under a perturbation.
struct ProbeRecord {
    std::string model;
    std::string language;
    std::string task;
    std::string perturbation;  // "clean" for unperturbed text
    std::size_t layer = 0;
    double accuracy = 0.0;
};

// A perturbed record with its RS against the clean record of the same model, language, task
// and layer.
struct RobustnessRecord {
    ProbeRecord perturbed;
    double clean = 0.0;
    double score = 0.0;
};
// The RS of each perturbed record. Those without a clean counterpart with an accuracy above 0
// are left out; with `unscored`, it is given each result they belong to once ("SentLen / DropN
// of model 'muril' in language 'hi'", with " at layer 0" or " at layers 0, 3" where only some
// of its layers are left out), for a note that they had nothing to be scored against.
std::vector<RobustnessRecord> robustnessRecords(const std::vector<ProbeRecord>& records,
                                                std::vector<std::string>* unscored = nullptr);

// The dimensions a table can be drawn over.
enum class Dimension { Model, Language, Task, Perturbation, Layer };

// A table of means: rows x columns, cells the mean of the values that fall in them; a cell
// with no value is absent from `cells`.
struct AggregateTable {
    std::vector<std::string> rows;
    std::vector<std::string> columns;
    std::map<std::pair<std::string, std::string>, double> cells;
};

// Mean probing accuracy (clean records only) over rows x columns, as in the paper's model x
// language and model x task accuracy tables.
AggregateTable accuracyTable(const std::vector<ProbeRecord>& records, Dimension rows,
                             Dimension columns);
// Mean RS over rows x columns (perturbation x model, perturbation x language, perturbation x
// task, language x task, model x language, model x task), averaged over everything else.
AggregateTable robustnessTable(const std::vector<RobustnessRecord>& records, Dimension rows,
                               Dimension columns);

// The layers most affected by perturbation in each cell of rows x columns: those whose mean RS
// (over everything else) is lowest, most affected first, `count` at most. The paper's Table 6
// is Task x Language, averaged over models and perturbations.
struct AffectedLayers {
    std::string row;
    std::string column;
    std::vector<std::size_t> layers;
    std::vector<double> scores;  // mean RS of those layers
    // Every layer's mean RS is the same to three decimals: the paper's "Equal", no layer
    // stands out.
    bool equal = false;
};
std::vector<AffectedLayers> mostAffectedLayers(const std::vector<RobustnessRecord>& records,
                                               Dimension rows, Dimension columns,
                                               std::size_t count = 3);

}  // namespace akshara::probe
