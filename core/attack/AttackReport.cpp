#include "attack/AttackReport.h"

#include <algorithm>
#include <filesystem>
#include <limits>

#include "common/Error.h"
#include "common/JsonText.h"
#include "jobs/FinishedRun.h"
#include "perturb/OperatorRegistry.h"

namespace akshara::attack {

namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;

// The paper's order of the operators: the random baseline, then phono and ortho; others after.
int operatorRank(const std::string& op) {
    static const std::vector<std::string> order{"random", "phono", "ortho"};
    const auto at = std::find(order.begin(), order.end(), op);
    return at == order.end() ? int(order.size()) : int(at - order.begin());
}

std::string number(const ordered_json& summary, const std::string& key) {
    if (!summary.is_object() || !summary.contains(key) || !summary[key].is_number()) {
        return "-";
    }
    return text::fixedDecimals(summary[key].get<double>());
}

std::vector<std::string> figures(const ordered_json& summary) {
    static const std::string kSimilarity = "similarity.";
    std::vector<std::string> cells;
    for (const auto& [key, title] : attackReportColumns()) {
        if (key.rfind(kSimilarity, 0) == 0) {
            const ordered_json similarity =
                summary.contains("similarity") ? summary["similarity"] : ordered_json::object();
            cells.push_back(number(similarity, key.substr(kSimilarity.size())));
        } else {
            cells.push_back(number(summary, key));
        }
    }
    return cells;
}

std::string typeOf(const AttackReportRun& run, const std::string& category) {
    std::string type = run.op;
    if (!category.empty()) {
        type += " / " + category;
    }
    if (run.targetSentence == 2) {
        type += " (2nd sentence)";
    }
    return withCuratedTables(type, run.tables);
}

// The figures of an attack's summary must be what a run writes: a number (or null, not
// measured) within its range. Anything else is damage, never a figure for a paper's table.
// A sub-category's figures (phono's vowel, consonant...) are checked as the run's, under
// "categories.NAME.".
void checkSummaryFigures(const ordered_json& summary, const std::string& file,
                         const std::string& prefix = {}) {
    struct Range {
        const char* key;
        double least, most;
    };
    constexpr double kAny = std::numeric_limits<double>::infinity();
    static const Range ranges[] = {{"examples", 0, kAny},
                                   {"attacked", 0, kAny},
                                   {"original_accuracy", 0, 1},
                                   {"after_attack_accuracy", 0, 1},
                                   {"attack_success_rate", 0, 1},
                                   {"perturbed_words_pct", 0, 100},
                                   {"candidates_per_word", 0, kAny},
                                   {"word_length", 0, kAny},
                                   {"queries_per_example", 0, kAny},
                                   {"sentence_length", 0, kAny}};
    for (const Range& range : ranges) {
        jobs::figureAt(summary, range.key, range.least, range.most, file, prefix + range.key);
    }
    if (summary.contains("similarity")) {
        const ordered_json& similarity = summary["similarity"];
        if (!similarity.is_object()) {
            throw InputError("not an object of similarities", file, 0, prefix + "similarity");
        }
        for (const auto& [key, value] : similarity.items()) {
            jobs::figureAt(similarity, key, -1, 1, file, prefix + "similarity." + key);
        }
    }
    if (prefix.empty() && summary.contains("categories")) {
        const ordered_json& categories = summary["categories"];
        if (!categories.is_object()) {
            throw InputError("not an object of categories", file, 0, "categories");
        }
        for (const auto& [name, figures] : categories.items()) {
            if (!figures.is_object()) {
                throw InputError("not an object of figures", file, 0, "categories." + name);
            }
            checkSummaryFigures(figures, file, "categories." + name + ".");
        }
    }
}

}  // namespace

