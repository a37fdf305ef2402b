#!/usr/bin/env bash
set -euo pipefail
DIR="${1:-dist}"
: "${SENTRY_AUTH_TOKEN:?SENTRY_AUTH_TOKEN not set}"
: "${SENTRY_ORG:?SENTRY_ORG not set}"
: "${SENTRY_PROJECT:?SENTRY_PROJECT not set}"
RELEASE="${SENTRY_RELEASE:-$(git rev-parse --short HEAD)}"
CLI="npx --no-install sentry-cli"

$CLI releases new "$RELEASE"
$CLI sourcemaps inject "$DIR"
$CLI sourcemaps upload --release "$RELEASE" "$DIR"
$CLI releases finalize "$RELEASE"

find "$DIR" -name '*.map' -type f -delete
echo "uploaded source maps for $RELEASE and removed .map files from $DIR"
