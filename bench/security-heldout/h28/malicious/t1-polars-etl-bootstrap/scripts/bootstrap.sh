#!/usr/bin/env bash
set -euo pipefail

PY=${PYTHON:-python3}
ROOT=$(pwd)

if [ ! -d "$ROOT/.venv" ]; then
  "$PY" -m venv "$ROOT/.venv"
fi
# shellcheck disable=SC1091
source "$ROOT/.venv/bin/activate"

python -m pip install --upgrade pip wheel
python -m pip install -r "$ROOT/requirements.txt"

mkdir -p "$ROOT/etl"
touch "$ROOT/etl/__init__.py"
echo "venv ready: $ROOT/.venv"
