#!/usr/bin/env python3
"""Translate a Markdown file with the DeepL API, using an optional glossary."""
import argparse
import csv
import os
import re
import sys
from pathlib import Path

import requests


def api_base(key):
    # Free keys end with ":fx" and use the free endpoint
    return "https://api-free.deepl.com/v2" if key.endswith(":fx") else "https://api.deepl.com/v2"


def make_glossary(s, base, path, src, dst):
    rows = list(csv.reader(open(path, encoding="utf-8")))
    entries = "\n".join(f"{a}\t{b}" for a, b in rows if a and b)
    r = s.post(f"{base}/glossaries", data={
        "name": Path(path).stem, "source_lang": src, "target_lang": dst.split("-")[0],
        "entries": entries, "entries_format": "tsv",
    }, timeout=30)
    r.raise_for_status()
    return r.json()["glossary_id"]


def chunks(text):
    parts = re.split(r"(?m)^(?=#{1,3} )", text)
    return [p for p in parts if p.strip()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--tu", default="VI")
    ap.add_argument("--den", default="EN-US")
    ap.add_argument("--thuat-ngu")
    a = ap.parse_args()

    key = os.environ.get("DEEPL_AUTH_KEY")
    if not key:
        sys.exit("Chưa đặt DEEPL_AUTH_KEY.")
    base = api_base(key)
    s = requests.Session()
    s.headers["Authorization"] = f"DeepL-Auth-Key {key}"

    gid = make_glossary(s, base, a.thuat_ngu, a.tu, a.den) if a.thuat_ngu else None
    out = []
    for part in chunks(Path(a.file).read_text(encoding="utf-8")):
        data = {"text": part, "source_lang": a.tu, "target_lang": a.den, "preserve_formatting": "1"}
        if gid:
            data["glossary_id"] = gid
        r = s.post(f"{base}/translate", data=data, timeout=60)
        r.raise_for_status()
        out.append(r.json()["translations"][0]["text"])
    dest = Path(a.file).with_suffix(f".{a.den.split('-')[0].lower()}.md")
    dest.write_text("".join(out), encoding="utf-8")
    print(f"Đã lưu {dest}")


if __name__ == "__main__":
    main()