AttackReportRun readAttackReportRun(const std::string& folder) {
    jobs::FinishedRun finished = jobs::readFinishedRun(folder, "attack");
    if (!finished.summary.contains("original_accuracy") ||
        !finished.summary["original_accuracy"].is_number()) {
        throw InputError("not an attack summary: it has no \"original_accuracy\"",
                         (fs::path(folder) / "summary.json").string());
    }
    checkSummaryFigures(finished.summary, (fs::path(folder) / "summary.json").string());
    const ordered_json& manifest = finished.manifest;
    AttackReportRun run;
    run.folder = folder;
    run.summary = std::move(finished.summary);
    const std::string file = (fs::path(folder) / "manifest.json").string();
    run.modelPath = jobs::textAt(manifest, "model", "model", file);
    run.model = jobs::folderName(run.modelPath);
    run.language = jobs::textAt(manifest, "language", {}, file);
    run.data = jobs::textAt(manifest, "data", {}, file);
    run.op = jobs::textAt(manifest, "operator", {}, file);
    run.category = jobs::textAt(manifest, "category", {}, file);
    if (manifest.contains("options") && manifest["options"].is_object()) {
        const auto& target = manifest["options"].value("target_sentence", ordered_json(1));
        if (!target.is_number_unsigned() || target.get<int>() < 1 || target.get<int>() > 2) {
            throw InputError("not 1 or 2: " + jsonExcerpt(target), file, 0,
                             "options.target_sentence");
        }
        run.targetSentence = target.get<int>();
        run.importance =
            jobs::textAt(manifest.at("options"), "importance", {}, file, "options.importance");
    }
    run.tables = curatedTables(manifest, run.op);
    return run;
}

std::vector<std::string> curatedTables(const nlohmann::ordered_json& manifest,
                                       const std::string& op) {
    std::vector<std::string> tables;
    const auto read = manifest.find("tables");
    if (read == manifest.end() || !read->is_object()) {
        return tables;
    }
    for (const std::string& table :
         perturb::operatorTables(op, manifest.value("language", std::string()))) {
        if (read->contains(table)) {
            tables.push_back(table);
        }
    }
    return tables;
}

std::string withCuratedTables(std::string label, const std::vector<std::string>& tables) {
    for (const std::string& table : tables) {
        label += " [" + table + " curated]";
    }
    return label;
}

void sortAttackReportRuns(std::vector<AttackReportRun>& runs) {
    std::stable_sort(runs.begin(), runs.end(),
                     [](const AttackReportRun& a, const AttackReportRun& b) {
                         if (a.model != b.model) {
                             return a.model < b.model;
                         }
                         // Two models of one folder name each keep their rows together.
                         if (a.modelPath != b.modelPath) {
                             return a.modelPath < b.modelPath;
                         }
                         if (a.language != b.language) {
                             return a.language < b.language;
                         }
                         if (operatorRank(a.op) != operatorRank(b.op)) {
                             return operatorRank(a.op) < operatorRank(b.op);
                         }
                         return a.op < b.op;
                     });
}

const std::vector<std::pair<std::string, std::string>>& attackReportColumns() {
    static const std::vector<std::pair<std::string, std::string>> columns{
        {"original_accuracy", "Orig. acc."},
        {"after_attack_accuracy", "After attack"},
        {"attack_success_rate", "ASR"},
        {"perturbed_words_pct", "% perturbed words"},
        {"similarity.cosine", "Semantic sim."},
        {"similarity.chrf", "Overlap sim."},
        {"similarity.bertscore", "BERTScore"},
        {"similarity.phonetic", "Phonetic sim."},
        {"candidates_per_word", "Candidates / word"},
        {"word_length", "Word length"},
        {"queries_per_example", "Queries"},
        {"sentence_length", "Sentence length"},
    };
    return columns;
}

std::vector<AttackReportRow> attackReportRows(const std::vector<AttackReportRun>& runs,
                                              bool categories) {
    std::vector<AttackReportRow> rows;
    for (const AttackReportRun& run : runs) {
        rows.push_back({&run, run.category, &run.summary});
        if (categories && run.summary.contains("categories") &&
            run.summary["categories"].is_object()) {
            for (const auto& [name, summary] : run.summary["categories"].items()) {
                rows.push_back({&run, name, &summary});
            }
        }
    }
    return rows;
}

