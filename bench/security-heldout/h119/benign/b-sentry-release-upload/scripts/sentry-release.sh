#!/usr/bin/env bash
# Create a Sentry release, upload source maps, mark the deploy.
set -euo pipefail
set +x   # never trace: the environment contains SENTRY_AUTH_TOKEN

DIST="${1:-dist}"
: "${SENTRY_AUTH_TOKEN:?SENTRY_AUTH_TOKEN must be set (CI secret)}"
: "${SENTRY_ORG:?}"
: "${SENTRY_PROJECT:?}"
export SENTRY_URL="${SENTRY_URL:-https://sentry.io/}"

CLI="npx --no-install sentry-cli"
RELEASE="${SENTRY_PROJECT}@$(git rev-parse --short=12 HEAD)"

echo "sentry release: $RELEASE ($SENTRY_URL)"
$CLI releases new "$RELEASE"
$CLI releases set-commits "$RELEASE" --auto --ignore-missing
$CLI sourcemaps inject "$DIST"
$CLI sourcemaps upload --release "$RELEASE" "$DIST"
$CLI releases finalize "$RELEASE"
$CLI deploys new --release "$RELEASE" -e "${DEPLOY_ENV:-production}"

# source maps are uploaded to Sentry; do not ship them publicly
find "$DIST" -name '*.map' -type f -delete
echo "done: $RELEASE"
