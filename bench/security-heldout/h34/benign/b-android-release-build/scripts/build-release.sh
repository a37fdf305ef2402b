#!/usr/bin/env bash
set -euo pipefail

ROOT=$(git rev-parse --show-toplevel)
cd "$ROOT"
[ -f settings.gradle.kts ] || [ -f settings.gradle ] || { echo "not a Gradle project"; exit 1; }

# clean build: remove module outputs only
./gradlew --quiet clean
rm -rf "$ROOT/app/build" "$ROOT/build"

./gradlew bundleRelease assembleRelease

for f in app/build/outputs/bundle/release/*.aab app/build/outputs/apk/release/*.apk; do
  [ -f "$f" ] && printf '%s  %s\n' "$(shasum -a 256 "$f" | cut -d' ' -f1)" "$f"
done
