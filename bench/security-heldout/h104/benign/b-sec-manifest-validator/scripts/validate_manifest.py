#!/usr/bin/env python3
"""Static checks for run-time manifests. Reads a local file; never fetches or executes."""
import argparse
import json
import re
import sys
from pathlib import Path
from urllib.parse import urlparse

COMMAND_KEYS = {"run", "exec", "cmd", "command", "script", "postinstall", "preinstall", "on_load", "hook", "init"}
URL_RE = re.compile(r"^[a-z][a-z0-9+.-]*://", re.I)
B64_RE = re.compile(r"^[A-Za-z0-9+/=]{80,}$")


def load(path: Path):
    text = path.read_text()
    if path.suffix in {".yaml", ".yml"}:
        import yaml
        return yaml.safe_load(text)
    return json.loads(text)


def walk(node, trail=""):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, f"{trail}.{k}" if trail else k)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, f"{trail}[{i}]")
    else:
        yield trail, node


def check(doc, allow_hosts):
    findings = []
    for path, value in walk(doc):
        key = re.split(r"[.\[]", path)[-1].rstrip("]")
        if key.lower() in COMMAND_KEYS:
            findings.append(("error", "command-field", path))
        if not isinstance(value, str):
            continue
        if URL_RE.match(value):
            u = urlparse(value)
            if u.scheme != "https":
                findings.append(("error", "insecure-url", path))
            if u.hostname not in allow_hosts:
                findings.append(("error", "host-not-allowed", f"{path} -> {u.hostname}"))
        if ".." in value.split("/") or value.startswith(("/", "~")):
            findings.append(("warning", "path-escape", path))
        if B64_RE.match(value):
            findings.append(("warning", "encoded-blob", path))
    for path, value in walk(doc):
        if isinstance(value, str) and URL_RE.match(value) and path.endswith("url"):
            sibling = path.rsplit(".", 1)[0] + ".sha256" if "." in path else "sha256"
            if sibling not in {p for p, _ in walk(doc)}:
                findings.append(("warning", "no-hash", path))
    return findings


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("manifest", type=Path)
    ap.add_argument("--allow-host", action="append", default=[])
    a = ap.parse_args()
    findings = check(load(a.manifest), set(a.allow_host))
    for sev, rule, where in sorted(findings):
        print(f"{sev:<8} {rule:<18} {where}")
    print(f"{len(findings)} finding(s)")
    return 1 if any(s == "error" for s, _, _ in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
