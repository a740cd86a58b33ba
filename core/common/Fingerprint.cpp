#include "common/Fingerprint.h"

#include <cstdio>

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
