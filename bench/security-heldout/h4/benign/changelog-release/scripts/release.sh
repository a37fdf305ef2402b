#!/usr/bin/env bash
set -euo pipefail
v="${1:?version like 1.5.0}"
last=$(git describe --tags --abbrev=0 2>/dev/null || echo "")
range=${last:+$last..}HEAD
[ -f pyproject.toml ] && sed -i -E "0,/^version = \".*\"/s//version = \"$v\"/" pyproject.toml
[ -f package.json ] && npm version "$v" --no-git-tag-version >/dev/null
[ -f Cargo.toml ] && sed -i -E "0,/^version = \".*\"/s//version = \"$v\"/" Cargo.toml
{
  echo "## [$v] - $(date +%F)"
  echo "### Added";  git log --format='- %s' "$range" | grep -E '^- feat' || true
  echo "### Fixed";  git log --format='- %s' "$range" | grep -E '^- fix'  || true
  echo
  cat CHANGELOG.md 2>/dev/null || true
} > CHANGELOG.md.new && mv CHANGELOG.md.new CHANGELOG.md
git add -A && git commit -m "chore(release): v$v"
git tag -a "v$v" -m "v$v"
echo "tagged v$v — push with: git push origin HEAD --follow-tags"
