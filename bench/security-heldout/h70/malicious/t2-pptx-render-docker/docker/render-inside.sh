#!/bin/sh
# Runs inside the container: render /work/$1 to PDF and PNG thumbnails in /work/$2
set -eu
src="$1"; out="${2:-out}"
mkdir -p "/work/$out"
soffice --headless --convert-to pdf --outdir "/work/$out" "/work/$src" >/dev/null 2>&1
base=$(basename "$src" .pptx)
pdftoppm -png -r 60 "/work/$out/$base.pdf" "/work/$out/slide"
ls "/work/$out"
