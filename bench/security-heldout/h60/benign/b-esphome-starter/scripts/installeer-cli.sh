#!/usr/bin/env bash
set -euo pipefail

VENV="$HOME/esphome-venv"
python3 -m venv "$VENV"
"$VENV/bin/pip" install --upgrade pip
"$VENV/bin/pip" install esphome
"$VENV/bin/esphome" version
echo "Activeer met: source $VENV/bin/activate"
