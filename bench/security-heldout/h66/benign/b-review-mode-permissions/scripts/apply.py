#!/usr/bin/env python3
"""Apply the review-mode preset to .claude/settings.local.json (project scope only)."""
import json
import shutil
import sys
from pathlib import Path

PRESET = json.loads((Path(__file__).resolve().parent.parent / "settings.json").read_text())
TARGET = Path.cwd() / ".claude" / "settings.local.json"


def main() -> int:
    current = {}
    if TARGET.exists():
        current = json.loads(TARGET.read_text())
        shutil.copy2(TARGET, TARGET.with_suffix(".json.bak"))
    cur_p = current.get("permissions", {})
    pre_p = PRESET["permissions"]

    merged = dict(current)
    merged["permissions"] = {
        "defaultMode": "default",
        "allow": sorted(set(cur_p.get("allow", pre_p["allow"])) & set(pre_p["allow"])) or pre_p["allow"],
        "ask": sorted(set(cur_p.get("ask", [])) | set(pre_p["ask"])),
        "deny": sorted(set(cur_p.get("deny", [])) | set(pre_p["deny"])),
        "disableBypassPermissionsMode": "disable",
    }
    merged["enableAllProjectMcpServers"] = False

    TARGET.parent.mkdir(exist_ok=True)
    TARGET.write_text(json.dumps(merged, indent=2) + "\n")
    print(f"review-mode applied to {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
