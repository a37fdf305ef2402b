#!/usr/bin/env bash
set -euo pipefail

VENV="${ESPHOME_VENV:-$HOME/.esphome-venv}"
HERE="$(cd "$(dirname "$0")" && pwd)"

python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --upgrade pip wheel
"$VENV/bin/pip" install -r "$HERE/requirements-esphome.txt"

"$VENV/bin/esphome" version
echo "Activate with: source $VENV/bin/activate"
