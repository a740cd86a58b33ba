#include "model/internal/Networks.h"

#include <cmath>

namespace akshara::model::internal {

namespace {

torch::Tensor firstToken(const torch::Tensor& hidden) {
    return hidden.select(1, 0);
}

}  // namespace

BertEncoderImpl::BertEncoderImpl(const ModelConfig& c) {
    layer = register_module("layer", torch::nn::ModuleList());
    for (std::int64_t i = 0; i < c.numLayers; ++i) {
        layer->push_back(
            BertLayer(c.hiddenSize, c.numHeads, c.intermediateSize, c.layerNormEps, c.hiddenAct));
    }
}

namespace {

// The BERT / RoBERTa body: embeddings, then every layer, collecting what was asked.
EncoderPass runBertBody(Embeddings& embeddings, BertEncoder& encoder, const torch::Tensor& lookup,
                        const torch::Tensor& positionIds, const torch::Tensor& typeIds,
                        const torch::Tensor& mask, const std::vector<LengthRun>& runs,
                        std::int64_t heads, bool attentions) {
    EncoderPass pass;
    auto x = embeddings->forward(lookup, positionIds, typeIds);
    const auto attention =
        attentionMask(mask, x.scalar_type(), heads, runs, attentions, encoder->is_training());
    pass.hidden.push_back(x);
    for (const auto& module : *encoder->layer) {
        torch::Tensor probs;
        x = module->as<BertLayer>()->forward(x, attention, attentions ? &probs : nullptr);
        pass.hidden.push_back(x);
        if (attentions) {
            pass.attentions.push_back(probs);
        }
    }
    return pass;
}

}  // namespace

BertImpl::BertImpl(const ModelConfig& c, bool withPooler) : config(c) {
    embeddings = register_module(
        "embeddings",
        Embeddings(c.vocabSize, c.maxPositions, c.typeVocabSize, c.hiddenSize, c.layerNormEps));
    encoder = register_module("encoder", BertEncoder(c));
    if (withPooler || c.sequenceClassifier) {
        pooler = register_module("pooler", Dense(c.hiddenSize, c.hiddenSize));
    }
    if (c.sequenceClassifier) {
        classifier = register_module(
            "classifier",
            torch::nn::Linear(c.hiddenSize, static_cast<std::int64_t>(c.labels.size())));
    }
}

torch::Tensor BertImpl::positionIds(const torch::Tensor& ids, const torch::Tensor& mask) const {
    return sequentialPositions(mask);
}

EncoderPass BertImpl::forward(const torch::Tensor& lookup, const torch::Tensor& positionIds,
                              const torch::Tensor& typeIds, const torch::Tensor& mask,
                              const std::vector<LengthRun>& runs, bool attentions, bool logits) {
    auto pass = runBertBody(embeddings, encoder, lookup, positionIds, typeIds, mask, runs,
                            config.numHeads, attentions);
    if (logits && classifier) {
        auto pooled = torch::tanh(pooler(firstToken(pass.hidden.back())));
        pass.logits = classifier(torch::dropout(pooled, classifierDropout, is_training()));
    }
    return pass;
}

RobertaClassificationHeadImpl::RobertaClassificationHeadImpl(std::int64_t hidden,
                                                             std::int64_t labels) {
    dense = register_module("dense", torch::nn::Linear(hidden, hidden));
    out_proj = register_module("out_proj", torch::nn::Linear(hidden, labels));
}

torch::Tensor RobertaClassificationHeadImpl::forward(const torch::Tensor& first) {
    const bool training = is_training();
    auto x = torch::tanh(dense(torch::dropout(first, dropout, training)));
    return out_proj(torch::dropout(x, dropout, training));
}

RobertaImpl::RobertaImpl(const ModelConfig& c, bool withPooler) : config(c) {
    embeddings = register_module(
        "embeddings",
        Embeddings(c.vocabSize, c.maxPositions, c.typeVocabSize, c.hiddenSize, c.layerNormEps));
    encoder = register_module("encoder", BertEncoder(c));
    if (withPooler) {
        pooler = register_module("pooler", Dense(c.hiddenSize, c.hiddenSize));
    }
    if (c.sequenceClassifier) {
        classifier = register_module(
            "classifier",
            RobertaClassificationHead(c.hiddenSize, static_cast<std::int64_t>(c.labels.size())));
    }
}

torch::Tensor RobertaImpl::positionIds(const torch::Tensor& ids, const torch::Tensor& mask) const {
    // Real tokens count from padding_idx + 1; padding keeps padding_idx. With ids, as
    // transformers does, a real <pad> token also keeps padding_idx.
    auto real = ids.defined() ? ids.ne(config.padTokenId).to(torch::kLong) : mask.to(torch::kLong);
    return torch::cumsum(real, 1) * real + config.padTokenId;
}

EncoderPass RobertaImpl::forward(const torch::Tensor& lookup, const torch::Tensor& positionIds,
                                 const torch::Tensor& typeIds, const torch::Tensor& mask,
                                 const std::vector<LengthRun>& runs, bool attentions, bool logits) {
    auto pass = runBertBody(embeddings, encoder, lookup, positionIds, typeIds, mask, runs,
                            config.numHeads, attentions);
    if (logits && classifier) {
        pass.logits = classifier(firstToken(pass.hidden.back()));
    }
    return pass;
}

AlbertAttentionImpl::AlbertAttentionImpl(std::int64_t hidden, std::int64_t heads, double eps)
    : heads(heads) {
    query = register_module("query", torch::nn::Linear(hidden, hidden));
    key = register_module("key", torch::nn::Linear(hidden, hidden));
    value = register_module("value", torch::nn::Linear(hidden, hidden));
    dense = register_module("dense", torch::nn::Linear(hidden, hidden));
    LayerNorm = register_module(
        "LayerNorm", torch::nn::LayerNorm(torch::nn::LayerNormOptions({hidden}).eps(eps)));
}

torch::Tensor AlbertAttentionImpl::forward(const torch::Tensor& x, const AttentionMask& mask,
                                           torch::Tensor* probs) {
    const bool training = is_training();
    const auto context =
        selfAttention(x, query, key, value, joined, heads, mask, probs, attentionDropout, training);
    return LayerNorm(x + torch::dropout(linear(dense, context), outputDropout, training));
}

AlbertLayerImpl::AlbertLayerImpl(const ModelConfig& c) : activation(c.hiddenAct) {
    attention =
        register_module("attention", AlbertAttention(c.hiddenSize, c.numHeads, c.layerNormEps));
    ffn = register_module("ffn", torch::nn::Linear(c.hiddenSize, c.intermediateSize));
    ffn_output = register_module("ffn_output", torch::nn::Linear(c.intermediateSize, c.hiddenSize));
    full_layer_layer_norm = register_module(
        "full_layer_layer_norm",
        torch::nn::LayerNorm(torch::nn::LayerNormOptions({c.hiddenSize}).eps(c.layerNormEps)));
}

torch::Tensor AlbertLayerImpl::forward(const torch::Tensor& x, const AttentionMask& mask,
                                       torch::Tensor* probs) {
    auto a = attention->forward(x, mask, probs);
    auto f = linear(ffn_output, activate(linear(ffn, a), activation));
    return full_layer_layer_norm(torch::dropout(f, dropout, is_training()) + a);
}

AlbertLayerGroupImpl::AlbertLayerGroupImpl(const ModelConfig& c) {
    albert_layers = register_module("albert_layers", torch::nn::ModuleList());
    for (std::int64_t i = 0; i < c.innerGroupNum; ++i) {
        albert_layers->push_back(AlbertLayer(c));
    }
}

AlbertTransformerImpl::AlbertTransformerImpl(const ModelConfig& c) {
    embedding_hidden_mapping_in = register_module("embedding_hidden_mapping_in",
                                                  torch::nn::Linear(c.embeddingSize, c.hiddenSize));
    albert_layer_groups = register_module("albert_layer_groups", torch::nn::ModuleList());
    for (std::int64_t g = 0; g < c.numHiddenGroups; ++g) {
        albert_layer_groups->push_back(AlbertLayerGroup(c));
    }
}

AlbertImpl::AlbertImpl(const ModelConfig& c, bool withPooler) : config(c) {
    embeddings = register_module(
        "embeddings",
        Embeddings(c.vocabSize, c.maxPositions, c.typeVocabSize, c.embeddingSize, c.layerNormEps));
    encoder = register_module("encoder", AlbertTransformer(c));
    if (withPooler || c.sequenceClassifier) {
        pooler = register_module("pooler", torch::nn::Linear(c.hiddenSize, c.hiddenSize));
    }
    if (c.sequenceClassifier) {
        classifier = register_module(
            "classifier",
            torch::nn::Linear(c.hiddenSize, static_cast<std::int64_t>(c.labels.size())));
    }
}

torch::Tensor AlbertImpl::positionIds(const torch::Tensor& ids, const torch::Tensor& mask) const {
    return sequentialPositions(mask);
}

EncoderPass AlbertImpl::forward(const torch::Tensor& lookup, const torch::Tensor& positionIds,
                                const torch::Tensor& typeIds, const torch::Tensor& mask,
                                const std::vector<LengthRun>& runs, bool attentions, bool logits) {
    EncoderPass pass;
    auto x = embeddings->forward(lookup, positionIds, typeIds);
    x = linear(encoder->embedding_hidden_mapping_in, x);
    const auto attention =
        attentionMask(mask, x.scalar_type(), config.numHeads, runs, attentions, is_training());
    pass.hidden.push_back(x);
    // Layer i uses group floor(i / (layers / groups)), each group running its inner layers.
    const double perGroup =
        static_cast<double>(config.numLayers) / static_cast<double>(config.numHiddenGroups);
    for (std::int64_t i = 0; i < config.numLayers; ++i) {
        const auto group = static_cast<std::size_t>(static_cast<double>(i) / perGroup);
        const auto& layers =
            encoder->albert_layer_groups[group]->as<AlbertLayerGroup>()->albert_layers;
        for (const auto& module : *layers) {
            torch::Tensor probs;
            x = module->as<AlbertLayer>()->forward(x, attention, attentions ? &probs : nullptr);
            if (attentions) {
                pass.attentions.push_back(probs);
            }
        }
        pass.hidden.push_back(x);
    }
    if (logits && classifier) {
        pass.logits = classifier(
            torch::dropout(torch::tanh(pooler(firstToken(x))), classifierDropout, is_training()));
    }
    return pass;
}

std::unique_ptr<Network> makeNetwork(const ModelConfig& config, bool withPooler) {
    switch (config.family) {
        case Family::Bert:
            return std::make_unique<ModuleNetwork<Bert>>(Bert(config, withPooler));
        case Family::Roberta:
            return std::make_unique<ModuleNetwork<Roberta>>(Roberta(config, withPooler));
        case Family::Albert:
            return std::make_unique<ModuleNetwork<Albert>>(Albert(config, withPooler));
        case Family::Gpt2:
            return makeGpt2(config);
        case Family::Bloom:
            return makeBloom(config);
        case Family::T5:
            return makeT5Encoder(config);
    }
    return nullptr;
}

}  // namespace akshara::model::internal
