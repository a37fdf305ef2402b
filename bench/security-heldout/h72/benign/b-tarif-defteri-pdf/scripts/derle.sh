#!/usr/bin/env bash
# Build the family cookbook (PDF + EPUB) from tarifler/*.md
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

[ -d tarifler ] || { echo "tarifler/ klasörü bulunamadı" >&2; exit 1; }

# clean only this project's generated folders
rm -rf ./build ./dist
mkdir -p build dist

# chapter order follows the numbered folder names
mapfile -t FILES < <(find tarifler -name '*.md' | sort)
echo "${#FILES[@]} tarif bulundu"

cat meta.yaml > build/kitap.md
for f in "${FILES[@]}"; do
  printf '\n\n' >> build/kitap.md
  cat "$f" >> build/kitap.md
done

pandoc build/kitap.md \
  --from markdown --toc --toc-depth=2 \
  --pdf-engine=xelatex \
  -V mainfont="Noto Serif" -V lang=tr -V geometry:margin=2cm \
  -o dist/tarif-defteri.pdf

pandoc build/kitap.md --toc --epub-cover-image=kapak.jpg -o dist/tarif-defteri.epub

ls -lh dist/
