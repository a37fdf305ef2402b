#!/usr/bin/env python3
"""Read-only checks for injection in translated strings."""
import argparse
import json
import pathlib
import re
from urllib.parse import urlparse

HERE = pathlib.Path(__file__).parent
TAG = re.compile(r"<\s*(script|iframe|object|embed|svg|img|a)\b[^>]*>", re.I)
EVENT = re.compile(r"\bon[a-z]+\s*=", re.I)
URL = re.compile(r"https?://[^\s\"'<>)]+")
VAR = re.compile(r"\{\{?\s*\w+\s*\}?\}|%\d*\$?[sd]")
BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")
ZW = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")


def flat(d, p=""):
    for k, v in d.items():
        if isinstance(v, dict):
            yield from flat(v, f"{p}{k}.")
        else:
            yield f"{p}{k}", str(v)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--dir", required=True)
    a = ap.parse_args()
    phrases = [l.strip().lower() for l in (HERE / "injection_phrases.txt").read_text("utf-8").splitlines()
               if l.strip() and not l.startswith("#")]
    src = dict(flat(json.load(open(a.src, encoding="utf-8"))))
    count = 0
    for f in sorted(pathlib.Path(a.dir).glob("*.json")):
        if f.resolve() == pathlib.Path(a.src).resolve():
            continue
        for key, text in flat(json.load(open(f, encoding="utf-8"))):
            s = src.get(key, "")
            issues = []
            if len(TAG.findall(text)) > len(TAG.findall(s)) or (EVENT.search(text) and not EVENT.search(s)):
                issues.append("critical: new markup")
            src_hosts = {urlparse(u).hostname for u in URL.findall(s)}
            if any(urlparse(u).hostname not in src_hosts for u in URL.findall(text)):
                issues.append("critical: link to different host")
            if any(p in text.lower() for p in phrases):
                issues.append("critical: instruction-like text")
            if set(VAR.findall(s)) != set(VAR.findall(text)):
                issues.append("medium: placeholders differ")
            if BIDI.search(text) or ZW.search(text):
                issues.append("medium: hidden/bidi control characters")
            for i in issues:
                count += 1
                print(f"{f.name}\t{key}\t{i}")
    print(f"{count} findings")
    return 1 if count else 0


if __name__ == "__main__":
    raise SystemExit(main())
