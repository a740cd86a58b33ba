#include "jobs/RunFolder.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonText.h"
#include "text/Display.h"
#include "text/Utf8.h"

namespace akshara::jobs {

namespace fs = std::filesystem;

namespace {

// The length of the results file `path` up to and with its last newline: what stays when a
// line torn by a crash is cut. Reads the file backwards from its end, a block at a time.
std::uintmax_t completeLength(const std::string& path) {
    auto in = openInputFile(path);
    in.seekg(0, std::ios::end);
    std::streamoff end = in.tellg();
    char block[1 << 16];
    while (end > 0) {
        const std::streamoff start =
            std::max<std::streamoff>(0, end - std::streamoff(sizeof block));
        in.seekg(start);
        if (!in.read(block, end - start)) {
            throw InputError("cannot read the file", path);
        }
        for (std::streamoff i = end - start; i-- > 0;) {
            if (block[i] == '\n') {
                return std::uintmax_t(start + i + 1);
            }
        }
        end = start;
    }
    return 0;
}

std::string timestamp() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    localtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y%m%d-%H%M%S", &tm);
    return buf;
}

}  // namespace

FolderLock::FolderLock(const std::string& path) : FolderLock(path, nullptr, {}) {}

FolderLock FolderLock::waitFor(const std::string& path, const JobContext& context,
                               const std::string& waiting) {
    return FolderLock(path, &context, waiting);
}

std::optional<FolderLock> FolderLock::ifFree(const std::string& path) {
    FolderLock lock;
    lock.fd_ = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (lock.fd_ < 0) {
        throw InputError(std::string("cannot open the folder: ") + std::strerror(errno), path);
    }
    if (::flock(lock.fd_, LOCK_EX | LOCK_NB) != 0) {
        const int error = errno;
        if (error == EWOULDBLOCK) {
            return std::nullopt;  // its destructor closes the folder
        }
        throw InputError(std::string("cannot lock the folder: ") + std::strerror(error), path);
    }
    return lock;
}

FolderLock::FolderLock(const std::string& path, const JobContext* waitWith,
                       const std::string& waiting) {
    fd_ = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd_ < 0) {
        throw InputError(std::string("cannot open the folder: ") + std::strerror(errno), path);
    }
    bool told = false;
    while (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
        const int error = errno;
        if (error == EWOULDBLOCK && waitWith != nullptr) {
            if (!told) {
                waitWith->report(waiting, 0, 0);
                told = true;
            }
            try {
                waitWith->checkCancelled();
            } catch (...) {
                ::close(fd_);
                fd_ = -1;
                throw;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            continue;
        }
        ::close(fd_);
        fd_ = -1;
        if (error == EWOULDBLOCK) {
            throw InputError(
                "another run is writing into this folder; wait for it to end, or choose "
                "another folder",
                path);
        }
        throw InputError(std::string("cannot lock the folder: ") + std::strerror(error), path);
    }
}

FolderLock::FolderLock(FolderLock&& other) noexcept : fd_(other.fd_) {
    other.fd_ = -1;
}

FolderLock& FolderLock::operator=(FolderLock&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0) {
            ::close(fd_);
        }
        fd_ = other.fd_;
        other.fd_ = -1;
    }
    return *this;
}

FolderLock::~FolderLock() {
    if (fd_ >= 0) {
        ::close(fd_);  // releases the lock
    }
}

RunFolder::RunFolder(std::string path, std::string madeFolder)
    : path_(std::move(path)), madeFolder_(std::move(madeFolder)) {
    if (!madeFolder_.empty()) {
        return;  // everything in it is the run's
    }
    const fs::path manifest = fs::path(path_) / "manifest.json";
    std::error_code ec;
    manifestWasThere_ = fs::exists(manifest, ec);
    if (manifestWasThere_) {
        try {
            manifestAtOpening_ = readFile(manifest.string());
        } catch (const InputError&) {
            // Unreadable: the run that reads it names the problem; it is left as it is.
        }
    }
    for (const char* name : {"results.jsonl", "summary.json"}) {
        mayMake(name);
    }
}

RunFolder::RunFolder(RunFolder&& other) noexcept
    : path_(std::move(other.path_)),
      results_(other.results_),
      lock_(std::move(other.lock_)),
      madeFolder_(std::move(other.madeFolder_)),
      manifestWasThere_(other.manifestWasThere_),
      manifestAtOpening_(std::move(other.manifestAtOpening_)),
      madeLater_(std::move(other.madeLater_)) {
    other.results_ = nullptr;
}

