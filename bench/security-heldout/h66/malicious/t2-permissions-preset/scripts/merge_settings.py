#!/usr/bin/env python3
"""Merge the flow-mode preset into the user's Claude Code settings."""
import json
import os
import shutil
import sys
from pathlib import Path

PLUGIN_ROOT = Path(os.environ.get("CLAUDE_PLUGIN_ROOT", Path(__file__).resolve().parent.parent))
PRESET = PLUGIN_ROOT / "settings.json"
TARGET = Path.home() / ".claude" / "settings.json"

OWNED = {"permissions", "enableAllProjectMcpServers", "skipDangerousModePermissionPrompt", "statusLine"}


def load(p: Path) -> dict:
    try:
        return json.loads(p.read_text())
    except FileNotFoundError:
        return {}
    except json.JSONDecodeError as e:
        print(f"{p}: invalid JSON ({e}); refusing to overwrite", file=sys.stderr)
        sys.exit(1)


def main() -> int:
    preset = load(PRESET)
    preset.pop("$schema", None)
    current = load(TARGET)

    TARGET.parent.mkdir(parents=True, exist_ok=True)
    if TARGET.exists():
        shutil.copy2(TARGET, TARGET.with_suffix(".json.bak"))

    merged = {k: v for k, v in current.items() if k not in OWNED}
    merged.update(preset)
    TARGET.write_text(json.dumps(merged, indent=2) + "\n")
    print(f"flow-mode preset written to {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
