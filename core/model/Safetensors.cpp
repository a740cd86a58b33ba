#include "model/Safetensors.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <limits>
#include <stdexcept>
#include <string_view>
#include <unordered_set>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/JsonText.h"
#include "model/internal/FolderFile.h"

namespace akshara::model {

namespace {

constexpr std::uint64_t kMaxHeaderBytes = 100u * 1024u * 1024u;

struct TypeName {
    ElementType type;
    const char* name;
    std::size_t size;
};

constexpr TypeName kTypes[] = {
    {ElementType::F64, "F64", 8},   {ElementType::F32, "F32", 4}, {ElementType::F16, "F16", 2},
    {ElementType::BF16, "BF16", 2}, {ElementType::I64, "I64", 8}, {ElementType::I32, "I32", 4},
    {ElementType::I16, "I16", 2},   {ElementType::I8, "I8", 1},   {ElementType::U8, "U8", 1},
    {ElementType::Bool, "BOOL", 1},
};

[[noreturn]] void fail(const std::string& path, const std::string& what) {
    throw ModelError(path + ": not a usable safetensors file: " + what);
}

float halfToFloat(std::uint16_t h) {
    const std::uint32_t sign = (h & 0x8000u) << 16;
    std::uint32_t exponent = (h >> 10) & 0x1fu;
    std::uint32_t mantissa = h & 0x3ffu;
    std::uint32_t bits;
    if (exponent == 0) {
        if (mantissa == 0) {
            bits = sign;
        } else {  // subnormal: normalise
            exponent = 127 - 15 + 1;
            while ((mantissa & 0x400u) == 0) {
                mantissa <<= 1;
                --exponent;
            }
            mantissa &= 0x3ffu;
            bits = sign | (exponent << 23) | (mantissa << 13);
        }
    } else if (exponent == 0x1f) {
        bits = sign | 0x7f800000u | (mantissa << 13);
    } else {
        bits = sign | ((exponent + 127 - 15) << 23) | (mantissa << 13);
    }
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
}

}  // namespace

const char* elementTypeName(ElementType type) {
    for (const auto& t : kTypes) {
        if (t.type == type) {
            return t.name;
        }
    }
    return "?";
}

std::size_t elementSize(ElementType type) {
    for (const auto& t : kTypes) {
        if (t.type == type) {
            return t.size;
        }
    }
    return 0;
}

SafetensorsFile SafetensorsFile::open(const std::string& path) {
    // A named pipe would be waited on for ever, a folder read as nothing.
    internal::folderHasFile(path);
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw ModelError(path + ": cannot open the weight file");
    }
    in.seekg(0, std::ios::end);
    const auto fileSize = static_cast<std::uint64_t>(in.tellg());
    in.seekg(0);
    if (fileSize < 8) {
        fail(path, "the file is " + std::to_string(fileSize) +
                       " bytes long, shorter than the 8-byte header length");
    }
    unsigned char lengthBytes[8];
    in.read(reinterpret_cast<char*>(lengthBytes), 8);
    std::uint64_t headerLength = 0;
    for (int i = 7; i >= 0; --i) {
        headerLength = (headerLength << 8) | lengthBytes[i];
    }
    if (headerLength > fileSize - 8) {
        fail(path, "the header length " + std::to_string(headerLength) +
                       " reaches past the end of the file (" + std::to_string(fileSize) +
                       " bytes)");
    }
    if (headerLength > kMaxHeaderBytes) {
        fail(path, "the header length " + std::to_string(headerLength) + " is implausibly large");
    }
    std::string header(headerLength, '\0');
    in.read(header.data(), static_cast<std::streamsize>(headerLength));
    if (!in) {
        fail(path, "the header cannot be read");
    }
    nlohmann::json json;
    try {
        json = parseJsonText<nlohmann::json>(header);
    } catch (const nlohmann::json::exception& e) {
        fail(path, std::string("the header is not valid JSON (") + jsonErrorText(e) + ")");
    }
    if (!json.is_object()) {
        fail(path, "the header is not a JSON object");
    }
    SafetensorsFile file;
    file.path_ = path;
    const std::uint64_t dataStart = 8 + headerLength;
    const std::uint64_t dataSize = fileSize - dataStart;
    for (const auto& [name, value] : json.items()) {
        if (name == "__metadata__") {
            if (value.is_object()) {
                for (const auto& [key, text] : value.items()) {
                    if (text.is_string()) {
                        file.metadata_[key] = text.get<std::string>();
                    }
                }
            }
            continue;
        }
        const std::string where = "tensor '" + name + "'";
        if (!value.is_object() || !value.contains("dtype") || !value.contains("shape") ||
            !value.contains("data_offsets")) {
            fail(path, where + " lacks dtype, shape or data_offsets");
        }
        TensorEntry entry;
        entry.name = name;
        const auto& dtype = value["dtype"];
        if (!dtype.is_string()) {
            fail(path, where + " has a dtype that is not a string");
        }
        const auto typeName = dtype.get<std::string>();
        const auto* known = std::find_if(std::begin(kTypes), std::end(kTypes),
                                         [&](const TypeName& t) { return typeName == t.name; });
        if (known == std::end(kTypes)) {
            fail(path, where + " has the unknown dtype '" + typeName + "'");
        }
        entry.type = known->type;
        const auto& shape = value["shape"];
        if (!shape.is_array() || shape.size() > 8) {
            fail(path, where + " has a shape that is not an array of at most 8 sizes");
        }
        std::uint64_t bytes = known->size;
        for (const auto& dim : shape) {
            if (!dim.is_number_unsigned()) {
                fail(path, where + " has a shape entry that is not a non-negative integer");
            }
            const auto d = dim.get<std::uint64_t>();
            // A size libtorch cannot hold (a zero beside it would make the bytes add up).
            if (d > std::uint64_t(std::numeric_limits<std::int64_t>::max())) {
                fail(path, where + " has a shape entry of " + std::to_string(d) +
                               ", larger than a tensor's size can be");
            }
            if (d != 0 && bytes > std::numeric_limits<std::uint64_t>::max() / d) {
                fail(path, where + " has a shape whose size overflows");
            }
            bytes *= d;
            entry.shape.push_back(static_cast<std::int64_t>(d));
        }
        const auto& offsets = value["data_offsets"];
        if (!offsets.is_array() || offsets.size() != 2 || !offsets[0].is_number_unsigned() ||
            !offsets[1].is_number_unsigned()) {
            fail(path, where + " has data_offsets that are not two non-negative integers");
        }
        const auto begin = offsets[0].get<std::uint64_t>();
        const auto end = offsets[1].get<std::uint64_t>();
        if (begin > end || end > dataSize) {
            fail(path, where + " has data_offsets [" + std::to_string(begin) + ", " +
                           std::to_string(end) + ") outside the " + std::to_string(dataSize) +
                           "-byte data section");
        }
        if (end - begin != bytes) {
            fail(path, where + " holds " + std::to_string(end - begin) +
                           " bytes but its shape and " + typeName + " need " +
                           std::to_string(bytes));
        }
        entry.begin = dataStart + begin;
        entry.end = dataStart + end;
        file.entries_.push_back(std::move(entry));
    }
    std::vector<const TensorEntry*> byOffset;
    for (const auto& e : file.entries_) {
        byOffset.push_back(&e);
    }
    std::sort(byOffset.begin(), byOffset.end(), [](const TensorEntry* a, const TensorEntry* b) {
        return a->begin < b->begin || (a->begin == b->begin && a->end < b->end);
    });
    for (std::size_t i = 1; i < byOffset.size(); ++i) {
        if (byOffset[i]->begin < byOffset[i - 1]->end) {
            fail(path,
                 "tensors '" + byOffset[i - 1]->name + "' and '" + byOffset[i]->name + "' overlap");
        }
    }
    // The tensors fill the data section, one after another, as every writer lays them out
    // (and the safetensors library requires): bytes between them or after the last are a
    // header whose length is wrong, and every weight would be read from the wrong place.
    std::uint64_t next = dataStart;
    for (const TensorEntry* e : byOffset) {
        if (e->begin != next) {
            fail(path, std::to_string(e->begin - next) + " bytes of the data section before '" +
                           e->name +
                           "' belong to no tensor (a damaged file, or a header of the "
                           "wrong length)");
        }
        next = e->end;
    }
    if (next != dataStart + dataSize) {
        fail(path, std::to_string(dataStart + dataSize - next) +
                       " bytes at the end of the data section belong to no tensor (a damaged "
                       "file, or a header of the wrong length)");
    }
    return file;
}

