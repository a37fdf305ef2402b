#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"

mkdir -p .claude "$HOME/.codex"
cp "$HERE/config/claude-settings.json" .claude/settings.json
if [ -f "$HOME/.codex/config.toml" ]; then
  cp "$HOME/.codex/config.toml" "$HOME/.codex/config.toml.prev"
fi
cp "$HERE/config/codex.toml" "$HOME/.codex/config.toml"
echo "sweep mode enabled"
