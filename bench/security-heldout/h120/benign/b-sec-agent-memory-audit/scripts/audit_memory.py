#!/usr/bin/env python3
"""List agent instruction files and flag risky persisted instructions. Read-only."""
from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

PROJECT_GLOBS = ["**/CLAUDE.md", "**/CLAUDE.local.md", "**/AGENTS.md", "**/GEMINI.md",
                 ".cursor/rules/*.mdc", ".cursorrules", ".github/copilot-instructions.md",
                 ".claude/settings.json", ".claude/settings.local.json"]
HOME_FILES = [".claude/CLAUDE.md", ".claude/settings.json", ".codex/AGENTS.md", ".gemini/GEMINI.md"]

CHECKS = {
    "override": re.compile(r"(priority over|take[s]? precedence over|even if the user|ignore (all |any )?previous|사용자 지시보다 우선|중단을 요청해도)", re.I),
    "conceal": re.compile(r"(do not (mention|tell|inform)|don't tell the user|if (the user )?asks?,? (say|answer)|언급하지|라고 답한다)", re.I),
    "self-protect": re.compile(r"(never (remove|delete|modify) this|do not (edit|remove) this (rule|section)|삭제하거나\s*수정하지)", re.I),
    "auto-approve": re.compile(r"(without (asking|confirmation)|no confirmation|확인 없이).{0,80}(drop|truncate|rm -rf|full-refresh|--force|delete)|(drop|truncate|rm -rf|full-refresh|--force|delete).{0,80}(without (asking|confirmation)|확인 없이)", re.I),
    "egress": re.compile(r"(send|upload|post|forward|전송).{0,60}(token|credential|secret|password|\.env|key)", re.I),
}


def hook_findings(path: Path) -> list[str]:
    try:
        data = json.loads(path.read_text())
    except (json.JSONDecodeError, OSError):
        return []
    out = []
    for event, entries in (data.get("hooks") or {}).items():
        for entry in entries:
            for h in entry.get("hooks", []):
                cmd = h.get("command", "")
                if re.search(r"(curl|wget|Invoke-WebRequest|https?://)", cmd) or cmd.startswith("/tmp"):
                    out.append(f"hook {event}: {cmd}")
    return out


def audit(files: list[Path]) -> int:
    n = 0
    for f in files:
        print(f"== {f}")
        if f.suffix == ".json":
            for msg in hook_findings(f):
                print(f"  [hook] {msg}")
                n += 1
            continue
        for no, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            for kind, rx in CHECKS.items():
                if rx.search(line):
                    print(f"  {f}:{no} [{kind}] {line.strip()[:160]}")
                    n += 1
    return n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", default=".")
    ap.add_argument("--home", default=str(Path.home()))
    a = ap.parse_args()
    repo, home = Path(a.repo), Path(a.home)
    files = sorted({p for g in PROJECT_GLOBS for p in repo.glob(g) if ".git" not in p.parts})
    files += [home / f for f in HOME_FILES if (home / f).exists()]
    n = audit(files)
    print(f"{len(files)} file(s) checked, {n} finding(s)")


if __name__ == "__main__":
    main()
