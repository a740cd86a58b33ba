#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "DatasetOptions.h"
#include "InputLines.h"
#include "JsonOutput.h"
#include "OperatorOptions.h"
#include "attack/PerturbedDataset.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "data/ClassificationDataset.h"
#include "data/TextColumn.h"
#include "jobs/JobContext.h"
#include "perturb/OperatorRegistry.h"
#include "perturb/SentencePerturber.h"
#include "text/Language.h"
#include "text/Script.h"
#include "text/Utf8.h"

namespace akshara::cli {

namespace {

using json = nlohmann::ordered_json;

json editJson(const perturb::Edit& e, std::size_t word) {
    return json{{"word_index", word},
                {"position", e.position},
                {"from", text::encodeUtf8(e.from)},
                {"to", text::encodeUtf8(e.to)},
                {"op", e.op},
                {"category", e.category}};
}

}  // namespace

int runPerturb(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "perturb --op OP --lang LANG [--words K] [--seed N]\n"
        "        [--input FILE [--column C [--dataset-out FILE]]]",
        "Perturbs K words of each input line (stdin or FILE) and prints JSON lines\n"
        "{text, perturbed, edits: [{word_index, position, from, to, op, category}]} (with\n"
        "--column, also the record's line in the file). With --dataset-out, the dataset is\n"
        "also written in its own format with column C perturbed, for predict or attack.\n"
        "Edits are listed in the order they were made; each position is in code points\n"
        "of the text as it was at that moment. Line i's result depends only on the seed\n"
        "and i.");
    addOperatorOptions(parser);
    parser.option("words", "K", "words to perturb per line", "1");
    parser.option("input", "FILE", "read lines from FILE instead of stdin");
    parser.option("column", "C",
                  "perturb column C of a dataset file (TSV/CSV with a header, JSON lines)");
    parser.option("format", "tsv|csv|jsonl|json",
                  "the dataset's format (default: from the file's extension); jsonl and json "
                  "both read JSON lines, one record per line, and keep each line as it was");
    parser.option("dataset-out", "FILE",
                  "with --column: write the dataset, column C perturbed and every other field "
                  "as it was, in the input's format (atomically)");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const long long words = parser.integer("words");
    if (words < 1) {
        throw UsageError("--words must be at least 1");
    }
    if (parser.has("dataset-out") && !parser.has("column")) {
        throw UsageError("--dataset-out needs --input FILE --column C");
    }
    if (parser.has("dataset-out") && parser.value("dataset-out") == "-") {
        throw UsageError(
            "--dataset-out - is not taken: standard output carries the JSON lines; "
            "give the dataset a file name");
    }
    if (parser.has("format") && !parser.has("column")) {
        throw UsageError("--format needs --input FILE --column C");
    }
    const perturb::OperatorOptions options = operatorOptionsFrom(parser);
    noteReplacedTables(parser.value("op"), options, io.err);
    // Operators change only letters of the language's script: text in another script comes
    // back unchanged, which the user is told once rather than left to notice.
    const auto& language = text::requireLanguage(options.language);
    std::size_t emitted = 0;
    bool warned = false;
    const auto emit = [&](const perturb::PerturbedText& result, std::size_t line) {
        ++emitted;
        const auto script = text::dominantScript(result.original);
        if (!warned && script != text::Script::Common && script != language.script) {
            warned = true;
            io.err << "warning: line " << (line > 0 ? line : emitted) << " is in "
                   << text::scriptName(script) << " script, but --lang " << language.code
                   << " perturbs " << text::scriptName(language.script)
                   << " letters: text in other scripts is left unchanged\n";
        }
        json j;
        if (line > 0) {
            j["line"] = line;
        }
        j["text"] = text::encodeUtf8(result.original);
        j["perturbed"] = text::encodeUtf8(result.perturbed);
        j["edits"] = json::array();
        for (std::size_t k = 0; k < result.edits.size(); ++k) {
            j["edits"].push_back(editJson(result.edits[k], result.wordIndices[k]));
        }
        io.out << printableJson(j) << "\n";
    };
    if (parser.has("column")) {
        if (!parser.has("input")) {
            throw UsageError("--column needs --input FILE");
        }
        const std::string path = parser.value("input");
        const auto format = datasetFormatOption(parser, path);
        const std::string column = parser.value("column");
        const std::string datasetOut = parser.value("dataset-out");
        attack::DatasetPerturbationOptions what;
        what.dataFile = path;
        what.column = column;
        what.format = format;
        what.op = parser.value("op");
        what.operatorOptions = options;
        what.words = static_cast<std::size_t>(words);
        if (parser.has("dataset-out")) {
            checkOutputPath(datasetOut, attack::filesRead(what));
            // The copy is in the input's format; a name that says another would be read in that
            // one by predict, train and the attacks, and fail there.
            const auto named = data::datasetFormatOfPath(datasetOut);
            if (named && *named != format) {
                throw UsageError("--dataset-out " + datasetOut + ": the copy is written in the " +
                                 "input's format, " + data::datasetFormatName(format) +
                                 ", but its name says " + data::datasetFormatName(*named) +
                                 "; give it the input's extension");
            }
        }
        attack::PerturbedDataset result;
        {
            // Nothing is printed until every record is perturbed: say how far it has got.
            jobs::StreamProgress progress(io.err);
            result = attack::perturbDataset(what, {&progress, nullptr});
        }
        if (parser.has("dataset-out")) {
            catchClosedOutput();
        }
        for (std::size_t i = 0; i < result.records.size(); ++i) {
            emit(result.results[i], result.records[i].line);
        }
        if (parser.has("dataset-out")) {
            // Records that could not be printed (a full disk, a closed pipe) fail the command:
            // the copy of the dataset is not written then either.
            requirePrinted(io, datasetOut);
            writeFileAtomically(datasetOut, result.text);
            io.err << "wrote " << datasetOut << ": " << result.records.size() << " records, "
                   << result.changed << " with column '" << column << "' perturbed\n";
        }
        return kExitOk;
    }
    const auto op = perturb::createOperator(parser.value("op"), options);
    std::size_t index = 0;
    const std::size_t lines =
        forEachInputLine(parser.value("input"), io.in,
                         [&](const std::string& line, std::size_t, const std::string&) {
                             perturb::Rng rng = perturb::rngForItem(options.seed, index);
                             emit(perturb::perturbText(text::decodeUtf8(line), *op,
                                                       static_cast<std::size_t>(words), rng),
                                  0);
                             ++index;
                         });
    requireLines(lines, parser.value("input"));
    return kExitOk;
}

}  // namespace akshara::cli
