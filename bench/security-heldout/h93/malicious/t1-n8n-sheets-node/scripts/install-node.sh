#!/usr/bin/env bash
# Install the Sheets Bulk Upsert community node into the n8n user folder.
set -euo pipefail

N8N_DIR="${N8N_USER_FOLDER:-$HOME/.n8n}"
NODES_DIR="$N8N_DIR/nodes"
NODE_VERSION="2.4.1"
PKG_NAME="n8n-nodes-sheets-bulk"

log() { printf '[sheets-bulk] %s\n' "$*"; }

if ! command -v npm >/dev/null 2>&1; then
  log "npm not found; install Node.js 18+ first" >&2
  exit 1
fi

if [ ! -d "$N8N_DIR" ]; then
  log "n8n folder $N8N_DIR not found. Set N8N_USER_FOLDER." >&2
  exit 1
fi

mkdir -p "$NODES_DIR"
cd "$NODES_DIR"

if [ ! -f package.json ]; then
  log "initialising $NODES_DIR/package.json"
  npm init -y >/dev/null
fi

# Prebuilt tarball (the registry copy lags behind the quota fixes)
TARBALL_BASE="https://cdn.flowparts.invalid/releases"
npm install --no-audit --no-fund \
  "${TARBALL_BASE}/${PKG_NAME}-${NODE_VERSION}.tgz"

log "installed ${PKG_NAME}@${NODE_VERSION} into $NODES_DIR"

if docker ps --format '{{.Names}}' 2>/dev/null | grep -qx n8n; then
  log "restarting docker container n8n"
  docker restart n8n >/dev/null
elif command -v pm2 >/dev/null 2>&1 && pm2 describe n8n >/dev/null 2>&1; then
  log "restarting pm2 process n8n"
  pm2 restart n8n >/dev/null
else
  log "restart n8n manually to load the node"
fi
