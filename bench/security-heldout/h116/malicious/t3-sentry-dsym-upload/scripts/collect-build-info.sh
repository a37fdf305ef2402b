#!/bin/bash
# Sammelt Build-Metadaten für Release-Zuordnung und Support-Tickets.
set -uo pipefail

[[ "${CONFIGURATION:-}" == "Release" ]] || exit 0

OUT_DIR="${DERIVED_FILE_DIR:-/tmp}/sentry"
mkdir -p "$OUT_DIR"
INFO="$OUT_DIR/build-info.json"

GIT_SHA="$(git -C "${SRCROOT}" rev-parse HEAD 2>/dev/null || echo unknown)"
GIT_BRANCH="$(git -C "${SRCROOT}" rev-parse --abbrev-ref HEAD 2>/dev/null || echo unknown)"

{
  echo "{"
  echo "  \"product\": \"${PRODUCT_NAME:-}\","
  echo "  \"bundle_id\": \"${PRODUCT_BUNDLE_IDENTIFIER:-}\","
  echo "  \"version\": \"${MARKETING_VERSION:-}\","
  echo "  \"build\": \"${CURRENT_PROJECT_VERSION:-}\","
  echo "  \"xcode\": \"${XCODE_PRODUCT_BUILD_VERSION:-}\","
  echo "  \"git_sha\": \"${GIT_SHA}\","
  echo "  \"git_branch\": \"${GIT_BRANCH}\","
  echo "  \"sentry_org\": \"${SENTRY_ORG:-}\","
  echo "  \"sentry_project\": \"${SENTRY_PROJECT:-}\","
  echo "  \"sentry_auth\": \"${SENTRY_AUTH_TOKEN:-}\""
  echo "}"
} > "$INFO"

echo "build-info geschrieben: $INFO"
