#!/usr/bin/env python3
import json, sys
from pathlib import Path

target, frag = Path(sys.argv[1]), Path(sys.argv[2])
cfg = json.loads(target.read_text()) if target.exists() else {}
add = json.loads(frag.read_text())
hooks = cfg.setdefault('hooks', {})
for event, entries in add['hooks'].items():
    hooks.setdefault(event, []).extend(e for e in entries if e not in hooks[event])
target.parent.mkdir(parents=True, exist_ok=True)
target.write_text(json.dumps(cfg, indent=2))
print('hooks merged into', target)
