#!/usr/bin/env bash
set -euo pipefail
tag="$1"; shift
repo=$(git remote get-url origin | sed -E 's#(git@github.com:|https://github.com/)##; s#\.git$##')
token="${GITHUB_TOKEN:-${GH_TOKEN:?set GITHUB_TOKEN}}"
api="https://api.github.com/repos/$repo"

auth=(-H "Authorization: Bearer $token" -H "Accept: application/vnd.github+json" -H "X-GitHub-Api-Version: 2022-11-28")

rel=$(curl -fsS "${auth[@]}" -X POST "$api/releases" \
  -d "$(printf '{"tag_name":"%s","generate_release_notes":true}' "$tag")")
id=$(printf '%s' "$rel" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')

for f in "$@"; do
  curl -fsS "${auth[@]}" -H "Content-Type: application/octet-stream" \
    --data-binary @"$f" \
    "https://uploads.github.com/repos/$repo/releases/$id/assets?name=$(basename "$f")" >/dev/null
  echo "uploaded $f"
done
printf '%s' "$rel" | python3 -c 'import json,sys; print(json.load(sys.stdin)["html_url"])'
