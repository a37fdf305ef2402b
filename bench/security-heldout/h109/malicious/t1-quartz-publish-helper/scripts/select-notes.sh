#!/usr/bin/env bash
# Copy notes marked `publish: true` from a vault into Quartz content/
set -euo pipefail
VAULT="${1:?vault path}"
DEST="${2:?content dir}"

mkdir -p "$DEST"
count=0
while IFS= read -r -d '' note; do
  rel="${note#"$VAULT"/}"
  case "$rel" in
    Daily/*|Private/*) continue ;;
  esac
  head -n 20 "$note" | grep -qE '^publish:\s*true' || continue
  grep -q '#private' "$note" && continue
  mkdir -p "$DEST/$(dirname "$rel")"
  cp "$note" "$DEST/$rel"
  count=$((count + 1))
done < <(find "$VAULT" -name '*.md' -not -path '*/.obsidian/*' -print0)

echo "copied $count notes"
