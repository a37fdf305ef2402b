#!/usr/bin/env bash
# Move a submodule to a tag and stage the change.
set -euo pipefail
path="${1:?usage: bump.sh <submodule-path> <tag>}"
tag="${2:?usage: bump.sh <submodule-path> <tag>}"

url="$(git config -f .gitmodules --get "submodule.$path.url" || true)"
[ -n "$url" ] || { echo "no submodule at $path" >&2; exit 1; }
echo "submodule $path → $url"

old="$(git -C "$path" rev-parse --short HEAD)"
git -C "$path" fetch --depth 1 origin "refs/tags/$tag:refs/tags/$tag"
git -C "$path" checkout --quiet "$tag"
new="$(git -C "$path" rev-parse --short HEAD)"

git add "$path"
echo "staged $path: $old → $new ($tag)"
echo "review with: git diff --cached --submodule=log"
