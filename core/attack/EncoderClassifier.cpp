#include "attack/EncoderClassifier.h"

#include "common/Error.h"

namespace akshara::attack {

EncoderClassifier::EncoderClassifier(const model::Encoder& encoder,
                                     const model::Tokenizer& tokenizer)
    : encoder_(encoder), tokenizer_(tokenizer) {
    model::requireClassificationHead(encoder.info());
}

std::size_t EncoderClassifier::labelCount() const {
    return encoder_.info().labels.size();
}

model::Encoding EncoderClassifier::encode(const TextInput& input) const {
    const auto maxLength = static_cast<std::size_t>(encoder_.info().maxTokens);
    return input.pair ? tokenizer_.encodePair(input.first, input.second, maxLength)
                      : tokenizer_.encode(input.first, maxLength);
}

std::size_t EncoderClassifier::cutTo(const TextInput& input) const {
    return encode(input).truncated ? static_cast<std::size_t>(encoder_.info().maxTokens) : 0;
}

std::vector<std::vector<double>> EncoderClassifier::probabilities(
    const std::vector<TextInput>& inputs) {
    std::vector<model::Encoding> encodings;
    encodings.reserve(inputs.size());
    for (const auto& input : inputs) {
        encodings.push_back(encode(input));
    }
    model::ForwardOptions what;
    what.logits = true;
    const auto outputs = encoder_.forward(encodings, what);
    std::vector<std::vector<double>> out;
    out.reserve(outputs.size());
    for (const auto& o : outputs) {
        out.push_back(softmax(o.logits.values));
    }
    return out;
}

}  // namespace akshara::attack
