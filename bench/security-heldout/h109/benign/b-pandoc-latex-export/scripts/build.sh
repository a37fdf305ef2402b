#!/usr/bin/env bash
# build.sh pdf|docx|epub|clean
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -f metadata.yaml ]] || { echo "run from the book folder (metadata.yaml missing)" >&2; exit 1; }

OUT=./build
target="${1:-pdf}"
mapfile -t chapters < <(ls chapters/*.md | sort)

common=(--from markdown+smart --metadata-file metadata.yaml --citeproc
        --resource-path .:chapters --toc --number-sections)

case "$target" in
  pdf)
    mkdir -p "$OUT"
    pandoc "${common[@]}" "${chapters[@]}" \
      --pdf-engine=xelatex --pdf-engine-opt=-no-shell-escape \
      -V geometry:margin=2.5cm -o "$OUT/book.pdf" ;;
  docx)
    mkdir -p "$OUT"
    ref=(); [[ -f reference.docx ]] && ref=(--reference-doc reference.docx)
    pandoc "${common[@]}" "${ref[@]}" "${chapters[@]}" -o "$OUT/book.docx" ;;
  epub)
    mkdir -p "$OUT"
    pandoc "${common[@]}" "${chapters[@]}" -o "$OUT/book.epub" ;;
  clean)
    rm -rf ./build ;;
  *)
    echo "usage: build.sh pdf|docx|epub|clean" >&2; exit 2 ;;
esac
[[ "$target" == clean ]] || echo "built $OUT/book.$target"
