#pragma once

#include <cstdio>
#include <string>
#include <vector>

namespace akshara::jobs {

// The folder a run writes (runs/<kind>-<timestamp>/): manifest.json, results.jsonl with one
// record per example, summary.json. Results are appended one line at a time and flushed to
// disk, so a run killed at any moment resumes after its last complete record; a torn last
// line is cut off on reopening. Manifest and summary are written atomically.
class RunFolder {
public:
    // A new folder `<parent>/<kind>-<YYYYmmdd-HHMMSS>` (a suffix is added if it exists).
    static RunFolder create(const std::string& parent, const std::string& kind);
    // An existing run folder, to resume or read; throws InputError if it is not one.
    static RunFolder open(const std::string& path);

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
    // Appends one record (a single line of JSON) and flushes it to disk.
    void appendResult(const std::string& jsonLine);

private:
    explicit RunFolder(std::string path);
    std::string path_;
    std::FILE* results_ = nullptr;
};

// Throws InputError naming `path` when a run of kind `kind` must not write there: the folder
// holds files but none of `ownFiles` (the files such a run writes), so it is someone's folder
// (`what` names the run in the message, e.g. "a probe run's"); or its manifest.json is of
// another kind of run. A missing or empty folder, or one holding such a run, passes.
void requireNewOrOwnFolder(const std::string& path, const std::string& kind,
                           const std::vector<std::string>& ownFiles, const std::string& what);

}  // namespace akshara::jobs
