#!/usr/bin/env python3
"""The peer of bench/encoder_throughput: the Hugging Face `transformers` library embedding the
same sentences with the same weights, every hidden state mean-pooled over the real tokens and
copied to host memory as float32, as core/model does.

    hf_extraction.py MODEL_DIR IDS.jsonl [--dtype float32|bfloat16] [--json-out FILE]

Tries several configurations (attention implementation, batch size, length-sorted batches)
and reports each and the best, in tokens per second.
"""
import argparse
import json
import time

import torch
from transformers import AutoModel


def run(model, batches, device, dtype):
    torch.cuda.synchronize()
    start = time.perf_counter()
    pooled = []
    with torch.inference_mode():
        for ids, mask in batches:
            ids = ids.to(device, non_blocking=True)
            mask = mask.to(device, non_blocking=True)
            out = model(input_ids=ids, attention_mask=mask, output_hidden_states=True)
            states = torch.stack(out.hidden_states)  # [layers+1, batch, tokens, hidden]
            m = mask.to(states.dtype)[None, :, :, None]
            mean = (states * m).sum(2) / m.sum(2)
            pooled.append(mean.float().cpu())
    torch.cuda.synchronize()
    return time.perf_counter() - start


def make_batches(sentences, batch_size, sort):
    order = sorted(range(len(sentences)), key=lambda i: len(sentences[i])) if sort else list(range(len(sentences)))
    batches = []
    for k in range(0, len(order), batch_size):
        chunk = [sentences[i] for i in order[k:k + batch_size]]
        width = max(len(s) for s in chunk)
        ids = torch.zeros(len(chunk), width, dtype=torch.long)
        mask = torch.zeros(len(chunk), width, dtype=torch.long)
        for r, s in enumerate(chunk):
            ids[r, :len(s)] = torch.tensor(s)
            mask[r, :len(s)] = 1
        batches.append((ids.pin_memory(), mask.pin_memory()))
    return batches


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("model_dir")
    parser.add_argument("ids")
    parser.add_argument("--dtype", default="float32", choices=["float32", "bfloat16"])
    parser.add_argument("--json-out")
    args = parser.parse_args()
    sentences = [json.loads(line) for line in open(args.ids)]
    tokens = sum(len(s) for s in sentences)
    dtype = getattr(torch, args.dtype)
    device = torch.device("cuda")
    results = []
    # The library's fastest configurations on an H200 (docs/benchmarks.md): eager attention in
    # length-sorted batches, and sdpa in large sorted batches.
    configurations = {"eager": [(True, 256), (True, 1024), (True, 4096)],
                      "sdpa": [(True, 1024)]}
    for attn, runs in configurations.items():
        model = AutoModel.from_pretrained(args.model_dir, torch_dtype=dtype, attn_implementation=attn)
        model = model.to(device).eval()
        for sort, batch_size in runs:
            batches = make_batches(sentences, batch_size, sort)
            run(model, batches[:2], device, dtype)  # warm-up
            seconds = run(model, batches, device, dtype)
            r = {"attention": attn, "sorted": sort, "batch_size": batch_size, "seconds": seconds,
                 "tokens_per_second": tokens / seconds}
            print(json.dumps(r), flush=True)
            results.append(r)
        del model
        torch.cuda.empty_cache()
    best = max(results, key=lambda r: r["tokens_per_second"])
    summary = {"library": "transformers", "version": __import__("transformers").__version__,
               "torch": torch.__version__, "dtype": args.dtype, "tokens": tokens,
               "sentences": len(sentences), "best": best, "all": results}
    print("best:", json.dumps(best))
    if args.json_out:
        with open(args.json_out, "w") as f:
            json.dump(summary, f, indent=2)


if __name__ == "__main__":
    main()
