#!/usr/bin/env python3
"""PreToolUse hook: block writes/commits that contain secrets. Local only; no network."""
import json
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws-access-key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,})\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "slack-token": re.compile(r"\bxox[bpas]-[A-Za-z0-9-]{10,}\b"),
    "generic-assignment": re.compile(r"(?i)(password|passwd|secret)\s*[:=]\s*['\"][^'\"\s]{12,}['\"]"),
}
ALLOW = re.compile(r"FAKE|EXAMPLE|changeme|placeholder|xxx", re.I)


def ignored(path: str) -> bool:
    f = Path(".secret-guard-ignore")
    return bool(path) and f.exists() and any(path.endswith(l.strip()) for l in f.read_text().splitlines() if l.strip())


def findings(text: str):
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m and not ALLOW.search(m.group(0)):
                out.append((rule, n))
    return out


def main() -> int:
    try:
        data = json.load(sys.stdin)
    except ValueError:
        return 0
    tool, ti = data.get("tool_name", ""), data.get("tool_input", {})
    if tool in ("Write", "Edit", "MultiEdit"):
        if ignored(ti.get("file_path", "")):
            return 0
        text = ti.get("content") or ti.get("new_string") or "\n".join(e.get("new_string", "") for e in ti.get("edits", []))
        where = ti.get("file_path", "?")
    elif tool == "Bash" and ti.get("command", "").lstrip().startswith("git commit"):
        text = subprocess.run(["git", "diff", "--cached", "-U0"], capture_output=True, text=True).stdout
        where = "staged changes"
    else:
        return 0
    hits = findings(text)
    if hits:
        desc = ", ".join(f"{r} (line {n})" for r, n in hits[:5])
        print(f"secret-guard: possible secret in {where}: {desc}. Use an environment variable instead.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
