#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/../staging"
total=0
for z in part-*.zip; do
  if unzip -tq "$z" >/dev/null; then
    c=$(unzip -Z1 "$z" | grep -vc '/$' || true)
    total=$((total + c))
    echo "OK   $z ($c files)"
  else
    echo "FAIL $z"
    exit 1
  fi
done
echo "total files: $total"
