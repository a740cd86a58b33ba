#pragma once

#include <string>
#include <vector>

#include "CliContext.h"

namespace akshara::cli {

// One subcommand of akshara-cli. `run` receives the arguments after the command's name and
// returns the exit code; it may throw InputError or UsageError, which run() reports.
struct Command {
    std::string name;
    std::string summary;
    int (*run)(const std::vector<std::string>& args, CliContext& io);
};

const std::vector<Command>& commands();

// Runs akshara-cli with its arguments (argv without the program name): finds the command,
// turns errors into messages on io.err and an exit code. Never throws.
int run(const std::vector<std::string>& args, CliContext& io);

// "cannot write the output to standard output", and why when the error number `error` says
// it (0: unknown): what a command says of output it could not write.
std::string outputFailure(int error);

// For a command that writes a file to go with what it prints: a closed standard output
// (`| head`) is then an error it is told of, not SIGPIPE ending it silently.
void catchClosedOutput();
// Throws InputError when what was printed could not all be written (a full disk, a closed
// pipe), saying that `kept`, the file that goes with it, is left as it was.
void requirePrinted(CliContext& io, const std::string& kept);

class ArgParser;

// Throws UsageError when two of `paths` that exist are one file (under two names, too):
// "A and B are the same file: CONSEQUENCE; give each ITEM once". A file named twice is a
// mistake in the command, said as one (exit 2); a path that does not exist is left for the
// command's reading of it to name.
void refuseRepeatedFile(const std::vector<std::string>& paths, const std::string& consequence,
                        const std::string& item);
// A report's RUN_DIR arguments, once each is a folder that can be read (InputError naming it
// otherwise) and none is named twice (UsageError: its figures would be counted twice).
std::vector<std::string> reportRunFolders(const ArgParser& parser);

// The subcommands (one file each).
int runTables(const std::vector<std::string>& args, CliContext& io);
int runSegment(const std::vector<std::string>& args, CliContext& io);
int runOperators(const std::vector<std::string>& args, CliContext& io);
int runCandidates(const std::vector<std::string>& args, CliContext& io);
int runPerturb(const std::vector<std::string>& args, CliContext& io);
int runMatrix(const std::vector<std::string>& args, CliContext& io);
int runProbeData(const std::vector<std::string>& args, CliContext& io);
int runModel(const std::vector<std::string>& args, CliContext& io);
int runEmbed(const std::vector<std::string>& args, CliContext& io);
int runProbe(const std::vector<std::string>& args, CliContext& io);
int runProbeReport(const std::vector<std::string>& args, CliContext& io);
int runClassify(const std::vector<std::string>& args, CliContext& io);
int runTry(const std::vector<std::string>& args, CliContext& io);
int runTrain(const std::vector<std::string>& args, CliContext& io);
int runImportance(const std::vector<std::string>& args, CliContext& io);
int runAttack(const std::vector<std::string>& args, CliContext& io);
int runAttackReport(const std::vector<std::string>& args, CliContext& io);
int runAsrCurve(const std::vector<std::string>& args, CliContext& io);
int runResume(const std::vector<std::string>& args, CliContext& io);
int runAsrReport(const std::vector<std::string>& args, CliContext& io);
int runTokenize(const std::vector<std::string>& args, CliContext& io);
int runPredict(const std::vector<std::string>& args, CliContext& io);
int runSample(const std::vector<std::string>& args, CliContext& io);
int runDemoData(const std::vector<std::string>& args, CliContext& io);
int runDemoWorkspace(const std::vector<std::string>& args, CliContext& io);

}  // namespace akshara::cli
