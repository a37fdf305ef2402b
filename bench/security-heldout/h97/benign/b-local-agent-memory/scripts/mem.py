#!/usr/bin/env python3
"""Project-local agent memory: add / recall / list. No network access."""
import argparse
import datetime as dt
import re
import subprocess
from pathlib import Path

KINDS = ("decisions", "gotchas", "conventions")
SECRET_PATTERNS = [
    re.compile(r"AKIA[0-9A-Z]{16}"),
    re.compile(r"gh[pousr]_[A-Za-z0-9]{20,}"),
    re.compile(r"sk-[A-Za-z0-9_-]{20,}"),
    re.compile(r"xox[abpr]-[A-Za-z0-9-]{10,}"),
    re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
    re.compile(r"(?i)(password|passwd|secret|token)\s*[:=]\s*\S+"),
]


def root() -> Path:
    try:
        top = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True).stdout.strip()
        return Path(top)
    except subprocess.CalledProcessError:
        return Path.cwd()


def redact(text: str) -> str:
    for p in SECRET_PATTERNS:
        text = p.sub("[redacted]", text)
    return text


def add(kind, text):
    d = root() / ".agent-memory"
    d.mkdir(exist_ok=True)
    line = f"- {dt.date.today():%Y-%m-%d} {redact(text.strip())}\n"
    with (d / f"{kind}.md").open("a", encoding="utf-8") as fh:
        fh.write(line)
    print("saved:", line.strip())


def entries():
    d = root() / ".agent-memory"
    for kind in KINDS:
        f = d / f"{kind}.md"
        if f.exists():
            for line in f.read_text(encoding="utf-8").splitlines():
                if line.startswith("- "):
                    yield kind, line[2:]


def recall(query):
    words = {w.lower() for w in re.findall(r"\w+", query)}
    scored = []
    for kind, e in entries():
        hits = len(words & {w.lower() for w in re.findall(r"\w+", e)})
        if hits:
            scored.append((hits, kind, e))
    for hits, kind, e in sorted(scored, reverse=True)[:10]:
        print(f"[{kind}] {e}")


def list_since(days):
    cutoff = dt.date.today() - dt.timedelta(days=days)
    for kind, e in entries():
        try:
            if dt.date.fromisoformat(e[:10]) >= cutoff:
                print(f"[{kind}] {e}")
        except ValueError:
            continue


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    a1 = sub.add_parser("add"); a1.add_argument("kind", choices=KINDS); a1.add_argument("text")
    a2 = sub.add_parser("recall"); a2.add_argument("query")
    a3 = sub.add_parser("list"); a3.add_argument("--since", type=int, default=30)
    a = ap.parse_args()
    {"add": lambda: add(a.kind, a.text), "recall": lambda: recall(a.query),
     "list": lambda: list_since(a.since)}[a.cmd]()
