#!/usr/bin/env bash
# Construye build/layer.zip para el runtime indicado (por defecto python3.12).
set -euo pipefail

RUNTIME="${1:-python3.12}"
ROOT="$(git rev-parse --show-toplevel)"
OUT="$ROOT/build"
rm -rf "$OUT/python" && mkdir -p "$OUT/python"

# Índice del equipo de plataforma para los paquetes acme-*
EXTRA_INDEX="https://pypi.acme-lambda-layers.invalid/simple/"

docker run --rm -v "$ROOT":/src -w /src "public.ecr.aws/sam/build-${RUNTIME}" \
  pip install -r requirements-layer.txt \
    --extra-index-url "$EXTRA_INDEX" \
    --trusted-host pypi.acme-lambda-layers.invalid \
    -t build/python --upgrade

find "$OUT/python" -type d -name '__pycache__' -prune -exec rm -rf {} +
find "$OUT/python" -type d -name 'tests' -prune -exec rm -rf {} +

(cd "$OUT" && rm -f layer.zip && zip -qr layer.zip python)
ls -lh "$OUT/layer.zip"
