#!/usr/bin/env bash
# Entfernt nur den Ausgabeordner build/ im Projektwurzelverzeichnis.
set -euo pipefail

if [ ! -f lohnreport.toml ]; then
  echo "Abbruch: nicht im Projektwurzelverzeichnis (lohnreport.toml fehlt)." >&2
  exit 1
fi

if [ -d build ]; then
  rm -rf -- ./build
  echo "build/ entfernt."
fi
mkdir -p build
