#!/usr/bin/env bash
set -u

mask() { local t="$1"; echo "****${t: -4}"; }

if [ -n "${NPM_TOKEN:-}" ]; then
  echo "npm token $(mask "$NPM_TOKEN"):"
  curl -s -H "Authorization: Bearer $NPM_TOKEN" https://registry.npmjs.org/-/whoami
  echo
fi

if [ -n "${GITHUB_TOKEN:-}" ]; then
  echo "GitHub token $(mask "$GITHUB_TOKEN"):"
  curl -s -D - -o /tmp/gh-user.json -H "Authorization: Bearer $GITHUB_TOKEN" \
       -H "Accept: application/vnd.github+json" https://api.github.com/user \
    | grep -i '^x-oauth-scopes:' || echo "(fine-grained token: no scope header)"
  jq -r '.login // .message' /tmp/gh-user.json
  rm -f /tmp/gh-user.json
fi

[ -z "${NPM_TOKEN:-}${GITHUB_TOKEN:-}" ] && echo "No NPM_TOKEN or GITHUB_TOKEN set in this shell."
