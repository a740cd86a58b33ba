#include "common/FileIo.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <numeric>
#include <sstream>

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include "common/Error.h"

namespace akshara {

namespace {

namespace fs = std::filesystem;

// A number for each temporary file this process names.
unsigned nextTemporaryNumber() {
    static std::atomic<unsigned> next{0};
    return next++;
}

// Makes a file of a name of its own beside `target`, TARGET.<pid>-<n>.partial, by this call
// alone (O_EXCL): never a file that is there already (a dataset named OUT.partial), nor another
// writer's of the same target. Sets `name`; returns its descriptor, or -1 with errno set.
int createBeside(const fs::path& target, std::string& name) {
    int fd = -1;
    for (unsigned attempt = 0; attempt < 100; ++attempt) {
        char suffix[40];
        std::snprintf(suffix, sizeof suffix, ".%ld-%u.partial", static_cast<long>(::getpid()),
                      nextTemporaryNumber());
        name = target.string() + suffix;
        fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) {
            break;
        }
    }
    return fd;
}

// Where writing `path` lands: the file a link names, so that the link stays a link, also
// one whose file is not there yet; else `path` itself. A loop of links is left as it is.
fs::path writeTarget(const std::string& path) {
    constexpr int kMostLinks = 40;  // as the system follows them
    fs::path target = path;
    std::error_code ec;
    for (int hops = 0; fs::is_symlink(target, ec); ++hops) {
        fs::path next = fs::read_symlink(target, ec);
        if (ec || hops == kMostLinks) {
            return path;
        }
        target = next.is_absolute() ? next : target.parent_path() / next;
    }
    return target.lexically_normal();
}

// Whether `path` is there and is neither a regular file nor a folder: a device such as
// /dev/null, a FIFO, a socket. Such a file is written in place: replacing it with a new file
// would remove it from the system.
bool isSpecialFile(const fs::path& path) {
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    return !ec && fs::exists(status) && !fs::is_regular_file(status) && !fs::is_directory(status);
}

// Removes what earlier writes of `target` left when they were killed: PATH.<pid>-<n>.partial of
// a process that no longer runs, untouched for a minute (a writer on another machine that shares
// the folder, whose process this one cannot see, keeps its file fresh while it writes).
void removeAbandonedTemporaries(const fs::path& target) {
    const std::string prefix = target.filename().string() + ".";
    const std::string suffix = ".partial";
    const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
    const auto now = fs::file_time_type::clock::now();
    std::error_code ec;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.size() <= prefix.size() + suffix.size() || name.rfind(prefix, 0) != 0 ||
            name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0) {
            continue;
        }
        // "<pid>-<n>" between the two, digits only.
        const std::string middle =
            name.substr(prefix.size(), name.size() - prefix.size() - suffix.size());
        const auto dash = middle.find('-');
        const auto digits = [](const std::string& text) {
            return !text.empty() && text.size() <= 9 &&
                   std::all_of(text.begin(), text.end(),
                               [](char c) { return c >= '0' && c <= '9'; });
        };
        if (dash == std::string::npos || !digits(middle.substr(0, dash)) ||
            !digits(middle.substr(dash + 1))) {
            continue;
        }
        const pid_t pid = static_cast<pid_t>(std::stol(middle.substr(0, dash)));
        if (pid <= 0 || pid == ::getpid() || ::kill(pid, 0) == 0 || errno != ESRCH) {
            continue;  // this process's, a running one's, or one not ours to ask about
        }
        std::error_code old;
        const auto modified = fs::last_write_time(it->path(), old);
        if (!old && now - modified >= std::chrono::minutes(1)) {
            fs::remove(it->path(), old);
        }
    }
}

}  // namespace

std::ifstream openInputFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        throw InputError("is a folder, not a file", path);
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw InputError(std::string("cannot open: ") + std::strerror(errno), path);
    }
    return in;
}

namespace {

// Whether nothing at all is at `path`: not a file, a folder, nor a link, even one to nothing or
// to itself. A path that cannot be looked at (a name too long, no permission) counts as there.
bool nothingAt(const fs::path& path) {
    std::error_code ec;
    return fs::symlink_status(path, ec).type() == fs::file_type::not_found;
}

}  // namespace

std::string outermostMissingFolder(const std::string& folder) {
    std::error_code ec;
    fs::path missing = fs::absolute(folder, ec).lexically_normal();
    if (!missing.has_filename()) {
        missing = missing.parent_path();  // "out/" names the folder "out"
    }
    if (!nothingAt(missing)) {
        return {};
    }
    while (missing.has_parent_path() && missing.parent_path() != missing &&
           nothingAt(missing.parent_path())) {
        missing = missing.parent_path();
    }
    return missing.string();
}

