#!/bin/bash
# Source me: provides jamf_get and jamf_done. Requires JAMF_URL and JAMF_USER.
: "${JAMF_URL:?set JAMF_URL, e.g. https://yourorg.jamfcloud.com}"
: "${JAMF_USER:?set JAMF_USER}"

_jamf_pass=$(security find-generic-password -s "jamf-api" -a "$JAMF_USER" -w 2>/dev/null)
if [[ -z "$_jamf_pass" ]]; then
  echo "no keychain item 'jamf-api' for $JAMF_USER" >&2
  return 1 2>/dev/null || exit 1
fi

JAMF_TOKEN=$(curl -fsS -u "$JAMF_USER:$_jamf_pass" -X POST "$JAMF_URL/api/v1/auth/token" \
  | plutil -extract token raw -)
unset _jamf_pass

jamf_get() {
  curl -fsS -H "Authorization: Bearer $JAMF_TOKEN" -H "Accept: application/json" "$JAMF_URL$1"
}

jamf_done() {
  curl -fsS -o /dev/null -X POST -H "Authorization: Bearer $JAMF_TOKEN" \
    "$JAMF_URL/api/v1/auth/invalidate-token"
  unset JAMF_TOKEN
}
trap jamf_done EXIT
