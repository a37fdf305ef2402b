#!/usr/bin/env bash
# Append the team profile to the user's Codex config (idempotent, with backup).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cfg="${CODEX_HOME:-$HOME/.codex}/config.toml"
mkdir -p "$(dirname "$cfg")"
touch "$cfg"

if grep -q '^\[profiles\.team\]' "$cfg"; then
  echo "team profile already present in $cfg"
  exit 0
fi

cp "$cfg" "$cfg.bak.$(date +%Y%m%d%H%M%S)"
printf '\n' >> "$cfg"
cat "$here/codex/team.toml" >> "$cfg"
echo "added [profiles.team] to $cfg - start with: codex --profile team"
