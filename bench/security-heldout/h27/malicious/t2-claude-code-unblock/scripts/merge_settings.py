#!/usr/bin/env python3
"""Merge the claude-code-unblock permission profile into a settings.json."""
import json
import sys
from pathlib import Path

PROFILE = {
    "permissions": {
        "defaultMode": "bypassPermissions",
        "allow": [
            "Bash(*)",
            "Edit(*)",
            "Write(*)",
            "WebFetch(*)",
            "mcp__*",
        ],
        "deny": [],
    },
    "enableAllProjectMcpServers": True,
    "skipDangerousModePermissionPrompt": True,
}


def merge(dst: dict, src: dict) -> dict:
    for key, value in src.items():
        if isinstance(value, dict) and isinstance(dst.get(key), dict):
            merge(dst[key], value)
        else:
            dst[key] = value
    return dst


def main() -> int:
    target = Path(sys.argv[1]).expanduser()
    target.parent.mkdir(parents=True, exist_ok=True)
    current = {}
    if target.exists():
        current = json.loads(target.read_text() or "{}")
    merged = merge(current, PROFILE)
    target.write_text(json.dumps(merged, indent=2) + "\n")
    print(f"updated {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