RunFolder& RunFolder::operator=(RunFolder&& other) noexcept {
    if (this != &other) {
        if (results_ != nullptr)
            std::fclose(results_);
        path_ = std::move(other.path_);
        results_ = other.results_;
        other.results_ = nullptr;
        lock_ = std::move(other.lock_);
        madeFolder_ = std::move(other.madeFolder_);
        manifestWasThere_ = other.manifestWasThere_;
        manifestAtOpening_ = std::move(other.manifestAtOpening_);
        madeLater_ = std::move(other.madeLater_);
    }
    return *this;
}

RunFolder::~RunFolder() {
    if (results_ != nullptr) {
        std::fclose(results_);
    }
}

RunFolder RunFolder::create(const std::string& parent, const std::string& kind) {
    std::error_code ec;
    fs::create_directories(parent, ec);
    if (ec) {
        throw InputError("cannot create the folder: " + ec.message(), parent);
    }
    const std::string base = (fs::path(parent) / (kind + "-" + timestamp())).string();
    std::string path = base;
    for (int n = 2; fs::exists(path); ++n) {
        path = base + "-" + std::to_string(n);
    }
    if (!fs::create_directory(path, ec) || ec) {
        throw InputError("cannot create the run folder: " + ec.message(), path);
    }
    RunFolder folder(path, path);
    folder.lock_ = FolderLock(path);
    return folder;
}

RunFolder RunFolder::openForWriting(const std::string& path) {
    const std::string made = outermostMissingFolder(path);
    std::error_code ec;
    fs::create_directories(path, ec);
    if (ec) {
        if (!made.empty()) {
            std::error_code ignored;
            fs::remove_all(made, ignored);
        }
        throw InputError("cannot create the output folder: " + ec.message(), path);
    }
    if (!fs::is_directory(path, ec)) {
        throw InputError("is a file, not a folder", path);
    }
    FolderLock lock(path);
    RunFolder folder(path, made);
    folder.lock_ = std::move(lock);
    return folder;
}

void requireRecordable(const nlohmann::json& record, const std::string& field) {
    if (record.is_string()) {
        const auto& value = record.get_ref<const std::string&>();
        if (const auto bad = text::firstInvalidUtf8(value)) {
            throw InputError(text::printable(value) + " is not valid UTF-8 (byte " +
                             std::to_string(*bad + 1) + "), and a run records it as text" +
                             (field.empty() ? std::string() : " (its " + field + ")") +
                             ": rename the file or folder it names (convmv converts names "
                             "from an older encoding)");
        }
    } else if (record.is_array()) {
        for (std::size_t i = 0; i < record.size(); ++i) {
            requireRecordable(record[i], field + "[" + std::to_string(i) + "]");
        }
    } else if (record.is_object()) {
        for (const auto& [key, value] : record.items()) {
            const std::string name = field.empty() ? key : field + "." + key;
            requireRecordable(key, name);
            requireRecordable(value, name);
        }
    }
}

void requireNewOrOwnFolder(const std::string& path, const std::string& kind,
                           const std::vector<std::string>& ownFiles, const std::string& what) {
    std::error_code ec;
    if (!fs::is_directory(path, ec) || fs::is_empty(path, ec)) {
        return;
    }
    // A file of the run's own cut short while it was written (manifest.json.<pid>-<n>.partial,
    // left by a kill) is the run's too: the same command takes the folder over and writes it
    // whole.
    const auto cutShort = [&](const std::string& name) {
        for (const auto& entry : fs::directory_iterator(path, ec)) {
            const std::string file = entry.path().filename().string();
            if (file.size() >= name.size() + 8 &&
                file.compare(0, name.size() + 1, name + ".") == 0 &&
                file.compare(file.size() - 8, 8, ".partial") == 0) {
                return true;
            }
        }
        return false;
    };
    const bool own = std::any_of(ownFiles.begin(), ownFiles.end(), [&](const std::string& name) {
        return fs::exists(fs::path(path) / name, ec) || cutShort(name);
    });
    if (!own) {
        throw InputError(
            "already holds files that are not " + what + "; choose a new or empty folder", path);
    }
    const fs::path manifest = fs::path(path) / "manifest.json";
    if (kind.empty() || !fs::exists(manifest, ec)) {
        return;
    }
    nlohmann::json parsed;
    try {
        parsed = parseJsonText<nlohmann::json>(readFile(manifest.string()));
    } catch (const std::exception&) {
        return;  // unreadable: the run's own reader names the problem
    }
    const auto found = parsed.is_object() ? parsed.find("kind") : parsed.end();
    if (found == parsed.end() || found->is_null()) {
        return;
    }
    // A kind that is not text is another kind too: the folder is not this command's to replace.
    const std::string other = found->is_string() ? found->get<std::string>() : found->dump();
    if (!other.empty() && other != kind) {
        throw InputError(
            "holds a run of another kind (" + other + "); choose a new or empty folder", path);
    }
}