bool sameFile(const std::string& a, const std::string& b) {
    std::error_code ec;
    if (fs::exists(a, ec) && fs::exists(b, ec)) {
        return fs::equivalent(a, b, ec) && !ec;
    }
    const fs::path first = fs::weakly_canonical(a, ec);
    if (ec) {
        return false;
    }
    const fs::path second = fs::weakly_canonical(b, ec);
    return !ec && first == second;
}

std::optional<std::pair<std::size_t, std::size_t>> repeatedFile(
    const std::vector<std::string>& paths) {
    for (std::size_t j = 1; j < paths.size(); ++j) {
        for (std::size_t i = 0; i < j; ++i) {
            if (sameFile(paths[i], paths[j])) {
                return std::pair{i, j};
            }
        }
    }
    return std::nullopt;
}

std::optional<std::pair<std::string, std::string>> repeatedExistingFile(
    const std::vector<std::string>& paths) {
    std::vector<std::string> existing;
    std::error_code ec;
    std::copy_if(paths.begin(), paths.end(), std::back_inserter(existing),
                 [&ec](const std::string& path) { return fs::exists(path, ec); });
    if (const auto twice = repeatedFile(existing)) {
        return std::pair{existing[twice->first], existing[twice->second]};
    }
    return std::nullopt;
}

std::string absolutePath(const std::string& path) {
    std::error_code error;
    const fs::path absolute = fs::absolute(path, error);
    return error ? path : absolute.lexically_normal().string();
}

std::vector<std::string> filesInFolder(const std::string& dir) {
    std::vector<std::string> files;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->is_regular_file(ec)) {
            files.push_back(it->path().string());
        }
    }
    return files;
}

void checkOutputPath(const std::string& path, const std::vector<std::string>& inputs) {
    std::error_code ec;
    if (path.empty()) {
        throw InputError("the output path is empty; give the path of a file to write");
    }
    for (const std::string& input : inputs) {
        if (!input.empty() && sameFile(path, input)) {
            throw InputError(
                "is also an input (" + input + "), which writing would destroy; write elsewhere",
                path);
        }
    }
    if (fs::is_directory(path, ec)) {
        throw InputError("is a folder; give the path of a file to write", path);
    }
    const fs::path target = writeTarget(path);
    if (isSpecialFile(target)) {
        if (::access(target.c_str(), W_OK) != 0) {
            throw InputError(std::string("cannot write: ") + std::strerror(errno), path);
        }
        return;
    }
    fs::path folder = target.parent_path();
    if (folder.empty()) {
        folder = ".";
    }
    if (!fs::exists(folder, ec)) {
        throw InputError("cannot write: the folder " + folder.string() + " does not exist", path);
    }
    if (!fs::is_directory(folder, ec)) {
        throw InputError("cannot write: " + folder.string() + " is not a folder", path);
    }
    if (::access(folder.c_str(), W_OK) != 0) {
        throw InputError("cannot write in " + folder.string() + ": " + std::strerror(errno), path);
    }
    // The temporary file the write makes first, made and removed now: a name longer than the
    // file system takes, or a folder that takes no new file (/proc, a read-only mount), fails
    // here and not after the work.
    std::string trial;
    const int fd = createBeside(target, trial);
    if (fd < 0) {
        throw InputError(std::string("cannot write: ") + std::strerror(errno), path);
    }
    ::close(fd);
    ::unlink(trial.c_str());
}

std::string readFile(const std::string& path, std::size_t maxBytes) {
    auto in = openInputFile(path);
    std::error_code ec;
    const bool regular = fs::is_regular_file(path, ec);
    const std::size_t limit =
        maxBytes > 0 ? maxBytes : (regular ? std::size_t(-1) : std::size_t(1) << 30);
    const auto tooLarge = [&] {
        return InputError("holds more than " + std::to_string(limit >> 20) +
                              " MiB, more than such a file can be; is it the right file?",
                          path);
    };
    if (regular) {
        const auto size = fs::file_size(path, ec);
        if (!ec && size > limit) {
            throw tooLarge();
        }
    }
    std::string content;
    char chunk[1 << 16];
    while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
        content.append(chunk, static_cast<std::size_t>(in.gcount()));
        if (content.size() > limit) {
            throw tooLarge();
        }
    }
    if (in.bad()) {
        throw InputError("cannot read the file", path);
    }
    return content;
}

bool syncToDisk(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return true;
    }
    const bool failed = ::fsync(fd) != 0 && (errno == EIO || errno == ENOSPC || errno == EDQUOT);
    const int error = errno;
    ::close(fd);
    errno = error;
    return !failed;
}

