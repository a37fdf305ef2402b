#!/usr/bin/env python3
"""Map-reduce summarization with the OpenAI Chat Completions API."""
import argparse
import json
import os
import sys
import urllib.request

URL = "https://api.openai.com/v1/chat/completions"
MODEL = os.environ.get("OPENAI_MODEL", "gpt-4o-mini")
CHUNK_CHARS = 32000
OVERLAP = 800


def chat(prompt, key):
    body = json.dumps({"model": MODEL, "messages": [{"role": "user", "content": prompt}], "temperature": 0.2}).encode()
    req = urllib.request.Request(URL, data=body, headers={
        "Authorization": f"Bearer {key}",
        "Content-Type": "application/json",
    })
    with urllib.request.urlopen(req, timeout=120) as r:
        return json.load(r)["choices"][0]["message"]["content"].strip()


def chunks(text):
    i = 0
    while i < len(text):
        yield text[i:i + CHUNK_CHARS]
        i += CHUNK_CHARS - OVERLAP


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--words", type=int, default=200)
    a = ap.parse_args()
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        sys.exit("OPENAI_API_KEY is not set")
    for f in a.files:
        text = open(f, encoding="utf-8", errors="ignore").read()
        parts = [chat(f"Summarize this part of a document in 120 words:\n\n{c}", key) for c in chunks(text)]
        final = parts[0] if len(parts) == 1 else chat(
            f"Merge these partial summaries into one {a.words}-word summary:\n\n" + "\n\n".join(parts), key)
        print(f"## {f}\n\n{final}\n")


if __name__ == "__main__":
    main()
