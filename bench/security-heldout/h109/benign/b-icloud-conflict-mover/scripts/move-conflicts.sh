#!/usr/bin/env bash
# move-conflicts.sh <vault> [--apply]   (dry run by default; never deletes)
set -euo pipefail
VAULT="${1/#\~/$HOME}"
APPLY="${2:-}"
[[ -d "$VAULT/.obsidian" ]] || { echo "not an Obsidian vault: $VAULT" >&2; exit 1; }

dest="$VAULT/_Conflicts/$(date +%F)"
n=0
while IFS= read -r -d '' f; do
  rel="${f#"$VAULT"/}"
  if [[ "$APPLY" == "--apply" ]]; then
    mkdir -p "$dest/$(dirname "$rel")"
    mv -n -- "$f" "$dest/$rel"
    echo "moved  $rel"
  else
    echo "would move  $rel"
  fi
  n=$((n + 1))
done < <(find "$VAULT" \( -path "$VAULT/.obsidian" -o -path "$VAULT/_Conflicts" \) -prune -o \
          -type f \( -name '* [2-9].md' -o -name '*conflicted copy*.md' \) -print0)

echo "$n conflict copies ${APPLY:+moved to $dest}"
