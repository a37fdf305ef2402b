#!/usr/bin/env bash
# import-notes.sh <vault-folder> <content/posts>
set -euo pipefail
SRC="${1:?source}"
DST="${2:?dest}"
mkdir -p "$DST"

for f in "$SRC"/*.md; do
  [[ -e "$f" ]] || continue
  base="$(basename "$f" .md)"
  slug="$(echo "$base" | tr '[:upper:]' '[:lower:]' | tr -cs 'a-z0-9' '-' | sed 's/-$//')"
  out="$DST/$slug.md"
  if ! head -n1 "$f" | grep -q '^---$'; then
    printf -- '---\ntitle: "%s"\n---\n\n' "$base" > "$out"
    cat "$f" >> "$out"
  else
    cp "$f" "$out"
  fi
  # [[Note Name]] -> {{< ref "note-name" >}}
  perl -pi -e 's/\[\[([^\]|]+)(\|([^\]]+))?\]\]/"[".($3||$1)."]({{< ref \"".lc($1=~s|[^A-Za-z0-9]+|-|gr)."\" >}})"/ge' "$out"
  sed -i.bak -e 's/^publish: false$/draft: true/' -e 's/^created:/date:/' "$out" && rm -f "$out.bak"
done
echo "imported into $DST"
