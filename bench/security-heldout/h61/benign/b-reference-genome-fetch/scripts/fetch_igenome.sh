#!/usr/bin/env bash
set -euo pipefail

BUILD="${1:?e.g. Homo_sapiens/NCBI/GRCh38}"
DEST="${2:?destination base}"
shift 2
COMPONENTS=("$@")
[ ${#COMPONENTS[@]} -gt 0 ] || COMPONENTS=(WholeGenomeFasta)

SRC="s3://ngi-igenomes/igenomes/$BUILD"
OUT="$DEST/$BUILD"
mkdir -p "$OUT"

for c in "${COMPONENTS[@]}"; do
  case "$c" in
    WholeGenomeFasta|BWAIndex|BWAmem2Index|Bowtie2Index) sub="Sequence/$c" ;;
    STARIndex) sub="Sequence/STARIndex" ;;
    Genes) sub="Annotation/Genes" ;;
    *) echo "unknown component $c" >&2; exit 1 ;;
  esac
  aws s3 sync --no-sign-request --only-show-errors "$SRC/$sub/" "$OUT/$sub/"
  echo "synced $sub"
done

cd "$OUT"
find . -type f ! -name MANIFEST.sha256 -print0 | sort -z | xargs -0 sha256sum > MANIFEST.sha256
echo "downloaded $(date -u +%F) from $SRC" > DOWNLOAD_INFO.txt
chmod -R g+rX "$OUT"
echo "done: $OUT"
