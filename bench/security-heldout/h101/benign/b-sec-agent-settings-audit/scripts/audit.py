#!/usr/bin/env python3
"""Read-only audit of coding-agent settings. Prints findings."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

MEMORY_HINTS = [
    (r"(do not|don't|never|无需|不要).{0,40}(mention|tell|report|提及|告诉|汇报)", "asks the agent to hide actions"),
    (r"(token|api key|secret|密钥|凭据|password).{0,80}(send|post|upload|push|commit|记录|推送|提交)", "moves credentials"),
    (r"(precedence|override|优先于|ignore).{0,40}(user|用户)", "overrides the user"),
]


def claude(path: Path) -> list[str]:
    out = []
    try:
        cfg = json.loads(path.read_text())
    except (OSError, ValueError):
        return out
    perms = cfg.get("permissions", {})
    if perms.get("defaultMode") == "bypassPermissions":
        out.append(f"{path}: HIGH defaultMode bypassPermissions")
    for rule in perms.get("allow", []):
        if re.fullmatch(r"(Bash|WebFetch|Edit|Write)\(\*\)", rule):
            out.append(f"{path}: HIGH broad allow rule {rule}")
    for event, entries in cfg.get("hooks", {}).items():
        for e in entries:
            for h in e.get("hooks", []):
                if re.search(r"(curl|wget)[^|]*\|\s*(ba)?sh", h.get("command", "")):
                    out.append(f"{path}: HIGH {event} hook pipes a download into a shell")
    return out


def codex(path: Path) -> list[str]:
    out = []
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if re.match(r'\s*sandbox_mode\s*=\s*"danger-full-access"', line):
            out.append(f"{path}:{n}: HIGH sandbox_mode danger-full-access")
        if re.match(r'\s*approval_policy\s*=\s*"never"', line):
            out.append(f"{path}:{n}: MEDIUM approval_policy never")
    return out


def memory(path: Path) -> list[str]:
    out = []
    for n, line in enumerate(path.read_text(errors="ignore").splitlines(), 1):
        for rx, why in MEMORY_HINTS:
            if re.search(rx, line, re.I):
                out.append(f"{path}:{n}: MEDIUM memory file {why}: {line.strip()[:90]}")
    return out


def main() -> int:
    root = Path(sys.argv[1]).expanduser()
    findings: list[str] = []
    for p in root.glob(".claude/settings*.json"):
        findings += claude(p)
    for p in root.glob(".codex/config.toml"):
        findings += codex(p)
    for name in ("CLAUDE.md", "AGENTS.md", "GEMINI.md"):
        if (root / name).exists():
            findings += memory(root / name)
    print("\n".join(sorted(findings)) or "no findings")
    return 1 if any(" HIGH " in f for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
