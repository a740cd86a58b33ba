#include <algorithm>
#include <string>
#include <utility>

#include "ArgParser.h"
#include "Commands.h"
#include "Interrupt.h"
#include "ModelOptions.h"
#include "common/FileIo.h"
#include "jobs/JobContext.h"
#include "model/Encoder.h"
#include "model/ModelConfig.h"
#include "model/Safetensors.h"
#include "model/Tokenizer.h"

namespace akshara::cli {

int runEmbed(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "embed --model DIR [--input FILE] [--pool none|mean|first|last] --out FILE "
        "[--format safetensors]",
        "Runs a Hugging Face encoder or decoder over lines of text and writes every hidden\n"
        "state (embeddings first) to a safetensors file. --pool none: t{i}.input_ids (int64)\n"
        "and t{i}.hidden [layers+1, tokens, hidden] per line i (0-based); mean, first (or cls)\n"
        "or last: `pooled` [layers+1, lines, hidden], the mean over all tokens (special tokens\n"
        "included), the first token ([CLS], <s>), or the last token (what a decoder such as\n"
        "GPT-2 or BLOOM has read the whole line at). Inputs longer than the model takes are "
        "truncated.\n"
        "An input without lines is an error, and nothing is written.");
    parser.option("model", "DIR", "model folder (config.json, safetensors, tokenizer files)");
    parser.option("input", "FILE", "lines of text ('-': stdin)", "-");
    parser.option("pool", "none|mean|first|last",
                  "what to keep of each line's hidden states (cls: the same as first)", "none");
    parser.option("out", "FILE",
                  "the safetensors file to write (atomically; binary, so not '-' for stdout)");
    parser.option("format", "safetensors", "output format", "safetensors");
    addModelOptions(parser);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    if (!parser.has("model") || !parser.has("out")) {
        throw UsageError("--model and --out are required\n\n" + parser.help());
    }
    // probe calls the first token "first"; "cls" names it as the Hugging Face library does.
    const auto pool = parser.value("pool") == "cls" ? std::string("first") : parser.value("pool");
    if (pool != "none" && pool != "mean" && pool != "first" && pool != "last") {
        throw UsageError("--pool must be none, mean, first (or cls) or last, not '" +
                         parser.value("pool") + "'");
    }
    if (parser.value("format") != "safetensors") {
        throw UsageError("--format: only safetensors is written");
    }
    if (parser.value("out") == "-") {
        throw UsageError(
            "--out -: embed writes a binary safetensors file, not text for standard "
            "output; give the file's name");
    }
    const auto dir = parser.value("model");
    std::vector<std::string> read = filesInFolder(dir);
    if (parser.value("input") != "-") {
        read.push_back(parser.value("input"));  // "-" is standard input, not a file
    }
    checkOutputPath(parser.value("out"), read);
    const auto encoder = model::Encoder::load(dir, modelOptions(parser));
    const auto tokenizer = model::Tokenizer::load(dir);
    const auto inputs =
        readEncodedLines(parser.value("input"), io.in, *tokenizer, false,
                         static_cast<std::size_t>(encoder.info().maxTokens), io.err);
    io.err << "embedding " << inputs.size() << " lines with " << encoder.info().architecture
           << " on " << encoder.info().device << "\n";
    if (const auto firstToken =
            model::firstTokenNote(encoder.info().family, encoder.info().modelType);
        pool == "first" && !firstToken.empty()) {
        io.err << firstToken << "\n";
    }

    // Ctrl+C stops at the next batch, or while the file is written, leaving no file behind
    // (a temporary of several gigabytes, else).
    const InterruptStops stops(io.err, nothingWritten);
    const jobs::JobContext stopping{nullptr, stops.token()};
    const auto stopWhenAsked = [&stopping] { stopping.checkCancelled(); };
    model::ForwardOptions what;
    what.hiddenStates = pool == "none";
    what.meanPooled = pool == "mean";
    what.firstTokenPooled = pool == "first";
    what.lastTokenPooled = pool == "last";
    what.progress = [report = linesProgress(io.err), &stopWhenAsked](std::size_t done,
                                                                     std::size_t total) mutable {
        report(done, total);
        stopWhenAsked();
    };
    auto outputs = encoder.forward(inputs, what);

    model::SafetensorsWriter writer;
    if (pool == "none") {
        for (std::size_t i = 0; i < outputs.size(); ++i) {
            const auto key = "t" + std::to_string(i);
            writer.addInt64(key + ".input_ids", {static_cast<std::int64_t>(inputs[i].ids.size())},
                            inputs[i].ids);
            // Moved, not copied: the hidden states are the size of the file.
            writer.addFloat(key + ".hidden", std::move(outputs[i].hiddenStates));
        }
    } else {
        const auto layers = encoder.info().numLayers + 1;
        const auto hidden = encoder.info().hiddenSize;
        const auto lines = static_cast<std::int64_t>(outputs.size());
        model::Array pooled;
        pooled.shape = {layers, lines, hidden};
        pooled.values.resize(pooled.elementCount());
        for (std::int64_t i = 0; i < lines; ++i) {
            const auto& output = outputs[static_cast<std::size_t>(i)];
            const auto& one = pool == "mean"    ? output.meanPooled
                              : pool == "first" ? output.firstTokenPooled
                                                : output.lastTokenPooled;
            for (std::int64_t l = 0; l < layers; ++l) {
                std::copy_n(one.values.begin() + l * hidden, hidden,
                            pooled.values.begin() + (l * lines + i) * hidden);
            }
        }
        outputs.clear();
        writer.addFloat("pooled", std::move(pooled));
    }
    writer.write(parser.value("out"), stopWhenAsked);
    io.err << "wrote " << parser.value("out") << "\n";
    return kExitOk;
}

}  // namespace akshara::cli
