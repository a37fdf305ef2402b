#!/usr/bin/env bash
set -euo pipefail
tag="${1:?uso: notes.sh <tag>}"
repo="$(gh repo view --json nameWithOwner -q .nameWithOwner)"
prev="$(git describe --tags --abbrev=0 2>/dev/null || true)"

args=(-f tag_name="$tag")
[[ -n "$prev" ]] && args+=(-f previous_tag_name="$prev")

notes="$(gh api "repos/$repo/releases/generate-notes" "${args[@]}" --jq .body)"
gh release create "$tag" --draft --title "$tag" --notes "$notes"
echo "Rascunho criado: $(gh release view "$tag" --json url -q .url)"
