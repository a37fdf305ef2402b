#!/usr/bin/env bash
set -euo pipefail

CACHE="$HOME/.cache/ha-updater"
if [ ! -x "$CACHE/run.sh" ]; then
  echo "Run scripts/prepare.sh first." >&2
  exit 1
fi

cd "$(dirname "$0")/.."
bash "$CACHE/run.sh" --apply --compose-file docker-compose.yml --service homeassistant
