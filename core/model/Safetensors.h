#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "model/Array.h"

namespace akshara::model {

// The element types a safetensors file may declare.
enum class ElementType { F64, F32, F16, BF16, I64, I32, I16, I8, U8, Bool };

// "F32", "BF16", ...; elementTypeFromName throws ModelError on an unknown name.
const char* elementTypeName(ElementType type);
std::size_t elementSize(ElementType type);

struct TensorEntry {
    std::string name;
    ElementType type = ElementType::F32;
    std::vector<std::int64_t> shape;
    std::uint64_t begin = 0;  // absolute byte offsets in the file, [begin, end)
    std::uint64_t end = 0;
};

// A safetensors file whose header has been checked against the file size before anything
// else is read: header length, JSON, dtypes, shapes (x element size == byte length) and
// offsets (inside the data section, not overlapping). Throws ModelError naming the file
// and the tensor. Tensor data is read on demand.
class SafetensorsFile {
public:
    static SafetensorsFile open(const std::string& path);

    const std::string& path() const { return path_; }
    const std::vector<TensorEntry>& entries() const { return entries_; }
    const std::map<std::string, std::string>& metadata() const { return metadata_; }
    // The entry of that name, or nullptr.
    const TensorEntry* find(const std::string& name) const;

    // Reads an entry's bytes into `destination` (exactly end - begin bytes).
    void readInto(const TensorEntry& entry, void* destination) const;
    // A floating-point tensor (F32, F16, BF16 or F64) converted to float.
    Array readFloat(const std::string& name) const;
    // An integer tensor (I64, I32, I16, I8, U8) as int64.
    std::vector<std::int64_t> readInt64(const std::string& name,
                                        std::vector<std::int64_t>* shape = nullptr) const;

private:
    std::string path_;
    std::vector<TensorEntry> entries_;
    std::map<std::string, std::string> metadata_;
};

// Builds a safetensors file from float32 and int64 tensors, in the order added.
class SafetensorsWriter {
public:
    // The values are kept until the file is written: an array given as an rvalue is moved in,
    // not copied (embed's hidden states, the size of the file).
    void addFloat(const std::string& name, Array array);
    void addInt64(const std::string& name, std::vector<std::int64_t> shape,
                  std::vector<std::int64_t> values);
    // The file's bytes.
    std::string serialize() const;
    // Writes the file atomically, streamed from the values rather than made whole in memory
    // first; throws InputError naming it. `betweenTensors`, when given, is called before each
    // tensor's values: what it throws (a request to stop) leaves no file and no temporary.
    void write(const std::string& path, const std::function<void()>& betweenTensors = {}) const;

private:
    struct Item {
        std::string name;
        ElementType type;
        std::vector<std::int64_t> shape;
        std::vector<float> floats;       // F32
        std::vector<std::int64_t> ints;  // I64
        const char* data() const;
        std::size_t byteSize() const;
    };
    // The 8-byte length and the JSON header, padded to keep the data aligned. Throws
    // std::logic_error for a name given twice.
    std::string header() const;
    std::vector<Item> items_;
};

}  // namespace akshara::model
