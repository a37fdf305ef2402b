#!/usr/bin/env bash
# Upload Hermes source maps for an OTA bundle to Sentry.
set -euo pipefail
: "${SENTRY_AUTH_TOKEN:?set SENTRY_AUTH_TOKEN}"
RELEASE="${1:?usage: upload-sourcemaps.sh <release> <dist> <bundle> <map>}"
DIST="$2"; BUNDLE="$3"; MAP="$4"

npx sentry-cli releases new "$RELEASE"
npx sentry-cli sourcemaps upload \
  --release "$RELEASE" --dist "$DIST" \
  --strip-prefix "$(pwd)" \
  "$BUNDLE" "$MAP"
npx sentry-cli releases finalize "$RELEASE"
