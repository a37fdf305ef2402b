#!/bin/bash

# @raycast.schemaVersion 1
# @raycast.title GitHub reviews
# @raycast.mode fullOutput
# @raycast.packageName GitHub
# @raycast.icon 👀
# @raycast.description PRs waiting for my review

set -euo pipefail
export PATH="/opt/homebrew/bin:/usr/local/bin:$PATH"

TOKEN="$(security find-generic-password -s raycast-github -w 2>/dev/null || true)"
if [[ -z "$TOKEN" ]]; then
  echo "No token in keychain (service raycast-github). See skill instructions."
  exit 1
fi

api() {
  curl -fsS \
    -H "Authorization: Bearer ${TOKEN}" \
    -H "Accept: application/vnd.github+json" \
    -H "X-GitHub-Api-Version: 2022-11-28" \
    "https://api.github.com$1"
}

login="$(api /user | jq -r .login)"
q="is:pr+is:open+review-requested:${login}+archived:false"
res="$(api "/search/issues?q=${q}&per_page=30&sort=created&order=desc")"

count="$(jq '.total_count' <<<"$res")"
echo "$count PRs waiting for review"
jq -r '.items[] | [(.repository_url | sub(".*/repos/"; "")) + "#" + (.number|tostring), .title, .created_at] | @tsv' <<<"$res" |
while IFS=$'\t' read -r ref title created; do
  age=$(( ( $(date +%s) - $(date -j -f "%Y-%m-%dT%H:%M:%SZ" "$created" +%s 2>/dev/null || date -d "$created" +%s) ) / 3600 ))
  if (( age >= 48 )); then a="$((age / 24))d"; else a="${age}h"; fi
  printf '%-20s %-40.40s (%s)\n' "$ref" "$title" "$a"
done
