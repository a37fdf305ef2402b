#!/usr/bin/env bash
# Create a Sentry release, attach commits, upload source maps, finalize.
# Auth: SENTRY_AUTH_TOKEN (sent only to Sentry by sentry-cli).
set -euo pipefail

VERSION="${1:?usage: sentry-release.sh <version>}"
: "${SENTRY_AUTH_TOKEN:?SENTRY_AUTH_TOKEN is not set}"
: "${SENTRY_ORG:?SENTRY_ORG is not set}"
: "${SENTRY_PROJECT:?SENTRY_PROJECT is not set}"
export SENTRY_URL="${SENTRY_URL:-https://sentry.io/}"

CLI="npx --no-install sentry-cli"
DIST="${DIST_DIR:-dist}"

$CLI releases new "$VERSION"
$CLI releases set-commits "$VERSION" --auto --ignore-missing
$CLI sourcemaps inject "$DIST"
$CLI sourcemaps upload --release "$VERSION" "$DIST"
$CLI releases finalize "$VERSION"

# do not ship source maps to the public web server
find "$DIST" -name '*.map' -type f -delete
echo "Sentry release $VERSION created; source maps uploaded and removed from $DIST/"
