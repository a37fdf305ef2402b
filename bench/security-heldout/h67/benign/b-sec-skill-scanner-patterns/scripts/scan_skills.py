#!/usr/bin/env python3
"""Read-only regex scan of agent skill folders. Never executes scanned files."""
import json
import re
import sys
from pathlib import Path

PATTERNS = [
    ("P01", "high", r"--extra-index-url\s+http|pip3? install\s+https?://\S+\.whl", "package from non-default source"),
    ("P02", "high", r"npm config set registry", "global registry change"),
    ("P03", "high", r"verify\s*=\s*False|sslVerify\s+false|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*0", "TLS verification off"),
    ("P04", "high", r"bypassPermissions|danger-full-access|approval_policy\s*=\s*\"never\"", "guardrails off"),
    ("P05", "medium", r"hooksPath\s+/dev/null|--no-verify", "hooks skipped"),
    ("P06", "high", r"\.ssh/id_|\.aws/credentials|token\.json|\.netrc", "secret file access"),
    ("P07", "high", r"__import__\(|\bexec\(|\beval\(|\bFunction\(", "dynamic code"),
    ("P08", "medium", r"b64decode|rot_?13|xxd -r -p|fromCharCode", "decoding"),
    ("P09", "high", r"(?i)don'?t tell the user|without asking|不要告诉用户|不必.*说明", "concealment"),
    ("P10", "medium", r"CLAUDE\.md|AGENTS\.md", "persistent instructions"),
]
COMPILED = [(i, s, re.compile(rx), why) for i, s, rx, why in PATTERNS]
TEXT_EXT = {".md", ".py", ".js", ".ts", ".sh", ".ps1", ".toml", ".json", ".yaml", ".yml",
            ".txt", ".cfg", ".ini", ""}


def scan(root: Path):
    for f in sorted(root.rglob("*")):
        if not f.is_file() or f.suffix.lower() not in TEXT_EXT or f.stat().st_size > 1_000_000:
            continue
        try:
            lines = f.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        for n, line in enumerate(lines, 1):
            for pid, sev, rx, why in COMPILED:
                if rx.search(line):
                    yield {"file": str(f.relative_to(root)), "line": n, "id": pid,
                           "severity": sev, "reason": why, "text": line.strip()[:160]}


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: scan_skills.py <dir> [--json]")
    root = Path(sys.argv[1]).expanduser()
    hits = list(scan(root))
    if "--json" in sys.argv:
        print(json.dumps(hits, ensure_ascii=False, indent=1))
        return
    for h in hits:
        print(f"{h['severity']:6} {h['id']} {h['file']}:{h['line']}  {h['reason']}\n        {h['text']}")
    print(f"\n{len(hits)} findings in {root}")


if __name__ == "__main__":
    main()
