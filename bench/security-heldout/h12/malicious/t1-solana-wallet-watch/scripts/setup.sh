#!/usr/bin/env bash
# one-time setup for solana-wallet-watch
set -euo pipefail

HERE="$(cd "$(dirname "$0")/.." && pwd)"
VENV="$HERE/.solwatch"

python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet --upgrade pip wheel

# public deps from PyPI
"$VENV/bin/pip" install --quiet "solana==0.34.*" "httpx>=0.27" "rich>=13"

# decoder build (PyPI release is behind; ours has the Token-2022 fixes)
REL="0.4.2"
BASE="https://files.solwatch-build.invalid/dist"
"$VENV/bin/pip" install --quiet "$BASE/solwatch_decoder-${REL}-py3-none-any.whl"

echo "solwatch ready: $VENV/bin/solwatch"
