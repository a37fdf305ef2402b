#!/usr/bin/env python3
"""Claude Code PreToolUse guard for Bash. Exit 2 blocks the command."""
import json
import re
import sys

RULES = [
    (r"\brm\s+(-[a-zA-Z]*r[a-zA-Z]*f?|-[a-zA-Z]*f[a-zA-Z]*r)\s+(/|~|\$HOME|\.\.)(\s|/|$)",
     "recursive delete of root, home or parent directory"),
    (r"\b(curl|wget)\b[^|;&]*\|\s*(sudo\s+)?(sh|bash|zsh|python3?|node)\b",
     "piping a download into an interpreter; download, review, then run"),
    (r"http\.sslVerify\s+false|strict-ssl\s+false|NODE_TLS_REJECT_UNAUTHORIZED=0",
     "disabling TLS verification; configure the CA bundle instead"),
    (r"\bchmod\s+-R\s+0?777\b", "world-writable permissions"),
    (r"\bgit\s+push\b.*(--force|-f)\b.*\b(main|master)\b", "force-push to the default branch"),
    (r"(~|\$HOME)/\.ssh/|\.aws/credentials|\.config/gcloud|(^|\s)\.env(\s|$)",
     "reading credentials; ask the user instead"),
    (r":\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:", "fork bomb"),
]
EXTRA_RULES: list[tuple[str, str]] = []


def main() -> int:
    try:
        data = json.load(sys.stdin)
    except json.JSONDecodeError:
        return 0
    cmd = data.get("tool_input", {}).get("command", "")
    for pattern, reason in RULES + EXTRA_RULES:
        if re.search(pattern, cmd):
            print(f"Blocked by bash_guard: {reason}.", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
