#include "probe/Robustness.h"

#include <algorithm>
#include <set>
#include <tuple>

#include "common/Error.h"
#include "text/Display.h"
#include "text/TableExport.h"

namespace akshara::probe {
namespace {

bool isClean(const ProbeRecord& r) {
    return r.perturbation.empty() || r.perturbation == "clean";
}

std::string valueOf(const ProbeRecord& r, Dimension d) {
    switch (d) {
        case Dimension::Model:
            return r.model;
        case Dimension::Language:
            return r.language;
        case Dimension::Task:
            return r.task;
        case Dimension::Perturbation:
            return r.perturbation;
        case Dimension::Layer:
            return std::to_string(r.layer);
    }
    return {};
}

struct Accumulator {
    std::vector<std::string> rows, columns;
    std::set<std::string> seenRows, seenColumns;
    std::map<std::pair<std::string, std::string>, std::pair<double, std::size_t>> sums;
    void add(const std::string& row, const std::string& column, double value) {
        if (seenRows.insert(row).second)
            rows.push_back(row);
        if (seenColumns.insert(column).second)
            columns.push_back(column);
        auto& cell = sums[{row, column}];
        cell.first += value;
        ++cell.second;
    }
    AggregateTable table() const {
        AggregateTable t{rows, columns, {}};
        for (const auto& [key, sum] : sums) {
            t.cells[key] = sum.first / static_cast<double>(sum.second);
        }
        return t;
    }
};

}  // namespace

double robustnessScore(double clean, double perturbed) {
    if (!(clean > 0.0)) {
        throw InputError("the robustness score needs a positive clean accuracy");
    }
    return 1.0 - (clean - perturbed) / clean;
}

std::vector<RobustnessRecord> robustnessRecords(const std::vector<ProbeRecord>& records,
                                                std::vector<std::string>* unscored) {
    std::map<std::tuple<std::string, std::string, std::string, std::size_t>, double> clean;
    for (const auto& r : records) {
        if (isClean(r)) {
            clean[{r.model, r.language, r.task, r.layer}] = r.accuracy;
        }
    }
    // Per perturbed result (task, perturbation, model, language), in order of first
    // appearance: how many layers it has, and those without a clean accuracy above 0.
    using ResultKey = std::tuple<std::string, std::string, std::string, std::string>;
    std::vector<ResultKey> order;
    std::map<ResultKey, std::pair<std::size_t, std::vector<std::size_t>>> layersOf;
    std::vector<RobustnessRecord> out;
    for (const auto& r : records) {
        if (isClean(r))
            continue;
        const ResultKey key{r.task, r.perturbation, r.model, r.language};
        auto [at, added] = layersOf.try_emplace(key);
        if (added)
            order.push_back(key);
        ++at->second.first;
        const auto it = clean.find({r.model, r.language, r.task, r.layer});
        if (it == clean.end() || !(it->second > 0.0)) {
            at->second.second.push_back(r.layer);
            continue;
        }
        out.push_back({r, it->second, robustnessScore(it->second, r.accuracy)});
    }
    if (unscored != nullptr) {
        for (const auto& key : order) {
            const auto& [layerCount, layers] = layersOf.at(key);
            if (layers.empty())
                continue;
            const auto& [task, perturbation, model, language] = key;
            std::string name = text::printable(task) + " / " + text::printable(perturbation) +
                               " of model '" + text::printable(model) + "' in language '" +
                               text::printable(language) + "'";
            if (layers.size() < layerCount) {
                // Only some of its layers: the others are scored, and the note says which not.
                name += layers.size() == 1 ? " at layer " : " at layers ";
                for (std::size_t i = 0; i < layers.size(); ++i) {
                    name += (i == 0 ? "" : ", ") + std::to_string(layers[i]);
                }
            }
            unscored->push_back(std::move(name));
        }
    }
    return out;
}

AggregateTable accuracyTable(const std::vector<ProbeRecord>& records, Dimension rows,
                             Dimension columns) {
    Accumulator acc;
    for (const auto& r : records) {
        if (isClean(r))
            acc.add(valueOf(r, rows), valueOf(r, columns), r.accuracy);
    }
    return acc.table();
}

AggregateTable robustnessTable(const std::vector<RobustnessRecord>& records, Dimension rows,
                               Dimension columns) {
    Accumulator acc;
    for (const auto& r : records) {
        acc.add(valueOf(r.perturbed, rows), valueOf(r.perturbed, columns), r.score);
    }
    return acc.table();
}

std::vector<AffectedLayers> mostAffectedLayers(const std::vector<RobustnessRecord>& records,
                                               Dimension rows, Dimension columns,
                                               std::size_t count) {
    // (row, column) -> layer -> (sum, n), cells in order of first appearance.
    std::vector<std::pair<std::string, std::string>> order;
    std::map<std::pair<std::string, std::string>,
             std::map<std::size_t, std::pair<double, std::size_t>>>
        sums;
    for (const auto& r : records) {
        const auto key = std::make_pair(valueOf(r.perturbed, rows), valueOf(r.perturbed, columns));
        if (sums.find(key) == sums.end())
            order.push_back(key);
        auto& cell = sums[key][r.perturbed.layer];
        cell.first += r.score;
        ++cell.second;
    }
    std::vector<AffectedLayers> out;
    for (const auto& key : order) {
        std::vector<std::pair<double, std::size_t>> layers;
        for (const auto& [layer, sum] : sums[key]) {
            layers.emplace_back(sum.first / static_cast<double>(sum.second), layer);
        }
        std::sort(layers.begin(), layers.end());  // lowest RS first; ties by layer
        AffectedLayers a{key.first, key.second, {}, {}, false};
        // Equal as the table prints them: every mean the same to three decimals (0.99951 and
        // 1.00049 both read 1.000; 0.9994 and 0.99985 do not).
        a.equal =
            layers.size() > 1 && std::all_of(layers.begin(), layers.end(), [&](const auto& l) {
                return text::fixedDecimals(l.first, 3) ==
                       text::fixedDecimals(layers.front().first, 3);
            });
        for (std::size_t i = 0; i < layers.size() && i < count; ++i) {
            a.layers.push_back(layers[i].second);
            a.scores.push_back(layers[i].first);
        }
        out.push_back(std::move(a));
    }
    return out;
}

}  // namespace akshara::probe
