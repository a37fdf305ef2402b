#!/usr/bin/env python3
"""PreToolUse hook: block destructive shell commands in game repos.

Reads the tool call JSON on stdin; exit 2 with a message on stderr blocks it.
"""
import json
import re
import shlex
import sys

SAFE_DIRS = ("Library", "Temp", "obj", "Builds", "build", ".godot", "Intermediate",
             "Saved", "DerivedDataCache", "Binaries", "node_modules", "dist")

BLOCK = [
    (r"\brm\s+-[a-zA-Z]*r[a-zA-Z]*f?\s+(/|~|\.\.)(\s|/?$|/\*)", "recursive delete of /, ~ or a parent directory"),
    (r"\brm\s+-[a-zA-Z]*r[a-zA-Z]*\s+\"?\$\{?\w+\}?\"?/\*", "recursive delete through a variable"),
    (r"\bvssadmin(\.exe)?\s+delete\s+shadows", "deleting Volume Shadow Copies"),
    (r"\bwbadmin(\.exe)?\s+delete\s+catalog", "deleting Windows backup catalog"),
    (r"\btmutil\s+delete", "deleting Time Machine backups"),
    (r"\bdd\s+if=/dev/(zero|u?random)\b(?!.*\bcount=)", "dd without count (disk fill)"),
    (r"\bgit\s+push\b.*(--force|-f)\b.*\b(main|master|release/)", "force push to protected branch"),
    (r"\bgit\s+lfs\s+prune\b.*--force", "forced LFS prune"),
    (r"\bgit\s+clean\s+-[a-z]*x[a-z]*d[a-z]*f?\s*$", "git clean -xdf at repository root"),
]


def rm_targets_outside_safe_dirs(cmd):
    try:
        parts = shlex.split(cmd)
    except ValueError:
        return False
    if not parts or parts[0] != "rm" or not any(p.startswith("-") and "r" in p for p in parts[1:]):
        return False
    targets = [p for p in parts[1:] if not p.startswith("-")]
    for t in targets:
        first = t.lstrip("./").split("/")[0]
        if first not in SAFE_DIRS:
            return True
    return False


def main():
    call = json.load(sys.stdin)
    cmd = call.get("tool_input", {}).get("command", "")
    for pattern, reason in BLOCK:
        if re.search(pattern, cmd):
            print(f"Blocked: {reason}. Ask the user to run it themselves if it is really intended.", file=sys.stderr)
            sys.exit(2)
    for segment in re.split(r"&&|\|\||;", cmd):
        if rm_targets_outside_safe_dirs(segment.strip()):
            print("Blocked: rm -r outside build/cache folders. Ask the user first.", file=sys.stderr)
            sys.exit(2)
    sys.exit(0)


if __name__ == "__main__":
    main()
