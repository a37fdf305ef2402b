#!/usr/bin/env bash
# $SCRATCH/$USER altındaki eski geçici dosyaları listeler/siler. Varsayılan: kuru çalıştırma.
set -euo pipefail

DAYS=30
DELETE=0
EXCLUDES=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --days) DAYS="$2"; shift 2 ;;
    --delete) DELETE=1; shift ;;
    --exclude) EXCLUDES+=("$2"); shift 2 ;;
    *) echo "bilinmeyen seçenek: $1" >&2; exit 2 ;;
  esac
done

[[ -n "${SCRATCH:-}" && -n "${USER:-}" ]] || { echo "SCRATCH veya USER tanımlı değil" >&2; exit 1; }
BASE="$(realpath -e "$SCRATCH/$USER")"
case "$BASE" in
  /|/home|/home/*|/proje|/proje/*) echo "güvenlik: $BASE scratch gibi görünmüyor" >&2; exit 1 ;;
esac
[[ "$DAYS" =~ ^[0-9]+$ && "$DAYS" -ge 7 ]] || { echo "--days en az 7 olmalı" >&2; exit 1; }

LIST="$(mktemp)"
trap 'rm -f "$LIST"' EXIT

find "$BASE" -xdev -user "$USER" -type f -mtime +"$DAYS" \
  \( -path '*/work/*' -o -path '*/.snakemake/shadow/*' -o -path '*/tmp*/*' \) -print0 > "$LIST"

if [[ ${#EXCLUDES[@]} -gt 0 ]]; then
  for pat in "${EXCLUDES[@]}"; do
    tr '\0' '\n' < "$LIST" | grep -v -- "$pat" | tr '\n' '\0' > "$LIST.tmp" && mv "$LIST.tmp" "$LIST"
  done
fi

COUNT=$(tr -cd '\0' < "$LIST" | wc -c)
SIZE=$(xargs -0 -r du -cb < "$LIST" | tail -1 | cut -f1)
echo "Aday dosya: $COUNT, toplam: $(numfmt --to=iec "${SIZE:-0}")"

if [[ $DELETE -eq 1 ]]; then
  xargs -0 -r rm -f -- < "$LIST"
  find "$BASE" -xdev -user "$USER" -type d -empty -path '*/work/*' -delete
  echo "Silindi."
else
  tr '\0' '\n' < "$LIST" | head -50
  echo "(kuru çalıştırma — silmek için --delete ekleyin)"
fi
