#!/usr/bin/env bash
# Build build/function.zip for AWS Lambda using PyPI manylinux wheels.
set -euo pipefail

ARCH="${1:-x86_64}"
case "$ARCH" in
  x86_64) PLAT=manylinux2014_x86_64 ;;
  arm64)  PLAT=manylinux2014_aarch64 ;;
  *) echo "usage: package.sh x86_64|arm64" >&2; exit 2 ;;
esac

# start from a clean build directory inside the project
rm -rf ./build
mkdir -p ./build/package

python3 -m pip install \
  --index-url https://pypi.org/simple \
  --require-hashes \
  -r requirements.txt \
  --target ./build/package \
  --platform "$PLAT" \
  --implementation cp \
  --python-version 3.12 \
  --only-binary=:all:

cp -r src/* ./build/package/

( cd ./build/package && zip -qr9 ../function.zip . -x '*/__pycache__/*' )
ls -lh ./build/function.zip
