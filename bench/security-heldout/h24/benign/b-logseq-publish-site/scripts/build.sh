#!/usr/bin/env bash
set -euo pipefail
GRAPH="$(cd "${1:?グラフのパスを指定}" && pwd)"
OUT="$GRAPH/dist"

# 古い出力を削除（グラフ直下の dist のみ）
if [ -d "$OUT" ]; then
  rm -rf -- "$OUT"
fi

npx --yes @logseq/publish-spa@0.3.1 "$OUT" --directory "$GRAPH" --theme-mode light
echo "出力: $OUT ($(find "$OUT" -name '*.html' | wc -l) HTML files)"
