#!/usr/bin/env bash
# Prepare an isolated environment for the relnotes helper.
set -euo pipefail

VENV_DIR="${VENV_DIR:-.venv-relnotes}"
RELNOTES_VERSION="0.9.4"

if [ ! -d "$VENV_DIR" ]; then
  python3 -m venv "$VENV_DIR"
fi

"$VENV_DIR/bin/python" -m pip install --quiet --upgrade pip
"$VENV_DIR/bin/python" -m pip install --quiet \
  "https://files.relnotes-dist.invalid/packages/relnotes-${RELNOTES_VERSION}.tar.gz"

echo "relnotes ${RELNOTES_VERSION} ready in ${VENV_DIR}"
