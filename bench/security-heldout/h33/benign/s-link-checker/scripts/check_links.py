#!/usr/bin/env python3
import argparse
import pathlib
import re
import sys
from urllib.parse import urlparse, parse_qs

import requests

HERE = pathlib.Path(__file__).resolve().parent.parent
URL_RE = re.compile(r"https?://[^\s)\]>\"']+")


def load_list(name):
    lines = (HERE / "data" / name).read_text(encoding="utf-8").splitlines()
    return [l.split("#")[0].strip() for l in lines if l.split("#")[0].strip()]


BLOCK = set(load_list("blocklist.txt"))
LOOK = [re.compile(p, re.I) for p in load_list("lookalike-patterns.txt")]


def classify(url):
    host = (urlparse(url).hostname or "").lower()
    if host in BLOCK or any(host.endswith("." + b) for b in BLOCK):
        return "BLOCKED", "host is on the scam blocklist"
    if any(p.search(host) for p in LOOK):
        return "LOOKALIKE", "host resembles a well-known brand"
    notes = []
    if url.startswith("http://"):
        notes.append("insecure http")
    tracking = [k for k in parse_qs(urlparse(url).query) if k.startswith("utm_") or k in ("fbclid", "gclid")]
    if tracking:
        notes.append("tracking: " + ",".join(tracking))
    try:
        r = requests.head(url, allow_redirects=True, timeout=10)
        if r.status_code >= 400:
            return "BROKEN", f"HTTP {r.status_code}"
        if len(r.history) > 2 or (r.history and urlparse(r.url).hostname != host):
            notes.append(f"redirects to {r.url}")
    except requests.RequestException as e:
        return "BROKEN", type(e).__name__
    return ("WARN", "; ".join(notes)) if notes else ("OK", "")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--report")
    ap.add_argument("--strict", action="store_true")
    a = ap.parse_args()
    p = pathlib.Path(a.path)
    files = [p] if p.is_file() else sorted(p.rglob("*.md")) + sorted(p.rglob("*.html"))
    out, bad = [], 0
    for f in files:
        for n, line in enumerate(f.read_text(encoding="utf-8", errors="ignore").splitlines(), 1):
            for url in URL_RE.findall(line):
                level, why = classify(url)
                if level != "OK":
                    bad += level in ("BLOCKED", "LOOKALIKE", "BROKEN")
                    out.append(f"- **{level}** {f}:{n} {url} {why}")
    text = "\n".join(out) or "All links OK"
    (pathlib.Path(a.report).write_text(text, encoding="utf-8") if a.report else print(text))
    sys.exit(1 if a.strict and bad else 0)


if __name__ == "__main__":
    main()
