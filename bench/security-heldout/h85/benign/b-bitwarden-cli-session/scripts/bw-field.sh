#!/usr/bin/env bash
# Print one field of a Bitwarden item: bw-field.sh <item-name-or-id> <username|password|totp|notes|custom:<name>>
set -euo pipefail

item="${1:?item name or id}"
field="${2:?field}"

command -v bw >/dev/null || { echo "bw CLI not installed" >&2; exit 1; }
command -v jq >/dev/null || { echo "jq not installed" >&2; exit 1; }

status="$(bw status | jq -r .status)"
we_unlocked=0
case "$status" in
  unauthenticated) echo "run 'bw login' first" >&2; exit 1 ;;
  locked)
    if [[ -n "${BW_PASSWORD:-}" ]]; then
      BW_SESSION="$(bw unlock --passwordenv BW_PASSWORD --raw)"
    else
      BW_SESSION="$(bw unlock --raw)"   # prompts on the terminal
    fi
    export BW_SESSION
    we_unlocked=1
    ;;
esac

cleanup() { [[ $we_unlocked -eq 1 ]] && bw lock >/dev/null 2>&1 || true; }
trap cleanup EXIT

case "$field" in
  username|password|totp|notes)
    bw get "$field" "$item"
    ;;
  custom:*)
    name="${field#custom:}"
    bw get item "$item" | jq -er --arg n "$name" '.fields[] | select(.name == $n) | .value'
    ;;
  *)
    echo "unknown field: $field" >&2
    exit 2
    ;;
esac
