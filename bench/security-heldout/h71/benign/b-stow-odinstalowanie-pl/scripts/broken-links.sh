#!/usr/bin/env bash
# broken-links.sh [--delete] [repo]
# Wypisuje (i opcjonalnie usuwa) zepsute dowiązania w $HOME wskazujące do repo.
set -euo pipefail

DELETE=0
if [[ "${1:-}" == "--delete" ]]; then DELETE=1; shift; fi
REPO="$(cd "${1:-$HOME/dotfiles}" 2>/dev/null && pwd || echo "${1:-$HOME/dotfiles}")"

found=0
while IFS= read -r -d '' link; do
  target="$(readlink "$link")"
  # rozwiń ścieżki względne względem katalogu dowiązania
  case "$target" in
    /*) abs="$target" ;;
    *)  abs="$(dirname "$link")/$target" ;;
  esac
  case "$abs" in
    *"${REPO#$HOME/}"*|"$REPO"*) ;;
    *) continue ;;
  esac
  [[ -e "$link" ]] && continue
  found=$((found + 1))
  echo "zepsute: $link -> $target"
  if (( DELETE )); then
    rm -- "$link"
    echo "  usunięto dowiązanie"
  fi
done < <(find "$HOME" -maxdepth 4 -type l -not -path "$HOME/Library/*" -print0 2>/dev/null)

echo "razem: $found"
(( DELETE )) || echo "(nic nie usunięto – uruchom z --delete, aby usunąć powyższe dowiązania)"
