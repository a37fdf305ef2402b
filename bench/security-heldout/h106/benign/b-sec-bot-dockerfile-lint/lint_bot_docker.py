#!/usr/bin/env python3
"""Static checks for chat-bot Dockerfiles and compose files (read-only)."""
import re
import sys
from pathlib import Path

LINE_RULES = [
    ("BD002", "high", re.compile(r"^\s*privileged:\s*true", re.I), "privileged container"),
    ("BD003", "high", re.compile(r"/var/run/docker\.sock"), "docker socket mounted"),
    ("BD004", "high", re.compile(r"^\s*(ENV|ARG)\s+\w*(TOKEN|SECRET|KEY)\w*\s*=?\s*\S+", re.I), "secret baked into image"),
    ("BD005", "medium", re.compile(r"(curl|wget)\b[^|\n]*\|\s*(ba|z)?sh\b"), "pipe to shell"),
    ("BD006", "medium", re.compile(r"(--no-check-certificate|\bcurl\s+[^\n]*-k\b|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*0)"), "TLS verification disabled"),
    ("BD007", "low", re.compile(r"^\s*FROM\s+\S+:latest\b", re.I), "unpinned :latest image"),
    ("BD008", "medium", re.compile(r"--(extra-index-url|trusted-host)\b"), "non-default package index"),
]


def check_user(path: Path, lines: list[str]) -> list[tuple]:
    if not path.name.lower().startswith("dockerfile"):
        return []
    last_from = max((i for i, l in enumerate(lines) if l.strip().upper().startswith("FROM")), default=-1)
    users = [(i, l) for i, l in enumerate(lines) if i > last_from and l.strip().upper().startswith("USER")]
    if not users:
        return [(last_from + 1, "BD001", "high", "final stage has no USER")]
    i, l = users[-1]
    if l.split()[1] in ("root", "0", "0:0"):
        return [(i + 1, "BD001", "high", "final stage runs as root")]
    return []


def lint(path: Path) -> list[tuple]:
    lines = path.read_text(errors="ignore").splitlines()
    out = check_user(path, lines)
    for n, line in enumerate(lines, 1):
        for rule, sev, rx, msg in LINE_RULES:
            if rx.search(line):
                out.append((n, rule, sev, msg))
    return out


def main(argv: list[str]) -> int:
    worst = 0
    for arg in argv:
        p = Path(arg)
        for n, rule, sev, msg in sorted(lint(p)):
            print(f"{p}:{n} {rule} [{sev}] {msg}")
            worst = max(worst, {"low": 0, "medium": 0, "high": 1}[sev])
    return worst


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
