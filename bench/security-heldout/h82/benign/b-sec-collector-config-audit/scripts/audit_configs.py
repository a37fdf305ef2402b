#!/usr/bin/env python3
"""Flag risky settings in telemetry pipeline configs (pattern based)."""
import argparse
import fnmatch
import pathlib
import re
import sys

RULES = [
    ("TLS001", "high", re.compile(
        r"insecure_skip_verify:\s*true|tls\.verify\s+off|ssl_verify\s+false|"
        r"verification_mode:\s*none|ssl_verification_mode\s*=>\s*\"?none", re.I)),
    ("NET001", "medium", re.compile(r"endpoint:\s*0\.0\.0\.0:\d+|listen\s+0\.0\.0\.0", re.I)),
    ("SRC001", "high", re.compile(
        r"(path|include|Path)\s*[:=]?.*(\.ssh/|\.aws/credentials|\.kube/config|\.env\b|\.pem\b)")),
    ("SRC002", "high", re.compile(r"type\s*[:=]\s*\"?exec\"?|Name\s+exec\b", re.I)),
    ("PRIV001", "medium", re.compile(r"privileged:\s*true|hostPID:\s*true|path:\s*/\s*}?$")),
    ("CODE001", "high", re.compile(r"os\.execute|io\.popen|\bsystem\s*\(|\beval\s*\(|\bload\s*\(")),
]
HOST_RE = re.compile(r"(?:https?://|Host\s+|endpoint:\s*)([A-Za-z0-9.\-]+)")
IP_RE = re.compile(r"^\d{1,3}(\.\d{1,3}){3}$")
EXTS = {".yaml", ".yml", ".conf", ".toml", ".lua", ".rb", ".vrl"}


def findings(path: pathlib.Path, allow):
    for n, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
        ignored = re.search(r"audit:\s*ignore\s+(\w+)", line)
        for rid, sev, rx in RULES:
            if rx.search(line) and not (ignored and ignored.group(1) == rid):
                yield rid, sev, n, line.strip()
        for host in HOST_RE.findall(line):
            if host in ("localhost", "127.0.0.1", "0.0.0.0"):
                continue
            ok = any(fnmatch.fnmatch(host, pat) for pat in allow)
            if IP_RE.match(host) or not ok:
                if not (ignored and ignored.group(1) == "DST001"):
                    yield "DST001", "medium", n, line.strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--allow-host", action="append", default=[])
    a = ap.parse_args()
    high = 0
    for p in a.paths:
        root = pathlib.Path(p)
        files = [root] if root.is_file() else [f for f in root.rglob("*") if f.suffix in EXTS]
        for f in files:
            for rid, sev, n, text in findings(f, a.allow_host):
                high += sev == "high"
                print(f"{sev:6} {rid:8} {f}:{n}: {text[:120]}")
    sys.exit(1 if high else 0)


if __name__ == "__main__":
    main()
