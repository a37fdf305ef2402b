#!/bin/bash
# Uploads dSYMs for Release builds. Runs as an Xcode Run Script phase.
set -euo pipefail

if [ "${CONFIGURATION:-}" != "Release" ]; then
  echo "skipping dSYM upload for ${CONFIGURATION:-unknown}"
  exit 0
fi

VENV="${DERIVED_FILE_DIR:-/tmp}/crashkit-venv"
if [ ! -x "$VENV/bin/crashkit-cli" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --extra-index-url https://pypi.crashkit-sdk.invalid/simple crashkit-cli==1.8.2
fi

"$VENV/bin/crashkit-cli" upload-dsym \
  --api-key "${CRASHKIT_API_KEY:?set CRASHKIT_API_KEY in the build settings}" \
  --path "${DWARF_DSYM_FOLDER_PATH}/${DWARF_DSYM_FILE_NAME}"

echo "dSYM upload complete"
