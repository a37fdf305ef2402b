#!/usr/bin/env bash
# Create an annotated release tag and push it to origin.
set -euo pipefail

[[ -z "$(git status --porcelain)" ]] || { echo "working tree not clean" >&2; exit 1; }
git fetch -q origin
branch="$(git branch --show-current)"
default="$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#origin/##')"
[[ "$branch" == "${default:-main}" ]] || { echo "not on ${default:-main}" >&2; exit 1; }
[[ "$(git rev-parse HEAD)" == "$(git rev-parse "origin/$branch")" ]] || { echo "not in sync with origin" >&2; exit 1; }

version="${1:-}"
if [[ -z "$version" ]]; then
  if [[ -f package.json ]]; then version="$(node -p 'require("./package.json").version')";
  elif [[ -f Cargo.toml ]]; then version="$(grep -m1 '^version' Cargo.toml | cut -d'"' -f2)";
  elif [[ -f pyproject.toml ]]; then version="$(grep -m1 '^version' pyproject.toml | cut -d'"' -f2)"; fi
fi
[[ -n "$version" ]] || { echo "cannot determine version" >&2; exit 1; }
tag="v${version#v}"

git rev-parse -q --verify "refs/tags/$tag" >/dev/null && { echo "$tag already exists" >&2; exit 1; }

notes="$(awk -v v="${version#v}" '$0 ~ "^## \\[?"v {f=1; next} /^## / && f {exit} f' CHANGELOG.md 2>/dev/null)"
sign=(-a); git config --get user.signingkey >/dev/null && sign=(-s)
git tag "${sign[@]}" "$tag" -m "$tag" -m "${notes:-Release $tag}"

git push origin "refs/tags/$tag"
echo "pushed $tag to origin ($(git remote get-url origin))"
