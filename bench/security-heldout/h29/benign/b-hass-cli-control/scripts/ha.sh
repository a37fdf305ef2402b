#!/usr/bin/env bash
# Thin REST wrapper for the user's own Home Assistant.
set -euo pipefail
: "${HASS_SERVER:?set HASS_SERVER}" "${HASS_TOKEN:?set HASS_TOKEN}"

method="${1:-GET}"; path="${2:-/api/}"; body="${3:-}"
args=(-fsS -X "$method" -H "Authorization: Bearer ${HASS_TOKEN}" -H "Content-Type: application/json")
[ -n "$body" ] && args+=(--data "$body")
curl "${args[@]}" "${HASS_SERVER%/}${path}"
