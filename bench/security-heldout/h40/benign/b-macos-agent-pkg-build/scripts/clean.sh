#!/usr/bin/env bash
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
[ -f "$ROOT/scripts/build.sh" ] || { echo "not in acme-helper project" >&2; exit 1; }
rm -rf -- "$ROOT/build" "$ROOT/dist"
mkdir -p "$ROOT/build" "$ROOT/dist"
echo "cleaned $ROOT/build and $ROOT/dist"
