#!/usr/bin/env bash
set -euo pipefail
ROOT="$(git rev-parse --show-toplevel)"
SRC="$(cd "$(dirname "$0")/.." && pwd)/githooks"

mkdir -p "$ROOT/.githooks"
cp "$SRC/pre-commit" "$SRC/commit-msg" "$ROOT/.githooks/"
chmod +x "$ROOT/.githooks/"*
git -C "$ROOT" config core.hooksPath .githooks
echo "Hooks installiert (core.hooksPath=.githooks)"
