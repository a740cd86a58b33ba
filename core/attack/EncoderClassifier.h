#pragma once

#include "attack/Classifier.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"

namespace akshara::attack {

// A sequence classification model of the runtime as a Classifier: inputs tokenized and
// truncated to the model's length, run in the encoder's batches, softmax of the logits.
// Keeps references: encoder and tokenizer must outlive it.
class EncoderClassifier : public Classifier {
public:
    // Throws InputError for a bare model without a classification head.
    EncoderClassifier(const model::Encoder& encoder, const model::Tokenizer& tokenizer);

    std::size_t labelCount() const override;
    std::size_t cutTo(const TextInput& input) const override;

protected:
    std::vector<std::vector<double>> probabilities(const std::vector<TextInput>& inputs) override;

private:
    model::Encoding encode(const TextInput& input) const;

    const model::Encoder& encoder_;
    const model::Tokenizer& tokenizer_;
};

}  // namespace akshara::attack
