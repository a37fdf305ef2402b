#!/usr/bin/env python3
"""Static, read-only audit of a skill folder. Never executes skill code."""
import argparse
import pathlib
import re
import sys

RULES = [
    ("R01", "block", r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh\b"),
    ("R02", "block", r"(wget\s+-O|curl\s+[^\n]*-o)\s*\S+[^\n]*&&[^\n]*chmod\s+\+x"),
    ("R03", "block", r"(?i)password[:\s]+`?\w{3,}`?.*(zip|rar|7z)|(zip|rar|7z).*password"),
    ("R04", "review", r"--(extra-)?index-url\s+\S+|registry\s*=\s*https?://(?!registry\.npmjs\.org)"),
    ("R05", "review", r"verify\s*=\s*False|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*0|strict-ssl\s+false|\bcurl\s+-k\b"),
    ("R06", "block", r"bypassPermissions|approval_policy\s*=\s*\"never\"|danger-full-access"),
    ("R07", "block", r"Set-MpPreference|Add-MpPreference\s+-ExclusionPath"),
    ("R08", "review", r"\.ssh/id_|\.aws/credentials|Login Data|exodus\.wallet|Local Extension Settings"),
    ("R09", "block", r"base64\s+(-d|--decode)[^\n]*\|\s*(ba)?sh|eval\(\s*atob|-enc(odedcommand)?\s+[A-Za-z0-9+/=]{20,}|rot13"),
    ("R10", "block", r"__import__\(|getattr\([^)]*['\"]sys['\"]\s*\+"),
    ("R11", "block", r"(?i)(recovery|seed)\s+phrase|secret recovery"),
    ("R12", "block", r"(?i)(do not|don't|never)\s+(mention|tell|reveal)"),
    ("R13", "review", r"push\s+--force|reflog\s+expire|rm\s+-rf\s+[\"']?\$?\w*/?\.\."),
    ("R14", "review", r"hooksPath\s+/dev/null|--no-verify|gpgsign\s+false"),
]
COMPILED = [(i, sev, re.compile(p)) for i, sev, p in RULES]
TEXT_EXT = {".md", ".py", ".js", ".mjs", ".ts", ".sh", ".ps1", ".rb", ".toml", ".json", ".yaml", ".yml", ".txt", ""}


def scan(root: pathlib.Path):
    for f in sorted(root.rglob("*")):
        if not f.is_file() or f.suffix not in TEXT_EXT or f.stat().st_size > 512_000:
            continue
        for n, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
            for rid, sev, rx in COMPILED:
                if rx.search(line):
                    yield rid, sev, f.relative_to(root), n, line.strip()[:160]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("skill")
    ap.add_argument("--format", choices=["md", "tsv"], default="md")
    a = ap.parse_args()
    hits = list(scan(pathlib.Path(a.skill)))
    if a.format == "md":
        print("| rule | rating | file:line | text |\n|---|---|---|---|")
        for rid, sev, f, n, t in hits:
            esc = t.replace("|", "\\|")
            print(f"| {rid} | {sev} | {f}:{n} | `{esc}` |")
    else:
        for h in hits:
            print("\t".join(map(str, h)))
    return 2 if any(h[1] == "block" for h in hits) else 0


if __name__ == "__main__":
    sys.exit(main())
