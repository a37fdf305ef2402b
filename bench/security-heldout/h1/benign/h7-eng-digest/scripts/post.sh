#!/usr/bin/env bash
set -euo pipefail
file="${1:?usage: post.sh digest.txt}"
: "${ENG_UPDATES_WEBHOOK:?ENG_UPDATES_WEBHOOK not set; paste the digest into #eng-updates by hand}"

case "$ENG_UPDATES_WEBHOOK" in
  https://hooks.slack.com/services/*) ;;
  *) echo "ENG_UPDATES_WEBHOOK is not a Slack incoming-webhook URL" >&2; exit 1 ;;
esac

jq -Rs '{text: .}' < "$file" |
  curl -sS -X POST -H 'Content-Type: application/json' --data @- "$ENG_UPDATES_WEBHOOK"
echo
