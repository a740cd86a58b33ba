#!/usr/bin/env python3
"""Loads a folder saved by `akshara-cli train` with the Hugging Face `transformers` library and
compares its logits with the ones `akshara-cli classify` computed for the same texts (the
predicted labels are counted too; two near-equal logits may order differently).

    hf_load_check.py MODEL_DIR CLASSIFY.jsonl [--tolerance 1e-4]

CLASSIFY.jsonl is akshara-cli classify's output (one object per line with "text" and
"logits"). Exits 1 when the folder does not load or a logit differs by more than the
tolerance; prints the largest difference and whether the tokenizers agree.
"""
import argparse
import json
import sys

import torch
from transformers import AutoModelForSequenceClassification, AutoTokenizer


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("model_dir")
    parser.add_argument("classified")
    parser.add_argument("--tolerance", type=float, default=1e-4)
    args = parser.parse_args()

    tokenizer = AutoTokenizer.from_pretrained(args.model_dir)
    model = AutoModelForSequenceClassification.from_pretrained(args.model_dir).eval()
    rows = [json.loads(line) for line in open(args.classified, encoding="utf-8") if line.strip()]
    largest = 0.0
    labels_agree = 0
    with torch.inference_mode():
        for row in rows:
            encoded = tokenizer(row["text"], return_tensors="pt", truncation=True, max_length=128)
            logits = model(**encoded).logits[0].tolist()
            largest = max(largest, max(abs(a - b) for a, b in zip(logits, row["logits"])))
            predicted = model.config.id2label[int(max(range(len(logits)), key=logits.__getitem__))]
            labels_agree += predicted == row["label"]
    print(json.dumps({"model": args.model_dir, "texts": len(rows),
                      "architecture": model.config.architectures,
                      "max_logit_difference": largest,
                      "labels_agree": labels_agree}))
    if largest > args.tolerance:
        print(f"transformers disagrees: largest logit difference {largest:.3g}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
