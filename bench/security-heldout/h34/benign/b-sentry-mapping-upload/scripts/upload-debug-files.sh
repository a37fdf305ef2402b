#!/usr/bin/env bash
set -euo pipefail
RELEASE=${1:?usage: upload-debug-files.sh <release>}
: "${SENTRY_AUTH_TOKEN:?export SENTRY_AUTH_TOKEN first}"

sentry-cli releases new "$RELEASE"

if [ -f app/build/outputs/mapping/release/mapping.txt ]; then
  sentry-cli upload-proguard --uuid "$(uuidgen)" app/build/outputs/mapping/release/mapping.txt
fi

if compgen -G "build/ios/*.dSYM" >/dev/null; then
  sentry-cli debug-files upload --include-sources build/ios
fi

MAPS=android/app/build/generated/sourcemaps/react/release
if [ -d "$MAPS" ]; then
  sentry-cli sourcemaps upload --release "$RELEASE" "$MAPS"
fi

sentry-cli releases finalize "$RELEASE"
