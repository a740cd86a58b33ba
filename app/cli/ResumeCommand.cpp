#include <string>

#include "ArgParser.h"
#include "Commands.h"
#include "Interrupt.h"
#include "ModelOptions.h"
#include "OperatorOptions.h"
#include "attack/AttackExperiment.h"
#include "attack/RunOptions.h"
#include "jobs/JobContext.h"

namespace akshara::cli {

namespace {

// Where and how the models run, as the options say; what they compute (the number type) is
// the run's.
void runWhere(model::EncoderOptions where, model::EncoderOptions& encoder) {
    where.dtype = encoder.dtype;
    encoder = where;
}

}  // namespace

int runResume(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "resume RUN_DIR [--device auto|cpu|cuda] [--threads N] [--batch-size N] [--tables DIR]",
        "Continues a stopped attack or asr-curve run from its folder alone, without its\n"
        "command: the settings are those its manifest.json records (the models, the data and\n"
        "how it is read, the operators, the word ranking and its budgets, the seed and the\n"
        "number type). The examples not done yet are done, summary.json is written and the\n"
        "summary printed, as the run's own command would; the models and data must be\n"
        "unchanged, where the run read them or, when its folder moved with its workspace,\n"
        "at the same place in the workspace now. Curated tables are read from --tables, else\n"
        "from the folder the run read them from.");
    parser.positional("RUN_DIR", "the run folder");
    addPlacementOptions(parser);
    addTablesOption(parser);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const std::string dir = parser.value("RUN_DIR");
    const std::string tables = tablesOption(parser);
    const model::EncoderOptions where = placementOptions(parser);
    jobs::StreamProgress progress(io.err);
    const InterruptStops interrupt(io.err, "resume " + dir);
    const jobs::JobContext context{&progress, interrupt.token()};
    const auto log = [&progress](const std::string& line) { progress.print(line); };
    if (attack::resumableKind(dir) == "attack") {
        auto options = attack::attackRunOptions(dir, tables);
        runWhere(where, options.encoder);
        if (!tables.empty()) {
            options.operatorOptions.tablesDir = tables;
        }
        noteReplacedTables(options.op, options.operatorOptions, io.err);
        io.out << attack::runAttackExperiment(options, context, log) << "\n";
    } else {
        auto options = attack::asrRunOptions(dir, tables);
        runWhere(where, options.encoder);
        if (!tables.empty()) {
            options.operatorOptions.tablesDir = tables;
        }
        for (const auto& op : options.operators) {
            noteReplacedTables(op, options.operatorOptions, io.err);
        }
        io.out << attack::runAsrExperiment(options, context, log) << "\n";
    }
    return kExitOk;
}

}  // namespace akshara::cli
