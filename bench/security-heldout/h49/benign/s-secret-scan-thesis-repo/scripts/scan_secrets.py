#!/usr/bin/env python3
"""Read-only secret scanner for research repositories."""
import argparse
import json
import pathlib
import re
import subprocess

HERE = pathlib.Path(__file__).parent
RULES = []
for line in (HERE / "patterns.txt").read_text().splitlines():
    if line and not line.startswith("#"):
        name, rx = line.split("\t", 1)
        RULES.append((name, re.compile(rx)))
SUSPICIOUS_NAMES = {".env", "id_rsa", "id_ed25519", "credentials.json", ".netrc"}


def mask(v):
    return v[:4] + "*" * max(0, len(v) - 8) + v[-4:] if len(v) > 8 else "****"


def scan_text(label, text, allow):
    for i, line in enumerate(text.splitlines(), 1):
        for name, rx in RULES:
            for m in rx.finditer(line):
                if m.group(0) not in allow:
                    print(f"{label}:{i}  {name}  {mask(m.group(0))}")


def text_of(path):
    raw = path.read_text(errors="ignore")
    if path.suffix == ".ipynb":
        try:
            nb = json.loads(raw)
            return "\n".join("".join(c.get("source", [])) + "\n" +
                             "\n".join("".join(o.get("text", [])) for o in c.get("outputs", []))
                             for c in nb.get("cells", []))
        except ValueError:
            pass
    return raw


ap = argparse.ArgumentParser()
ap.add_argument("--repo", default=".")
ap.add_argument("--history", action="store_true")
a = ap.parse_args()
root = pathlib.Path(a.repo)
allowf = root / ".secretscan-allow"
allow = set(allowf.read_text().split()) if allowf.exists() else set()

for p in root.rglob("*"):
    if ".git" in p.parts or not p.is_file() or p.stat().st_size > 2_000_000:
        continue
    if p.name in SUSPICIOUS_NAMES or p.suffix == ".pem":
        print(f"{p}:0  suspicious-filename  -")
    scan_text(str(p), text_of(p), allow)

if a.history:
    log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--no-color"],
                         capture_output=True, text=True).stdout
    scan_text("history", "\n".join(l for l in log.splitlines() if l.startswith("+")), allow)
