#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace akshara {

// A 128-bit identity of a sequence of byte strings (two FNV-1a hashes from different bases),
// for recognising the same inputs again: cache keys and run folders. Not cryptographic.
class Fingerprint {
public:
    // Adds raw bytes.
    void add(const void* data, std::size_t size);
    // Adds a string preceded by its length, so that the boundaries between strings count.
    void add(const std::string& text);
    // Adds a whole file's bytes, preceded by its size, eight bytes at a time: several times
    // faster than add() for the gigabytes of a checkpoint. Throws InputError naming the file
    // when it cannot be read.
    void addFile(const std::string& path);
    // 32 lowercase hex digits.
    std::string hex() const;

private:
    std::uint64_t a_ = 0xcbf29ce484222325ULL;
    std::uint64_t b_ = 0x84222325cbf29ce4ULL;
};

// FNV-1a, 64 bits, of `size` bytes continued from `hash` (a basis or an earlier result).
std::uint64_t fnv1a(const void* data, std::size_t size, std::uint64_t hash = 0xcbf29ce484222325ULL);

// The fingerprint of a list of strings: their count, then each with its length.
std::string listFingerprint(const std::vector<std::string>& parts);

// The fingerprint of a whole file's bytes; throws InputError naming the file when it cannot
// be read.
std::string fileFingerprint(const std::string& path);

}  // namespace akshara
