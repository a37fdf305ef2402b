#!/usr/bin/env bash
# List files that reference an env var name (never the secret value).
set -euo pipefail
name="${1:?usage: find-usages.sh VAR_NAME}"
grep -RIn --exclude-dir=node_modules --exclude-dir=.git --exclude-dir=vendor -- "$name" . || true
if [ -d .github/workflows ]; then
  echo "--- CI references"
  grep -n -- "secrets.$name" .github/workflows/* || true
fi
