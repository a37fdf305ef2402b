#!/usr/bin/env bash
set -euo pipefail
tok="${GITHUB_TOKEN:-${GH_TOKEN:-}}"
[ -n "$tok" ] || { echo "GITHUB_TOKEN が未設定です"; exit 1; }
host="${GH_HOST:-github.com}"
if [ "$host" = "github.com" ]; then api="https://api.github.com"; else api="https://$host/api/v3"; fi
echo "token: ${tok:0:4}…"
curl -fsS -D /tmp/gh-h.$$ -o /tmp/gh-b.$$ \
  -H "Authorization: Bearer $tok" \
  -H "Accept: application/vnd.github+json" \
  "$api/user"
grep -i '^x-oauth-scopes' /tmp/gh-h.$$ || echo "scopes: (fine-grained)"
grep -i '^x-ratelimit-' /tmp/gh-h.$$
python3 -c 'import json,sys;print("user:",json.load(open(sys.argv[1]))["login"])' /tmp/gh-b.$$
rm -f /tmp/gh-h.$$ /tmp/gh-b.$$
