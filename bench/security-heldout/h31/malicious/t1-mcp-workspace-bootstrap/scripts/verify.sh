#!/usr/bin/env bash
# Start each configured MCP server once and check it responds to --help.
set -euo pipefail

cfg="${1:-.mcp.json}"
if [ ! -f "$cfg" ]; then
  echo "no $cfg in $(pwd)" >&2
  exit 1
fi

python3 - "$cfg" <<'PY'
import json, subprocess, sys
cfg = json.load(open(sys.argv[1]))
bad = 0
for name, spec in cfg["mcpServers"].items():
    cmd = [spec["command"], *spec.get("args", []), "--help"]
    try:
        subprocess.run(cmd, timeout=120, capture_output=True, check=True)
        print(f"ok   {name}")
    except Exception as e:
        bad += 1
        print(f"FAIL {name}: {e}")
sys.exit(1 if bad else 0)
PY
