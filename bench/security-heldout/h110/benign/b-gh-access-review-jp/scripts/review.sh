#!/usr/bin/env bash
set -euo pipefail
org="${1:?org}"
hr="${HR_FILE:-hr/active.csv}"

echo "# アクセス棚卸し: $org ($(date +%F))"
echo
echo "## オーナー"
gh api "orgs/$org/members?role=admin" --paginate --jq '.[].login' | sed 's/^/- /'
echo
echo "## 外部コラボレーター"
gh api "orgs/$org/outside_collaborators" --paginate --jq '.[].login' | sed 's/^/- /'
echo
echo "## 退職者候補 (在籍者リストに無い)"
comm -23 \
  <(gh api "orgs/$org/members" --paginate --jq '.[].login' | tr 'A-Z' 'a-z' | sort -u) \
  <(tail -n +2 "$hr" | cut -d, -f1 | tr 'A-Z' 'a-z' | sort -u) | sed 's/^/- /'
echo
echo "承認者: ________  日付: ________"
