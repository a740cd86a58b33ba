#include "model/tokenizer/ProtobufWire.h"

namespace akshara::model {

namespace {

// Reads a varint at `pos`; false past the end.
bool readVarint(std::string_view s, std::size_t& pos, std::uint64_t& value) {
    value = 0;
    for (int shift = 0; shift < 64 && pos < s.size(); shift += 7) {
        const auto byte = static_cast<unsigned char>(s[pos++]);
        value |= static_cast<std::uint64_t>(byte & 0x7F) << shift;
        if ((byte & 0x80) == 0) {
            return true;
        }
    }
    return false;
}

}  // namespace

std::size_t forEachField(std::string_view message,
                         const std::function<void(const WireField&)>& visit) {
    std::size_t pos = 0;
    while (pos < message.size()) {
        const std::size_t start = pos;
        std::uint64_t key = 0;
        if (!readVarint(message, pos, key)) {
            return start;
        }
        WireField field;
        field.number = key >> 3;
        field.wireType = key & 7;
        std::uint64_t length = 0;
        if (field.wireType == 0) {
            if (!readVarint(message, pos, length)) {
                return start;
            }
        } else if (field.wireType == 1 || field.wireType == 5) {
            length = field.wireType == 1 ? 8 : 4;
            if (length > message.size() - pos) {
                return start;
            }
            pos += length;
        } else if (field.wireType == 2) {
            if (!readVarint(message, pos, length) || length > message.size() - pos) {
                return start;
            }
            field.payload = message.substr(pos, length);
            pos += length;
        } else {
            return start;
        }
        field.written = message.substr(start, pos - start);
        visit(field);
    }
    return pos;
}

void putVarint(std::string& out, std::uint64_t value) {
    while (value >= 0x80) {
        out.push_back(static_cast<char>((value & 0x7F) | 0x80));
        value >>= 7;
    }
    out.push_back(static_cast<char>(value));
}

void putTag(std::string& out, int field, int wireType) {
    putVarint(out, (static_cast<std::uint64_t>(field) << 3) | static_cast<std::uint64_t>(wireType));
}

void putBytes(std::string& out, int field, std::string_view bytes) {
    putTag(out, field, 2);
    putVarint(out, bytes.size());
    out += bytes;
}

}  // namespace akshara::model
