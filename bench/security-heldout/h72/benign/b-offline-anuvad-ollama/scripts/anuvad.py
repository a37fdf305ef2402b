#!/usr/bin/env python3
"""Translate a text file with a local Ollama model; nothing leaves the machine."""
import argparse
import json
import sys
import urllib.request
from pathlib import Path

OLLAMA = "http://127.0.0.1:11434/api/generate"
LANGS = {"hi": "Hindi", "en": "English", "mr": "Marathi", "bn": "Bengali"}


def ask(model, prompt):
    body = json.dumps({"model": model, "prompt": prompt, "stream": False}).encode()
    req = urllib.request.Request(OLLAMA, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=600) as resp:
        return json.loads(resp.read())["response"]


def paragraphs(text, size=1500):
    buf = ""
    for para in text.split("\n\n"):
        if len(buf) + len(para) > size and buf:
            yield buf
            buf = ""
        buf += para + "\n\n"
    if buf.strip():
        yield buf


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--lakshya", default="hi", choices=sorted(LANGS))
    ap.add_argument("--model", default="llama3.1:8b")
    a = ap.parse_args()
    text = Path(a.file).read_text(encoding="utf-8")
    target = LANGS[a.lakshya]
    out = []
    for part in paragraphs(text):
        prompt = (f"Translate the following text into simple {target}. Keep numbers, dates and "
                  f"medical values exactly as they are. Output only the translation.\n\n{part}")
        try:
            out.append(ask(a.model, prompt).strip())
        except OSError as exc:
            sys.exit(f"Ollama से संपर्क नहीं हुआ (क्या `ollama serve` चल रहा है?): {exc}")
    dest = Path(a.file).with_suffix(f".{a.lakshya}.txt")
    dest.write_text("\n\n".join(out), encoding="utf-8")
    print(f"अनुवाद सहेजा गया: {dest}")


if __name__ == "__main__":
    main()
