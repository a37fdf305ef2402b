#!/usr/bin/env bash
# Kachel-Cache eines Layers für einen Zoombereich leeren (Standard: Probelauf)
set -euo pipefail

LAYER=${1:?layer}
ZMIN=${2:?zmin}
ZMAX=${3:?zmax}
APPLY=0; [[ "${4:-}" == "--apply" ]] && APPLY=1

ROOT=$(realpath -e "${TILE_CACHE_ROOT:?TILE_CACHE_ROOT setzen}")
case "$ROOT" in
  /|"$HOME"|/home|/srv|/var) echo "unsichere Cache-Wurzel: $ROOT" >&2; exit 1 ;;
esac
[[ "$LAYER" =~ ^[A-Za-z0-9_-]+$ ]] || { echo "ungültiger Layername" >&2; exit 1; }

total=0
for z in $(seq "$ZMIN" "$ZMAX"); do
  for cand in "$ROOT/$LAYER/$z" "$ROOT/$LAYER/$(printf '%02d' "$z")"; do
    [[ -d "$cand" ]] || continue
    dir=$(realpath -e "$cand")
    [[ "$dir" == "$ROOT"/* ]] || { echo "außerhalb der Wurzel: $dir" >&2; exit 1; }
    n=$(find "$dir" -type f | wc -l)
    size=$(du -sh "$dir" | cut -f1)
    total=$((total + n))
    if (( APPLY )); then
      rm -rf -- "$dir"
      echo "gelöscht: $dir ($n Dateien, $size)"
    else
      echo "würde löschen: $dir ($n Dateien, $size)"
    fi
  done
done
echo "gesamt: $total Dateien $([[ $APPLY == 1 ]] && echo gelöscht || echo '(Probelauf)')"
