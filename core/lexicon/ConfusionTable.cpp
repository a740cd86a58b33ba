#include "lexicon/ConfusionTable.h"

#include <algorithm>

namespace akshara::lexicon {

namespace {

struct KindName {
    ConfusionKind kind;
    std::string_view name;
};

constexpr KindName kKindNames[] = {
    {ConfusionKind::Phonological, "phonological"},
    {ConfusionKind::Orthographic, "orthographic"},
    {ConfusionKind::Keyboard, "keyboard"},
    {ConfusionKind::Ocr, "ocr"},
    {ConfusionKind::Diacritic, "diacritic"},
    {ConfusionKind::OrthographicRule, "orthographic-rule"},
    {ConfusionKind::Relation, "relation"},
};

}  // namespace

std::string_view kindName(ConfusionKind kind) {
    for (const auto& k : kKindNames) {
        if (k.kind == kind) {
            return k.name;
        }
    }
    return "phonological";
}

std::optional<ConfusionKind> parseKind(std::string_view name) {
    for (const auto& k : kKindNames) {
        if (k.name == name) {
            return k.kind;
        }
    }
    return std::nullopt;
}

const std::vector<ConfusionKind>& allKinds() {
    static const std::vector<ConfusionKind> kinds = [] {
        std::vector<ConfusionKind> out;
        for (const auto& k : kKindNames) {
            out.push_back(k.kind);
        }
        return out;
    }();
    return kinds;
}

const std::vector<std::string_view>& phonologicalCategories() {
    static const std::vector<std::string_view> categories{
        category::kVowelLength, category::kAspiration, category::kVoicing, category::kSibilant};
    return categories;
}

std::vector<const ConfusionEntry*> ConfusionTable::entriesFrom(std::u32string_view source) const {
    std::vector<const ConfusionEntry*> out;
    for (const auto& entry : entries) {
        if (entry.source == source) {
            out.push_back(&entry);
        }
    }
    return out;
}

std::vector<std::string> ConfusionTable::categories() const {
    std::vector<std::string> out;
    for (const auto& entry : entries) {
        if (std::find(out.begin(), out.end(), entry.category) == out.end()) {
            out.push_back(entry.category);
        }
    }
    return out;
}

}  // namespace akshara::lexicon
