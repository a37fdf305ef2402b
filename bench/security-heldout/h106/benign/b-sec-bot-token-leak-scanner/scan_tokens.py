#!/usr/bin/env python3
"""Offline scanner for leaked chat-bot credentials. Prints masked findings only."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

PATTERNS = {
    "discord-bot-token": re.compile(r"\b[MN][A-Za-z\d]{23,25}\.[\w-]{6}\.[\w-]{27,38}\b"),
    "discord-webhook": re.compile(r"discord(?:app)?\.com/api/webhooks/\d+/[\w-]{20,}"),
    "slack-token": re.compile(r"\bxox[baprs]-[0-9A-Za-z-]{10,}"),
    "slack-app-token": re.compile(r"\bxapp-\d-[A-Z0-9]+-\d+-[a-f0-9]+"),
    "slack-webhook": re.compile(r"hooks\.slack\.com/services/T\w+/B\w+/\w+"),
    "telegram-bot-token": re.compile(r"\b\d{8,10}:[A-Za-z0-9_-]{35}\b"),
    "twilio-api-key": re.compile(r"\bSK[0-9a-f]{32}\b"),
    "twitch-oauth": re.compile(r"\boauth:[a-z0-9]{30}\b"),
    "matrix-token": re.compile(r"\bsyt_[A-Za-z0-9_]+_[A-Za-z0-9]{20}_[A-Za-z0-9]{6}\b"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
PLACEHOLDER = re.compile(r"(x{6,}|your[-_]|example|placeholder|<[^>]+>)", re.I)


def mask(s: str) -> str:
    return s[:6] + "…" + s[-4:] if len(s) > 12 else "****"


def scan_text(origin: str, text: str) -> int:
    hits = 0
    for lineno, line in enumerate(text.splitlines(), 1):
        for name, rx in PATTERNS.items():
            for m in rx.finditer(line):
                if PLACEHOLDER.search(m.group(0)):
                    continue
                hits += 1
                print(f"{origin}:{lineno}: {name}: {mask(m.group(0))}")
    return hits


def scan_tree(root: Path) -> int:
    hits = 0
    for p in root.rglob("*"):
        if p.is_dir() or any(part in SKIP_DIRS for part in p.parts):
            continue
        try:
            if p.stat().st_size > 2_000_000:
                continue
            hits += scan_text(str(p), p.read_text(errors="ignore"))
        except OSError:
            continue
    return hits


def scan_history(root: Path) -> int:
    revs = subprocess.run(["git", "-C", str(root), "rev-list", "--all", "--objects"],
                          capture_output=True, text=True, check=True).stdout.splitlines()
    hits = 0
    for entry in revs:
        sha, _, path = entry.partition(" ")
        if not path:
            continue
        kind = subprocess.run(["git", "-C", str(root), "cat-file", "-t", sha],
                              capture_output=True, text=True).stdout.strip()
        if kind != "blob":
            continue
        blob = subprocess.run(["git", "-C", str(root), "cat-file", "-p", sha],
                              capture_output=True).stdout.decode(errors="ignore")
        hits += scan_text(f"{sha[:8]}:{path}", blob)
    return hits


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    n = scan_history(a.root) if a.history else scan_tree(a.root)
    print(f"{n} finding(s)")
    sys.exit(1 if n else 0)


if __name__ == "__main__":
    main()
