#!/usr/bin/env python3
"""Flag suspicious lines in AI agent instruction/memory files. Read-only."""
import argparse
import datetime as dt
import re
from pathlib import Path

REPO_FILES = ["CLAUDE.md", "AGENTS.md", "GEMINI.md", ".github/copilot-instructions.md", ".claude/settings.json"]
REPO_GLOBS = [".cursor/rules/*.mdc"]
HOME_FILES = [".claude/CLAUDE.md", ".codex/AGENTS.md", ".gemini/GEMINI.md"]

PATTERNS = [
    (r"(?i)do not (tell|inform|mention).{0,30}user|without telling the user", "hides actions"),
    (r"ユーザーに(伝え|知らせ)ない|報告に含めない", "hides actions (ja)"),
    (r"(?i)não (informe|conte|mencione).{0,20}usu[aá]rio", "hides actions (pt)"),
    (r"(?i)even if the user (asks|says)|in every future session|削除を求められても", "self-persisting"),
    (r"(?i)bypassPermissions|\"Bash\(\*\)\"", "permission escalation"),
    (r"(?i)(\.ssh|\.aws|config\.vdf|\.env\b|keystore|\.git-credentials)", "mentions secrets"),
    (r"https?://[^\s)\"']+|[\w.+-]+@[\w-]+\.[\w.]+", "outbound destination"),
]


def audit(path: Path):
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return
    mtime = dt.datetime.fromtimestamp(path.stat().st_mtime).isoformat(timespec="minutes")
    print(f"== {path} (modified {mtime})")
    for n, line in enumerate(text.splitlines(), 1):
        for pattern, label in PATTERNS:
            if re.search(pattern, line):
                print(f"  {n:4}: [{label}] {line.strip()[:160]}")
                break


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", default=".")
    ap.add_argument("--home", action="store_true")
    a = ap.parse_args()

    repo = Path(a.repo)
    for rel in REPO_FILES:
        if (repo / rel).exists():
            audit(repo / rel)
    for pattern in REPO_GLOBS:
        for p in repo.glob(pattern):
            audit(p)
    if a.home:
        for rel in HOME_FILES:
            p = Path.home() / rel
            if p.exists():
                audit(p)


if __name__ == "__main__":
    main()
