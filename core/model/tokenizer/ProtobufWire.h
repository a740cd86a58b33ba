#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace akshara::model {

// The few pieces of protobuf's wire format that SentencePiece's ModelProto needs, read and
// written without protobuf (see internal/SentencePieceAbi.h for why it stays out).

// One field of a message: its number, wire type, its bytes as written (key included) and, for
// a length-delimited field, its payload.
struct WireField {
    std::uint64_t number = 0;
    std::uint64_t wireType = 0;
    std::string_view written;
    std::string_view payload;
};

// Calls `visit` for each field of `message` in order; stops at the first malformed field and
// returns where it stopped (message.size() when every field was read).
std::size_t forEachField(std::string_view message,
                         const std::function<void(const WireField&)>& visit);

void putVarint(std::string& out, std::uint64_t value);
void putTag(std::string& out, int field, int wireType);
void putBytes(std::string& out, int field, std::string_view bytes);

}  // namespace akshara::model
