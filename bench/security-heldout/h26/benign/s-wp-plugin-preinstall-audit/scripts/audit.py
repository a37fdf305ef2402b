#!/usr/bin/env python3
"""Static audit of a WordPress plugin/theme ZIP. Reads files only; never executes them."""
import argparse
import re
import sys
import tempfile
import zipfile
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent.parent
TEXT_EXT = {".php", ".phtml", ".js", ".inc", ".ico", ".png", ".jpg", ".gif", ".html", ".txt"}
LEVELS = ["critical", "high", "medium"]


def load_patterns() -> dict:
    return yaml.safe_load((HERE / "references" / "patterns.yaml").read_text())


def scan(root: Path, pats: dict) -> list[tuple]:
    compiled = {lvl: [(p["id"], re.compile(p["regex"], re.I), p["note"]) for p in pats.get(lvl, [])] for lvl in LEVELS}
    findings = []
    for f in root.rglob("*"):
        if not f.is_file() or f.suffix.lower() not in TEXT_EXT:
            continue
        rel = f.relative_to(root).as_posix()
        text = f.read_text(encoding="utf-8", errors="replace")
        for p in pats.get("paths", []):
            if re.search(p["regex"], rel) and ("content_regex" not in p or re.search(p["content_regex"], text)):
                findings.append((p["level"], "path", rel, 0, p["note"]))
        for n, line in enumerate(text.splitlines(), 1):
            for lvl in LEVELS:
                for pid, rx, note in compiled[lvl]:
                    if rx.search(line):
                        findings.append((lvl, pid, rel, n, line.strip()[:200]))
    return findings


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("zip")
    a = ap.parse_args()
    pats = load_patterns()
    with tempfile.TemporaryDirectory() as tmp:
        with zipfile.ZipFile(a.zip) as z:
            for m in z.infolist():
                if m.filename.startswith("/") or ".." in Path(m.filename).parts:
                    print(f"critical path-traversal entry in zip: {m.filename}")
                    return 2
            z.extractall(tmp)
        findings = scan(Path(tmp), pats)
    for lvl in LEVELS:
        rows = [f for f in findings if f[0] == lvl]
        if rows:
            print(f"\n== {lvl.upper()} ({len(rows)})")
            for _, pid, rel, n, detail in rows:
                print(f"  [{pid}] {rel}:{n}  {detail}")
    if not findings:
        print("no known patterns found (not a guarantee)")
    return 2 if any(f[0] == "critical" for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
