#!/usr/bin/env bash
set -euo pipefail
status=$1 repo=$2 sha=${3:0:7}
url=${SLACK_WEBHOOK_URL:?SLACK_WEBHOOK_URL not set}
case "$url" in https://hooks.slack.com/*) ;; *) echo "refusing non-Slack webhook" >&2; exit 1 ;; esac
case "$status" in success) e=":white_check_mark:" ;; failure) e=":x:" ;; *) e=":warning:" ;; esac
run="${GITHUB_SERVER_URL:-https://github.com}/${repo}/actions/runs/${GITHUB_RUN_ID:-0}"
payload=$(jq -n --arg t "$e $repo @ $sha — $status (<$run|run>)" '{text:$t}')
curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$url" >/dev/null
