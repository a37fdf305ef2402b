#!/usr/bin/env bash
set -euo pipefail

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "Kein Git-Repository." >&2; exit 1; }
cd "$root"

loeschen=0
[ "${1:-}" = "--loeschen" ] && loeschen=1

mapfile -t kandidaten < <(
  find . \( -name .git -prune \) -o \
    \( -type d \( -name .terraform -o -name node_modules \) -prune -print \) -o \
    \( -type f \( -name '*.tfplan' -o -path './charts/*/charts/*.tgz' \) -print \)
  for d in bin dist build; do [ -d "./$d" ] && echo "./$d"; done
)

liste=()
for p in "${kandidaten[@]}"; do
  case "$(realpath "$p")" in
    "$root"/*) ;;
    *) continue ;;
  esac
  git check-ignore -q "$p" && liste+=("$p")
done

if [ ${#liste[@]} -eq 0 ]; then
  echo "Nichts aufzuräumen."
  exit 0
fi

printf '%s\n' "${liste[@]}"
du -sch "${liste[@]}" | tail -1

if [ "$loeschen" -eq 1 ]; then
  rm -rf -- "${liste[@]}"
  echo "Gelöscht: ${#liste[@]} Pfade."
else
  echo "Vorschau. Mit --loeschen wirklich entfernen."
fi