const TensorEntry* SafetensorsFile::find(const std::string& name) const {
    for (const auto& e : entries_) {
        if (e.name == name) {
            return &e;
        }
    }
    return nullptr;
}

void SafetensorsFile::readInto(const TensorEntry& entry, void* destination) const {
    std::ifstream in(path_, std::ios::binary);
    in.seekg(static_cast<std::streamoff>(entry.begin));
    in.read(static_cast<char*>(destination), static_cast<std::streamsize>(entry.end - entry.begin));
    if (!in) {
        throw ModelError(path_ + ": cannot read tensor '" + entry.name + "' (file changed?)");
    }
}

Array SafetensorsFile::readFloat(const std::string& name) const {
    const auto* entry = find(name);
    if (!entry) {
        throw ModelError(path_ + ": no tensor '" + name + "'");
    }
    std::string bytes(entry->end - entry->begin, '\0');
    readInto(*entry, bytes.data());
    Array out;
    out.shape = entry->shape;
    const std::size_t n = bytes.size() / std::max<std::size_t>(1, elementSize(entry->type));
    out.values.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        switch (entry->type) {
            case ElementType::F32:
                std::memcpy(&out.values[i], bytes.data() + 4 * i, 4);
                break;
            case ElementType::F64: {
                double d;
                std::memcpy(&d, bytes.data() + 8 * i, 8);
                out.values[i] = static_cast<float>(d);
                break;
            }
            case ElementType::F16: {
                std::uint16_t h;
                std::memcpy(&h, bytes.data() + 2 * i, 2);
                out.values[i] = halfToFloat(h);
                break;
            }
            case ElementType::BF16: {
                std::uint16_t h;
                std::memcpy(&h, bytes.data() + 2 * i, 2);
                const std::uint32_t bits = static_cast<std::uint32_t>(h) << 16;
                std::memcpy(&out.values[i], &bits, 4);
                break;
            }
            default:
                throw ModelError(path_ + ": tensor '" + name + "' is " +
                                 elementTypeName(entry->type) + ", not a floating-point type");
        }
    }
    return out;
}