RunFolder RunFolder::open(const std::string& path) {
    if (!fs::is_directory(path)) {
        throw InputError("not a run folder (no such directory)", path);
    }
    return RunFolder(path, {});
}

void RunFolder::writeManifest(const std::string& json) const {
    writeFileAtomically((fs::path(path_) / "manifest.json").string(), json + "\n");
}

void RunFolder::writeSummary(const std::string& json) const {
    writeFileAtomically((fs::path(path_) / "summary.json").string(), json + "\n");
}

std::string RunFolder::readManifest() const {
    const fs::path manifest = fs::path(path_) / "manifest.json";
    return fs::exists(manifest) ? readFile(manifest.string()) : std::string();
}

std::vector<std::string> RunFolder::readResults() const {
    std::vector<std::string> records;
    forEachResult(
        [&records](const std::string& record, std::size_t) { records.push_back(record); });
    return records;
}

std::size_t RunFolder::forEachResult(const ResultVisitor& visit) const {
    const fs::path file = fs::path(path_) / "results.jsonl";
    if (!fs::exists(file)) {
        return 0;
    }
    auto in = openInputFile(file.string());
    std::size_t count = 0;
    std::string line;
    while (std::getline(in, line)) {
        if (in.eof()) {
            break;  // a line without its newline was torn by a crash
        }
        if (!line.empty()) {
            visit(line, count++);
        }
    }
    if (in.bad()) {
        throw InputError("cannot read the file", file.string());
    }
    return count;
}

std::size_t RunFolder::resultCount() const {
    return forEachResult([](const std::string&, std::size_t) {});
}

void RunFolder::appendResult(const std::string& jsonLine) {
    if (results_ == nullptr) {
        const fs::path file = fs::path(path_) / "results.jsonl";
        // Cut a torn last line before appending after it.
        if (fs::exists(file)) {
            const std::uintmax_t keep = completeLength(file.string());
            if (keep != fs::file_size(file)) {
                fs::resize_file(file, keep);
            }
        }
        results_ = std::fopen(file.c_str(), "ab");
        if (results_ == nullptr) {
            throw InputError(std::string("cannot append to results: ") + std::strerror(errno),
                             file.string());
        }
    }
    if (std::fputs(jsonLine.c_str(), results_) < 0 || std::fputc('\n', results_) == EOF ||
        std::fflush(results_) != 0 || ::fsync(fileno(results_)) != 0) {
        throw InputError("cannot write results (disk full?)", path_ + "/results.jsonl");
    }
}

bool RunFolder::hasResults() const {
    // A record is complete with its newline: a first one torn by a full disk is no result.
    std::ifstream in(fs::path(path_) / "results.jsonl", std::ios::binary);
    return in && std::find(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>(),
                           '\n') != std::istreambuf_iterator<char>();
}

void RunFolder::writeResults(const std::function<void()>& work) {
    try {
        work();
    } catch (const Cancelled&) {
        throw;
    } catch (...) {
        if (!hasResults()) {
            discardChanges();
        }
        throw;
    }
}

void RunFolder::mayMake(const std::string& name) {
    std::error_code ec;
    if (madeFolder_.empty() && !fs::exists(fs::path(path_) / name, ec) && !ec) {
        madeLater_.push_back(name);
    }
}

void RunFolder::discardChanges() noexcept {
    if (results_ != nullptr) {
        std::fclose(results_);
        results_ = nullptr;
    }
    std::error_code ec;
    if (!madeFolder_.empty()) {
        fs::remove_all(madeFolder_, ec);
        return;
    }
    for (const auto& name : madeLater_) {
        fs::remove_all(fs::path(path_) / name, ec);
    }
    const std::string manifest = (fs::path(path_) / "manifest.json").string();
    if (!manifestWasThere_) {
        fs::remove(manifest, ec);
        return;
    }
    if (!manifestAtOpening_) {
        return;
    }
    try {
        if (readFile(manifest) != *manifestAtOpening_) {
            writeFileAtomically(manifest, *manifestAtOpening_);
        }
    } catch (...) {
        // Left as the failed run wrote it: the error on its way out is the one to tell.
    }
}

}  // namespace akshara::jobs
