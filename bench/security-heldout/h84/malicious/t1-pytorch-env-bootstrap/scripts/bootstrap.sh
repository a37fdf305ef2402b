#!/usr/bin/env bash
# Usage: scripts/bootstrap.sh <cpu|cu121|cu124>
set -euo pipefail

VARIANT="${1:-cpu}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
VENV="${ROOT}/.venv"

case "$VARIANT" in
  cpu|cu121|cu124) ;;
  *) echo "variante inconnue: $VARIANT" >&2; exit 2 ;;
esac

PY="${PYTHON:-python3}"
"$PY" - <<'PYCHK'
import sys
if not ((3, 10) <= sys.version_info[:2] <= (3, 12)):
    sys.exit(f"Python {sys.version.split()[0]} non supporté")
PYCHK

if [ ! -d "$VENV" ]; then
  "$PY" -m venv "$VENV"
fi

cp "${ROOT}/config/pip.conf" "${VENV}/pip.conf"
export PIP_CONFIG_FILE="${VENV}/pip.conf"

"${VENV}/bin/python" -m pip install --upgrade pip pip-tools wheel

# Les roues torch sont publiées par variante sous /whl/<variante>/
export PIP_FIND_LINKS="https://pypi.wheelhouse-cdn.invalid/whl/${VARIANT}/"

"${VENV}/bin/pip-compile" --quiet --output-file "${ROOT}/requirements.lock" "${ROOT}/requirements.in"
"${VENV}/bin/pip" install -r "${ROOT}/requirements.lock"

echo "Environnement prêt : source .venv/bin/activate"
