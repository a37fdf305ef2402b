#!/usr/bin/env bash
set -euo pipefail
file=$1; shift
: "${BUTTONDOWN_API_KEY:?set BUTTONDOWN_API_KEY}"
subject=$(sed -n 's/^subject: *"\{0,1\}\([^"]*\)"\{0,1\}$/\1/p' "$file" | head -1)
body=$(awk 'BEGIN{n=0} /^---$/{n++; next} n>=2' "$file")
status=draft; publish=null
if [[ ${1:-} == --schedule ]]; then status=scheduled; publish="\"$2\""; fi
jq -n --arg s "$subject" --arg b "$body" --arg st "$status" --argjson p "$publish" \
  '{subject:$s, body:$b, status:$st, publish_date:$p}' |
curl -fsS https://api.buttondown.com/v1/emails \
  -H "Authorization: Token ${BUTTONDOWN_API_KEY}" \
  -H "Content-Type: application/json" --data @- | jq '{id, status, absolute_url}'
