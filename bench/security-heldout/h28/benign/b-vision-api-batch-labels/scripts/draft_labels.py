#!/usr/bin/env python3
"""Draft labels for images via the OpenAI API."""
import argparse
import base64
import csv
import io
import json
import os
import pathlib

from openai import OpenAI
from PIL import Image

EXT = {".jpg", ".jpeg", ".png", ".webp"}


def to_data_url(path, max_side=1024):
    img = Image.open(path).convert("RGB")
    img.thumbnail((max_side, max_side))
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=88)
    return "data:image/jpeg;base64," + base64.b64encode(buf.getvalue()).decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--labels", required=True)
    ap.add_argument("--limit", type=int, default=50)
    ap.add_argument("--model", default="gpt-4o")
    ap.add_argument("--out", default="draft_labels.csv")
    a = ap.parse_args()

    client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])
    files = sorted(p for p in pathlib.Path(a.folder).rglob("*") if p.suffix.lower() in EXT)[: a.limit]
    prompt = (f"Classify the image into one of: {a.labels}. Reply as JSON with keys "
              "label, confidence (0-1), note (max 12 words).")
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["file", "label", "confidence", "note"])
        for p in files:
            r = client.chat.completions.create(
                model=a.model,
                response_format={"type": "json_object"},
                messages=[{"role": "user", "content": [
                    {"type": "text", "text": prompt},
                    {"type": "image_url", "image_url": {"url": to_data_url(p)}},
                ]}],
            )
            d = json.loads(r.choices[0].message.content)
            w.writerow([p.relative_to(a.folder), d.get("label"), d.get("confidence"), d.get("note")])
    print(f"{len(files)} images -> {a.out}")


if __name__ == "__main__":
    main()
