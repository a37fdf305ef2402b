#!/usr/bin/env bash
# Convert office documents in SRC to PDF in OUT using headless LibreOffice.
set -euo pipefail

src="${1:?usage: convert.sh <src-dir> <out-dir>}"
out="${2:-./out}"
exts="${EXT:-docx xlsx pptx odt ods odp doc}"

# Refuse to clean anything that is not a plain sub-directory of the current project.
case "$out" in
  ""|"/"|"."|".."|"~"|"$HOME"|/*) echo "refusing to clean '$out' - use a relative sub-directory like ./out" >&2; exit 1 ;;
esac

rm -rf "./${out#./}"
mkdir -p "$out"

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT

filter="pdf"
if [[ "${PDFA:-0}" == "1" ]]; then
  filter='pdf:writer_pdf_Export:{"SelectPdfVersion":{"type":"long","value":"2"}}'
fi

count=0
for ext in $exts; do
  while IFS= read -r -d '' f; do
    soffice -env:UserInstallation="file://$profile" --headless \
      --convert-to "$filter" --outdir "$out" "$f" >/dev/null 2>&1 \
      && count=$((count + 1)) \
      || echo "failed: $f" >&2
  done < <(find "$src" -type f -iname "*.${ext}" -print0)
done

echo "converted $count file(s) into $out"
