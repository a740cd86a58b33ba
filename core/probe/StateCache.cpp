#include "probe/StateCache.h"

#include <hdf5.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <new>
#include <system_error>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/Fingerprint.h"
#include "jobs/RunFolder.h"

namespace akshara::probe {
namespace {

namespace fs = std::filesystem;

// 2: with the user block below. Shards of format 1 (without it) are computed again.
constexpr std::uint64_t kFormatVersion = 2;

// The bytes before the HDF5 file proper (its user block, which HDF5 leaves to its user): a
// signature line and a line of 16 hex digits, the FNV-1a checksum of every byte after the
// block, so that a shard is known whole before HDF5 reads it.
constexpr std::size_t kUserBlock = 512;
constexpr char kSignature[] = "Akshara Workbench hidden states\n";

// The user block of a shard whose HDF5 file is `image`: the signature, the checksum line, and
// zeros.
std::string userBlock(const char* image, std::size_t size) {
    char digits[24];
    std::snprintf(digits, sizeof digits, "%016llx\n",
                  static_cast<unsigned long long>(fnv1a(image, size)));
    std::string block = std::string(kSignature) + digits;
    block.resize(kUserBlock, '\0');
    return block;
}

constexpr std::uint64_t kChecksumBasis = 0xcbf29ce484222325ULL;

std::uint64_t checksumOf(const float* values, std::size_t count, std::uint64_t first,
                         std::uint64_t layers, std::uint64_t hidden) {
    std::uint64_t h = kChecksumBasis;
    const std::uint64_t header[4] = {first, count, layers, hidden};
    h = fnv1a(header, sizeof header, h);
    return fnv1a(values, count * sizeof(float), h);
}

void silenceHdf5() {
    static const bool done = [] {
        H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
        return true;
    }();
    (void)done;
}

// Closes an HDF5 identifier when it goes out of scope.
class Handle {
public:
    Handle(hid_t id, herr_t (*close)(hid_t)) : id_(id), close_(close) {}
    ~Handle() {
        if (id_ >= 0) {
            close_(id_);
        }
    }
    Handle(const Handle&) = delete;
    Handle& operator=(const Handle&) = delete;
    hid_t get() const { return id_; }
    bool ok() const { return id_ >= 0; }

private:
    hid_t id_;
    herr_t (*close_)(hid_t);
};

struct ShardHeader {
    std::string model, dataset, perturbation, pooling;
    std::uint64_t format = kFormatVersion, first = 0, count = 0, layers = 0, hidden = 0,
                  checksum = 0;
};

bool writeStringAttribute(hid_t object, const char* name, const std::string& value) {
    Handle type(H5Tcopy(H5T_C_S1), H5Tclose);
    H5Tset_size(type.get(), value.size() + 1);
    H5Tset_strpad(type.get(), H5T_STR_NULLTERM);
    H5Tset_cset(type.get(), H5T_CSET_UTF8);
    Handle space(H5Screate(H5S_SCALAR), H5Sclose);
    Handle attr(H5Acreate2(object, name, type.get(), space.get(), H5P_DEFAULT, H5P_DEFAULT),
                H5Aclose);
    return attr.ok() && H5Awrite(attr.get(), type.get(), value.c_str()) >= 0;
}

bool writeNumberAttribute(hid_t object, const char* name, std::uint64_t value) {
    Handle space(H5Screate(H5S_SCALAR), H5Sclose);
    Handle attr(H5Acreate2(object, name, H5T_STD_U64LE, space.get(), H5P_DEFAULT, H5P_DEFAULT),
                H5Aclose);
    return attr.ok() && H5Awrite(attr.get(), H5T_NATIVE_UINT64, &value) >= 0;
}

// Whether an attribute holds one value, as those written here do: HDF5 reads every value of
// an array into the buffer given, past the end of one.
bool holdsOneValue(hid_t attr) {
    Handle space(H5Aget_space(attr), H5Sclose);
    return space.ok() && H5Sget_simple_extent_type(space.get()) == H5S_SCALAR;
}

bool readStringAttribute(hid_t object, const char* name, std::string& value) {
    if (H5Aexists(object, name) <= 0) {
        return false;
    }
    Handle attr(H5Aopen(object, name, H5P_DEFAULT), H5Aclose);
    if (!attr.ok() || !holdsOneValue(attr.get())) {
        return false;
    }
    Handle type(H5Aget_type(attr.get()), H5Tclose);
    if (!type.ok() || H5Tget_class(type.get()) != H5T_STRING ||
        H5Tis_variable_str(type.get()) != 0) {
        return false;
    }
    const std::size_t size = H5Tget_size(type.get());
    if (size == 0 || size > (1u << 20)) {
        return false;
    }
    std::string buffer(size, '\0');
    if (H5Aread(attr.get(), type.get(), buffer.data()) < 0) {
        return false;
    }
    value.assign(buffer.c_str());
    return true;
}

bool readNumberAttribute(hid_t object, const char* name, std::uint64_t& value) {
    if (H5Aexists(object, name) <= 0) {
        return false;
    }
    Handle attr(H5Aopen(object, name, H5P_DEFAULT), H5Aclose);
    if (!attr.ok() || !holdsOneValue(attr.get())) {
        return false;
    }
    Handle type(H5Aget_type(attr.get()), H5Tclose);
    if (!type.ok() || H5Tget_class(type.get()) != H5T_INTEGER) {
        return false;
    }
    return H5Aread(attr.get(), H5T_NATIVE_UINT64, &value) >= 0;
}

// The bytes of a shard file, made in memory: HDF5 never writes the disk itself, so that a
// write the disk refuses (a full disk) is said with the system's reason, and leaves no file
// open in the library (one whose close failed crashed the program as it ended).
std::string shardImage(const ShardHeader& header, const float* values, const std::string& path) {
    Handle fapl(H5Pcreate(H5P_FILE_ACCESS), H5Pclose);
    Handle fcpl(H5Pcreate(H5P_FILE_CREATE), H5Pclose);
    H5Pset_fapl_core(fapl.get(), std::size_t(1) << 20, 0);  // in memory, no backing file
    H5Pset_obj_track_times(fcpl.get(), 0);  // no timestamps: identical runs, identical files
    H5Pset_userblock(fcpl.get(), kUserBlock);
    Handle file(H5Fcreate(path.c_str(), H5F_ACC_TRUNC, fcpl.get(), fapl.get()), H5Fclose);
    bool ok = file.ok() && writeStringAttribute(file.get(), "model", header.model) &&
              writeStringAttribute(file.get(), "dataset", header.dataset) &&
              writeStringAttribute(file.get(), "perturbation", header.perturbation) &&
              writeStringAttribute(file.get(), "pooling", header.pooling) &&
              writeNumberAttribute(file.get(), "format", header.format) &&
              writeNumberAttribute(file.get(), "first", header.first) &&
              writeNumberAttribute(file.get(), "count", header.count) &&
              writeNumberAttribute(file.get(), "layers", header.layers) &&
              writeNumberAttribute(file.get(), "hidden", header.hidden) &&
              writeNumberAttribute(file.get(), "checksum", header.checksum);
    const hsize_t dims[3] = {header.layers, header.count, header.hidden};
    Handle space(H5Screate_simple(3, dims, nullptr), H5Sclose);
    Handle dcpl(H5Pcreate(H5P_DATASET_CREATE), H5Pclose);
    H5Pset_obj_track_times(dcpl.get(), 0);
    {
        Handle data(ok ? H5Dcreate2(file.get(), "states", H5T_IEEE_F32LE, space.get(), H5P_DEFAULT,
                                    dcpl.get(), H5P_DEFAULT)
                       : -1,
                    H5Dclose);
        ok = ok && data.ok() &&
             H5Dwrite(data.get(), H5T_NATIVE_FLOAT, H5S_ALL, H5S_ALL, H5P_DEFAULT, values) >= 0;
    }
    ok = ok && H5Fflush(file.get(), H5F_SCOPE_LOCAL) >= 0;
    const ssize_t size = ok ? H5Fget_file_image(file.get(), nullptr, 0) : -1;
    std::string image(size > 0 ? std::size_t(size) : 0, '\0');
    if (size <= 0 || H5Fget_file_image(file.get(), image.data(), image.size()) != size) {
        throw InputError("cannot make the cache file (out of memory?)", path);
    }
    // The image starts at the superblock; the user block goes before it.
    return userBlock(image.data(), image.size()) + image;
}

// Writes the shard into `path` through a temporary file moved into place once whole and on
// the disk: a failure (a full disk) leaves no half a shard.
void writeShard(const std::string& path, const ShardHeader& header, const float* values) {
    silenceHdf5();
    // The cache's own entry: something else in its place (a named pipe, which an output
    // file is written into where it stands and would be waited on for ever, or a link to
    // one) goes. A folder stays, and the write names it.
    std::error_code error;
    const auto status = fs::symlink_status(path, error);
    if (fs::exists(status) && !fs::is_regular_file(status) && !fs::is_directory(status)) {
        fs::remove(path, error);
    }
    writeFileAtomically(path, shardImage(header, values, path));
}

// Whether a file of `size` bytes is large enough to hold the layers x count x hidden values
// its attributes declare: they are not trusted with an allocation of that size.
bool largeEnoughFor(std::uint64_t size, std::uint64_t layers, std::uint64_t count,
                    std::uint64_t hidden) {
    std::uint64_t bytes = 0;
    return !__builtin_mul_overflow(layers, count, &bytes) &&
           !__builtin_mul_overflow(bytes, hidden, &bytes) &&
           !__builtin_mul_overflow(bytes, sizeof(float), &bytes) && bytes <= size;
}

// The shard at `path` opened in memory, when it is a file written here and unchanged since
// (its user block's checksum holds); a failed handle otherwise. HDF5 is never given other
// bytes: one damaged byte in its own structures could crash it as it opened the file.
hid_t openSignedShard(const std::string& path, std::uint64_t& size) {
    std::error_code error;
    size = fs::is_regular_file(path, error) ? fs::file_size(path, error) : 0;
    if (error || size <= kUserBlock) {
        return -1;
    }
    std::ifstream in(path, std::ios::binary);
    std::string image(sizeof kSignature - 1, '\0');
    // The signature first: a file of another kind (an older shard) is not read whole.
    if (!in.read(image.data(), std::streamsize(image.size())) || image != kSignature) {
        return -1;
    }
    Handle fapl(H5Pcreate(H5P_FILE_ACCESS), H5Pclose);
    try {
        image.resize(size);
        const std::size_t head = sizeof kSignature - 1;
        if (!in.read(image.data() + head, std::streamsize(size - head)) ||
            image.compare(0, kUserBlock,
                          userBlock(image.data() + kUserBlock, image.size() - kUserBlock)) != 0) {
            return -1;
        }
        // HDF5 copies the image here, and again as it opens it: this copy goes first.
        if (!fapl.ok() || H5Pset_fapl_core(fapl.get(), std::size_t(1) << 20, 0) < 0 ||
            H5Pset_file_image(fapl.get(), image.data(), image.size()) < 0) {
            return -1;
        }
    } catch (const std::bad_alloc&) {
        return -1;  // larger than memory allows: computed again in place
    }
    std::string().swap(image);  // HDF5 holds its copy
    // The name is one no file can have (the core driver refuses an image under the name of
    // a file that exists).
    return H5Fopen((path + "/in-memory").c_str(), H5F_ACC_RDONLY, fapl.get());
}

// Whether the file at `path` is a shard of the cache's older format, without a user block
// (HDF5's signature at its start): computed again, as any unusable shard, but no damage.
bool olderShard(const std::string& path) {
    std::error_code error;
    if (!fs::is_regular_file(path, error)) {
        return false;  // a pipe is not opened: it would be waited on for ever
    }
    std::ifstream in(path, std::ios::binary);
    char start[8] = {};
    return in.read(start, sizeof start) && std::memcmp(start, "\x89HDF\r\n\x1a\n", 8) == 0;
}

// Reads a shard into `values`; false when the file is absent or unusable. A shape `expected`
// leaves at 0 (no shard read or computed yet) is taken from the file, and set there.
bool readShard(const std::string& path, ShardHeader& expected, std::vector<float>& values) {
    silenceHdf5();
    std::uint64_t size = 0;
    Handle file(openSignedShard(path, size), H5Fclose);
    if (!file.ok()) {
        return false;
    }
    ShardHeader found;
    if (!readStringAttribute(file.get(), "model", found.model) ||
        !readStringAttribute(file.get(), "dataset", found.dataset) ||
        !readStringAttribute(file.get(), "perturbation", found.perturbation) ||
        !readStringAttribute(file.get(), "pooling", found.pooling) ||
        !readNumberAttribute(file.get(), "format", found.format) ||
        !readNumberAttribute(file.get(), "first", found.first) ||
        !readNumberAttribute(file.get(), "count", found.count) ||
        !readNumberAttribute(file.get(), "layers", found.layers) ||
        !readNumberAttribute(file.get(), "hidden", found.hidden) ||
        !readNumberAttribute(file.get(), "checksum", found.checksum)) {
        return false;
    }
    if (found.model != expected.model || found.dataset != expected.dataset ||
        found.perturbation != expected.perturbation || found.pooling != expected.pooling ||
        found.format != kFormatVersion || found.first != expected.first ||
        found.count != expected.count) {
        return false;
    }
    if (expected.layers != 0 ? found.layers != expected.layers || found.hidden != expected.hidden
                             : found.layers == 0 || found.hidden == 0 || found.layers >= 4096 ||
                                   found.hidden >= (1u << 20)) {
        return false;
    }
    if (H5Lexists(file.get(), "states", H5P_DEFAULT) <= 0) {
        return false;
    }
    Handle data(H5Dopen2(file.get(), "states", H5P_DEFAULT), H5Dclose);
    if (!data.ok()) {
        return false;
    }
    // Its values in the file itself, as written here: not in other files (external storage,
    // a virtual dataset), which a crafted shard could name (a pipe never read).
    Handle created(H5Dget_create_plist(data.get()), H5Pclose);
    if (!created.ok() || H5Pget_external_count(created.get()) != 0 ||
        H5Pget_layout(created.get()) == H5D_VIRTUAL) {
        return false;
    }
    Handle space(H5Dget_space(data.get()), H5Sclose);
    hsize_t dims[3] = {0, 0, 0};
    if (!space.ok() || H5Sget_simple_extent_ndims(space.get()) != 3 ||
        H5Sget_simple_extent_dims(space.get(), dims, nullptr) != 3 || dims[0] != found.layers ||
        dims[1] != found.count || dims[2] != found.hidden ||
        !largeEnoughFor(size, found.layers, found.count, found.hidden)) {
        return false;
    }
    Handle type(H5Dget_type(data.get()), H5Tclose);
    if (!type.ok() || H5Tget_class(type.get()) != H5T_FLOAT || H5Tget_size(type.get()) != 4) {
        return false;
    }
    // The values' own checksum is not checked again: the user block's covers every byte.
    std::vector<float> buffer(found.layers * found.count * found.hidden);
    if (H5Dread(data.get(), H5T_NATIVE_FLOAT, H5S_ALL, H5S_ALL, H5P_DEFAULT, buffer.data()) < 0) {
        return false;
    }
    values = std::move(buffer);
    expected.layers = found.layers;
    expected.hidden = found.hidden;
    return true;
}

}  // namespace

std::string CacheKey::folderName() const {
    Fingerprint print;
    print.add(model);
    print.add(dataset);
    print.add(perturbation);
    print.add(pooling);
    print.add(dtype);
    return print.hex();
}

std::string datasetFingerprint(const std::vector<std::string>& sentences) {
    return listFingerprint(sentences);
}

std::string shardFileName(std::size_t index) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "shard-%05zu.h5", index);
    return buf;
}

