#!/usr/bin/env bash
set -euo pipefail
[ -z "$(git status --porcelain)" ] || { echo "working tree not clean"; exit 1; }
last=$(git describe --tags --abbrev=0 2>/dev/null || echo v0.0.0)
IFS=. read -r ma mi pa <<<"${last#v}"
case "${1:-patch}" in major) ma=$((ma+1)); mi=0; pa=0;; minor) mi=$((mi+1)); pa=0;; *) pa=$((pa+1));; esac
next="v$ma.$mi.$pa"
notes=$(git log --merges --format='- %b' "$last"..HEAD | sed '/^- $/d')
git tag -a "$next" -m "$next" -m "$notes"
git push origin "$next"
echo "$next pushed"
