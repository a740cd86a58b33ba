#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "jobs/JobContext.h"

namespace akshara::demo {

// The demo workspace: everything the workbench shows, made on this machine from the demo
// corpus with no download and no pretrained model.
struct DemoWorkspaceOptions {
    std::string root;  // the workspace folder (data/, models/, runs/, cache/ inside)
    std::vector<std::string> languages{"hi", "bn", "pl"};  // a classifier and a probe run each
    std::size_t sentences = 600;                           // training corpus per language (seed 1)
    std::size_t testSentences =
        200;  // test corpus per language (seed 2, training sentences left out)
    int epochs = 4;
    std::size_t attackExamples = 100;  // test examples attacked (first language)
    std::size_t asrWords = 5;          // the ASR curve's largest k
    std::size_t folds = 5;             // probing cross-validation
    int threads = 0;                   // training threads; 0: one per core
};

// The same with sizes small enough for a check in seconds (Hindi and Polish, a few dozen
// sentences): the workbench's smoke mode.
DemoWorkspaceOptions tinyDemoWorkspace(const std::string& root);

// The folders it writes, relative to the root:
//   data/demo/train/..., data/demo/test/...    the corpora (akshara-cli demo-data layout)
//   data/demo/<lang>-sentiment-test.tsv        test sentences not seen in training
//   models/demo-<lang>-sentiment               a tiny BERT trained from scratch per language
//   models/demo-<lang>-proxy                   a second one for the first language (ASR)
//   runs/probe-demo-<lang>                     probing of each language's treebank
//   runs/attack-demo-<lang>-<op>               phono, ortho and random attacks (first language)
//   runs/asr-demo-<lang>                       the ASR curve of the target against the proxy
//   data/predictions/<lang>-sentiment.jsonl    predictions on each test set; for the first
//   data/predictions/<lang>-sentiment-ortho.jsonl  language also on its ortho-perturbed copy
// and, with two languages or more, a cross-lingual transfer table:
//   data/demo/<all>-sentiment-train.tsv        the training corpora together (<all>: hi+bn+pl)
//   models/demo-<all>-sentiment                a classifier trained on all of them
//   data/predictions/transfer/sentiment-<train>-<eval>.jsonl
//                                              each language's classifier and the joint one on
//                                              each language's whole test set
//   demo-build.json                            the settings, while the build is under way
//   demo.json                                  written last: the workspace is complete, with
//                                              its settings and what it holds
// One prediction file of the transfer table: the classifier trained on `train` (a language,
// or the languages joined by '+') on the test set of `eval`.
struct DemoTransferFile {
    std::string train;
    std::string eval;
    std::string path;
};

struct DemoWorkspaceReport {
    std::vector<std::string> runs;           // run folders, in the order made
    std::vector<std::string> predictions;    // prediction files
    std::vector<DemoTransferFile> transfer;  // empty with one language
    double seconds = 0;
    bool reused = false;  // it was complete already
};

// Builds the demo workspace, step by step; a step whose output is there already is skipped,
// so a complete workspace is reused at once, an interrupted build resumes, and one that lost
// a part since (a run folder removed) makes that part again. Reports each step through
// `context` and stops with Cancelled between steps and inside long ones. Throws InputError
// when the folder cannot be written, or holds a workspace begun or built with other settings
// (another size, other languages), whose parts would be mixed with this one's, or when a new
// build finds a file or folder where one of its parts goes (someone's, never overwritten). A
// resumed build asked for no count of threads (0) takes the one it began with.
DemoWorkspaceReport buildDemoWorkspace(const DemoWorkspaceOptions& options,
                                       const jobs::JobContext& context);

// Whether `root` holds a demo workspace that was built whole once (its demo.json).
bool isDemoWorkspace(const std::string& root);
// Whether it holds every part too: a run folder or a model removed since is missing.
bool isCompleteDemoWorkspace(const std::string& root);

// The settings a demo workspace in `root` was built or begun with (its demo.json or
// demo-build.json), to build it again without a refusal; nothing when it records none or
// cannot be read. Settings it does not record keep DemoWorkspaceOptions' defaults.
std::optional<DemoWorkspaceOptions> recordedDemoWorkspace(const std::string& root);

}  // namespace akshara::demo
