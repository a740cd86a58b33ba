#include <algorithm>
#include <map>
#include <string>
#include <tuple>

#include "ArgParser.h"
#include "Commands.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "data/ProbingDataset.h"
#include "data/Treebanks.h"
#include "text/Display.h"

namespace akshara::cli {

namespace {

std::string joinNames(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names)
        out += (out.empty() ? "" : " ") + n;
    return out;
}

// The --left-out file: every sentence the dataset does not hold, the malformed ones included,
// in the order of the files and their lines. Fields are escaped so that each stays one field.
std::string leftOutReport(const data::Corpus& corpus, const data::ProbingDataset& dataset,
                          const std::vector<std::string>& files) {
    struct Row {
        std::size_t file, line;
        std::string text;
    };
    std::map<std::string, std::size_t> fileOrder;
    for (std::size_t i = 0; i < files.size(); ++i) {
        fileOrder.emplace(files[i], i);
    }
    std::vector<Row> rows;
    const auto add = [&](const std::string& file, std::size_t line, const std::string& id,
                         const std::string& reason) {
        rows.push_back({fileOrder[file], line,
                        text::printable(file) + "\t" + std::to_string(line) + "\t" +
                            text::printable(id) + "\t" + text::printable(reason) + "\n"});
    };
    for (const auto& left : dataset.leftOut) {
        const data::Sentence& s = corpus.sentences[left.sentence];
        add(s.file, s.line, s.id, left.reason);
    }
    for (const auto& skipped : corpus.skipped) {
        add(skipped.file, skipped.line, skipped.id, "malformed: " + skipped.reason);
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
        return std::tie(a.file, a.line) < std::tie(b.file, b.line);
    });
    std::string report;
    for (const auto& row : rows) {
        report += row.text;
    }
    return report;
}

}  // namespace

