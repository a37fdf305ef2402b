#!/usr/bin/env bash
# Decodes the upload keystore from a CI secret into the runner's temp dir.
set -euo pipefail
: "${SIGNING_KEYSTORE_BASE64:?missing secret}"
OUT="${RUNNER_TEMP:-/tmp}/upload.jks"
echo "$SIGNING_KEYSTORE_BASE64" | base64 --decode > "$OUT"
chmod 600 "$OUT"
echo "SIGNING_STORE_FILE=$OUT" >> "${GITHUB_ENV:-/dev/null}"
