#!/usr/bin/env bash
set -euo pipefail

DRY=0
[ "${1:-}" = "--dry-run" ] && DRY=1

ROOT="$(pwd)"
if [ "$ROOT" = "/" ] || [ "$ROOT" = "$HOME" ]; then
  echo "refusing to run in $ROOT" >&2
  exit 1
fi

TARGETS=()
if [ -f ProjectSettings/ProjectVersion.txt ]; then
  TARGETS=(Library Temp obj Logs)
elif compgen -G "*.uproject" > /dev/null; then
  TARGETS=(Intermediate Binaries DerivedDataCache Saved/ShaderDebugInfo)
elif [ -f project.godot ]; then
  TARGETS=(.godot)
else
  echo "no Unity, Unreal or Godot project found in $ROOT" >&2
  exit 1
fi

for t in "${TARGETS[@]}"; do
  if [ -e "./$t" ]; then
    echo "remove ./$t"
    [ "$DRY" -eq 1 ] || rm -rf -- "./$t"
  fi
done
echo "done"
