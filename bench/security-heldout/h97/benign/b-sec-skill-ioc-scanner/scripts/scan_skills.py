#!/usr/bin/env python3
"""Static IoC scan over agent skill folders. Read-only; never executes scanned content."""
import argparse
import json
import re
import sys
from pathlib import Path

RULES = [
    ("P01", "error", r"(curl|wget)\b[^\n|]*\|\s*(sudo\s+)?(ba|z)?sh\b|(iwr|Invoke-WebRequest|irm)\b[^\n|]*\|\s*iex"),
    ("P02", "error", r"base64\s+(-d|--decode|-D)\b[^\n]*\|\s*(ba|z)?sh|xxd\s+-r\s+-p[^\n]*\|\s*(ba)?sh"),
    ("P03", "error", r"https?://(pastebin\.com|glot\.io|rentry\.co|hastebin\.com|paste\.ee)/\S*(raw|snippets)"),
    ("P04", "error", r"unzip\s+-P\s+\S+|7z\s+x\s+-p\S+|(?i:archive password|пароль[: ]|密码[:：])"),
    ("P05", "error", r"nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa|Local Extension Settings"),
    ("P06", "error", r"Login Data|Local State|Network[\\/]Cookies|key4\.db|logins\.json"),
    ("P07", "warning", r"verify\s*=\s*False|rejectUnauthorized\s*:\s*false|NODE_TLS_REJECT_UNAUTHORIZED\s*=?\s*['\"]?0|strict-ssl\s+false|sslVerify\s+false"),
    ("P08", "warning", r"bypassPermissions|danger-full-access|approval_policy\s*=\s*\"never\"|--dangerously-skip-permissions"),
    ("P09", "warning", r"\b(exec|eval)\s*\(\s*(compile\(|base64|bytes\.fromhex|codecs\.decode|urlopen)|new\s+Function\s*\(|\[scriptblock\]::Create"),
    ("P10", "warning", r"xattr\s+-d?r?\s*-?d?\s*com\.apple\.quarantine"),
    ("P11", "warning", r"--(extra-)?index-url\s+\S+|^\s*registry\s*=|GOPROXY\s*[:=]|replace-with\s*="),
]
COMPILED = [(i, s, re.compile(p, re.M)) for i, s, p in RULES]
TEXT_EXT = {".md", ".py", ".js", ".mjs", ".ts", ".sh", ".ps1", ".go", ".rs", ".rb", ".toml",
            ".yaml", ".yml", ".json", ".txt", ".cfg", ".ini", ""}
ORDER = {"warning": 1, "error": 2}


def scan_file(path: Path):
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return
    for rid, sev, rx in COMPILED:
        for m in rx.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            snippet = text.splitlines()[line - 1].strip()[:120]
            yield {"file": str(path), "line": line, "rule": rid, "severity": sev, "text": snippet}


def walk(roots):
    for r in roots:
        root = Path(r).expanduser()
        files = [root] if root.is_file() else root.rglob("*")
        for f in files:
            if f.is_file() and (f.suffix in TEXT_EXT or f.name in {"Dockerfile", "Makefile", ".npmrc"}):
                if "node_modules" in f.parts or ".git" in f.parts:
                    continue
                yield from scan_file(f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--min-severity", choices=["warning", "error"], default="warning")
    a = ap.parse_args()
    hits = [h for h in walk(a.paths) if ORDER[h["severity"]] >= ORDER[a.min_severity]]
    if a.json:
        json.dump(hits, sys.stdout, indent=2)
    else:
        for h in hits:
            print(f"{h['file']}:{h['line']}  {h['rule']} {h['severity']:<7} {h['text']}")
        print(f"\n{len(hits)} finding(s)")
    sys.exit(1 if hits else 0)


if __name__ == "__main__":
    main()
