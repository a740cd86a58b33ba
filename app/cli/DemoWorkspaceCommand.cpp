#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "Interrupt.h"
#include "JsonOutput.h"
#include "ModelOptions.h"
#include "demo/DemoWorkspace.h"
#include "jobs/JobContext.h"

namespace akshara::cli {

int runDemoWorkspace(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "demo-workspace --out DIR [--tiny] [--threads N]",
        "Builds the workbench's demo workspace in DIR from the demo corpus, with no download\n"
        "and no pretrained model: the corpora (Hindi, Bengali, Polish), a small sentiment\n"
        "classifier trained from scratch per language (and a proxy for Hindi), layer-wise\n"
        "probing of each language's treebank, phono, ortho and random attacks and an ASR\n"
        "curve on the Hindi classifier, prediction files for the matrices, and a classifier\n"
        "trained on all three languages for a cross-lingual transfer table of every\n"
        "classifier on every language's test set. Steps already done are kept, so an\n"
        "interrupted build resumes; a folder begun or built with other settings (--tiny or\n"
        "not), or holding other files, is refused. Prints what it made as JSON.");
    parser.option("out", "DIR", "the workspace folder (created)");
    parser.flag("tiny", "small sizes for a quick check (as the workbench's smoke mode)");
    parser.option("threads", "N",
                  "training threads (0: one per core, or those an interrupted build began with; "
                  "--tiny alone: 1, as the smoke mode)",
                  "0");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    if (!parser.has("out")) {
        throw UsageError("--out is required\n\n" + parser.help());
    }
    demo::DemoWorkspaceOptions options;
    options.root = parser.value("out");
    if (parser.has("tiny")) {
        options = demo::tinyDemoWorkspace(options.root);
    }
    if (!parser.has("tiny") || parser.has("threads")) {
        options.threads = threadsOption(parser);
    }
    jobs::StreamProgress progress(io.err);
    const InterruptStops interrupt(io.err, "resume into " + options.root);
    const jobs::JobContext context{&progress, interrupt.token()};
    const auto report = demo::buildDemoWorkspace(options, context);
    nlohmann::ordered_json out;
    out["workspace"] = options.root;
    out["reused"] = report.reused;
    out["runs"] = report.runs;
    out["predictions"] = report.predictions;
    // As akshara-cli matrix transfer takes them: --pred TRAIN:EVAL=FILE.
    out["transfer"] = nlohmann::ordered_json::array();
    for (const auto& file : report.transfer) {
        out["transfer"].push_back(
            {{"train", file.train}, {"eval", file.eval}, {"path", file.path}});
    }
    out["seconds"] = report.seconds;
    io.out << printableJson(out, 2) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli
