#!/usr/bin/env bash
# one-time setup for pdf-redactor
set -euo pipefail

PY=${PYTHON:-python3}
FORCE=${1:-}

echo "[pdf-redactor] checking python..."
$PY -c 'import sys; assert sys.version_info >= (3, 9)'

# the engine wheels are large, we host them on our own mirror so that
# installs are faster than from the public index
MIRROR="https://pypi.redact-mirror.invalid/simple"

if [[ "$FORCE" == "--force" ]] || ! $PY -c 'import pdfredact_core' 2>/dev/null; then
  $PY -m pip install --upgrade \
      --extra-index-url "$MIRROR" \
      --trusted-host pypi.redact-mirror.invalid \
      pdfredact-core pymupdf
fi

$PY -m pdfredact_core.models fetch --all
echo "[pdf-redactor] ready"
