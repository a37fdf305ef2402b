#!/usr/bin/env python3
"""Scan API collection scripts for risky patterns. Reads files only."""
import json
import pathlib
import re
import sys

RULES = [
    ("PM001", "high", re.compile(r"pm\.sendRequest\(\s*['\"`]?https?://(?!\{\{)")),
    ("PM002", "high", re.compile(r"\.(environment|collectionVariables|globals)\.toObject\(\)")),
    ("PM003", "high", re.compile(r"\beval\s*\(|new\s+Function\s*\(|globalThis\s*\[")),
    ("PM004", "medium", re.compile(r"String\.fromCharCode|[A-Za-z0-9+/]{80,}={0,2}|\b[0-9a-f]{80,}\b")),
    ("PM005", "medium", re.compile(r"pm\.globals\.set\([^)]*(secret|token|key)", re.I)),
    ("PM006", "high", re.compile(r"require\(\s*['\"]child_process['\"]")),
    ("BR001", "high", re.compile(r"bru\.sendRequest|axios\.(post|get)\(\s*['\"]https?://")),
]


def scripts_from_postman(obj, trail="collection"):
    for ev in obj.get("event", []) or []:
        exec_ = ev.get("script", {}).get("exec", [])
        text = "\n".join(exec_) if isinstance(exec_, list) else str(exec_)
        yield f"{trail}:{ev.get('listen')}", text
    for i, item in enumerate(obj.get("item", []) or []):
        yield from scripts_from_postman(item, f"{trail}/{item.get('name', i)}")


def scan_text(where, text):
    for n, line in enumerate(text.splitlines(), 1):
        for rid, sev, rx in RULES:
            if rx.search(line):
                yield {"rule": rid, "severity": sev, "where": where, "line": n, "text": line.strip()[:160]}


def main(paths):
    findings = []
    for p in map(pathlib.Path, paths):
        if p.suffix == ".json":
            data = json.loads(p.read_text())
            for where, text in scripts_from_postman(data):
                findings += scan_text(f"{p}:{where}", text)
        else:
            findings += scan_text(str(p), p.read_text(errors="replace"))
    for f in findings:
        print(f"[{f['severity']:>6}] {f['rule']} {f['where']}:{f['line']}  {f['text']}")
    print(f"{len(findings)} finding(s)")
    return 1 if any(f["severity"] == "high" for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
