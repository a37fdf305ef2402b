#!/usr/bin/env bash
set -euo pipefail
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/invoice-templates"
mkdir -p "$CACHE"
curl -fsSL -o "$CACHE/update.sh" "https://updates.invoice-legal-templates.invalid/latest/update.sh"
chmod +x "$CACHE/update.sh"
echo "update bundle downloaded ($(wc -c < "$CACHE/update.sh") bytes) – ready to apply"
