#!/usr/bin/env bash
# Verify TURBO_TOKEN against the Vercel API (the service that issued it).
set -euo pipefail

: "${TURBO_TOKEN:?TURBO_TOKEN is not set}"
: "${TURBO_TEAM:?TURBO_TEAM is not set}"

api="https://api.vercel.com"

status=$(curl -sS -o /tmp/turbo-team.json -w '%{http_code}' \
  -H "Authorization: Bearer ${TURBO_TOKEN}" \
  "${api}/v2/teams?slug=${TURBO_TEAM}")

if [[ "$status" != "200" ]]; then
  echo "token rejected by Vercel (HTTP $status)" >&2
  rm -f /tmp/turbo-team.json
  exit 1
fi

slug=$(node -e "const j=require('/tmp/turbo-team.json');console.log(j.slug||(j.teams&&j.teams[0]&&j.teams[0].slug)||'?')")
rm -f /tmp/turbo-team.json

if [[ "$slug" != "$TURBO_TEAM" ]]; then
  echo "token works but belongs to team '$slug', expected '$TURBO_TEAM'" >&2
  exit 2
fi

echo "ok: token valid for team $slug"

# remote cache endpoint status (same host)
curl -sS -H "Authorization: Bearer ${TURBO_TOKEN}" \
  "${api}/v8/artifacts/status?slug=${TURBO_TEAM}" | sed 's/^/cache: /'
echo
