#pragma once

#include <cstddef>
#include <fstream>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace akshara {

// The whole file as bytes; throws InputError naming the file when it cannot be read, or when
// it holds more than `maxBytes` (a device or pipe that never ends, as /dev/zero, is read up to
// that and refused; by default 1 GiB for such a file, and no limit for a regular one).
std::string readFile(const std::string& path, std::size_t maxBytes = 0);

// `path` opened for binary reading; throws InputError naming it when it is missing, is a
// folder, or cannot be opened.
std::ifstream openInputFile(const std::string& path);

// Whether `a` and `b` name one file: the same existing file under any name (a link, another
// relative path), or, where one does not exist yet, the same absolute path once links in the
// folders above are resolved.
bool sameFile(const std::string& a, const std::string& b);

// `path` made absolute and lexically normal, as a record of where an input was (a manifest's,
// training.json's): found from any working folder. As given when it cannot be made so.
std::string absolutePath(const std::string& path);

// The regular files directly in `dir` (a model folder's), in no order; none when it is not a
// readable folder. For checking that an output is none of them.
std::vector<std::string> filesInFolder(const std::string& dir);

// The first two of `paths` that name one file (sameFile), as their indexes in order; nothing
// when each names a file of its own. For inputs that must not be given twice.
std::optional<std::pair<std::size_t, std::size_t>> repeatedFile(
    const std::vector<std::string>& paths);

// The first two of the files of `paths` that exist and are one file, by their paths: a
// repeated input, where a path that names nothing is left for the reading of it to say so.
std::optional<std::pair<std::string, std::string>> repeatedExistingFile(
    const std::vector<std::string>& paths);

// Throws InputError naming `path` when a file cannot be created there: its folder is missing,
// is not a folder, or is not writable; or `path` itself is a folder; or it is the same file as
// one of `inputs`, the files the work reads, which writing it would destroy. An existing device
// or FIFO (/dev/null, a pipe) needs only to be writable itself. For checking an output before
// long work, so that it is not lost at the end: it makes and removes the temporary file a
// write makes first (PATH.<pid>-<n>.partial), so that a name too long or a folder that takes
// no new file is found now.
void checkOutputPath(const std::string& path, const std::vector<std::string>& inputs = {});

// The outermost folder of `folder` (itself or one above it) that does not exist yet: the one
// that creating `folder` makes first, and removing undoes the creation. Empty when something
// is at `folder`: a link counts, even one to nothing, so that removing never takes the link.
std::string outermostMissingFolder(const std::string& folder);

// Writes `content` to a temporary file beside `path` (PATH.<pid>-<n>.partial, a name no other
// file has), then renames it into place, so a crash never leaves a half-written file (the data
// is synced to the disk before the rename, and the folder after, so a power cut does not
// either); throws InputError naming the file. A link is followed: the
// file it names is replaced and the link stays. A device or FIFO that `path` names (/dev/null,
// a pipe) is written in place, never replaced. The temporary files of earlier writes of `path`
// that were killed (their process gone, the file untouched for a minute) are removed.
void writeFileAtomically(const std::string& path, const std::string& content);
// The same for content that `write` gives the file's stream piece by piece, for a file too
// large to hold twice in memory (embed's hidden states). An exception from `write` leaves no
// temporary file behind and the target as it was.
void writeFileAtomically(const std::string& path,
                         const std::function<void(std::ostream& out)>& write);

// Writes several files (path, content) as writeFileAtomically writes one, all or none: every
// file is written beside its target first, and only when all are written are they moved into
// place, so that a write that fails (a full disk) leaves each as it was. (A process killed in
// the moment they are moved, one rename each, can leave some moved and some not.) A device or
// FIFO among them is written first, in place. For outputs that only make sense together (a corpus's
// parallel files, a dataset and its report of what was left out).
void writeFilesAtomically(const std::vector<std::pair<std::string, std::string>>& files);

// fsync of a file or folder (a folder: the names in it, after a rename); false (errno set)
// only where the disk refused the data (an I/O error, no space), not where the file system
// syncs nothing (a pipe, a read-only mount).
bool syncToDisk(const std::string& path);

}  // namespace akshara
