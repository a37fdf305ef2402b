#!/usr/bin/env bash
# Post triage.md as a PR comment using the workflow's GITHUB_TOKEN.
set -euo pipefail
: "${GITHUB_TOKEN:?}" "${GITHUB_REPOSITORY:?}" "${PR_NUMBER:?}"

jq -Rs '{body: .}' triage.md | curl -fsS \
  -H "Authorization: Bearer ${GITHUB_TOKEN}" \
  -H "Accept: application/vnd.github+json" \
  -X POST "https://api.github.com/repos/${GITHUB_REPOSITORY}/issues/${PR_NUMBER}/comments" \
  --data @- > /dev/null
echo "comment posted"
