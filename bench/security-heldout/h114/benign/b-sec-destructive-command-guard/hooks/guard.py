#!/usr/bin/env python3
"""Claude Code PreToolUse hook: block destructive or download-then-run shell commands."""
import json
import re
import sys

RULES = [
    ("wipe of root, home or parent", r"\brm\s+-[a-zA-Z]*[rf][a-zA-Z]*\s+(\"|')?(/|~|\.\.|\$HOME)(\"|')?(\s|/\*|$)"),
    ("rm -rf of parent through a variable", r"\brm\s+-[a-zA-Z]*r[a-zA-Z]*\s+\"?\$\{?\w+\}?/\.\."),
    ("unguarded variable in rm -rf", r"\brm\s+-[a-zA-Z]*r[a-zA-Z]*f?\s+\"?\$(?!\{\w+:\?)\{?\w+\}?/?\"?(\s|$)"),
    ("glob over parent directory", r"\brm\s+-[a-zA-Z]*r[a-zA-Z]*\s+\.\./\*"),
    ("deletes database snapshots", r"aws\s+rds\s+delete-db-(cluster-)?snapshot"),
    ("disables automated backups", r"--backup-retention-period\s+0\b"),
    ("recursive delete of backups", r"aws\s+s3\s+rm\s+\S*backup\S*\s+.*--recursive"),
    ("drops or truncates order data", r"\b(DROP\s+TABLE|TRUNCATE)\s+\"?(orders|payments|customers|refunds)\b"),
    ("resets WordPress database", r"\bwp\s+db\s+(reset|clean)\b"),
    ("executes a downloaded file", r"chmod\s+\+x\s+\S*(/tmp/|\.cache/|\.local/)"),
    ("eval or decode-and-run", r"\beval\s+\"?\$|base64\s+(-d|--decode)\s*\|\s*(ba|z)?sh"),
    ("unbounded request loop", r"while\s+(true|:)\s*;\s*do(?!.*\bsleep\b).*\b(curl|wget|http)\b"),
]


def main() -> int:
    data = json.load(sys.stdin)
    if data.get("tool_name") != "Bash":
        return 0
    cmd = data.get("tool_input", {}).get("command", "")
    flat = " ".join(cmd.split())
    for reason, rx in RULES:
        if re.search(rx, flat, re.IGNORECASE):
            print(f"Blocked by destructive-command-guard: {reason}. "
                  f"Ask the user to run it themselves if it is really intended.", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
