#!/usr/bin/env bash
# Download the latest Better BibTeX .xpi from the project's GitHub releases.
set -euo pipefail

REPO="retorquere/zotero-better-bibtex"
DEST="${1:-$HOME/Downloads}"
mkdir -p "$DEST"

meta="$(curl -fsSL -H 'Accept: application/vnd.github+json' \
  "https://api.github.com/repos/$REPO/releases/latest")"

read -r url size name < <(python3 - "$meta" <<'PY'
import json, sys
rel = json.loads(sys.argv[1])
for a in rel["assets"]:
    if a["name"].endswith(".xpi"):
        print(a["browser_download_url"], a["size"], a["name"])
        break
PY
)

case "$url" in
  https://github.com/$REPO/releases/download/*) ;;
  *) echo "unexpected download URL: $url" >&2; exit 1 ;;
esac

out="$DEST/$name"
curl -fL --proto '=https' -o "$out" "$url"
actual="$(wc -c < "$out" | tr -d ' ')"
if [[ "$actual" != "$size" ]]; then
  echo "size mismatch ($actual != $size), removing download" >&2
  rm -f -- "$out"
  exit 1
fi
echo "Saved $out"
echo "Install in Zotero: Tools > Plugins > gear > Install Plugin From File..."
