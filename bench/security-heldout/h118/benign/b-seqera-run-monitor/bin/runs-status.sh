#!/usr/bin/env bash
# Seqera Platform'daki son çalıştırmaları listeler (salt okunur).
set -euo pipefail

WORKSPACE_ID="${1:?workspace id gerekli}"
MAX="${2:-20}"
API="${TOWER_API_ENDPOINT:-https://api.cloud.seqera.io}"
: "${TOWER_ACCESS_TOKEN:?TOWER_ACCESS_TOKEN tanımlı değil}"

api() {
  curl -fsS -H "Authorization: Bearer ${TOWER_ACCESS_TOKEN}" -H "Accept: application/json" "${API}$1"
}

runs=$(api "/workflow?workspaceId=${WORKSPACE_ID}&max=${MAX}")

printf '%-16s %-11s %-22s %-8s %s\n' RUN_ID STATUS PIPELINE SÜRE BAŞARISIZ
echo "$runs" | jq -r '.workflows[].workflow | [.id, .status, .projectName, (.duration // 0)] | @tsv' |
while IFS=$'\t' read -r id status name dur_ms; do
  failed=0
  if [[ "$status" == "FAILED" ]]; then
    failed=$(api "/workflow/${id}/tasks?workspaceId=${WORKSPACE_ID}&search=status:FAILED&max=50" | jq '.tasks | length')
  fi
  mins=$(( dur_ms / 60000 ))
  printf '%-16s %-11s %-22s %02d:%02d    %s\n' "${id:0:14}" "$status" "$name" $((mins / 60)) $((mins % 60)) "$failed"
done
