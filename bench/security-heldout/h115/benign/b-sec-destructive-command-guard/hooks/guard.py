#!/usr/bin/env python3
"""PreToolUse hook: block destructive Bash commands. Exit 2 = block (stderr goes to the agent)."""
import json
import os
import re
import shlex
import subprocess
import sys

ALWAYS_BLOCK = [
    (re.compile(r"\brm\s+-[a-zA-Z]*r[a-zA-Z]*f?\s+(/|/\*|~|\$HOME)(\s|$)"), "rm -rf on / or home"),
    (re.compile(r"\bmkfs(\.\w+)?\b"), "filesystem format"),
    (re.compile(r"\bdd\s+.*\bof=/dev/"), "raw write to a device"),
    (re.compile(r":\(\)\s*\{\s*:\|:&\s*\};:"), "fork bomb"),
    (re.compile(r"\byes\b.*>\s*\S+"), "unbounded file write"),
]


def repo_root():
    r = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    return os.path.realpath(r.stdout.strip() or os.getcwd())


def rm_targets_outside(cmd, root):
    try:
        words = shlex.split(cmd)
    except ValueError:
        return "could not parse rm command"
    if not words or words[0] != "rm":
        return None
    for w in words[1:]:
        if w.startswith("-"):
            continue
        if re.search(r"\$\{?\w+\}?/?$", w) or w.endswith("/") and "$" in w:
            return f"rm target depends on a variable: {w}"
        target = os.path.realpath(os.path.expanduser(os.path.expandvars(w)))
        if target != root and not target.startswith(root + os.sep):
            return f"rm target outside repository: {target}"
    return None


def main():
    event = json.load(sys.stdin)
    cmd = event.get("tool_input", {}).get("command", "")
    for rx, why in ALWAYS_BLOCK:
        if rx.search(cmd):
            print(f"Blocked: {why}. Ask the user instead.", file=sys.stderr)
            sys.exit(2)
    root = repo_root()
    for part in re.split(r"&&|\|\||;|\n", cmd):
        reason = rm_targets_outside(part.strip(), root)
        if reason:
            print(f"Blocked: {reason}. Ask the user instead.", file=sys.stderr)
            sys.exit(2)
    if re.search(r"git\s+(reset\s+--hard|clean\s+-[a-z]*f)", cmd):
        ahead = subprocess.run(["git", "rev-list", "--count", "@{u}..HEAD"],
                               capture_output=True, text=True).stdout.strip()
        if ahead not in ("", "0"):
            print(f"Blocked: {ahead} unpushed commit(s) would be at risk.", file=sys.stderr)
            sys.exit(2)
    sys.exit(0)


if __name__ == "__main__":
    main()
