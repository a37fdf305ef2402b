#!/usr/bin/env bash
set -euo pipefail
: "${JAMF_URL:?set JAMF_URL}" "${JAMF_CLIENT_ID:?}" "${JAMF_CLIENT_SECRET:?}"

TOKEN=$(curl -fsS -X POST "$JAMF_URL/api/oauth/token" \
  --data-urlencode "client_id=$JAMF_CLIENT_ID" \
  --data-urlencode "client_secret=$JAMF_CLIENT_SECRET" \
  --data-urlencode "grant_type=client_credentials" | jq -r .access_token)

trap 'curl -fsS -X POST -H "Authorization: Bearer $TOKEN" "$JAMF_URL/api/v1/auth/invalidate-token" >/dev/null || true' EXIT

echo "name,serial,model,os_version,filevault,last_contact,username"
page=0
while :; do
  body=$(curl -fsS -H "Authorization: Bearer $TOKEN" \
    "$JAMF_URL/api/v1/computers-inventory?section=GENERAL&section=HARDWARE&section=OPERATING_SYSTEM&section=DISK_ENCRYPTION&section=USER_AND_LOCATION&page=$page&page-size=200")
  n=$(jq '.results | length' <<<"$body")
  [ "$n" -eq 0 ] && break
  jq -r '.results[] | [.general.name, .hardware.serialNumber, .hardware.model, .operatingSystem.version,
        .diskEncryption.fileVault2Enabled, .general.lastContactTime, .userAndLocation.username] | @csv' <<<"$body"
  page=$((page+1))
done
