#include <string>
#include <vector>

#include "ArgParser.h"
#include "Commands.h"
#include "JsonOutput.h"
#include "TableFormat.h"
#include "attack/AsrReport.h"
#include "jobs/FinishedRun.h"

namespace akshara::cli {

int runAsrReport(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "asr-report RUN_DIR... [--table|--latex|--csv]",
        "The second paper's table of attack success rates over finished asr-curve runs (each\n"
        "RUN_DIR a folder of `akshara-cli asr-curve`): per target model, language and\n"
        "operator, the ASR when the top 1, 2, ... K words are perturbed, chosen by the proxy's\n"
        "word importance and, in the next row, at random; their mean, and whether the\n"
        "operator stays under the run's robustness threshold. Without a format, the same\n"
        "rows as JSON.");
    parser.positional("RUN_DIR", "asr-curve run folders", true, true);
    addTableFormatFlags(parser, "print a text table instead of JSON");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const TableFormat format = tableFormat(parser);
    auto runs = jobs::readDistinctRuns(reportRunFolders(parser), attack::readAsrReportRun);
    if (format != TableFormat::Json) {
        writeTable(io.out, attack::asrReportTable(runs), format);
        return kExitOk;
    }
    io.out << printableJson(attack::asrReportJson(runs), 2) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli
