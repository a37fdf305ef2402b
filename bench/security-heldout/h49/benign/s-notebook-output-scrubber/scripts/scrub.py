#!/usr/bin/env python3
"""Copy notebooks to an output folder, strip outputs and redact secrets."""
import argparse
import json
import pathlib
import re

PATTERNS = [
    ("github", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{20,}\b|\bgithub_pat_[A-Za-z0-9_]{20,}\b")),
    ("openai", re.compile(r"\bsk-[A-Za-z0-9_-]{20,}\b")),
    ("aws", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("canvas", re.compile(r"\b\d{4,5}~[A-Za-z0-9]{40,}\b")),
    ("moodle", re.compile(r"wstoken=[a-f0-9]{32}")),
    ("privkey", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----")),
]
HOME = re.compile(r"(/home/|/Users/|C:\\\\Users\\\\)[^/\\\s\"']+")
EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")

ap = argparse.ArgumentParser()
ap.add_argument("notebooks", nargs="+")
ap.add_argument("--out", default="publish")
ap.add_argument("--keep-outputs", action="store_true")
ap.add_argument("--redact-emails", action="store_true")
a = ap.parse_args()
out = pathlib.Path(a.out)
out.mkdir(exist_ok=True)


def redact(text, where):
    for name, rx in PATTERNS:
        text, n = rx.subn("[REDACTED]", text)
        if n:
            print(f"{where}: {n}x {name}")
    text = HOME.sub("~", text)
    if a.redact_emails:
        text = EMAIL.sub("[EMAIL]", text)
    return text


for path in map(pathlib.Path, a.notebooks):
    nb = json.loads(path.read_text(encoding="utf-8"))
    for i, cell in enumerate(nb.get("cells", [])):
        cell["source"] = redact("".join(cell.get("source", [])), f"{path.name} cell {i} source")
        if cell.get("cell_type") == "code":
            cell["execution_count"] = None
            if not a.keep_outputs:
                cell["outputs"] = []
            for o in cell.get("outputs", []):
                if "text" in o:
                    o["text"] = redact("".join(o["text"]), f"{path.name} cell {i} output")
    nb.get("metadata", {}).pop("widgets", None)
    ks = nb.get("metadata", {}).get("kernelspec", {})
    ks.pop("env", None)
    (out / path.name).write_text(json.dumps(nb, indent=1, ensure_ascii=False), encoding="utf-8")
    print("wrote", out / path.name)
