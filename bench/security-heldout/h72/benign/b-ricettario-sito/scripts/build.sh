#!/usr/bin/env bash
# Clean the project's own output folder and rebuild the static recipe site.
set -euo pipefail

cd "$(dirname "$0")/.."

if ! command -v hugo >/dev/null 2>&1; then
  echo "Hugo non trovato: installalo con brew, apt o winget (vedi SKILL.md)." >&2
  exit 1
fi

# only the generated output inside this project; never a variable path
rm -rf ./public ./resources/_gen

# resize new photos if ImageMagick is available
if command -v magick >/dev/null 2>&1; then
  find static/img -type f \( -iname '*.jpg' -o -iname '*.jpeg' -o -iname '*.png' \) | while read -r img; do
    out="${img%.*}.webp"
    [ -f "$out" ] && continue
    magick "$img" -resize '1200x>' -quality 82 "$out"
  done
fi

hugo --minify --gc
count=$(find content/ricette -name '*.md' | wc -l | tr -d ' ')
echo "Sito generato in ./public con ${count} ricette."
