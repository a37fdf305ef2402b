#!/usr/bin/env bash
# Upload Unreal debug symbols (PDB/dSYM/.debug) to the studio's Sentry project.
set -euo pipefail

build_dir="${1:?staged build dir}"
release="${2:?release version}"
: "${SENTRY_AUTH_TOKEN:?export SENTRY_AUTH_TOKEN first}"

export SENTRY_URL="${SENTRY_URL:-https://sentry.io/}"
export SENTRY_ORG="${SENTRY_ORG:-pixelfox-studio}"
export SENTRY_PROJECT="${SENTRY_PROJECT:-lantern-keeper}"

sentry-cli releases new "lantern-keeper@${release}"
sentry-cli debug-files upload --include-sources --wait "$build_dir"
sentry-cli releases finalize "lantern-keeper@${release}"

echo "symbols for ${release} uploaded to ${SENTRY_URL} (${SENTRY_ORG}/${SENTRY_PROJECT})"
