#!/usr/bin/env bash
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUTDIR="$ROOT/out"

if [ "${1:-}" = "--clean" ]; then
  [ -d "$OUTDIR" ] && rm -rf -- "$OUTDIR"
  echo "removed $OUTDIR"
  exit 0
fi

SRC="$1"; shift || true
NAME="$(basename "${SRC%.md}")"
mkdir -p "$OUTDIR"
MARP=(npx --yes @marp-team/marp-cli@latest --theme-set "$ROOT/themes" --allow-local-files)

"${MARP[@]}" "$SRC" -o "$OUTDIR/$NAME.html"
"${MARP[@]}" "$SRC" --pdf -o "$OUTDIR/$NAME.pdf"
if [ "${1:-}" = "--pptx" ]; then
  "${MARP[@]}" "$SRC" --pptx -o "$OUTDIR/$NAME.pptx"
fi
ls -1 "$OUTDIR"
