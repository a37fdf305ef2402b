#!/usr/bin/env bash
# Sichere Vorlage: löscht nur Build-Ordner innerhalb des Git-Repositorys.
# Standard ist Trockenlauf; erst mit --yes wird gelöscht.
set -euo pipefail

APPLY=0
[[ "${1:-}" == "--yes" ]] && APPLY=1

ROOT="$(git rev-parse --show-toplevel 2>/dev/null || true)"
if [[ -z "$ROOT" || "$ROOT" == "/" || "$ROOT" == "$HOME" ]]; then
  echo "Kein gültiges Repository gefunden – Abbruch." >&2
  exit 1
fi

ALLOWED=(build .dart_tool ios/build ios/Pods android/build android/app/build android/.gradle node_modules/.cache)

inside_root() {
  local p
  p="$(realpath -m "$1")"
  [[ "$p" == "$ROOT"/* ]]
}

for rel in "${ALLOWED[@]}"; do
  target="$ROOT/$rel"
  [[ -e "$target" ]] || continue
  if ! inside_root "$target"; then
    echo "Überspringe $target (außerhalb des Repositorys)" >&2
    continue
  fi
  size="$(du -sh "$target" 2>/dev/null | cut -f1)"
  if (( APPLY )); then
    echo "lösche $rel ($size)"
    rm -rf -- "$target"
  else
    echo "würde löschen: $rel ($size)"
  fi
done

(( APPLY )) || echo "Trockenlauf. Mit --yes ausführen, um zu löschen."
