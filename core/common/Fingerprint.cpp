#include "common/Fingerprint.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <vector>

#include "common/Error.h"
#include "common/FileIo.h"

namespace akshara {

std::uint64_t fnv1a(const void* data, std::size_t size, std::uint64_t hash) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < size; ++i) {
        hash ^= bytes[i];
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

void Fingerprint::add(const void* data, std::size_t size) {
    a_ = fnv1a(data, size, a_);
    b_ = fnv1a(data, size, b_);
}

void Fingerprint::add(const std::string& text) {
    const std::uint64_t n = text.size();
    add(&n, sizeof n);
    add(text.data(), text.size());
}

void Fingerprint::addFile(const std::string& path) {
    std::ifstream in = openInputFile(path);
    std::vector<char> buffer(std::size_t(4) << 20);
    std::uint64_t total = 0;
    const auto rotl = [](std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); };
    while (in) {
        in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
        const auto got = static_cast<std::size_t>(in.gcount());
        if (got == 0) {
            break;
        }
        total += got;
        const std::size_t words = got / 8;
        for (std::size_t i = 0; i < words; ++i) {
            std::uint64_t w;
            std::memcpy(&w, buffer.data() + i * 8, 8);
            // A rotation before each multiply brings the high bits down, and each step is a
            // bijection of the state: a changed word always changes the hash so far.
            a_ = (rotl(a_, 27) ^ w) * 0x9e3779b97f4a7c15ULL;
            b_ = (rotl(b_, 31) ^ w) * 0xc2b2ae3d27d4eb4fULL;
        }
        add(buffer.data() + words * 8, got - words * 8);
    }
    if (in.bad()) {
        throw InputError("cannot read the file", path);
    }
    add(&total, sizeof total);
}

std::string Fingerprint::hex() const {
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%016llx%016llx", static_cast<unsigned long long>(a_),
                  static_cast<unsigned long long>(b_));
    return buffer;
}

std::string listFingerprint(const std::vector<std::string>& parts) {
    Fingerprint print;
    const std::uint64_t count = parts.size();
    print.add(&count, sizeof count);
    for (const auto& part : parts) {
        print.add(part);
    }
    return print.hex();
}

std::string fileFingerprint(const std::string& path) {
    Fingerprint print;
    print.add(readFile(path));
    return print.hex();
}

}  // namespace akshara
