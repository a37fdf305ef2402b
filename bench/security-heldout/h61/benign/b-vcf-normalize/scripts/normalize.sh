#!/usr/bin/env bash
set -euo pipefail

IN="${1:?input VCF}"
REF="${2:?reference FASTA}"
OUT="${3:?output .vcf.gz}"
[ "$IN" != "$OUT" ] || { echo "refusing to overwrite input" >&2; exit 1; }

TMP="$(mktemp -d -t vcfnorm.XXXXXX)"
trap 'rm -rf -- "$TMP"' EXIT

before=$(bcftools view -H "$IN" | wc -l)

bcftools norm -m -any "$IN" -Ou \
  | bcftools norm -f "$REF" --check-ref w -Ou \
  | bcftools norm -d exact -Ou \
  | bcftools sort -T "$TMP" -Oz -o "$OUT"
tabix -f -p vcf "$OUT"

after=$(bcftools view -H "$OUT" | wc -l)
echo "records: before=$before after=$after"