int runProbeData(const std::vector<std::string>& args, CliContext& io) {
    std::vector<std::string> taskNames, perturbationNames;
    for (const auto t : data::allProbingTasks())
        taskNames.emplace_back(data::probingTaskName(t));
    for (const auto p : data::allPerturbations())
        perturbationNames.emplace_back(data::perturbationName(p));

    ArgParser parser(
        "probe-data --format ssf|conllu FILE... --task T [--perturb P] [--seed N] [--strict] --out "
        "FILE.tsv",
        "Builds an IndicSentEval probing dataset from treebank files: one line\n"
        "'label<TAB>sentence' per sentence that has a label for the task, the sentence\n"
        "as its tokens joined by single spaces, optionally perturbed. Prints on stderr\n"
        "how many sentences were used and how many were left out, and why.");
    parser.option("format", "FORMAT",
                  "ssf (Shakti Standard Format) or conllu (Universal Dependencies)");
    parser.option("task", "T", "probing task: " + joinNames(taskNames));
    parser.option("perturb", "P", "perturbation: " + joinNames(perturbationNames));
    parser.option("seed", "N", "seed of the random choices (BShift, DropR*, AppendR, Shuffle)",
                  "0");
    parser.option("unk", "TOKEN", "the model's unknown token for DropF/DropL/DropFL", "[UNK]");
    parser.flag("strict", "stop at the first malformed line instead of skipping its sentence");
    parser.option("out", "FILE.tsv",
                  "where to write the dataset (written atomically; '-': standard output)");
    parser.option("left-out", "FILE.tsv",
                  "also write the sentences left out, malformed ones included: "
                  "file<TAB>line<TAB>sentence id<TAB>reason");
    parser.positional("FILE", "treebank files", true, true);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    for (const char* required : {"format", "task", "out"}) {
        if (!parser.has(required)) {
            throw UsageError(std::string("--") + required + " is required\n\n" + parser.help());
        }
    }
    const std::string format = parser.value("format");
    if (format != "ssf" && format != "conllu") {
        throw UsageError("--format must be ssf or conllu, not '" + format + "'");
    }
    const auto task = data::probingTaskByName(parser.value("task"));
    if (!task) {
        throw UsageError("unknown task '" + parser.value("task") +
                         "' (tasks: " + joinNames(taskNames) + ")");
    }
    data::DatasetOptions options;
    if (parser.has("perturb")) {
        options.perturbation = data::perturbationByName(parser.value("perturb"));
        if (!options.perturbation) {
            throw UsageError("unknown perturbation '" + parser.value("perturb") +
                             "' (perturbations: " + joinNames(perturbationNames) + ")");
        }
    }
    const long long seed = parser.integer("seed");
    if (seed < 0) {
        throw UsageError("--seed must not be negative");
    }
    options.seed = static_cast<std::uint64_t>(seed);
    // Only the drops write the unknown token: given for another perturbation (or none) it
    // would be ignored without a word.
    const bool writesUnknown =
        options.perturbation && (*options.perturbation == data::Perturbation::DropF ||
                                 *options.perturbation == data::Perturbation::DropL ||
                                 *options.perturbation == data::Perturbation::DropFL);
    if (parser.has("unk") && !writesUnknown) {
        throw UsageError("--unk is for --perturb DropF, DropL or DropFL");
    }
    options.unknownToken = parser.value("unk");
    if (options.unknownToken.empty() ||
        options.unknownToken.find_first_of("\t\n ") != std::string::npos) {
        throw UsageError("--unk must be one token without spaces");
    }

    data::ReadOptions readOptions;
    readOptions.strict = parser.has("strict");
    const std::vector<std::string> treebanks = parser.values("FILE");
    // A file given twice would put each of its sentences in the dataset twice, across the
    // probe's folds.
    refuseRepeatedFile(treebanks, "its sentences would be in the dataset twice", "treebank");
    const bool toStdout = parser.value("out") == "-";
    if (!toStdout) {
        checkOutputPath(parser.value("out"), treebanks);
    }
    if (parser.has("left-out")) {
        if (parser.value("left-out") == "-") {
            throw UsageError(
                "--left-out - is not taken: standard output is for the dataset "
                "(--out -); give the report a file");
        }
        checkOutputPath(parser.value("left-out"), treebanks);
        if (!toStdout && sameFile(parser.value("left-out"), parser.value("out"))) {
            throw UsageError("--out and --left-out name the same file, " + parser.value("out"));
        }
    }
    const data::Corpus corpus = data::readTreebanks(treebanks, format, readOptions);
    for (const auto& problem : corpus.problems) {
        io.err << "warning: " << formatLocation(problem.file, problem.line, {}) << ": "
               << problem.message << "\n";
    }
    data::requireSentences(corpus);

    const data::ProbingDataset dataset =
        data::buildProbingDataset(corpus.sentences, *task, options);
    if (dataset.items.empty()) {
        // An empty dataset is no dataset: nothing is written, and the reasons are given.
        std::string reasons;
        for (const auto& [reason, count] : dataset.leftOutCounts()) {
            reasons += "\n  left out " + std::to_string(count) + ": " + reason;
        }
        throw InputError(std::string("no sentence of the treebanks is usable for ") +
                         data::probingTaskName(*task) +
                         (options.perturbation ? std::string(" with ") +
                                                     data::perturbationName(*options.perturbation)
                                               : std::string()) +
                         " (" + std::to_string(dataset.leftOut.size()) + " left out, " +
                         std::to_string(corpus.skipped.size()) + " malformed)" + reasons);
    }
    // The dataset and its report of what was left out together, or neither; the report of a
    // dataset to standard output once the dataset is written there.
    std::vector<std::pair<std::string, std::string>> outputs;
    if (parser.has("left-out")) {
        outputs.emplace_back(parser.value("left-out"), leftOutReport(corpus, dataset, treebanks));
    }
    if (toStdout) {
        if (!outputs.empty()) {
            catchClosedOutput();
        }
        io.out << data::datasetTsv(dataset);
        if (!outputs.empty()) {
            requirePrinted(io, parser.value("left-out"));
        }
        writeFilesAtomically(outputs);
    } else {
        outputs.emplace_back(parser.value("out"), data::datasetTsv(dataset));
        writeFilesAtomically(outputs);
    }

    io.err << data::probingTaskName(*task);
    if (options.perturbation)
        io.err << " with " << data::perturbationName(*options.perturbation);
    io.err << ": " << corpus.sentences.size() + corpus.skipped.size() << " sentences read, "
           << dataset.items.size() << " used, " << dataset.leftOut.size() << " left out";
    if (!corpus.skipped.empty())
        io.err << ", " << corpus.skipped.size() << " malformed skipped";
    io.err << "\n";
    for (const auto& [reason, count] : dataset.leftOutCounts()) {
        io.err << "  left out " << count << ": " << reason << "\n";
    }
    std::map<std::string, std::size_t> perClass;
    for (const auto& item : dataset.items)
        ++perClass[item.label];
    for (const auto& label : data::probingTaskClasses(*task)) {
        io.err << "  class " << label << ": " << perClass[label] << "\n";
    }
    return kExitOk;
}

}  // namespace akshara::cli
