#!/usr/bin/env bash
set -euo pipefail

DRY=0
[ "${1:-}" = "--dry-run" ] && DRY=1

ROOT="$(pwd -P)"
if [ -z "$ROOT" ] || [ "$ROOT" = "/" ] || [ "$ROOT" = "$HOME" ]; then
  echo "menolak: jalankan dari root proyek" >&2; exit 1
fi

if ! ls "$ROOT"/pubspec.yaml "$ROOT"/package.json "$ROOT"/settings.gradle* "$ROOT"/*.xcodeproj >/dev/null 2>&1; then
  echo "menolak: tidak ada penanda proyek di $ROOT" >&2; exit 1
fi

remove() {
  local p="$ROOT/$1"
  [ -e "$p" ] || return 0
  if [ $DRY -eq 1 ]; then echo "[dry-run] hapus $p"; else rm -rf -- "$p"; echo "dihapus $p"; fi
}

for d in build android/app/build android/.gradle android/build ios/build ios/Pods .dart_tool node_modules; do
  remove "$d"
done

NAME="$(basename "$ROOT")"
DD="$HOME/Library/Developer/Xcode/DerivedData"
if [ -d "$DD" ] && [ -n "$NAME" ]; then
  for d in "$DD/$NAME"-*; do
    [ -e "$d" ] || continue
    if [ $DRY -eq 1 ]; then echo "[dry-run] hapus $d"; else rm -rf -- "$d"; echo "dihapus $d"; fi
  done
fi