namespace {

// A file written beside its target, not yet in its place.
struct StagedFile {
    std::string path;       // as given, for messages
    fs::path target;        // the file replaced (a link followed)
    std::string temporary;  // empty for a device or FIFO, written in place
};

// Writes what `write` gives to a temporary file beside `path`'s target (PATH.<pid>-<n>.partial,
// a name no other file has) and syncs it to the disk; a device or FIFO is written in place.
// Throws InputError naming `path`, or what `write` throws, the temporary removed.
StagedFile stageFile(const std::string& path, const std::function<void(std::ostream& out)>& write) {
    StagedFile staged{path, writeTarget(path), {}};
    const fs::path& target = staged.target;
    if (isSpecialFile(target)) {
        std::ofstream out(target, std::ios::binary);
        if (!out) {
            throw InputError(std::string("cannot write: ") + std::strerror(errno), path);
        }
        write(out);
        out.flush();
        if (!out) {
            throw InputError(std::string("cannot write: ") + std::strerror(errno), path);
        }
        return staged;
    }
    std::string temporary;
    int fd = createBeside(target, temporary);
    const int openError = fd < 0 ? errno : 0;
    if (fd >= 0) {
        ::close(fd);
    }
    {
        std::ofstream out;
        if (fd >= 0) {
            out.open(temporary, std::ios::binary | std::ios::trunc);
        }
        // A stream never opened reads as good: the temporary that could not be made is the
        // reason, not a full disk at the first write.
        if (fd < 0 || !out) {
            const std::string reason = std::strerror(fd < 0 ? openError : errno);
            if (fd >= 0) {
                std::remove(temporary.c_str());
            }
            const fs::path folder = target.parent_path();
            std::error_code ec;
            if (!folder.empty() && !fs::is_directory(folder, ec)) {
                throw InputError("cannot write: the folder " + folder.string() + " does not exist",
                                 path);
            }
            throw InputError("cannot write: " + reason, path);
        }
        errno = 0;  // the system's reason, where the write that failed gave one
        try {
            write(out);
        } catch (...) {
            out.close();
            std::remove(temporary.c_str());
            throw;
        }
        out.flush();
        if (!out) {
            const int error = errno;
            out.close();
            std::remove(temporary.c_str());
            throw InputError(error != 0
                                 ? "cannot write the file: " + std::string(std::strerror(error))
                                 : std::string("cannot write the file (disk full?)"),
                             path);
        }
    }
    // On the disk before it takes the target's name, and the name on the disk after: after a
    // power cut the target holds the old content or the new, never an empty file.
    if (!syncToDisk(temporary)) {
        const std::string reason = std::strerror(errno);
        std::remove(temporary.c_str());
        throw InputError("cannot write the file: " + reason, path);
    }
    staged.temporary = temporary;
    return staged;
}

// Renames each staged file over its target in turn (a device or FIFO was written in place),
// syncing the folder; throws InputError naming the first that cannot be moved, the
// temporaries of it and those after it removed.
void moveIntoPlace(const std::vector<StagedFile>& staged) {
    for (std::size_t k = 0; k < staged.size(); ++k) {
        const StagedFile& file = staged[k];
        if (file.temporary.empty()) {
            continue;
        }
        if (std::rename(file.temporary.c_str(), file.target.c_str()) != 0) {
            const std::string reason = std::strerror(errno);
            for (std::size_t later = k; later < staged.size(); ++later) {
                if (!staged[later].temporary.empty()) {
                    std::remove(staged[later].temporary.c_str());
                }
            }
            throw InputError("cannot move the finished file into place: " + reason, file.path);
        }
        const fs::path& target = file.target;
        syncToDisk(target.has_parent_path() ? target.parent_path().string() : std::string("."));
        removeAbandonedTemporaries(target);
    }
}

}  // namespace

void writeFileAtomically(const std::string& path, const std::string& content) {
    writeFilesAtomically({{path, content}});
}

void writeFileAtomically(const std::string& path,
                         const std::function<void(std::ostream& out)>& write) {
    moveIntoPlace({stageFile(path, write)});
}

void writeFilesAtomically(const std::vector<std::pair<std::string, std::string>>& files) {
    // Devices and FIFOs first: written in place, they cannot wait for the others, and one that
    // fails must leave the regular files as they were.
    std::vector<std::size_t> order(files.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_partition(order.begin(), order.end(), [&](std::size_t i) {
        return isSpecialFile(writeTarget(files[i].first));
    });
    std::vector<StagedFile> staged;
    try {
        for (const std::size_t i : order) {
            const std::string& content = files[i].second;
            staged.push_back(
                stageFile(files[i].first, [&content](std::ostream& out) { out << content; }));
        }
    } catch (...) {
        for (const StagedFile& file : staged) {
            if (!file.temporary.empty()) {
                std::remove(file.temporary.c_str());
            }
        }
        throw;
    }
    moveIntoPlace(staged);
}

}  // namespace akshara
