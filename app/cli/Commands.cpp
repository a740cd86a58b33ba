#include "Commands.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <exception>
#include <filesystem>
#include <new>

#include "ArgParser.h"
#include "Interrupt.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "common/Version.h"
#include "jobs/FinishedRun.h"

namespace akshara::cli {

const std::vector<Command>& commands() {
    static const std::vector<Command> all{
        {"tables", "list, show, validate and project confusion tables", runTables},
        {"segment", "split text into aksharas and words", runSegment},
        {"operators", "list the perturbation operators", runOperators},
        {"candidates", "every perturbation an operator makes of a word", runCandidates},
        {"perturb", "perturb words of sentences with an operator", runPerturb},
        {"try", "one sentence's perturbed versions, with a classifier's predictions", runTry},
        {"matrix", "confusion, consistency and transfer matrices of prediction files", runMatrix},
        {"probe-data", "build a probing dataset (IndicSentEval tasks) from SSF or CoNLL-U",
         runProbeData},
        {"model", "describe a Hugging Face model folder (model info DIR)", runModel},
        {"embed", "hidden states of lines of text, to a safetensors file", runEmbed},
        {"probe", "layer-wise probing accuracy, control tasks and robustness scores", runProbe},
        {"probe-report", "the aggregate accuracy and robustness tables of probe runs",
         runProbeReport},
        {"classify", "labels and probabilities of a classifier for lines of text", runClassify},
        {"predict", "the prediction file (gold, predicted, probabilities) of a labelled dataset",
         runPredict},
        {"sample", "k diverse examples of a dataset by a k-DPP over sentence embeddings",
         runSample},
        {"train", "fine-tune a classifier, or train one from scratch, on a labelled dataset",
         runTrain},
        {"importance", "word importance for a classifier's class (loo, ig, ...)", runImportance},
        {"attack", "the first paper's greedy attack on a classifier, with its metrics", runAttack},
        {"attack-report", "the first paper's table of results over attack runs", runAttackReport},
        {"asr-curve", "attack success rate of a target when the top-k words are perturbed",
         runAsrCurve},
        {"asr-report", "the second paper's table of ASR by words perturbed over asr-curve runs",
         runAsrReport},
        {"resume", "continue a stopped attack or asr-curve run from its folder alone", runResume},
        {"tokenize", "tokenize text as a Hugging Face model folder's tokenizer does", runTokenize},
        {"demo-data", "write the demo corpus: treebanks, sentiment and NLI (hi, bn, pl)",
         runDemoData},
        {"demo-workspace", "build the demo workspace: corpora, models, probes, attacks, ASR",
         runDemoWorkspace},
    };
    return all;
}

namespace {

void printOverview(std::ostream& out) {
    out << fitted(std::string("usage: akshara-cli COMMAND [ARGS...]\n\nAkshara Workbench ") +
                  kVersion +
                  ": robustness of language models to natural errors\n"
                  "in Indic languages and Polish.\n\ncommands:\n");
    // The summaries in a column past the longest name, each in lines of helpWidth().
    std::size_t longest = 0;
    for (const auto& command : commands()) {
        longest = std::max(longest, command.name.size());
    }
    const std::size_t column = 2 + longest + 2;
    for (const auto& command : commands()) {
        out << "  " << command.name << std::string(column - 2 - command.name.size(), ' ');
        writeWrapped(out, command.summary, column, column, helpWidth());
    }
    out << fitted(
        "\n'akshara-cli COMMAND --help' or 'akshara-cli help COMMAND' describes a command.\n"
        "'akshara-cli --version' prints the version.\n");
}

// A command that printed to a full disk, a closed pipe or /dev/full has not done its work:
// its output is cut short, which the exit status must say.
int outputWritten(const std::string& command, CliContext& io) {
    errno = 0;
    if (io.out.flush()) {
        return kExitOk;
    }
    io.err << "akshara-cli " << command << ": error: " << outputFailure(errno) << "\n";
    return kExitInputError;
}

}  // namespace

std::string outputFailure(int error) {
    return "cannot write the output to standard output" +
           (error != 0 ? std::string(": ") + std::strerror(error) : std::string());
}

void catchClosedOutput() {
    std::signal(SIGPIPE, SIG_IGN);
}

void requirePrinted(CliContext& io, const std::string& kept) {
    errno = 0;
    if (!io.out.flush()) {
        throw InputError(outputFailure(errno) + "; " + kept + " is left as it was");
    }
}

void refuseRepeatedFile(const std::vector<std::string>& paths, const std::string& consequence,
                        const std::string& item) {
    if (const auto twice = repeatedExistingFile(paths)) {
        throw UsageError(twice->first + " and " + twice->second +
                         " are the same file: " + consequence + "; give each " + item + " once");
    }
}

std::vector<std::string> reportRunFolders(const ArgParser& parser) {
    const std::vector<std::string> folders = parser.values("RUN_DIR");
    for (const std::string& folder : folders) {
        jobs::requireReadableFolder(folder);
    }
    try {
        jobs::checkDistinctFolders(folders);
    } catch (const InputError& e) {
        throw UsageError(e.what());
    }
    return folders;
}

int run(const std::vector<std::string>& args, CliContext& io) {
    if (args.size() == 2 && args[0] == "help") {
        // help COMMAND: the command's own help, as COMMAND --help gives it.
        return run({args[1], "--help"}, io);
    }
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        printOverview(args.empty() ? io.err : io.out);
        return args.empty() ? kExitUsage : outputWritten(args[0], io);
    }
    if (args[0] == "--version" && args.size() > 1) {
        io.err << "akshara-cli: --version takes nothing after it\n";
        return kExitUsage;
    }
    if (args[0] == "--version") {
        io.out << "akshara-cli " << kVersion << "\n";
        return outputWritten(args[0], io);
    }
    for (const auto& command : commands()) {
        if (command.name != args[0]) {
            continue;
        }
        try {
            const int code =
                command.run(std::vector<std::string>(args.begin() + 1, args.end()), io);
            return code == kExitOk ? outputWritten(command.name, io) : code;
        } catch (const UsageError& e) {
            io.err << "akshara-cli " << command.name << ": " << e.what() << "\n";
            return kExitUsage;
        } catch (const InputError& e) {
            io.err << "akshara-cli " << command.name << ": error: " << e.what() << "\n";
            return kExitInputError;
        } catch (const ModelError& e) {
            io.err << "akshara-cli " << command.name << ": error: " << e.what() << "\n";
            return kExitInputError;
        } catch (const Cancelled&) {
            io.err << "akshara-cli " << command.name << ": cancelled\n";
            const int signal = stoppingSignal();
            return signal != 0 ? 128 + signal : kExitInputError;
        } catch (const std::filesystem::filesystem_error& e) {
            // A path the file system refused to look at (a name too long, a link to itself)
            // where a command asked without handling it: the input's fault, named as such.
            const std::error_code code = e.code();
            if (code != std::errc::filename_too_long &&
                code != std::errc::too_many_symbolic_link_levels &&
                code != std::errc::not_a_directory &&
                code != std::errc::no_such_file_or_directory &&
                code != std::errc::permission_denied &&
                code != std::errc::operation_not_permitted) {
                io.err << "akshara-cli " << command.name << ": internal error: " << e.what()
                       << "\n";
                return 3;
            }
            const InputError named("cannot look at it: " + e.code().message(), e.path1().string());
            io.err << "akshara-cli " << command.name << ": error: " << named.what() << "\n";
            return kExitInputError;
        } catch (const std::bad_alloc&) {
            io.err << "akshara-cli " << command.name
                   << ": error: out of memory: the input is too large for this machine's memory; "
                      "give a smaller one, or fewer examples at once\n";
            return kExitInputError;
        } catch (const std::exception& e) {
            io.err << "akshara-cli " << command.name << ": internal error: " << e.what() << "\n";
            return 3;
        }
    }
    io.err << "akshara-cli: unknown command '" << args[0] << "'\n\n";
    printOverview(io.err);
    return kExitUsage;
}

}  // namespace akshara::cli