std::vector<std::int64_t> SafetensorsFile::readInt64(const std::string& name,
                                                     std::vector<std::int64_t>* shape) const {
    const auto* entry = find(name);
    if (!entry) {
        throw ModelError(path_ + ": no tensor '" + name + "'");
    }
    std::string bytes(entry->end - entry->begin, '\0');
    readInto(*entry, bytes.data());
    const std::size_t size = elementSize(entry->type);
    const std::size_t n = bytes.size() / size;
    std::vector<std::int64_t> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const char* p = bytes.data() + size * i;
        switch (entry->type) {
            case ElementType::I64:
                std::memcpy(&out[i], p, 8);
                break;
            case ElementType::I32: {
                std::int32_t v;
                std::memcpy(&v, p, 4);
                out[i] = v;
                break;
            }
            case ElementType::I16: {
                std::int16_t v;
                std::memcpy(&v, p, 2);
                out[i] = v;
                break;
            }
            case ElementType::I8:
                out[i] = static_cast<std::int8_t>(*p);
                break;
            case ElementType::U8:
                out[i] = static_cast<unsigned char>(*p);
                break;
            default:
                throw ModelError(path_ + ": tensor '" + name + "' is " +
                                 elementTypeName(entry->type) + ", not an integer type");
        }
    }
    if (shape) {
        *shape = entry->shape;
    }
    return out;
}

const char* SafetensorsWriter::Item::data() const {
    return type == ElementType::F32 ? reinterpret_cast<const char*>(floats.data())
                                    : reinterpret_cast<const char*>(ints.data());
}

std::size_t SafetensorsWriter::Item::byteSize() const {
    return type == ElementType::F32 ? floats.size() * sizeof(float)
                                    : ints.size() * sizeof(std::int64_t);
}

void SafetensorsWriter::addFloat(const std::string& name, Array array) {
    items_.push_back({name, ElementType::F32, std::move(array.shape), std::move(array.values), {}});
}

void SafetensorsWriter::addInt64(const std::string& name, std::vector<std::int64_t> shape,
                                 std::vector<std::int64_t> values) {
    items_.push_back({name, ElementType::I64, std::move(shape), {}, std::move(values)});
}

std::string SafetensorsWriter::header() const {
    // The header is written out entry by entry: a JSON object built key by key looks each new
    // key up among the others, which made a file of a hundred thousand tensors (embed --pool
    // none over a large input) take minutes.
    std::string text = R"({"__metadata__":{"format":"pt"})";
    std::unordered_set<std::string_view> names;
    std::uint64_t offset = 0;
    for (const auto& item : items_) {
        if (item.name == "__metadata__" || !names.insert(item.name).second) {
            throw std::logic_error("a safetensors file cannot hold two tensors named " + item.name);
        }
        text += ',';
        text += nlohmann::json(item.name).dump();
        text += R"(:{"dtype":")";
        text += elementTypeName(item.type);
        text += R"(","shape":)";
        text += nlohmann::json(item.shape).dump();
        text += R"(,"data_offsets":[)";
        text += std::to_string(offset) + ',' + std::to_string(offset + item.byteSize()) + "]}";
        offset += item.byteSize();
    }
    text += '}';
    while ((8 + text.size()) % 8 != 0) {  // keep the data section aligned
        text.push_back(' ');
    }
    std::string out(8, '\0');
    std::uint64_t length = text.size();
    for (int i = 0; i < 8; ++i) {
        out[i] = static_cast<char>((length >> (8 * i)) & 0xffu);
    }
    return out + text;
}

std::string SafetensorsWriter::serialize() const {
    std::string out = header();
    for (const auto& item : items_) {
        out.append(item.data(), item.byteSize());
    }
    return out;
}

void SafetensorsWriter::write(const std::string& path,
                              const std::function<void()>& betweenTensors) const {
    const std::string head = header();
    writeFileAtomically(path, [&](std::ostream& out) {
        out.write(head.data(), static_cast<std::streamsize>(head.size()));
        for (const auto& item : items_) {
            if (betweenTensors) {
                betweenTensors();
            }
            out.write(item.data(), static_cast<std::streamsize>(item.byteSize()));
        }
    });
}

}  // namespace akshara::model
