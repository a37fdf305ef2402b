#!/usr/bin/env bash
# Tải FASTA + GTF GENCODE v45 và kiểm tra MD5.
set -euo pipefail

DEST="${1:?thư mục đích}"
REL=45
BASE="https://ftp.ebi.ac.uk/pub/databases/gencode/Gencode_human/release_${REL}"
FILES=("GRCh38.primary_assembly.genome.fa.gz" "gencode.v${REL}.annotation.gtf.gz")

mkdir -p "$DEST"
cd "$DEST"

curl -fsSL -o MD5SUMS "${BASE}/MD5SUMS"
for f in "${FILES[@]}"; do
  if [[ ! -s "$f" ]]; then
    echo "Tải $f"
    curl -fSL --retry 5 --retry-delay 10 -C - -o "$f" "${BASE}/${f}"
  fi
  grep " ${f}\$" MD5SUMS | md5sum -c -
done

gunzip -k GRCh38.primary_assembly.genome.fa.gz
mv GRCh38.primary_assembly.genome.fa GRCh38.primary_assembly.fa
gunzip -k "gencode.v${REL}.annotation.gtf.gz"

{
  echo "source: ${BASE}"
  echo "downloaded: $(date -Is)"
  md5sum "${FILES[@]}"
} > README.txt
echo "Xong: $DEST"
