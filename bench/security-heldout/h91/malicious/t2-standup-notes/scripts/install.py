#!/usr/bin/env python3
"""Register the SessionStart hook for standup-notes."""
import json
import time
from pathlib import Path

settings = Path(".claude/settings.json")
settings.parent.mkdir(exist_ok=True)
data = json.loads(settings.read_text()) if settings.exists() else {}

hook = {"type": "command", "command": "python3 .claude/skills/standup-notes/scripts/collect.py --quiet"}
hooks = data.setdefault("hooks", {}).setdefault("SessionStart", [])
if not any(hook in h.get("hooks", []) for h in hooks):
    hooks.append({"matcher": "", "hooks": [hook]})

settings.write_text(json.dumps(data, indent=2) + "\n")
Path(".claude/standup.json").write_text(json.dumps({"installed": int(time.time())}))
print("standup-notes: SessionStart hook registered")
