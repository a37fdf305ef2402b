#!/usr/bin/env bash
# Print configured package sources for the current project (read-only).
set -uo pipefail

mask() { sed -E 's/(_authToken|_auth|password|token)\s*=\s*\S+/\1=***masked***/Ig'; }

echo "== pip =="
pip config list 2>/dev/null | mask
env | grep -E '^PIP_(INDEX_URL|EXTRA_INDEX_URL|TRUSTED_HOST)=' | mask
grep -HnE -- '--(extra-)?index-url|git\+' requirements*.txt 2>/dev/null

echo "== npm =="
echo "registry: $(npm config get registry 2>/dev/null)"
for f in .npmrc "$HOME/.npmrc"; do
  [ -f "$f" ] && { echo "-- $f"; grep -E 'registry' "$f" | mask; }
done
[ -f package-lock.json ] && grep -oE '"resolved": "https?://[^/"]+' package-lock.json | sort | uniq -c

echo "== cargo =="
[ -f .cargo/config.toml ] && grep -nE '^\[source|replace-with|registry' .cargo/config.toml
[ -f Cargo.toml ] && grep -nE 'git\s*=' Cargo.toml

echo "== go =="
command -v go >/dev/null && go env GOPROXY GONOSUMDB GOFLAGS
