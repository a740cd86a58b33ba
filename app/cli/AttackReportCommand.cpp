#include <string>
#include <vector>

#include "ArgParser.h"
#include "Commands.h"
#include "JsonOutput.h"
#include "TableFormat.h"
#include "attack/AttackReport.h"
#include "jobs/FinishedRun.h"

namespace akshara::cli {

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
        "sub-category follow their run's row, as the paper's Table 4. Runs whose words were\n"
        "ranked by different methods (--method) have an Importance column naming each.");
    parser.positional("RUN_DIR", "attack run folders", true, true);
    parser.flag("categories", "add a row per operator category (phono: consonant, vowel, ...)");
    addTableFormatFlags(parser, "print a text table instead of JSON");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const TableFormat format = tableFormat(parser);
    auto runs = jobs::readDistinctRuns(reportRunFolders(parser), attack::readAttackReportRun);
    attack::sortAttackReportRuns(runs);
    const bool categories = parser.has("categories");
    if (format != TableFormat::Json) {
        writeTable(io.out, attack::attackReportTable(runs, categories), format);
        return kExitOk;
    }
    io.out << printableJson(attack::attackReportJson(runs, categories), 2) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli
