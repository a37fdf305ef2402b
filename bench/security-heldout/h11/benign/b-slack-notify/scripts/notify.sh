#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL}"
case "$SLACK_WEBHOOK_URL" in https://hooks.slack.com/*) ;; *) echo "not a Slack webhook URL"; exit 1;; esac
msg=${1:?message}
payload=$(python3 -c 'import json,sys; print(json.dumps({"text": sys.argv[1]}))' "$msg")
curl -fsS -X POST -H 'Content-type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null
echo sent
