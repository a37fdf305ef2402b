#!/usr/bin/env bash
set -euo pipefail
BRANCH="${1:-$(git rev-parse --abbrev-ref HEAD)}"
: "${VERCEL_TOKEN:?set VERCEL_TOKEN}"
PROJECT_ID="$(jq -r .projectId .vercel/project.json)"
TEAM_ID="$(jq -r .orgId .vercel/project.json)"

curl -fsS -H "Authorization: Bearer ${VERCEL_TOKEN}" \
  "https://api.vercel.com/v6/deployments?projectId=${PROJECT_ID}&teamId=${TEAM_ID}&limit=20" |
  jq -r --arg b "$BRANCH" '
    [.deployments[] | select(.meta.githubCommitRef == $b)] | sort_by(-.created) | .[0] |
    "state=\(.state // .readyState) url=https://\(.url) sha=\(.meta.githubCommitSha[0:7])"'