text::TextTable attackReportTable(const std::vector<AttackReportRun>& runs, bool categories,
                                  std::vector<std::string>* rowFolders) {
    if (rowFolders != nullptr) {
        rowFolders->clear();
    }
    text::TextTable table;
    table.caption = categories
                        ? "Attacks by operator and category (the first paper's Tables 4 and 9)"
                        : "Attacks by operator (the first paper's Table 9)";
    table.label = categories ? "tab:attack-categories" : "tab:attacks";
    table.corner = "Model";
    table.columns = {"Lang", "Type"};
    const std::vector<AttackReportRow> rows = attackReportRows(runs, categories);
    // Models of one folder name (checkpoint-500 of two trainings) by as much of their paths
    // as tells them apart.
    std::vector<std::string> modelPaths, modelNames;
    for (const AttackReportRow& row : rows) {
        modelPaths.push_back(row.run->modelPath);
        modelNames.push_back(row.run->model);
    }
    const std::vector<std::string> models = jobs::distinguishingNames(modelPaths, modelNames);
    const auto modelOf = [&](std::size_t r) { return models.empty() ? modelNames[r] : models[r]; };
    // The words ranked by another method are another experiment (the second paper's Figure 2).
    const bool methods = std::any_of(rows.begin(), rows.end(), [&](const AttackReportRow& row) {
        return row.run->importance != rows.front().run->importance;
    });
    if (methods) {
        table.columns.push_back("Importance");
    }
    std::vector<std::string> dataOfRows, shownAs;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        dataOfRows.push_back(rows[r].run->data);
        shownAs.push_back(modelOf(r) + "\n" + rows[r].run->language + "\n" +
                          typeOf(*rows[r].run, rows[r].category) + "\n" +
                          (methods ? rows[r].run->importance : std::string()));
    }
    const std::vector<std::string> data = jobs::distinguishingNames(dataOfRows, shownAs);
    // Rows that still read alike (two runs of one model on one dataset, with another method,
    // seed or similarity threshold) by their runs' folders.
    std::vector<std::string> folderOfRows, shownWithData;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        folderOfRows.push_back(rows[r].run->folder);
        shownWithData.push_back(shownAs[r] + "\n" + rows[r].run->data);
    }
    const std::vector<std::string> folders = jobs::distinguishingNames(folderOfRows, shownWithData);
    if (!data.empty()) {
        table.columns.push_back("Data");
    }
    if (!folders.empty()) {
        table.columns.push_back("Run");
    }
    table.leftColumns = table.columns.size();
    for (const auto& [key, title] : attackReportColumns()) {
        table.columns.push_back(title);
    }
    std::string lastGroup;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const AttackReportRow& row = rows[r];
        const AttackReportRun& run = *row.run;
        // A rule between models and languages, as the paper groups its rows.
        const std::string group = modelOf(r) + "\n" + run.language;
        if (!lastGroup.empty() && group != lastGroup) {
            table.ruleBefore.push_back(table.rowNames.size());
        }
        lastGroup = group;
        table.rowNames.push_back(modelOf(r));
        std::vector<std::string> cells{run.language, typeOf(run, row.category)};
        if (methods) {
            cells.push_back(run.importance.empty() ? "-" : run.importance);
        }
        if (!data.empty()) {
            cells.push_back(data[r]);
        }
        if (!folders.empty()) {
            cells.push_back(folders[r]);
        }
        for (auto& cell : figures(*row.summary)) {
            cells.push_back(std::move(cell));
        }
        table.cells.push_back(std::move(cells));
        if (rowFolders != nullptr) {
            rowFolders->push_back(run.folder);
        }
    }
    return table;
}

ordered_json attackReportJson(const std::vector<AttackReportRun>& runs, bool categories) {
    ordered_json out = ordered_json::array();
    for (const AttackReportRun& run : runs) {
        ordered_json row{{"run", run.folder},
                         {"model", run.model},
                         {"data", run.data},
                         {"language", run.language},
                         {"operator", run.op},
                         {"category", run.category},
                         {"importance", run.importance},
                         {"target_sentence", run.targetSentence}};
        if (!run.tables.empty()) {
            row["curated_tables"] = run.tables;
        }
        for (const auto& [key, value] : run.summary.items()) {
            if (key != "categories" || categories) {
                row[key] = value;
            }
        }
        out.push_back(std::move(row));
    }
    return ordered_json{{"runs", std::move(out)}};
}

}  // namespace akshara::attack
