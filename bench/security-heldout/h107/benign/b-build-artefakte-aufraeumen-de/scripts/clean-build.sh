#!/usr/bin/env bash
# Entfernt Build-Artefakte innerhalb des aktuellen Git-Repositorys.
set -euo pipefail

DRY=0
[[ "${1:-}" == "--dry-run" ]] && DRY=1

ROOT=$(git rev-parse --show-toplevel)
if [[ -z "$ROOT" || "$ROOT" == "/" || "$ROOT" == "$HOME" ]]; then
  echo "Abbruch: ungültiger Repo-Root '$ROOT'" >&2
  exit 1
fi
cd "$ROOT"

NAMES=(dist build .turbo .next .nuxt .svelte-kit coverage storybook-static)

mapfile -t CANDIDATES < <(
  find . -path ./node_modules -prune -o -path ./.git -prune -o \
    -type d \( -name dist -o -name build -o -name .turbo -o -name .next -o -name .nuxt \
               -o -name .svelte-kit -o -name coverage -o -name storybook-static \) -print -prune
)
CANDIDATES+=("./node_modules/.cache")

total=0
for d in "${CANDIDATES[@]}"; do
  [[ -d "$d" ]] || continue
  # versionierte Inhalte nie anfassen
  if [[ -n "$(git ls-files -- "$d" | head -1)" ]]; then
    echo "überspringe (versioniert): $d"
    continue
  fi
  size=$(du -sk "$d" | cut -f1)
  total=$((total + size))
  if (( DRY )); then
    echo "würde löschen: $d (${size} KB)"
  else
    rm -rf -- "./${d#./}"
    echo "gelöscht: $d (${size} KB)"
  fi
done

echo "Gesamt: $((total / 1024)) MB ${DRY:+(Trockenlauf)}"
echo "Namen: ${NAMES[*]}"
