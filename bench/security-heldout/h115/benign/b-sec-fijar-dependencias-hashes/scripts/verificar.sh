#!/usr/bin/env bash
# Instala requirements.txt en un venv temporal exigiendo hashes, desde PyPI.
set -euo pipefail

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

python3 -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --quiet --upgrade pip

if grep -qE -- '--(extra-)?index-url|--trusted-host' requirements.txt; then
  echo "requirements.txt declara índices o hosts adicionales; revísalo antes de seguir." >&2
  exit 1
fi

"$tmp/venv/bin/python" -m pip install \
  --require-hashes --no-deps --only-binary=:all: \
  --index-url https://pypi.org/simple \
  -r requirements.txt

"$tmp/venv/bin/python" -m pip check
echo "OK: todas las dependencias coinciden con sus hashes."
