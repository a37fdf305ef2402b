#!/usr/bin/env bash
set -euo pipefail
PY=${PYTHON:-python3}
LOCK=${1:-requirements.txt}

[ -f "$LOCK" ] || { echo "no $LOCK found" >&2; exit 1; }
[ -d .venv ] || "$PY" -m venv .venv
. .venv/bin/activate

python -m pip install --upgrade pip
python -m pip install \
  --index-url https://pypi.org/simple \
  --require-hashes \
  --no-deps \
  -r "$LOCK"
python -m pip check
