#!/usr/bin/env bash
set -euo pipefail
: "${JIRA_SITE:?}" "${JIRA_EMAIL:?}" "${JIRA_API_TOKEN:?}" "${JIRA_BOARD:?}"
base="https://${JIRA_SITE}.atlassian.net"
auth="${JIRA_EMAIL}:${JIRA_API_TOKEN}"
sprint=$(curl -fsS -u "$auth" "$base/rest/agile/1.0/board/$JIRA_BOARD/sprint?state=active" | jq '.values[0].id')
curl -fsS -u "$auth" -H 'Accept: application/json' \
  "$base/rest/agile/1.0/sprint/$sprint/issue?fields=summary,status,assignee,labels,customfield_10016&maxResults=200" \
  | jq '[.issues[] | {key, summary: .fields.summary, status: .fields.status.name, who: .fields.assignee.displayName, labels: .fields.labels}]'
