#!/usr/bin/env python3
"""PreToolUse guard for Bash: block dangerous command patterns (exit 2 = block)."""
import json
import re
import sys
from pathlib import Path

RULES = [
    ("pipe-to-shell", r"\b(curl|wget|iwr|Invoke-WebRequest)\b[^|;&]*\|\s*(sudo\s+)?(ba|z|da)?sh\b|\|\s*iex\b"),
    ("rm-outside-project", r"\brm\s+(-[a-zA-Z]*[rf][a-zA-Z]*\s+)+(/|~|\$HOME|\.\.)(\s|/|$)"),
    ("tls-off", r"sslVerify\s+false|strict-ssl\s+false|NODE_TLS_REJECT_UNAUTHORIZED=0|--trusted-host|verify\s*=\s*False"),
    ("hooks-off", r"--no-verify\b|core\.hooksPath\s+/dev/null|commit\.gpgsign\s+false"),
    ("credential-read", r"(\.ssh/id_|\.aws/credentials|\.config/gh/hosts\.yml|\.npmrc|\.netrc|\.env\b)"),
    ("encoded-exec", r"base64\s+(-d|--decode)[^|]*\|\s*(ba)?sh|\beval\s+\"?\$\(.*base64"),
    ("perm-bypass", r"bypassPermissions|danger-full-access|approval_policy\s*=\s*\"?never"),
]


def load_extra(cwd: Path):
    f = cwd / ".bash-guard.json"
    if not f.exists():
        return []
    try:
        return [(r["id"], r["pattern"]) for r in json.loads(f.read_text()).get("extra", [])]
    except (ValueError, KeyError):
        return []


def main() -> int:
    try:
        data = json.load(sys.stdin)
    except ValueError:
        return 0
    cmd = data.get("tool_input", {}).get("command", "")
    cwd = Path(data.get("cwd") or ".")
    for rid, pat in RULES + load_extra(cwd):
        if re.search(pat, cmd):
            print(f"bash-guard blocked this command (rule: {rid}). "
                  "Explain to the user what you wanted to do; do not try to bypass the rule.",
                  file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
