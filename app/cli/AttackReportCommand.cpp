#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ArgParser.h"
#include "Commands.h"
#include "RunReports.h"
#include "TableFormat.h"
#include "common/Error.h"

namespace akshara::cli {

namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;

// One finished attack run: what was attacked, and its summary.json as written.
struct AttackReportRun {
    std::string folder;
    std::string model;     // the model folder's name
    std::string language;  // as given to `attack --lang`
    std::string op;        // the operator
    std::string category;  // the operator's category, when the run was limited to one
    int targetSentence = 1;
    ordered_json summary;
};

AttackReportRun readAttackRun(const std::string& folder) {
    FinishedRun finished = readFinishedRun(folder, "attack");
    if (!finished.summary.contains("original_accuracy") ||
        !finished.summary["original_accuracy"].is_number()) {
        throw InputError("not an attack summary: it has no \"original_accuracy\"",
                         (fs::path(folder) / "summary.json").string());
    }
    const ordered_json& manifest = finished.manifest;
    AttackReportRun run;
    run.folder = folder;
    run.summary = std::move(finished.summary);
    run.model = folderName(manifest.value("model", std::string("model")));
    run.language = manifest.value("language", std::string());
    run.op = manifest.value("operator", std::string());
    run.category = manifest.value("category", std::string());
    if (manifest.contains("options") && manifest["options"].is_object()) {
        run.targetSentence = manifest["options"].value("target_sentence", 1);
    }
    return run;
}

// The paper's order of the operators: the random baseline, then phono and ortho; others after.
int operatorRank(const std::string& op) {
    static const std::vector<std::string> order{"random", "phono", "ortho"};
    const auto at = std::find(order.begin(), order.end(), op);
    return at == order.end() ? int(order.size()) : int(at - order.begin());
}

std::string number(const ordered_json& summary, const char* key) {
    if (!summary.contains(key) || !summary[key].is_number()) {
        return "-";
    }
    return fixedDecimals(summary[key].get<double>());
}

// The paper's columns after the run's names (its Table 9; Table 4 for the categories), with
// the attack success rate after the accuracies. The similarities a run did not measure are
// "-", as in the paper.
const std::vector<std::pair<const char*, const char*>>& figureColumns() {
    static const std::vector<std::pair<const char*, const char*>> columns{
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

std::vector<std::string> figures(const ordered_json& summary) {
    std::vector<std::string> cells;
    for (const auto& [key, title] : figureColumns()) {
        const std::string name(key);
        if (name.rfind("similarity.", 0) == 0) {
            const ordered_json similarity =
                summary.contains("similarity") ? summary["similarity"] : ordered_json::object();
            cells.push_back(similarity.is_object() ? number(similarity, name.substr(11).c_str())
                                                   : std::string("-"));
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
    return type;
}

text::TextTable reportTable(const std::vector<AttackReportRun>& runs, bool categories) {
    text::TextTable table;
    table.caption = categories
                        ? "Attacks by operator and category (the first paper's Tables 4 and 9)"
                        : "Attacks by operator (the first paper's Table 9)";
    table.label = categories ? "tab:attack-categories" : "tab:attacks";
    table.corner = "Model";
    table.columns = {"Lang", "Type"};
    table.leftColumns = 2;
    for (const auto& [key, title] : figureColumns()) {
        table.columns.push_back(title);
    }
    std::string lastGroup;
    for (const AttackReportRun& run : runs) {
        // A rule between models and languages, as the paper groups its rows.
        const std::string group = run.model + "\n" + run.language;
        if (!lastGroup.empty() && group != lastGroup) {
            table.ruleBefore.push_back(table.rowNames.size());
        }
        lastGroup = group;
        const auto addRow = [&](const std::string& category, const ordered_json& summary) {
            table.rowNames.push_back(run.model);
            std::vector<std::string> cells{run.language, typeOf(run, category)};
            for (auto& cell : figures(summary)) {
                cells.push_back(std::move(cell));
            }
            table.cells.push_back(std::move(cells));
        };
        addRow(run.category, run.summary);
        if (categories && run.summary.contains("categories") &&
            run.summary["categories"].is_object()) {
            for (const auto& [name, summary] : run.summary["categories"].items()) {
                addRow(name, summary);
            }
        }
    }
    return table;
}

}  // namespace

int runAttackReport(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "attack-report RUN_DIR... [--categories] [--table|--latex|--csv]",
        "The first paper's table of attack results over finished attack runs (each RUN_DIR\n"
        "a folder of `akshara-cli attack`): per model, language and operator the original\n"
        "and after-attack accuracy, the attack success rate, the share of words perturbed,\n"
        "the semantic (embedding cosine), overlap (chrF), BERTScore and phonetic similarity\n"
        "of the successful adversarial texts, candidates per word, the length of the words\n"
        "changed, queries per example and sentence length. Rows go by model and language,\n"
        "then random, phono and ortho as in the paper, then the other operators. A similarity\n"
        "the run did not measure is \"-\". With --categories, the figures of each phono\n"
        "sub-category follow their run's row, as the paper's Table 4.");
    parser.positional("RUN_DIR", "attack run folders", true, true);
    parser.flag("categories", "add a row per operator category (phono: consonant, vowel, ...)");
    addTableFormatFlags(parser, "print a text table instead of JSON");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const TableFormat format = tableFormat(parser);
    const std::vector<std::string> folders = parser.values("RUN_DIR");
    checkDistinctFolders(folders);
    std::vector<AttackReportRun> runs;
    for (const std::string& folder : folders) {
        runs.push_back(readAttackRun(folder));
    }
    std::stable_sort(runs.begin(), runs.end(),
                     [](const AttackReportRun& a, const AttackReportRun& b) {
                         if (a.model != b.model) {
                             return a.model < b.model;
                         }
                         if (a.language != b.language) {
                             return a.language < b.language;
                         }
                         if (operatorRank(a.op) != operatorRank(b.op)) {
                             return operatorRank(a.op) < operatorRank(b.op);
                         }
                         return a.op < b.op;
                     });
    const bool categories = parser.has("categories");
    if (format != TableFormat::Json) {
        writeTable(io.out, reportTable(runs, categories), format);
        return kExitOk;
    }
    ordered_json out = ordered_json::array();
    for (const AttackReportRun& run : runs) {
        ordered_json row{{"run", run.folder},        {"model", run.model},
                         {"language", run.language}, {"operator", run.op},
                         {"category", run.category}, {"target_sentence", run.targetSentence}};
        for (const auto& [key, value] : run.summary.items()) {
            if (key != "categories" || categories) {
                row[key] = value;
            }
        }
        out.push_back(std::move(row));
    }
    io.out << ordered_json{{"runs", std::move(out)}}.dump(2) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli
