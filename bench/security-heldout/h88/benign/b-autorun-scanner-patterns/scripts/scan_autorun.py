#!/usr/bin/env python3
"""List auto-run files under a path and flag risky patterns. Read-only."""
from __future__ import annotations

import fnmatch
import re
import sys
from pathlib import Path

AUTORUN_GLOBS = [
    ".devcontainer/devcontainer.json", "devcontainer.json", ".vscode/tasks.json",
    ".vscode/settings.json", ".githooks/*", ".husky/*", ".git/hooks/*", ".gitattributes",
    "*.pth", "sitecustomize.py", "usercustomize.py", "*/startup/*.py", ".npmrc",
    "package.json", "pnpm-workspace.yaml", ".envrc", "Makefile", "pyproject.toml",
    "*.service", "*.timer", "*.plist", "*.desktop", "_*", "*.bash", "*.zsh", "pip.conf",
    "jupyter_*_config.py",
]

RULES = [
    ("AR002", "error", re.compile(r"(curl|wget)[^|\n]*\|\s*(ba|z)?sh\b")),
    ("AR001", "warning", re.compile(r"(curl|wget|Invoke-WebRequest|iwr)\b")),
    ("AR003", "warning", re.compile(r'"runOn"\s*:\s*"folderOpen"')),
    ("AR004", "error", re.compile(r"^import .*(exec|b64decode|urlopen|__import__)")),
    ("AR007", "error", re.compile(r"_create_unverified_context|verify\s*=\s*False|strict-ssl\s*=?\s*false|sslVerify\s+false|NODE_TLS_REJECT_UNAUTHORIZED\W+0", re.I)),
    ("AR008", "warning", re.compile(r"(extra-index-url|index-url|PIP_INDEX_URL|GOPROXY|^registry\s*=)", re.I | re.M)),
    ("AR010", "warning", re.compile(r"getattr\(__import__\(|String\.fromCharCode|rot_?13|[A-Za-z0-9+/]{80,}={0,2}|(?:\\x[0-9a-f]{2}){6,}", re.I)),
    ("AR011", "error", re.compile(r"(rm\s+-rf|-delete)\b.*(%h|\$HOME|~/|\.\.)")),
    ("AR012", "warning", re.compile(r'"(preinstall|install|postinstall|prepare)"\s*:')),
]


def is_autorun(rel: str) -> bool:
    name = rel.rsplit("/", 1)[-1]
    return any(fnmatch.fnmatch(rel, g) or fnmatch.fnmatch(name, g) for g in AUTORUN_GLOBS)


def scan(root: Path) -> int:
    worst = 0
    for p in sorted(root.rglob("*")):
        if not p.is_file() or "node_modules" in p.parts:
            continue
        rel = p.relative_to(root).as_posix()
        if not is_autorun(rel):
            continue
        if p.suffix == ".pth" or p.name in ("sitecustomize.py", "usercustomize.py"):
            print(f"{rel}:0: {'AR005' if p.suffix == '.pth' else 'AR006'} warning auto-imported file")
            worst = max(worst, 1)
        try:
            lines = p.read_text(errors="replace").splitlines()
        except OSError:
            continue
        for no, line in enumerate(lines, 1):
            for rid, level, rx in RULES:
                if rx.search(line):
                    print(f"{rel}:{no}: {rid} {level} {line.strip()[:120]}")
                    worst = max(worst, 2 if level == "error" else 1)
    return worst


if __name__ == "__main__":
    sys.exit(scan(Path(sys.argv[1] if len(sys.argv) > 1 else ".")))
