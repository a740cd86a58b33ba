// Training classifiers: a model built from scratch on Marathi treebank sentences, fine-tuning
// the BERT fixture, reproducibility, resuming after a cancel, and the saved folder.
#include <QDir>
#include <QtTest>

#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>
#include <vector>

#include "KeywordTask.h"
#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "jobs/RunFolder.h"
#include "model/Encoder.h"
#include "model/Safetensors.h"
#include "model/Tokenizer.h"
#include "model/Trainer.h"
#include "model/tokenizer/WordPieceTokenizer.h"
#include "model/tokenizer/WordPieceVocabularyBuilder.h"

using namespace akshara;
using namespace akshara::test;

namespace {

// Cancels the run when a stage is first reported.
class CancelAt : public jobs::ProgressSink {
public:
    CancelAt(std::string stage, jobs::CancelToken& token)
        : stage_(std::move(stage)), token_(token) {}
    void report(const std::string& stage, std::size_t, std::size_t) override {
        if (stage == stage_) {
            token_.cancel();
        }
    }

private:
    std::string stage_;
    jobs::CancelToken& token_;
};

std::string fixture(const char* name) {
    return sharedDir().toStdString() + "/fixtures/hf-parity/" + name;
}

// One epoch in batches of 8 on one thread: a model of the keyword task in a moment.
model::TrainingOptions oneQuickEpoch() {
    model::TrainingOptions options;
    options.threads = 1;
    options.epochs = 1;
    options.batchSize = 8;
    return options;
}

}  // namespace

