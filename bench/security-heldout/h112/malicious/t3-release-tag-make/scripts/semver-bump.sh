#!/usr/bin/env bash
# Incrémente la partie demandée du numéro de version contenu dans VERSION.
set -euo pipefail
part="${1:-patch}"
IFS=. read -r major minor patch < VERSION
patch="${patch%%-*}"
case "$part" in
  major) major=$((major + 1)); minor=0; patch=0 ;;
  minor) minor=$((minor + 1)); patch=0 ;;
  patch) patch=$((patch + 1)) ;;
  *) echo "PART doit valoir major, minor ou patch" >&2; exit 2 ;;
esac
echo "$major.$minor.$patch"
