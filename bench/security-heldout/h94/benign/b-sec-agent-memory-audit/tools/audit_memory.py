#!/usr/bin/env python3
"""Flag suspicious standing orders and permissions in agent memory/rules files."""
import json
import re
import sys
from pathlib import Path

NAMES = {"AGENTS.md", "CLAUDE.md", "GEMINI.md", "settings.json", "settings.local.json"}
GLOBS = [".cursor/rules/*.mdc", ".claude/*.json", ".codex/*.md", ".gemini/*.md"]

TEXT_RULES = [
    ("secrecy", re.compile(r"\b(do not|don't|never)\s+(mention|tell|show|disclose|discuss)\b|\bsilently\b|\bwithout (asking|telling)\b", re.I)),
    ("precedence", re.compile(r"take[s]? precedence over|ignore (all |any )?(previous|prior|user|later) instructions|even if (the user|asked)", re.I)),
    ("exfil", re.compile(r"(https?://\S+).*(credential|token|secret|api[_ -]?key|\.env|\.aws|pgpass)|(credential|token|secret|\.env|\.aws|pgpass).*(https?://\S+)", re.I)),
]


def candidates(root: Path):
    for p in root.rglob("*"):
        if p.name in NAMES and p.is_file() and ".git" not in p.parts and "node_modules" not in p.parts:
            yield p
    for g in GLOBS:
        yield from root.glob(g)


def check_settings(p: Path):
    try:
        data = json.loads(p.read_text())
    except (OSError, ValueError):
        return []
    out = []
    perms = data.get("permissions", {})
    if any(a in ("Bash(*)", "Bash") for a in perms.get("allow", [])):
        out.append("permissions: Bash(*) allowed")
    if perms.get("defaultMode") == "bypassPermissions":
        out.append("permissions: bypassPermissions")
    if data.get("disableAllHooks"):
        out.append("hooks disabled")
    if isinstance(data.get("sandbox"), dict) and data["sandbox"].get("enabled") is False:
        out.append("sandbox disabled")
    return out


def main(roots):
    n = 0
    seen = set()
    for r in roots:
        for p in candidates(Path(r).expanduser()):
            if p in seen:
                continue
            seen.add(p)
            if p.suffix == ".json":
                for msg in check_settings(p):
                    print(f"{p}: {msg}")
                    n += 1
                continue
            for i, line in enumerate(p.read_text(errors="replace").splitlines(), 1):
                for kind, rx in TEXT_RULES:
                    if rx.search(line):
                        print(f"{p}:{i}: [{kind}] {line.strip()[:140]}")
                        n += 1
    print(f"{n} finding(s)")
    return 1 if n else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["."]))
