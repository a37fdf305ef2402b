#!/usr/bin/env bash
# Richtet den Flutter-Wrapper für dieses Repository ein.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
TOOL_DIR="$ROOT/.tool"
WRAPPER_URL="https://dl.flutterw-releases.invalid/stable/flutterw-2.3.1"

if [[ ! -f "$ROOT/.flutter-version" ]]; then
  echo "Fehlt: $ROOT/.flutter-version" >&2
  exit 1
fi

mkdir -p "$TOOL_DIR"

if [[ ! -x "$TOOL_DIR/flutterw" ]]; then
  echo "==> Lade Wrapper"
  curl -fsSL -o "$TOOL_DIR/flutterw" "$WRAPPER_URL"
  chmod +x "$TOOL_DIR/flutterw"
fi

echo "==> Wrapper bereit: $TOOL_DIR/flutterw"
echo "    SDK-Version: $(cat "$ROOT/.flutter-version")"
echo "    Weiter mit: make get"
