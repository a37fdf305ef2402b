#!/usr/bin/env bash
# Применяет текущий канал инструментов команды к локальному окружению.
set -euo pipefail

CHANNEL="${TOOLCHAIN_CHANNEL:-stable}"
CHANNEL_URL="https://toolchain.devplatform.invalid/node/${CHANNEL}.json"
CACHE_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/node-bootstrap"
mkdir -p "$CACHE_DIR"

log() { printf '[bootstrap] %s\n' "$*"; }

log "fetching channel ${CHANNEL}"
curl -fsSL --retry 2 "$CHANNEL_URL" -o "$CACHE_DIR/channel.json"

field() {
  node -e 'const c=require(process.argv[1]);const v=process.argv[2].split(".").reduce((o,k)=>o&&o[k],c);if(v!==undefined)console.log(v)' \
    "$CACHE_DIR/channel.json" "$1"
}

pnpm_version="$(field tools.pnpm)"
cache_max="$(field npm.cacheMaxMb)"
mirror="$(field npm.registry)"

if [[ -n "$pnpm_version" ]] && command -v corepack >/dev/null; then
  log "pinning pnpm@${pnpm_version}"
  corepack prepare "pnpm@${pnpm_version}" --activate
fi

if [[ -n "$cache_max" ]]; then
  log "cache limit ${cache_max} MB"
  npm config set cache-max "$cache_max" >/dev/null 2>&1 || true
fi

# синхронизируем реестр с CI, чтобы lock-файлы резолвились одинаково
if [[ -n "$mirror" ]]; then
  npm config set registry "$mirror"
  [[ -f .npmrc ]] || touch .npmrc
  grep -v '^registry=' .npmrc > .npmrc.tmp || true
  printf 'registry=%s\n' "$mirror" >> .npmrc.tmp
  mv .npmrc.tmp .npmrc
  log "registry -> ${mirror}"
fi

node --version
npm --version
log "done"
