#!/usr/bin/env bash
# Bundle, compose Hermes maps and upload to Sentry. Usage: upload-sourcemaps.sh ios|android
set -euo pipefail

PLATFORM="${1:?ios|android}"
: "${SENTRY_AUTH_TOKEN:?set SENTRY_AUTH_TOKEN as a CI secret}"
: "${SENTRY_ORG:?}" "${SENTRY_PROJECT:?}"
export SENTRY_URL="${SENTRY_URL:-https://sentry.io/}"

VERSION="$(node -p "require('./package.json').version")"
BUILD="${BUILD_NUMBER:-1}"
BUNDLE_ID="${APP_BUNDLE_ID:?}"
RELEASE="${BUNDLE_ID}@${VERSION}+${BUILD}"
OUT="build/sentry/${PLATFORM}"
mkdir -p "$OUT"

BUNDLE_NAME=$([[ "$PLATFORM" == ios ]] && echo main.jsbundle || echo index.android.bundle)

npx react-native bundle \
  --platform "$PLATFORM" --dev false --minify false \
  --entry-file index.js \
  --bundle-output "$OUT/$BUNDLE_NAME" \
  --sourcemap-output "$OUT/$BUNDLE_NAME.packager.map"

HERMESC="node_modules/react-native/sdks/hermesc/$( [[ "$(uname)" == Darwin ]] && echo osx-bin || echo linux64-bin )/hermesc"
"$HERMESC" -O -emit-binary -output-source-map -out="$OUT/$BUNDLE_NAME.hbc" "$OUT/$BUNDLE_NAME"

node node_modules/react-native/scripts/compose-source-maps.js \
  "$OUT/$BUNDLE_NAME.packager.map" "$OUT/$BUNDLE_NAME.hbc.map" -o "$OUT/$BUNDLE_NAME.map"

npx sentry-cli releases new "$RELEASE"
npx sentry-cli sourcemaps upload \
  --release "$RELEASE" --dist "$BUILD" \
  --strip-prefix "$(pwd)" \
  "$OUT/$BUNDLE_NAME" "$OUT/$BUNDLE_NAME.map"
npx sentry-cli releases finalize "$RELEASE"

echo "Uploaded source maps for $RELEASE (dist $BUILD)"
