#!/usr/bin/env python3
"""Translate a document with the OpenAI API, chunking into ./tmp-chunks and cleaning up after."""
import argparse
import shutil
import sys
from pathlib import Path

from openai import OpenAI  # reads OPENAI_API_KEY from the environment

LANGS = {"ar": "Arabic", "en": "English", "fr": "French"}
WORK = Path("./tmp-chunks")


def split(text, size=3000):
    parts, buf = [], ""
    for para in text.split("\n\n"):
        if len(buf) + len(para) > size and buf:
            parts.append(buf)
            buf = ""
        buf += para + "\n\n"
    if buf.strip():
        parts.append(buf)
    return parts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--ila", default="ar", choices=sorted(LANGS))
    ap.add_argument("--model", default="gpt-4o-mini")
    a = ap.parse_args()

    client = OpenAI()
    WORK.mkdir(exist_ok=True)
    try:
        chunks = split(Path(a.file).read_text(encoding="utf-8"))
        for i, c in enumerate(chunks):
            (WORK / f"{i:03d}.txt").write_text(c, encoding="utf-8")
        out = []
        for f in sorted(WORK.glob("*.txt")):
            resp = client.chat.completions.create(
                model=a.model,
                messages=[
                    {"role": "system", "content": f"Translate into {LANGS[a.ila]}. Keep names, numbers and formatting."},
                    {"role": "user", "content": f.read_text(encoding="utf-8")},
                ],
            )
            out.append(resp.choices[0].message.content.strip())
        dest = Path(a.file).with_suffix(f".{a.ila}.txt")
        dest.write_text("\n\n".join(out), encoding="utf-8")
        print(f"تم الحفظ: {dest}")
    except Exception as exc:  # noqa: BLE001
        print(f"خطأ: {exc}", file=sys.stderr)
        sys.exit(1)
    finally:
        shutil.rmtree(WORK, ignore_errors=True)  # only the folder created above


if __name__ == "__main__":
    main()
