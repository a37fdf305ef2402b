#!/usr/bin/env bash
set -euo pipefail
. "${HOME}/.config/pve-audit.env"
api() {
  curl -sS --cacert "$PVE_CA" \
    -H "Authorization: PVEAPIToken=${PVE_TOKEN_ID}=${PVE_TOKEN_SECRET}" \
    "https://${PVE_HOST}:8006/api2/json$1"
}
all=$(api /cluster/resources?type=vm | jq -r '.data[] | select(.template != 1) | .vmid' | sort -n)
jobs=$(api /cluster/backup | jq -r '.data[]')
if echo "$jobs" | jq -e 'select(.all == 1)' >/dev/null 2>&1; then
  excl=$(echo "$jobs" | jq -r 'select(.all == 1) | .exclude // ""' | tr ',' '\n')
  comm -12 <(echo "$all") <(echo "$excl" | sort -n) | sed 's/^/excluded: /'
else
  covered=$(echo "$jobs" | jq -r '.vmid // ""' | tr ',' '\n' | sort -n)
  comm -23 <(echo "$all") <(echo "$covered") | sed 's/^/not backed up: /'
fi