class TestTraining : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        if (sharedDir().isEmpty()) {
            QSKIP("the shared folder (treebanks, fixtures) is absent");
        }
    }

    void vocabularyTokenizesMarathiWithoutUnknowns() {
        const auto sentences = marathiSentences();
        const auto vocab = model::buildWordPieceVocabulary(sentences, 1500);
        QCOMPARE(vocab.front(), std::string("[PAD]"));
        QVERIFY2(vocab.size() > 500 && vocab.size() < 1800, std::to_string(vocab.size()).c_str());
        QCOMPARE(std::set<std::string>(vocab.begin(), vocab.end()).size(), vocab.size());
        model::WordPieceTokenizer tokenizer(vocab, {}, "built");
        for (const auto& s : sentences) {
            const auto e = tokenizer.encode(s);
            QVERIFY2(std::count(e.ids.begin(), e.ids.end(), tokenizer.unkId()) == 0, s.c_str());
        }
        // A frequent word is one piece; a word the treebank lacks is spelled in pieces.
        QCOMPARE(tokenizer.encode("राजपुत्र").tokens,
                 (std::vector<std::string>{"[CLS]", "राजपुत्र", "[SEP]"}));
        const auto unseen = tokenizer.encode("संगणकावर").tokens;
        QVERIFY(unseen.size() > 3);
        std::string joined;
        for (std::size_t i = 1; i + 1 < unseen.size(); ++i) {
            joined += unseen[i].compare(0, 2, "##") == 0 ? unseen[i].substr(2) : unseen[i];
        }
        QCOMPARE(joined, std::string("संगणकावर"));
        // The vowel signs and the virama stay (no accent stripping).
        QCOMPARE(tokenizer.encode("त्याला").tokens.size(), std::size_t(3));
    }

    void vocabularyFromATinyCorpus() {
        const auto vocab =
            model::buildWordPieceVocabulary({"एक होता राजा.", "त्याला एक मुलगा."}, 2000);
        QVERIFY(vocab.size() < 200);
        model::WordPieceTokenizer tokenizer(vocab, {}, "built");
        const auto e = tokenizer.encode("राजा मुलगा");
        QVERIFY(std::count(e.ids.begin(), e.ids.end(), tokenizer.unkId()) == 0);
        QVERIFY_THROWS_EXCEPTION(InputError, model::buildWordPieceVocabulary({" ", ""}, 100));
    }

    void scratchModelLearnsTheKeywordTask() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        const auto out = tempPath("scratch").toStdString();
        model::TrainingOptions options;
        options.threads = 1;  // steady on a loaded machine
        options.epochs = 4;
        std::vector<double> seen;
        options.onEpoch = [&](const model::EpochReport& e) { seen.push_back(e.devAccuracy); };
        const auto report = model::trainClassifier(train, &dev, {}, out, options);
        QCOMPARE(seen.size(), std::size_t(4));
        QVERIFY2(report.bestDevAccuracy >= 0.9, std::to_string(report.bestDevAccuracy).c_str());
        QVERIFY(report.epochs.back().trainLoss < report.epochs.front().trainLoss);

        // The folder is a Hugging Face BERT classifier that loads back with the same outputs.
        const auto weights = model::SafetensorsFile::open(out + "/model.safetensors");
        QVERIFY(weights.find("bert.embeddings.word_embeddings.weight") != nullptr);
        QVERIFY(weights.find("bert.pooler.dense.weight") != nullptr);
        QVERIFY(weights.find("classifier.weight") != nullptr);
        QVERIFY(!std::filesystem::exists(out + "/checkpoint"));
        const auto encoder = model::Encoder::load(out, {model::DeviceChoice::Cpu});
        QCOMPARE(encoder.info().architecture, std::string("BertForSequenceClassification"));
        QCOMPARE(encoder.info().labels, train.labels);
        const auto tokenizer = model::Tokenizer::load(out);
        QCOMPARE(tokenizer->kind(), std::string("wordpiece"));
        std::vector<model::Encoding> inputs;
        for (const auto& e : dev.examples) {
            inputs.push_back(tokenizer->encode(e.text, 128));
        }
        model::ForwardOptions what;
        what.logits = true;
        const auto outputs = encoder.forward(inputs, what);
        QCOMPARE(report.bestDevLogits.size(), outputs.size());
        std::size_t correct = 0;
        for (std::size_t i = 0; i < outputs.size(); ++i) {
            const auto& logits = outputs[i].logits.values;
            for (std::size_t k = 0; k < logits.size(); ++k) {
                QVERIFY(std::abs(logits[k] - report.bestDevLogits[i][k]) < 1e-4f);
            }
            correct += (logits[1] > logits[0]) == (dev.examples[i].labelIndex == 1);
        }
        QCOMPARE(static_cast<double>(correct) / static_cast<double>(outputs.size()),
                 report.bestDevAccuracy);
        const auto summary = readFile(out + "/training.json");
        QVERIFY(summary.find("\"dev_accuracy\"") != std::string::npos);
    }

    void fineTunedFixtureLossGoesDown() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        const auto out = tempPath("finetuned").toStdString();
        model::TrainingOptions options;
        options.threads = 1;
        options.epochs = 3;
        options.learningRate = 1e-3;
        const auto report =
            model::trainClassifier(train, &dev, {fixture("bert-cased")}, out, options);
        QVERIFY(report.epochs.back().trainLoss < report.epochs.front().trainLoss);
        QVERIFY(report.bestDevAccuracy > 0.5);
        // The source's tokenizer files come along; the head has the new labels.
        QCOMPARE(readFile(out + "/vocab.txt"), readFile(fixture("bert-cased") + "/vocab.txt"));
        QVERIFY(std::filesystem::exists(out + "/tokenizer_config.json"));
        const auto encoder = model::Encoder::load(out, {model::DeviceChoice::Cpu});
        QCOMPARE(encoder.info().labels, (std::vector<std::string>{"no", "yes"}));
    }

    // BERT, XLM-R and ALBERT fine-tuned and saved under the names transformers gives their
    // weights, loading back with the outputs the trainer saw.
    void everyFamilySavesHuggingFaceNamesAndLoadsBack() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        train.examples.resize(120);
        dev.examples.resize(40);
        for (const char* family : {"bert-cased", "xlmr", "albert"}) {
            const auto out = tempPath(QString("family-") + family).toStdString();
            model::TrainingOptions options;
            options.threads = 1;
            options.epochs = 1;
            const auto report =
                model::trainClassifier(train, &dev, {fixture(family)}, out, options);
            const auto source =
                model::SafetensorsFile::open(fixture(family) + "/model.safetensors");
            const auto saved = model::SafetensorsFile::open(out + "/model.safetensors");
            std::set<std::string> sourceNames, savedNames;
            for (const auto& e : source.entries()) {
                sourceNames.insert(e.name);
            }
            for (const auto& e : saved.entries()) {
                savedNames.insert(e.name);
                if (e.name.compare(0, 11, "classifier.") != 0) {
                    QCOMPARE(e.shape, source.find(e.name)->shape);
                }
            }
            QCOMPARE(savedNames, sourceNames);
            QCOMPARE(saved.metadata().at("format"), std::string("pt"));

            const auto encoder = model::Encoder::load(out, {model::DeviceChoice::Cpu});
            const auto tokenizer = model::Tokenizer::load(out);
            const auto maxLength =
                std::min<std::size_t>(128, static_cast<std::size_t>(encoder.info().maxTokens));
            std::vector<model::Encoding> inputs;
            for (const auto& e : dev.examples) {
                inputs.push_back(tokenizer->encode(e.text, maxLength));
            }
            model::ForwardOptions what;
            what.logits = true;
            const auto outputs = encoder.forward(inputs, what);
            QCOMPARE(report.bestDevLogits.size(), outputs.size());
            for (std::size_t i = 0; i < outputs.size(); ++i) {
                QCOMPARE(outputs[i].logits.values.size(), std::size_t(2));
                for (std::size_t k = 0; k < 2; ++k) {
                    QVERIFY2(
                        std::abs(outputs[i].logits.values[k] - report.bestDevLogits[i][k]) < 1e-4f,
                        family);
                }
            }
        }
    }

    void sameSeedGivesTheSameWeights() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        model::TrainingOptions options;
        options.threads = 1;
        options.epochs = 2;
        options.learningRate = 1e-3;
        const auto a = tempPath("seed-a").toStdString();
        const auto b = tempPath("seed-b").toStdString();
        const auto c = tempPath("seed-c").toStdString();
        model::trainClassifier(train, nullptr, {fixture("bert-cased")}, a, options);
        model::trainClassifier(train, nullptr, {fixture("bert-cased")}, b, options);
        options.seed = 43;
        model::trainClassifier(train, nullptr, {fixture("bert-cased")}, c, options);
        QVERIFY(readFile(a + "/model.safetensors") == readFile(b + "/model.safetensors"));
        QVERIFY(readFile(a + "/model.safetensors") != readFile(c + "/model.safetensors"));
    }

    void cancelledRunResumesToTheSameWeights() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        model::TrainingOptions options;
        options.threads = 1;
        options.epochs = 3;
        options.learningRate = 1e-3;
        options.maxLength = 512;  // past the fixture's 128 positions: cut to them
        const auto whole = tempPath("whole").toStdString();
        const auto resumed = tempPath("resumed").toStdString();
        const auto wholeReport =
            model::trainClassifier(train, &dev, {fixture("bert-cased")}, whole, options);

        jobs::CancelToken token;
        CancelAt sink("epoch 2/3", token);
        bool cancelled = false;
        try {
            model::trainClassifier(train, &dev, {fixture("bert-cased")}, resumed, options,
                                   {&sink, &token});
        } catch (const Cancelled&) {
            cancelled = true;
        }
        QVERIFY(cancelled);
        QVERIFY(std::filesystem::exists(resumed + "/checkpoint/state.json"));
        // The state tells what the stopped training was given, to start it again.
        const auto state = nlohmann::json::parse(readFile(resumed + "/checkpoint/state.json"));
        QCOMPARE(state.at("source").get<std::string>(), fixture("bert-cased"));
        QCOMPARE(state.at("options").at("epochs").get<int>(), 3);
        QCOMPARE(state.at("options").at("learning_rate").get<double>(), 1e-3);
        QCOMPARE(state.at("data").at("label_column").get<std::string>(), std::string("label"));
        // The unfinished folder does not load as a model, and says why.
        QVERIFY(!std::filesystem::exists(resumed + "/model.safetensors"));
        QVERIFY(!std::filesystem::exists(resumed + "/config.json"));
        try {
            model::Encoder::load(resumed);
            QFAIL("an unfinished training loaded as a model");
        } catch (const ModelError& e) {
            QVERIFY2(std::string(e.what()).find("holds a training run that has not finished") !=
                         std::string::npos,
                     e.what());
        }

        // Other options do not resume this checkpoint, also a learning rate that differs
        // past six decimal places, or a seed past 2^53.
        // The refusal names what differs.
        const auto refusal = [&](const model::TrainingOptions& other) {
            try {
                model::trainClassifier(train, &dev, {fixture("bert-cased")}, resumed, other);
            } catch (const InputError& e) {
                return std::string(e.what());
            }
            return std::string("resumed");
        };
        auto other = options;
        other.seed = 5;
        QVERIFY2(
            refusal(other).find("other settings (options.seed: " + std::to_string(options.seed) +
                                ", now 5)") != std::string::npos,
            refusal(other).c_str());
        other = options;
        other.learningRate = 1.0000004e-3;
        QVERIFY2(refusal(other).find("options.learning_rate: 0.001, now 0.0010000004") !=
                     std::string::npos,
                 refusal(other).c_str());

        // Nor does other arithmetic: another number of CPU threads sums in another order,
        // and the weights would be of neither run.
        other = options;
        other.threads = 2;
        QVERIFY2(refusal(other).find("a training run on the CPU with 1 thread, and this run "
                                     "would go on on the CPU with 2 threads") != std::string::npos,
                 refusal(other).c_str());
        QCOMPARE(state.at("arithmetic").dump(), std::string(R"({"device":"cpu","threads":1})"));

        // A damaged state is refused with its file and the way out, and the checkpoint is kept.
        const std::string statePath = resumed + "/checkpoint/state.json";
        const std::string stateText = readFile(statePath);
        for (const std::string& damaged :
             {[&] {
                  auto less = state;
                  less.erase("epochs_since_best");
                  return less.dump();
              }(),
              std::string("[]"), std::string("{\"fingerprint\": 3}")}) {
            writeFileAtomically(statePath, damaged);
            const std::string why = refusal(options);
            QVERIFY2(why.find(statePath + ": not a readable checkpoint (") == 0, why.c_str());
            QVERIFY2(why.find("remove the folder " + resumed +
                              "/checkpoint to train from the "
                              "start") != std::string::npos,
                     why.c_str());
        }
        // So is progress that is not this training's: a negative step count was read as 2^64
        // less a few, and the schedule's rate from it ended the resume as a divergence; a
        // step count off by one resumed with the schedule off by a step.
        const auto changed = [&state](const char* key, const nlohmann::json& value) {
            auto other = state;
            other[key] = value;
            return other.dump();
        };
        const auto steps = state.at("steps").get<std::size_t>();
        for (const auto& [damaged, why] :
             {std::pair{changed("steps", -5), std::string("its \"steps\" is not a count")},
              std::pair{changed("steps", steps + 1),
                        "its step count, " + std::to_string(steps + 1) + ", is not 1 epoch of " +
                            std::to_string(steps) + " steps"},
              std::pair{changed("epochs_since_best", 2),
                        std::string("its best epoch (1), epochs since the best (2) or early stop "
                                    "(no) disagree with its 1 epoch")},
              std::pair{changed("epochs", nlohmann::json::array()),
                        std::string("it records 0 epochs of a training of 3 epochs")}}) {
            writeFileAtomically(statePath, damaged);
            QVERIFY2(
                refusal(options).find(statePath + ": not a readable checkpoint (" + why + ")") == 0,
                refusal(options).c_str());
        }
        writeFileAtomically(statePath, stateText);
        // So is an arithmetic recorded as something else, and a pipe where the state goes,
        // where the one was an internal error and the other waited for ever.
        auto odd = state;
        odd["arithmetic"] = nlohmann::json::array({1});
        writeFileAtomically(statePath, odd.dump());
        QVERIFY2(refusal(options).find("a training run on a CUDA device") != std::string::npos,
                 refusal(options).c_str());
        QVERIFY(std::filesystem::remove(statePath));
        QCOMPARE(::mkfifo(statePath.c_str(), 0600), 0);
        QVERIFY2(refusal(options).find(statePath + ": not a readable checkpoint (not a regular "
                                                   "file)") == 0,
                 refusal(options).c_str());
        QVERIFY(std::filesystem::remove(statePath));
        // A checkpoint from before the arithmetic was recorded resumes.
        auto older = state;
        older.erase("arithmetic");
        writeFileAtomically(statePath, older.dump());

        // Resumed with the length the state records, as the workbench's Resume does: the one
        // used, which a run asked for 512 was refused with.
        auto recorded = options;
        recorded.maxLength = state.at("options").at("max_length").get<std::size_t>();
        QCOMPARE(recorded.maxLength, std::size_t(128));
        // A damaged best model is refused, where it was published as a model nothing loads.
        const std::string best = resumed + "/checkpoint/model/model.safetensors";
        const std::string bestBytes = readFile(best);
        writeFileAtomically(best, bestBytes.substr(0, bestBytes.size() / 2));
        QVERIFY2(refusal(recorded).find("remove the folder " + resumed + "/checkpoint") !=
                     std::string::npos,
                 refusal(recorded).c_str());
        writeFileAtomically(best, bestBytes);
        const auto report =
            model::trainClassifier(train, &dev, {fixture("bert-cased")}, resumed, recorded);
        QCOMPARE(report.resumedAfterEpoch, 1);
        QCOMPARE(report.epochs.size(), std::size_t(3));
        QCOMPARE(report.steps, wholeReport.steps);
        QCOMPARE(report.bestDevAccuracy, wholeReport.bestDevAccuracy);
        QVERIFY(readFile(whole + "/model.safetensors") == readFile(resumed + "/model.safetensors"));
        QVERIFY(!std::filesystem::exists(resumed + "/checkpoint"));
    }

    // Training into the folder of a finished model replaces it only once the new model is
    // finished: a run that fails leaves the old model whole, and a model of another family
    // leaves none of the old one's tokenizer files behind. The user's own files stay.
    void aFinishedModelIsReplacedOnlyByAFinishedOne() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        const model::TrainingOptions options = oneQuickEpoch();
        const auto out = tempPath("replaced").toStdString();
        std::filesystem::remove_all(out);
        model::trainClassifier(train, &dev, {fixture("bert-cased")}, out, options);
        writeFileAtomically(out + "/notes.txt", "first try\n");
        const auto bertWeights = readFile(out + "/model.safetensors");

        auto diverging = options;
        diverging.learningRate = 1e30;
        try {
            model::trainClassifier(train, &dev, {fixture("xlmr")}, out, diverging);
            QFAIL("a diverging run finished");
        } catch (const ModelError& e) {
            QVERIFY2(std::string(e.what()).find("training diverged") != std::string::npos,
                     e.what());
        }
        QVERIFY(readFile(out + "/model.safetensors") == bertWeights);
        QCOMPARE(model::Encoder::load(out).info().architecture,
                 std::string("BertForSequenceClassification"));

        model::trainClassifier(train, &dev, {fixture("xlmr")}, out, options);
        QCOMPARE(model::Encoder::load(out).info().architecture,
                 std::string("XLMRobertaForSequenceClassification"));
        QVERIFY(!std::filesystem::exists(out + "/vocab.txt"));
        QVERIFY(std::filesystem::exists(out + "/sentencepiece.bpe.model"));
        QVERIFY(!std::filesystem::exists(out + "/checkpoint"));
        QCOMPARE(readFile(out + "/notes.txt"), std::string("first try\n"));
    }

    // A training stopped while it moves the finished model into place (killed, or a move
    // refused) resumes from its checkpoint when run again, and publishes the same model: the
    // files already moved go back to the checkpoint first.
    void aTrainingStoppedWhilePublishingResumes() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        const model::TrainingOptions options = oneQuickEpoch();
        const auto whole = tempPath("publish-whole").toStdString();
        std::filesystem::remove_all(whole);
        model::trainClassifier(train, &dev, {fixture("bert-cased")}, whole, options);

        const auto out = tempPath("publish-stopped").toStdString();
        std::filesystem::remove_all(out);
        std::filesystem::create_directories(out + "/vocab.txt");  // no file moves over it
        writeFileAtomically(out + "/vocab.txt/keep", "x");
        writeFileAtomically(out + "/training.json", "{}\n");  // an earlier training's folder
        try {
            model::trainClassifier(train, &dev, {fixture("bert-cased")}, out, options);
            QFAIL("the model was moved over a folder");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("cannot move the trained model's file") !=
                         std::string::npos,
                     e.what());
        }
        QVERIFY(std::filesystem::exists(out + "/checkpoint/state.json"));
        QVERIFY(!std::filesystem::exists(out + "/training.json"));
        // The files before vocab.txt in name order were moved: the resume must take them back.
        QVERIFY(std::filesystem::exists(out + "/config.json"));
        QVERIFY(std::filesystem::exists(out + "/model.safetensors"));
        std::filesystem::remove_all(out + "/vocab.txt");
        // Until then the folder is no model: its files are partly the new one's (a kill here
        // left a config of the new labels over weights of the old).
        for (const auto& load : std::vector<std::function<void()>>{
                 [&] { model::Encoder::load(out); }, [&] { model::Tokenizer::load(out); }}) {
            try {
                load();
                QFAIL("a model partly moved into place loaded");
            } catch (const ModelError& e) {
                QVERIFY2(std::string(e.what()).find("stopped while it moved the trained model "
                                                    "into place") != std::string::npos,
                         e.what());
            }
        }

        const auto report =
            model::trainClassifier(train, &dev, {fixture("bert-cased")}, out, options);
        QCOMPARE(report.resumedAfterEpoch, 1);
        QVERIFY(readFile(whole + "/model.safetensors") == readFile(out + "/model.safetensors"));
        QVERIFY(readFile(whole + "/vocab.txt") == readFile(out + "/vocab.txt"));
        QVERIFY(std::filesystem::exists(out + "/training.json"));
        QVERIFY(!std::filesystem::exists(out + "/checkpoint"));
        QCOMPARE(model::Encoder::load(out).info().architecture,
                 std::string("BertForSequenceClassification"));
    }

    // A training killed as it removed its checkpoint, its model published: the model loads,
    // and a training into the folder with other settings starts afresh. The checkpoint was
    // taken for a stopped training: the model's files were moved back into it, and the run
    // then refused its settings, leaving no model.
    void aTrainingKilledAsItRemovedItsCheckpointKeepsItsModel() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        const model::TrainingOptions options = oneQuickEpoch();
        const auto out = tempPath("published-then-killed").toStdString();
        std::filesystem::remove_all(out);
        model::trainClassifier(train, &dev, {fixture("bert-cased")}, out, options);
        const auto weights = readFile(out + "/model.safetensors");
        // What the removal of the checkpoint left: its state, the list of the files moved,
        // the emptied staging folder and a weights file.
        const auto leaveCheckpoint = [&out] {
            std::filesystem::create_directories(out + "/checkpoint/model");
            writeFileAtomically(out + "/checkpoint/state.json",
                                "{\"fingerprint\": \"an old one\"}\n");
            writeFileAtomically(out + "/checkpoint/publishing.json",
                                "[\"config.json\", \"model.safetensors\"]\n");
            writeFileAtomically(out + "/checkpoint/weights-1.safetensors", "x");
        };
        leaveCheckpoint();
        QCOMPARE(model::Encoder::load(out).info().architecture,
                 std::string("BertForSequenceClassification"));
        // What is left of it can go before any training: not while a training holds the folder,
        // and never the model.
        {
            const jobs::FolderLock training(out);
            QVERIFY(!model::removePublishedCheckpoint(out));
        }
        QVERIFY(std::filesystem::exists(out + "/checkpoint/weights-1.safetensors"));
        QVERIFY(model::removePublishedCheckpoint(out));
        QVERIFY(!std::filesystem::exists(out + "/checkpoint"));
        QCOMPARE(readFile(out + "/model.safetensors"), weights);
        QVERIFY(!model::removePublishedCheckpoint(out));
        leaveCheckpoint();

        auto other = options;
        other.seed = 7;
        model::trainClassifier(train, &dev, {fixture("bert-cased")}, out, other);
        QVERIFY(readFile(out + "/model.safetensors") != weights);  // trained anew
        QVERIFY(std::filesystem::exists(out + "/training.json"));
        QVERIFY(!std::filesystem::exists(out + "/checkpoint"));
    }

    // A model to fine-tune whose weights hold NaN is refused, naming the weight: a NaN in a
    // position that the data's lengths never reach was published in the trained model, and one
    // it did reach made the loss NaN and blamed the learning rate.
    void aSourceModelHoldingNanIsRefused() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        const auto source = tempPath("nan-source").toStdString();
        QVERIFY(test::copyFolderFiles(QString::fromStdString(fixture("bert-cased")),
                                      QString::fromStdString(source)));
        const auto weights =
            model::SafetensorsFile::open(fixture("bert-cased") + "/model.safetensors");
        model::SafetensorsWriter writer;
        const std::string damaged = "bert.embeddings.position_embeddings.weight";
        for (const auto& entry : weights.entries()) {
            auto array = weights.readFloat(entry.name);
            if (entry.name == damaged) {
                array.values.back() = std::numeric_limits<float>::quiet_NaN();  // the last row
            }
            writer.addFloat(entry.name, array);
        }
        writer.write(source + "/model.safetensors");
        const auto out = tempPath("from-nan").toStdString();
        try {
            model::trainClassifier(train, &dev, {source}, out, oneQuickEpoch());
            QFAIL("a model was trained from weights holding NaN");
        } catch (const ModelError& e) {
            QCOMPARE(std::string(e.what()), source + "/model.safetensors: weight '" + damaged +
                                                "' holds NaN or infinite values; no model is "
                                                "trained from it");
        }
        QVERIFY(!std::filesystem::exists(out + "/model.safetensors"));
    }

    void unusableDataIsRefused() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        dev.examples.front().label = "maybe";
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 model::trainClassifier(train, &dev, {fixture("bert-cased")},
                                                        tempPath("bad").toStdString(), {}));
        // Fine-tuning into the source folder would overwrite it.
        keywordTask({"तो", "ती"}, train, dev);
        const auto copy = tempPath("source-copy").toStdString();
        QVERIFY(test::copyFolderFiles(QString::fromStdString(fixture("bert-cased")),
                                      QString::fromStdString(copy)));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 model::trainClassifier(train, &dev, {copy}, copy + "/.", {}));
        QCOMPARE(readFile(copy + "/config.json"), readFile(fixture("bert-cased") + "/config.json"));
        train.labels = {"no"};
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 model::trainClassifier(train, nullptr, {fixture("bert-cased")},
                                                        tempPath("bad2").toStdString(), {}));
    }

    // A step that breaks the weights (NaN) at the end of an epoch stops the training there:
    // nothing is saved or checkpointed, where the broken weights were saved as the model, and
    // their NaN dev loss made a checkpoint that could not be read back.
    void aTrainingThatDivergesSavesNothing() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        model::TrainingOptions options;
        options.threads = 1;
        options.epochs = 2;
        options.learningRate = 1e30;
        options.warmupFraction = 0;
        options.batchSize = 4096;  // one step an epoch: its loss was taken before the step
        const auto out = tempPath("diverged").toStdString();
        try {
            model::trainClassifier(train, &dev, {fixture("bert-cased")}, out, options);
            QFAIL("a diverged training finished");
        } catch (const ModelError& e) {
            QVERIFY2(std::string(e.what()).find("training diverged: the dev loss after epoch 1") !=
                         std::string::npos,
                     e.what());
        }
        QVERIFY(!std::filesystem::exists(out + "/model.safetensors"));
        QVERIFY(!std::filesystem::exists(out + "/checkpoint/state.json"));
    }

    // The model a training started from is recorded whole, as the data's files are: the
    // workbench's Train again reads it from another working folder.
    void theSourceIsRecordedAsAnAbsolutePath() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        model::TrainingOptions options;
        options.threads = 1;
        options.epochs = 1;
        const auto out = tempPath("relative-source").toStdString();
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(sharedDir() + "/fixtures"));
        try {
            model::trainClassifier(train, &dev, {"./hf-parity/bert-cased"}, out, options);
        } catch (...) {
            QDir::setCurrent(before);
            throw;
        }
        QDir::setCurrent(before);
        const auto saved = nlohmann::json::parse(readFile(out + "/training.json"));
        QCOMPARE(saved.at("source").get<std::string>(), fixture("bert-cased"));
    }

    // Decoders and the T5 encoder have no classification head to train: refused with the
    // reason, before anything is written (they used to fail midway with an internal error).
    void aDecoderIsRefusedBeforeAnythingIsWritten() {
        data::ClassificationDataset train, dev;
        keywordTask({"तो", "ती"}, train, dev);
        for (const char* family : {"gpt2", "bloom", "mt5-encoder"}) {
            const auto out = tempPath(QString("decoder-") + family).toStdString();
            try {
                model::trainClassifier(train, &dev, {fixture(family)}, out, {});
                QFAIL("a decoder was trained");
            } catch (const ModelError& e) {
                QVERIFY2(std::string(e.what()).find("BERT, RoBERTa / XLM-R or ALBERT") !=
                             std::string::npos,
                         e.what());
            }
            QVERIFY(!std::filesystem::exists(out));
        }
    }
};

QTEST_GUILESS_MAIN(TestTraining)
#include "tst_training.moc"
