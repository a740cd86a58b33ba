// libakshara_sentencepiece.so: libsentencepiece behind the C interface of
// model/tokenizer/internal/SentencePieceAbi.h, opened by the tokenizers with
// dlopen(RTLD_LOCAL | RTLD_DEEPBIND) so that the protobuf bundled in libsentencepiece never
// meets the one libtorch loads.

#include <sentencepiece_processor.h>
#include <sentencepiece_trainer.h>

#include <exception>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include "model/tokenizer/internal/SentencePieceAbi.h"

#define AKSHARA_SP_EXPORT extern "C" __attribute__((visibility("default")))

// libsentencepiece's log threshold (exported, not in its public headers): 0 info ... 3 fatal.
namespace sentencepiece::logging {
void SetMinLogLevel(int level);
}

struct akshara_sp_model {
    sentencepiece::SentencePieceProcessor processor;
};

namespace {

void report(akshara_sp_bytes_sink sink, void* context, const std::string& message) {
    if (sink != nullptr) {
        sink(context, message.data(), message.size());
    }
}

// Sentences handed over one by one by the caller.
class CallbackSentences : public sentencepiece::SentenceIterator {
public:
    CallbackSentences(akshara_sp_sentence_source source, void* context)
        : source_(source), context_(context) {
        Next();
    }
    bool done() const override { return done_; }
    void Next() override {
        const char* bytes = nullptr;
        size_t size = 0;
        done_ = source_(context_, &bytes, &size) == 0;
        value_.assign(done_ || bytes == nullptr ? "" : std::string(bytes, size));
    }
    const std::string& value() const override { return value_; }
    sentencepiece::util::Status status() const override { return {}; }

private:
    akshara_sp_sentence_source source_;
    void* context_;
    bool done_ = false;
    std::string value_;
};

}  // namespace

AKSHARA_SP_EXPORT int akshara_sp_abi_version(void) {
    return AKSHARA_SP_ABI_VERSION;
}

AKSHARA_SP_EXPORT akshara_sp_model* akshara_sp_load(const char* bytes, size_t size,
                                                    akshara_sp_bytes_sink on_error,
                                                    void* error_context) {
    try {
        auto model = std::make_unique<akshara_sp_model>();  // freed when loading throws too
        const auto status = model->processor.LoadFromSerializedProto(std::string_view(bytes, size));
        if (!status.ok()) {
            report(on_error, error_context, status.ToString());
            return nullptr;
        }
        return model.release();
    } catch (const std::exception& e) {
        report(on_error, error_context, e.what());
        return nullptr;
    }
}

AKSHARA_SP_EXPORT void akshara_sp_free(akshara_sp_model* model) {
    delete model;
}

AKSHARA_SP_EXPORT int akshara_sp_piece_size(const akshara_sp_model* model) {
    return model->processor.GetPieceSize();
}

AKSHARA_SP_EXPORT int akshara_sp_piece_to_id(const akshara_sp_model* model, const char* piece,
                                             size_t size) {
    return model->processor.PieceToId(std::string_view(piece, size));
}

AKSHARA_SP_EXPORT int akshara_sp_id_to_piece(const akshara_sp_model* model, int id,
                                             akshara_sp_bytes_sink sink, void* context) {
    if (id < 0 || id >= model->processor.GetPieceSize()) {
        return -1;
    }
    const std::string& piece = model->processor.IdToPiece(id);
    sink(context, piece.data(), piece.size());
    return 0;
}

AKSHARA_SP_EXPORT int akshara_sp_unk_id(const akshara_sp_model* model) {
    return model->processor.unk_id();
}

AKSHARA_SP_EXPORT int akshara_sp_encode(const akshara_sp_model* model, const char* text,
                                        size_t size, akshara_sp_piece_sink sink, void* context,
                                        akshara_sp_bytes_sink on_error, void* error_context) {
    try {
        const auto result = model->processor.EncodeAsImmutableProto(std::string_view(text, size));
        for (size_t i = 0; i < result.pieces_size(); ++i) {
            const auto piece = result.pieces(static_cast<int>(i));
            const std::string& surface = piece.piece();
            sink(context, static_cast<int>(piece.id()), surface.data(), surface.size(),
                 piece.begin(), piece.end());
        }
        return 0;
    } catch (const std::exception& e) {
        report(on_error, error_context, e.what());
        return -1;
    }
}

AKSHARA_SP_EXPORT int akshara_sp_train(const char* args, akshara_sp_sentence_source sentences,
                                       void* sentences_context, akshara_sp_bytes_sink on_model,
                                       void* model_context, akshara_sp_bytes_sink on_error,
                                       void* error_context) {
    try {
        // The trainer logs every step to std::cerr. Deep-bound, this library reaches
        // libstdc++'s own std::cerr, not the copy a program that uses std::cerr has in its
        // executable (copy relocation), which is never constructed there: writing to it
        // crashes. Errors come back in the status, so nothing needs logging.
        sentencepiece::logging::SetMinLogLevel(3);
        std::unique_ptr<CallbackSentences> iterator;
        if (sentences != nullptr) {
            iterator = std::make_unique<CallbackSentences>(sentences, sentences_context);
        }
        std::string serialized;
        const auto status = sentencepiece::SentencePieceTrainer::Train(
            args, iterator.get(), on_model != nullptr ? &serialized : nullptr);
        if (!status.ok()) {
            report(on_error, error_context, status.ToString());
            return -1;
        }
        if (on_model != nullptr) {
            on_model(model_context, serialized.data(), serialized.size());
        }
        return 0;
    } catch (const std::exception& e) {
        report(on_error, error_context, e.what());
        return -1;
    }
}