ExtractionResult extractStates(const std::string& cacheDir, const CacheKey& key,
                               const std::vector<std::string>& sentences,
                               const BatchEncoder& encode, const ExtractionOptions& options,
                               const jobs::JobContext& context) {
    if (options.shardSize == 0 || options.batchSize == 0) {
        throw InputError("shard and batch sizes must be positive");
    }
    const fs::path folder = fs::path(cacheDir) / key.folderName();
    std::error_code error;
    fs::create_directories(folder, error);
    if (error) {
        throw InputError(
            "cannot create the cache folder " + folder.string() + ": " + error.message(),
            folder.string());
    }
    // Runs that share the cache (the workbench's all do) and reach these states at once take
    // turns: the second waits, then reads what the first wrote, instead of both writing the
    // same files.
    const auto lock = jobs::FolderLock::waitFor(
        folder.string(), context, "waiting for another run extracting the same states");
    // Temporary files left by a killed run are never trusted (no live run writes here now).
    for (const auto& entry : fs::directory_iterator(folder, error)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("shard-", 0) == 0 && name.size() > 4 &&
            name.compare(name.size() - 4, 4, ".tmp") == 0) {
            fs::remove(entry.path(), error);
        }
    }

    ExtractionResult result;
    LayerStates& states = result.states;
    states.sentences = sentences.size();
    const std::size_t shards = (sentences.size() + options.shardSize - 1) / options.shardSize;
    // Shard values are kept per shard until the shape is known, then placed.
    std::vector<std::vector<float>> shardValues(shards);
    ShardHeader expected{key.model, key.dataset, key.perturbation, key.pooling};

    for (std::size_t shard = 0; shard < shards; ++shard) {
        context.checkCancelled();
        const std::size_t first = shard * options.shardSize;
        const std::size_t count = std::min(options.shardSize, sentences.size() - first);
        const std::string path = (folder / shardFileName(shard)).string();
        expected.first = first;
        expected.count = count;

        if (readShard(path, expected, shardValues[shard])) {
            states.layers = expected.layers;
            states.hidden = expected.hidden;
            ++result.shardsReused;
            context.report("reading cached states", shard + 1, shards);
            continue;
        }
        if (fs::exists(path, error)) {
            ++(olderShard(path) ? result.shardsOlder : result.shardsRebuilt);
        }

        // Encode the shard batch by batch.
        std::vector<std::vector<float>> batches;
        std::size_t layers = states.layers, hidden = states.hidden;
        for (std::size_t start = first; start < first + count; start += options.batchSize) {
            context.checkCancelled();
            const std::size_t end = std::min(first + count, start + options.batchSize);
            std::vector<std::string> batch(sentences.begin() + static_cast<std::ptrdiff_t>(start),
                                           sentences.begin() + static_cast<std::ptrdiff_t>(end));
            BatchStates computed = encode(batch);
            if (computed.layers == 0 || computed.hidden == 0 ||
                computed.values.size() != computed.layers * batch.size() * computed.hidden) {
                throw ModelError("the encoder returned states of an unexpected shape");
            }
            if (layers == 0) {
                layers = computed.layers;
                hidden = computed.hidden;
            } else if (computed.layers != layers || computed.hidden != hidden) {
                throw ModelError("the encoder returned states of a different shape than before");
            }
            batches.push_back(std::move(computed.values));
            context.report("extracting states", end, sentences.size());
        }
        // [layers, count, hidden] from the per-batch [layers, batch, hidden] blocks.
        std::vector<float>& values = shardValues[shard];
        values.assign(layers * count * hidden, 0.0f);
        std::size_t offset = 0;
        for (const auto& block : batches) {
            const std::size_t n = block.size() / (layers * hidden);
            for (std::size_t l = 0; l < layers; ++l) {
                std::copy(
                    block.begin() + static_cast<std::ptrdiff_t>(l * n * hidden),
                    block.begin() + static_cast<std::ptrdiff_t>((l + 1) * n * hidden),
                    values.begin() + static_cast<std::ptrdiff_t>((l * count + offset) * hidden));
            }
            offset += n;
        }
        states.layers = layers;
        states.hidden = hidden;
        expected.layers = layers;
        expected.hidden = hidden;
        ShardHeader header = expected;
        header.checksum = checksumOf(values.data(), values.size(), first, layers, hidden);
        writeShard(path, header, values.data());
        ++result.shardsComputed;
    }

    states.values.assign(states.layers * states.sentences * states.hidden, 0.0f);
    for (std::size_t shard = 0; shard < shards; ++shard) {
        const std::size_t first = shard * options.shardSize;
        const std::size_t count = std::min(options.shardSize, sentences.size() - first);
        const auto& values = shardValues[shard];
        for (std::size_t l = 0; l < states.layers; ++l) {
            std::copy(values.begin() + static_cast<std::ptrdiff_t>(l * count * states.hidden),
                      values.begin() + static_cast<std::ptrdiff_t>((l + 1) * count * states.hidden),
                      states.values.begin() + static_cast<std::ptrdiff_t>(
                                                  (l * states.sentences + first) * states.hidden));
        }
    }
    return result;
}

}  // namespace akshara::probe
