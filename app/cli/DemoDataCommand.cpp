#include <algorithm>
#include <filesystem>
#include <vector>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "JsonOutput.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "demo/DemoCorpus.h"

namespace akshara::cli {

namespace {

// The languages' files are parallel (the NLI pairs share their ids): a folder that holds
// the corpus of another seed or size for a language not written now would mix two corpora.
// Each language's files depend on the seed and the size alone, so they are compared with
// what these options make of them.
void refuseAnotherCorpus(const std::filesystem::path& out, const demo::DemoOptions& options) {
    for (const std::string& language : demo::DemoOptions{}.languages) {
        if (std::find(options.languages.begin(), options.languages.end(), language) !=
            options.languages.end()) {
            continue;
        }
        demo::DemoOptions one = options;
        one.languages = {language};
        for (const demo::DemoFile& file : demo::generateDemoCorpus(one)) {
            const std::filesystem::path path = out / file.path;
            std::error_code error;
            if (!std::filesystem::is_regular_file(path, error)) {
                continue;
            }
            if (readFile(path.string()) != file.content) {
                throw InputError(
                    "the folder holds a demo corpus of another --seed or --sentences, whose " +
                        language +
                        " files this one would no longer be parallel to; write into another "
                        "folder, or give --langs with " +
                        language + " to write it anew too",
                    path.string());
            }
        }
    }
}

}  // namespace

int runDemoData(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "demo-data --out DIR [--sentences N] [--seed S] [--langs hi,bn,pl]",
        "Writes a small annotated demo corpus, generated from a grammar and lexicons of\n"
        "Hindi, Bengali and Polish: per language DIR/LANG/treebank.conllu (gold POS,\n"
        "morphology and dependency trees, for every probing task) and DIR/LANG/sentiment.tsv;\n"
        "parallel NLI pairs in DIR/nli/LANG.jsonl and, with English premises,\n"
        "DIR/nli/en-LANG.jsonl. The same seed gives the same bytes. Prints the files written\n"
        "as JSON.");
    parser.option("out", "DIR", "folder to write into (created; files written atomically)");
    parser.option("sentences", "N",
                  "treebank sentences, sentiment sentences and NLI pairs per language (1 to " +
                      std::to_string(demo::kMaxDemoSentences) + ")",
                  "300");
    parser.option("seed", "S", "seed of the random choices", "1");
    parser.option("langs", "LIST", "comma-separated languages: hi, bn, pl", "hi,bn,pl");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    if (!parser.has("out")) {
        throw UsageError("--out is required\n\n" + parser.help());
    }
    const long long sentences = parser.integer("sentences");
    const long long seed = parser.integer("seed");
    if (sentences < 1 || static_cast<unsigned long long>(sentences) > demo::kMaxDemoSentences)
        throw UsageError("--sentences must be between 1 and " +
                         std::to_string(demo::kMaxDemoSentences));
    if (seed < 0)
        throw UsageError("--seed must not be negative");

    demo::DemoOptions options;
    options.sentences = static_cast<std::size_t>(sentences);
    options.seed = static_cast<std::uint64_t>(seed);
    options.languages = parser.list("langs");
    std::vector<demo::DemoFile> files;
    try {
        files = demo::generateDemoCorpus(options);
    } catch (const InputError& e) {
        if (e.field() != "languages") {
            throw;
        }
        throw UsageError("--langs: " + e.message());  // the option, a usage mistake
    }

    const std::filesystem::path out = parser.value("out");
    refuseAnotherCorpus(out, options);
    nlohmann::ordered_json report;
    report["out"] = out.string();
    report["seed"] = options.seed;
    report["files"] = nlohmann::ordered_json::array();
    // Every folder made and every path checked before the first file is written, so that a
    // path that cannot be written leaves no corpus with some of its languages missing; the
    // folders made for it are removed again then, so that it leaves nothing at all.
    std::vector<std::string> made;  // the outermost folders this command created
    try {
        for (const auto& file : files) {
            const std::filesystem::path path = out / file.path;
            const std::string outermost = outermostMissingFolder(path.parent_path().string());
            std::error_code error;
            std::filesystem::create_directories(path.parent_path(), error);
            if (!outermost.empty() && std::filesystem::exists(outermost)) {
                made.push_back(outermost);
            }
            if (error) {
                throw InputError("cannot create the folder: " + error.message(),
                                 path.parent_path().string());
            }
            checkOutputPath(path.string());
        }
    } catch (...) {
        for (const auto& folder : made) {
            std::error_code ignored;
            std::filesystem::remove_all(folder, ignored);
        }
        throw;
    }
    // All files or none: a write that fails (a full disk) leaves a corpus there before as it
    // was, its languages parallel, and takes back the folders this command made.
    std::vector<std::pair<std::string, std::string>> contents;
    for (const auto& file : files) {
        contents.emplace_back((out / file.path).string(), file.content);
    }
    try {
        writeFilesAtomically(contents);
    } catch (...) {
        std::error_code ignored;
        for (const auto& folder : made) {
            std::filesystem::remove_all(folder, ignored);
        }
        throw;
    }
    for (const auto& file : files) {
        report["files"].push_back(
            {{"path", file.path}, {"records", file.records}, {"bytes", file.content.size()}});
        io.err << "wrote " << (out / file.path).string() << " (" << file.records << ")\n";
    }
    io.out << printableJson(report, 2) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli
