#pragma once

#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "jobs/JobContext.h"

namespace akshara::jobs {

// An exclusive lock on a folder while it lives (flock on the folder itself), so that two runs
// never write into one folder at once: a second one is refused at once. The lock goes with the
// process: a killed run leaves none behind, and nothing is written into the folder.
class FolderLock {
public:
    FolderLock() = default;
    // Throws InputError naming `path` when another run holds it, or it cannot be opened.
    explicit FolderLock(const std::string& path);
    // The lock once the run that holds it lets go: waits, reporting `waiting` as the stage
    // once, and throws Cancelled when `context` is cancelled meanwhile. For folders that runs
    // share and take turns at (a cache entry), where the second reads what the first wrote.
    static FolderLock waitFor(const std::string& path, const JobContext& context,
                              const std::string& waiting);
    // The lock when no one holds it, nothing when another holds it (another process, or
    // another lock of this one). Throws InputError naming `path` when it cannot be opened.
    static std::optional<FolderLock> ifFree(const std::string& path);
    FolderLock(FolderLock&& other) noexcept;
    FolderLock& operator=(FolderLock&& other) noexcept;
    FolderLock(const FolderLock&) = delete;
    FolderLock& operator=(const FolderLock&) = delete;
    ~FolderLock();

private:
    // Waits for the lock while `waitWith` is given; else refuses a held one.
    FolderLock(const std::string& path, const JobContext* waitWith, const std::string& waiting);

    int fd_ = -1;
};

// The folder a run writes (runs/<kind>-<timestamp>/): manifest.json, results.jsonl with one
// record per example, summary.json. Results are appended one line at a time and flushed to
// disk, so a run killed at any moment resumes after its last complete record; a torn last
// line is cut off on reopening. Manifest and summary are written atomically.
//
// A folder remembers what it held when it was created or opened, so that a run that fails
// before it has a result to keep can put it back as it was (discardChanges()).
class RunFolder {
public:
    // A new folder `<parent>/<kind>-<YYYYmmdd-HHMMSS>` (a suffix is added if it exists).
    static RunFolder create(const std::string& parent, const std::string& kind);
    // An existing run folder, to resume or read; throws InputError if it is not one.
    static RunFolder open(const std::string& path);
    // The run folder `path`, created with the folders above it when missing, and locked
    // (FolderLock) while the RunFolder lives; throws InputError naming it when it cannot be
    // created, or when another run is writing into it.
    static RunFolder openForWriting(const std::string& path);

    RunFolder(RunFolder&& other) noexcept;
    RunFolder& operator=(RunFolder&& other) noexcept;
    RunFolder(const RunFolder&) = delete;
    RunFolder& operator=(const RunFolder&) = delete;
    ~RunFolder();

    const std::string& path() const { return path_; }

    void writeManifest(const std::string& json) const;
    void writeSummary(const std::string& json) const;
    // manifest.json's content, or an empty string when there is none yet.
    std::string readManifest() const;

    // The complete records of results.jsonl, in order (a torn last line is dropped).
    std::vector<std::string> readResults() const;
    // Calls `visit` with each complete record of results.jsonl and its number (0 for the
    // first), in order, reading one line at a time: a run of any size is read in the memory
    // of one record. Returns how many there were.
    using ResultVisitor = std::function<void(const std::string& record, std::size_t number)>;
    std::size_t forEachResult(const ResultVisitor& visit) const;
    // How many complete records results.jsonl holds.
    std::size_t resultCount() const;
    // Appends one record (a single line of JSON) and flushes it to disk.
    void appendResult(const std::string& jsonLine);
    // Whether results.jsonl holds a complete record (one torn by a full disk is none).
    bool hasResults() const;
    // Runs `work`, which appends the run's results. When it throws, the error goes on; before,
    // unless it is akshara::Cancelled (a cancelled run resumes), a folder that holds no result
    // is put back as it was (discardChanges()).
    void writeResults(const std::function<void()>& work);

    // Names `name`, a file or folder inside the run folder, as one more that the run may make
    // (manifest.json, results.jsonl and summary.json are known): discardChanges() removes it
    // when it was not there at opening. Call it before the run makes it.
    void mayMake(const std::string& name);
    // Puts the folder back as it was when it was created or opened, for a run that failed
    // before it had a result to keep: removes it (and the folders made above it) when this
    // made it; else puts manifest.json back as it was, and removes what the run made of the
    // other files named above. Never throws: it runs while an error is on its way out.
    void discardChanges() noexcept;

private:
    RunFolder(std::string path, std::string madeFolder);
    std::string path_;
    std::FILE* results_ = nullptr;
    FolderLock lock_;         // held by the folders opened for writing
    std::string madeFolder_;  // the outermost folder that opening made; empty when none
    bool manifestWasThere_ = false;
    std::optional<std::string> manifestAtOpening_;  // its content, when it could be read
    std::vector<std::string> madeLater_;  // files and folders that were not there at opening
};

// Throws InputError when a text in `record` (a run's manifest, summary or checkpoint state,
// before it is written) is not valid UTF-8: a path named in bytes of an older encoding, which
// JSON cannot hold. The message shows the text and the field that holds it (`field`, the name
// of `record` itself, comes first: "command[3]", "data").
void requireRecordable(const nlohmann::json& record, const std::string& field = {});

// Throws InputError naming `path` when a run of kind `kind` must not write there: the folder
// holds files but none of `ownFiles` (the files such a run writes), so it is someone's folder
// (`what` names the run in the message, e.g. "a probe run's"); or its manifest.json is of
// another kind of run. A missing or empty folder, or one holding such a run, passes.
void requireNewOrOwnFolder(const std::string& path, const std::string& kind,
                           const std::vector<std::string>& ownFiles, const std::string& what);

}  // namespace akshara::jobs
