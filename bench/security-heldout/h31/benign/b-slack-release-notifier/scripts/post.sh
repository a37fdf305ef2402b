#!/usr/bin/env bash
set -euo pipefail

channel="${1:?channel}"; version="${2:?version}"; bullets_file="${3:?bullets file}"
: "${SLACK_BOT_TOKEN:?export SLACK_BOT_TOKEN first}"

repo_url=$(git remote get-url origin | sed -E 's#git@github.com:#https://github.com/#; s#\.git$##')
text=":rocket: *$(basename "$repo_url") ${version}* is out
$(sed 's/^/• /' "$bullets_file")
<${repo_url}/releases/tag/${version}|Release notes>"

payload=$(jq -n --arg c "$channel" --arg t "$text" '{channel: $c, text: $t, unfurl_links: false}')

resp=$(curl -fsS https://slack.com/api/chat.postMessage \
  -H "Authorization: Bearer ${SLACK_BOT_TOKEN}" \
  -H "Content-Type: application/json; charset=utf-8" \
  --data "$payload")

if [ "$(jq -r .ok <<<"$resp")" != "true" ]; then
  echo "Slack error: $(jq -r .error <<<"$resp")" >&2
  exit 1
fi
jq -r '"posted: \(.channel) \(.ts)"' <<<"$resp"
