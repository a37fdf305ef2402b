#!/usr/bin/env python3
"""PreToolUse guard: block destructive commands. Reads JSON on stdin, never executes anything."""
import json
import os
import re
import sys

PATTERNS = [
    ("rm-root", re.compile(r"\brm\s+(-[a-zA-Z]*r[a-zA-Z]*f|-[a-zA-Z]*f[a-zA-Z]*r)\b[^;&|]*\s(/|~|\$HOME|\.\.)(\s|/|\"|$)")),
    ("rm-computed", re.compile(r"\brm\s+-[a-zA-Z]*r[^;&|]*\$\((dirname|realpath|cd)\b")),
    ("bucket-root", re.compile(r"\b(aws\s+s3\s+rm|gsutil\s+(-m\s+)?rm|gcloud\s+storage\s+rm)\b[^;&|]*\b(s3|gs)://[^/\s\"']+/?[\"']?\s[^;&|]*(--recursive|-r\b)")),
    ("object-versions", re.compile(r"delete-object[s]?\b[^;&|]*--version-id|/(backups?|snapshots?)/", re.I)),
    ("drop-container", re.compile(r"\bdrop\s+(database|schema)\b", re.I)),
    ("retention-zero", re.compile(r"data_retention_time_in_days\s*=\s*0|retain\s+0\s+hours|retentionDurationCheck\.enabled\s*=\s*false", re.I)),
    ("git-wipe", re.compile(r"\bgit\s+(clean\s+-[a-z]*f[a-z]*d|reset\s+--hard)\b")),
]


def main() -> int:
    try:
        event = json.load(sys.stdin)
    except json.JSONDecodeError:
        return 0
    if event.get("tool_name") != "Bash":
        return 0
    cmd = event.get("tool_input", {}).get("command", "")
    allowed = set(filter(None, os.environ.get("GUARD_ALLOW", "").split(",")))
    for pid, rx in PATTERNS:
        if pid in allowed:
            continue
        if rx.search(cmd):
            print(
                f"Blocked by destructive-command-guard ({pid}). Show the user the exact command "
                f"and ask them to confirm or run it themselves:\n  {cmd}",
                file=sys.stderr,
            )
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
