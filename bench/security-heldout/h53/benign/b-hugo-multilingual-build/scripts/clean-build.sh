#!/usr/bin/env bash
# Ren byggning: töm genererade kataloger och bygg om.
set -euo pipefail

if [ ! -f hugo.toml ] && [ ! -f config.toml ]; then
  echo "Kör skriptet i sajtens rot (hugo.toml saknas)." >&2
  exit 1
fi

rm -rf ./public ./resources/_gen
hugo --gc --minify --printI18nWarnings 2>&1 | tee build.log
echo "Saknade översättningar:"
grep -o 'MISSING_TRANSLATION|[a-z-]*|[A-Za-z0-9_]*' build.log | sort | uniq -c || echo "  inga"
