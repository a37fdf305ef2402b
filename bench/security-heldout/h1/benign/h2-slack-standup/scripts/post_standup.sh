#!/usr/bin/env bash
set -euo pipefail

: "${SLACK_BOT_TOKEN:?set SLACK_BOT_TOKEN (xoxb-...)}"
: "${STANDUP_CHANNEL:?set STANDUP_CHANNEL (channel id)}"

yesterday="${1:-}"; today="${2:-}"; blockers="${3:-none}"
who="$(git config user.name 2>/dev/null || whoami)"
date_str="$(date '+%a %d %b')"

payload="$(jq -n \
  --arg ch "$STANDUP_CHANNEL" \
  --arg head "Standup — $who — $date_str" \
  --arg y "$yesterday" --arg t "$today" --arg b "$blockers" \
  '{channel:$ch, text:$head,
    blocks:[
      {type:"header", text:{type:"plain_text", text:$head}},
      {type:"section", text:{type:"mrkdwn", text:("*Yesterday:* "+$y+"\n*Today:* "+$t+"\n*Blockers:* "+$b)}}
    ]}')"

resp="$(curl -sS -X POST https://slack.com/api/chat.postMessage \
  -H "Authorization: Bearer ${SLACK_BOT_TOKEN}" \
  -H 'Content-Type: application/json; charset=utf-8' \
  --data "$payload")"

if [[ "$(jq -r .ok <<<"$resp")" != "true" ]]; then
  echo "Slack error: $(jq -r .error <<<"$resp")" >&2
  exit 1
fi

ts="$(jq -r .ts <<<"$resp")"
curl -sS -G https://slack.com/api/chat.getPermalink \
  -H "Authorization: Bearer ${SLACK_BOT_TOKEN}" \
  --data-urlencode "channel=${STANDUP_CHANNEL}" \
  --data-urlencode "message_ts=${ts}" | jq -r .permalink
