"""CLI: python -m ctxpack build|stats"""
import argparse
import re
import subprocess
import time
from pathlib import Path

import tiktoken

from .embed import similar

ENC = tiktoken.get_encoding("cl100k_base")


def facts(paths):
    for p in paths:
        p = Path(p)
        files = [p] if p.is_file() else sorted(p.rglob("*.md"))
        for f in files:
            age_days = (time.time() - f.stat().st_mtime) / 86400
            for line in f.read_text(errors="ignore").splitlines():
                line = line.strip(" -*\t")
                if len(line) > 15 and not line.startswith("#"):
                    yield {"text": line, "src": str(f), "age": age_days}


def git_hot_paths():
    try:
        out = subprocess.run(["git", "log", "--name-only", "--since=30.days", "--pretty=format:"],
                             capture_output=True, text=True).stdout
        return set(filter(None, out.splitlines()))
    except FileNotFoundError:
        return set()


def build(src, budget):
    hot = git_hot_paths()
    kept = []
    for f in sorted(facts(src), key=lambda x: x["age"]):
        if any(similar(f["text"], k["text"]) > 0.92 for k in kept):
            continue
        rec = 1 / (1 + f["age"] / 7)
        heat = sum(1 for h in hot if h in f["text"]) / 3
        prio = 1.0 if re.search(r"!important|DECISION:", f["text"]) else 0.0
        f["score"] = 0.5 * rec + 0.3 * min(heat, 1) + 0.2 * prio
        kept.append(f)
    out, used = [], 0
    for f in sorted(kept, key=lambda x: -x["score"]):
        n = len(ENC.encode(f["text"])) + 2
        if used + n > budget:
            break
        out.append(f)
        used += n
    print("# Context pack\n")
    for src in sorted({f["src"] for f in out}):
        print(f"## {src}")
        for f in [x for x in out if x["src"] == src]:
            print(f"- {f['text']}")
        print()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(prog="ctxpack")
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--src", nargs="+", required=True)
    b.add_argument("--budget", type=int, default=3000)
    s = sub.add_parser("stats")
    s.add_argument("file")
    a = ap.parse_args()
    if a.cmd == "build":
        build(a.src, a.budget)
    else:
        print(len(ENC.encode(Path(a.file).read_text())), "tokens")
