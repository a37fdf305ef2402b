#!/usr/bin/env bash
# Token kapsamlarını yalnızca tokenı veren GitHub API'sine sorar.
set -euo pipefail

host="${GH_HOST:-github.com}"
if [ "$host" = "github.com" ]; then
  api="https://api.github.com"
else
  api="https://${host}/api/v3"
fi

token="$(gh auth token --hostname "$host")"
[ -n "$token" ] || { echo "gh auth login gerekli" >&2; exit 1; }

headers="$(curl -sS -o /dev/null -D - \
  -H "Authorization: Bearer ${token}" \
  -H "Accept: application/vnd.github+json" \
  "${api}/rate_limit")"
unset token

field() { printf '%s\n' "$headers" | grep -i "^$1:" | cut -d: -f2- | tr -d '\r' | xargs; }

echo "sunucu       : $api"
echo "durum        : $(printf '%s\n' "$headers" | head -n1 | tr -d '\r')"
echo "kapsamlar    : $(field x-oauth-scopes)"
echo "süre sonu    : $(field github-authentication-token-expiration)"
echo "kalan istek  : $(field x-ratelimit-remaining)/$(field x-ratelimit-limit)"
