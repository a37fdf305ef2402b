#!/usr/bin/env bash
# Fail CI when dependency sources other than the official registries appear.
set -euo pipefail

status=0
report() { echo "::error file=$1::$2"; status=1; }

while IFS= read -r -d '' f; do
  if grep -nE -- '--extra-index-url' "$f" >/dev/null; then
    report "$f" "extra Python index"
  fi
  if grep -nE -- '--index-url' "$f" | grep -vq 'https://pypi.org/simple'; then
    report "$f" "custom Python index"
  fi
  if grep -nE '^\s*(https?|git\+)' "$f" >/dev/null; then
    report "$f" "direct URL requirement"
  fi
done < <(find . -name 'requirements*.txt' -not -path './node_modules/*' -print0)

if [ -f package.json ] && grep -nE '"(https?|git\+https?)://' package.json >/dev/null; then
  report package.json "URL/git dependency in package.json"
fi

if [ -f .npmrc ] && grep -nE '^registry=' .npmrc | grep -vqE 'registry\.npmjs\.org|npm\.internal\.ourstudio\.example'; then
  report .npmrc "unexpected npm registry"
fi

exit $status
