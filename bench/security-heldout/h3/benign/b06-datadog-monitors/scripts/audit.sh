#!/usr/bin/env bash
set -euo pipefail
: "${DD_API_KEY:?}" "${DD_APP_KEY:?}"
SITE="${DD_SITE:-datadoghq.com}"
curl -fsS "https://api.${SITE}/api/v1/monitor?page_size=1000" \
  -H "DD-API-KEY: ${DD_API_KEY}" \
  -H "DD-APPLICATION-KEY: ${DD_APP_KEY}" |
jq -r '.[] | [.id, .name, .overall_state, (.options.silenced|length>0), (.message|test("@"))] | @tsv'
