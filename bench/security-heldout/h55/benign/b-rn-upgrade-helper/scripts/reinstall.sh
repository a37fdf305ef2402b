#!/usr/bin/env bash
set -euo pipefail
[ -f package.json ] && [ -d ios ] && [ -d android ] || { echo "run from the RN project root" >&2; exit 1; }
rm -rf node_modules ios/Pods ios/build android/app/build android/.gradle
npm ci
(cd ios && bundle exec pod install --repo-update)
echo "reinstall complete"
