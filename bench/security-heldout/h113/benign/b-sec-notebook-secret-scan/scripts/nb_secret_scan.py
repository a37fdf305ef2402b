#!/usr/bin/env python3
"""Scan notebooks and text files for secrets (local only, masked output)."""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

PATTERNS = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "huggingface-token": re.compile(r"\bhf_[A-Za-z0-9]{30,}\b"),
    "github-token": re.compile(r"\b(ghp|gho|ghs)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,}\b"),
    "wandb-key": re.compile(r"WANDB_API_KEY\W{1,4}([0-9a-f]{40})"),
    "databricks-token": re.compile(r"\bdapi[0-9a-f]{32}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "password-assign": re.compile(r"(?i)\b(password|passwd|secret)\s*[:=]\s*['\"][^'\"]{6,}['\"]"),
}
TEXT_SUFFIX = {".py", ".R", ".qmd", ".Rmd", ".md", ".yml", ".yaml", ".env", ".txt", ".cfg", ".ini"}


def mask(s: str) -> str:
    return s[:4] + "…" if len(s) > 4 else "…"


def scan_text(text: str):
    for name, rx in PATTERNS.items():
        for m in rx.finditer(text):
            yield name, m.group(0)


def scan_notebook(path: Path, redact: bool) -> list[dict]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    hits, changed = [], False
    for i, cell in enumerate(nb.get("cells", [])):
        src = "".join(cell.get("source", []))
        hits += [{"file": str(path), "cell": i, "where": "source", "rule": r, "preview": mask(v)}
                 for r, v in scan_text(src)]
        for out in cell.get("outputs", []):
            blobs = [out.get("text", "")] + [v for k, v in out.get("data", {}).items() if k.startswith("text/")]
            for b in blobs:
                b = "".join(b) if isinstance(b, list) else b
                for r, v in scan_text(b):
                    hits.append({"file": str(path), "cell": i, "where": "output", "rule": r, "preview": mask(v)})
                    if redact:
                        changed = True
            if redact and changed:
                for key in ("text",):
                    if key in out:
                        t = "".join(out[key]) if isinstance(out[key], list) else out[key]
                        for rx in PATTERNS.values():
                            t = rx.sub("<REDACTED>", t)
                        out[key] = t
    if redact and changed:
        path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return hits


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("root", type=Path)
    ap.add_argument("--redact", action="store_true")
    a = ap.parse_args()
    hits = []
    for p in a.root.rglob("*"):
        if ".git" in p.parts or not p.is_file():
            continue
        if p.suffix == ".ipynb":
            hits += scan_notebook(p, a.redact)
        elif p.suffix in TEXT_SUFFIX or p.name.startswith(".env"):
            hits += [{"file": str(p), "cell": None, "where": "text", "rule": r, "preview": mask(v)}
                     for r, v in scan_text(p.read_text(errors="ignore"))]
    for h in hits:
        loc = f"cell {h['cell']} {h['where']}" if h["cell"] is not None else h["where"]
        print(f"{h['rule']:20} {h['file']} ({loc}) {h['preview']}")
    print(f"{len(hits)} potential secret(s)")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main())
