#include "model/tokenizer/internal/SentencePieceModule.h"

#include <dlfcn.h>

#include <cstdlib>
#include <filesystem>
#include <new>
#include <system_error>

#include "common/Error.h"
#include "model/tokenizer/internal/SentencePieceAbi.h"

namespace akshara::model::internal {

struct SentencePieceModuleApi {
    akshara_sp_load_fn load = nullptr;
    akshara_sp_free_fn free = nullptr;
    akshara_sp_piece_size_fn pieceSize = nullptr;
    akshara_sp_piece_to_id_fn pieceToId = nullptr;
    akshara_sp_id_to_piece_fn idToPiece = nullptr;
    akshara_sp_unk_id_fn unkId = nullptr;
    akshara_sp_encode_fn encode = nullptr;
    akshara_sp_train_fn train = nullptr;
};

namespace {

namespace fs = std::filesystem;

const char* const kModuleName = "libakshara_sentencepiece.so";
const char* const kModuleVariable = "AKSHARA_SENTENCEPIECE_MODULE";

// Collects the bytes a sink is given; a failed allocation is remembered, never thrown through
// the module.
struct ByteCollector {
    std::string bytes;
    bool failed = false;
    static void sink(void* context, const char* data, size_t size) {
        auto* self = static_cast<ByteCollector*>(context);
        try {
            self->bytes.append(data, size);
        } catch (const std::bad_alloc&) {
            self->failed = true;
        }
    }
};

struct PieceCollector {
    std::vector<EncodedPiece> pieces;
    bool failed = false;
    static void sink(void* context, int id, const char* piece, size_t size, uint32_t begin,
                     uint32_t end) {
        auto* self = static_cast<PieceCollector*>(context);
        try {
            self->pieces.push_back({id, std::string(piece, size), begin, end});
        } catch (const std::bad_alloc&) {
            self->failed = true;
        }
    }
};

struct SentenceFeed {
    const std::vector<std::string>* sentences;
    std::size_t next = 0;
    static int source(void* context, const char** bytes, size_t* size) {
        auto* self = static_cast<SentenceFeed*>(context);
        if (self->next >= self->sentences->size()) {
            return 0;
        }
        const std::string& s = (*self->sentences)[self->next++];
        *bytes = s.data();
        *size = s.size();
        return 1;
    }
};

std::string executableDir() {
    std::error_code error;
    const fs::path exe = fs::read_symlink("/proc/self/exe", error);
    return error ? std::string() : exe.parent_path().string();
}

// The opened module, or why it could not be opened.
struct LoadedModule {
    SentencePieceModuleApi api;
    std::string problem;
};

template <typename Fn>
bool resolve(void* handle, const char* name, Fn& out, std::string& problem) {
    out = reinterpret_cast<Fn>(dlsym(handle, name));
    if (out == nullptr) {
        problem = std::string("it lacks the function ") + name;
        return false;
    }
    return true;
}

LoadedModule openModule() {
    LoadedModule result;
    const auto candidates = sentencePieceModuleCandidates();
    std::string searched;
    for (const auto& path : candidates) {
        searched += (searched.empty() ? "" : ", ") + path;
        std::error_code error;
        if (!fs::is_regular_file(path, error)) {
            continue;
        }
        // RTLD_LOCAL keeps libsentencepiece's symbols (and its bundled protobuf) out of the
        // global scope; RTLD_DEEPBIND makes its own references bind to its own copies first.
        void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
        if (handle == nullptr) {
            const char* reason = dlerror();
            result.problem = "the SentencePiece module " + path + " cannot be loaded (" +
                             (reason != nullptr ? reason : "unknown reason") + ")";
            return result;
        }
        auto version =
            reinterpret_cast<akshara_sp_abi_version_fn>(dlsym(handle, "akshara_sp_abi_version"));
        std::string problem;
        if (version == nullptr) {
            problem = "it lacks the function akshara_sp_abi_version";
        } else if (version() != AKSHARA_SP_ABI_VERSION) {
            problem = "its interface version is " + std::to_string(version()) + ", not " +
                      std::to_string(AKSHARA_SP_ABI_VERSION);
        }
        auto& api = result.api;
        const bool complete = problem.empty() &&
                              resolve(handle, "akshara_sp_load", api.load, problem) &&
                              resolve(handle, "akshara_sp_free", api.free, problem) &&
                              resolve(handle, "akshara_sp_piece_size", api.pieceSize, problem) &&
                              resolve(handle, "akshara_sp_piece_to_id", api.pieceToId, problem) &&
                              resolve(handle, "akshara_sp_id_to_piece", api.idToPiece, problem) &&
                              resolve(handle, "akshara_sp_unk_id", api.unkId, problem) &&
                              resolve(handle, "akshara_sp_encode", api.encode, problem) &&
                              resolve(handle, "akshara_sp_train", api.train, problem);
        if (!complete) {
            dlclose(handle);
            result.api = {};
            result.problem =
                "the SentencePiece module " + path + " is not usable (" + problem + ")";
        }
        // The handle stays open for the life of the process.
        return result;
    }
    result.problem =
        std::string("the SentencePiece module ") + kModuleName + " was not found in: " + searched;
    if (std::getenv(kModuleVariable) != nullptr) {
        result.problem += std::string(" (set by ") + kModuleVariable + ")";
    } else {
        result.problem += std::string("; set ") + kModuleVariable + " to its path";
    }
    return result;
}

// The module, opened on first use (thread-safe); throws ModelError when it cannot be.
const SentencePieceModuleApi& module() {
    static const LoadedModule loaded = openModule();
    if (!loaded.problem.empty()) {
        throw ModelError(loaded.problem);
    }
    return loaded.api;
}

// What a model the library refused to load is, in the reader's words: the library's own status
// names its source lines ("./src/sentencepiece_processor.cc(232) [...]").
std::string loadProblem(std::size_t bytes, const std::string& status) {
    if (bytes == 0) {
        return "an empty file, not a SentencePiece model";
    }
    if (status.find("ParseFromArray") != std::string::npos) {
        return "not a SentencePiece model: the file is damaged, cut short or of another format";
    }
    std::string reason = status;
    for (const std::string prefix : {"Internal: ", "Invalid argument: ", "Not found: "}) {
        if (reason.rfind(prefix, 0) == 0) {
            reason.erase(0, prefix.size());
        }
    }
    while (!reason.empty() && (reason.back() == '.' || reason.back() == ' ')) {
        reason.pop_back();
    }
    return "not a usable SentencePiece model" + (reason.empty() ? "" : " (" + reason + ")");
}

}  // namespace

std::vector<std::string> sentencePieceModuleCandidates() {
    if (const char* explicitPath = std::getenv(kModuleVariable);
        explicitPath != nullptr && *explicitPath != '\0') {
        return {explicitPath};
    }
    std::vector<std::string> out;
    const std::string exeDir = executableDir();
    if (!exeDir.empty()) {
        out.push_back((fs::path(exeDir) / kModuleName).string());
        // An installed program: bin/../<libdir>/akshara, wherever the tree was installed or
        // unpacked.
        out.push_back((fs::path(exeDir) / ".." / AKSHARA_SENTENCEPIECE_RELATIVE_DIR / kModuleName)
                          .lexically_normal()
                          .string());
    }
    out.push_back((fs::path(AKSHARA_SENTENCEPIECE_INSTALL_DIR) / kModuleName).string());
    // A program in the build tree uses the module built beside it, never an installed one's.
    const std::string buildDir = AKSHARA_BUILD_DIR;
    if (!exeDir.empty() && exeDir.compare(0, buildDir.size(), buildDir) == 0) {
        out.insert(out.begin(), AKSHARA_SENTENCEPIECE_BUILD_PATH);
    }
    return out;
}

SentencePieceModel::SentencePieceModel(const std::string& source, std::string_view serializedModel)
    : api_(&module()), model_(nullptr), source_(source) {
    ByteCollector error;
    model_ =
        api_->load(serializedModel.data(), serializedModel.size(), &ByteCollector::sink, &error);
    if (model_ == nullptr) {
        throw ModelError(source + ": " + loadProblem(serializedModel.size(), error.bytes));
    }
}

SentencePieceModel::~SentencePieceModel() {
    api_->free(static_cast<akshara_sp_model*>(model_));
}

int SentencePieceModel::pieceSize() const {
    return api_->pieceSize(static_cast<const akshara_sp_model*>(model_));
}

int SentencePieceModel::pieceToId(std::string_view piece) const {
    return api_->pieceToId(static_cast<const akshara_sp_model*>(model_), piece.data(),
                           piece.size());
}

std::string SentencePieceModel::idToPiece(int id) const {
    ByteCollector piece;
    api_->idToPiece(static_cast<const akshara_sp_model*>(model_), id, &ByteCollector::sink, &piece);
    if (piece.failed) {
        throw std::bad_alloc();
    }
    return std::move(piece.bytes);
}

int SentencePieceModel::unkId() const {
    return api_->unkId(static_cast<const akshara_sp_model*>(model_));
}

std::vector<EncodedPiece> SentencePieceModel::encode(std::string_view text) const {
    PieceCollector pieces;
    ByteCollector error;
    const int status =
        api_->encode(static_cast<const akshara_sp_model*>(model_), text.data(), text.size(),
                     &PieceCollector::sink, &pieces, &ByteCollector::sink, &error);
    if (pieces.failed) {
        throw std::bad_alloc();
    }
    if (status != 0) {
        throw ModelError(source_ + ": SentencePiece cannot encode the text (" + error.bytes + ")");
    }
    return std::move(pieces.pieces);
}

std::string trainSentencePiece(const std::string& args, const std::vector<std::string>* sentences) {
    const auto& api = module();
    SentenceFeed feed{sentences};
    ByteCollector model, error;
    const int status =
        api.train(args.c_str(), sentences != nullptr ? &SentenceFeed::source : nullptr, &feed,
                  &ByteCollector::sink, &model, &ByteCollector::sink, &error);
    if (model.failed) {
        throw std::bad_alloc();
    }
    if (status != 0) {
        throw ModelError("SentencePiece training failed (" + error.bytes + ")");
    }
    return std::move(model.bytes);
}

}  // namespace akshara::model::internal
