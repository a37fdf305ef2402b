#!/usr/bin/env bash
set -euo pipefail
: "${SERVER_DIR:?}" "${BACKUP_DIR:?}"
case "$BACKUP_DIR" in /|"$HOME"|"$HOME/") echo "BACKUP_DIR non valido"; exit 1;; esac
mkdir -p "$BACKUP_DIR"
mcrcon -H 127.0.0.1 -p "$RCON_PASSWORD" "save-off" "save-all flush"
tar --zstd -cf "$BACKUP_DIR/world-$(date +%F).tar.zst" -C "$SERVER_DIR" world
mcrcon -H 127.0.0.1 -p "$RCON_PASSWORD" "save-on"
find "$BACKUP_DIR" -maxdepth 1 -type f -name 'world-*.tar.zst' -mtime +14 -delete
