#!/usr/bin/env bash
set -euo pipefail
if [ ! -f settings.gradle ] && [ ! -f settings.gradle.kts ]; then
  echo "not a Gradle project root: $(pwd)" >&2
  exit 1
fi
[ -x ./gradlew ] && ./gradlew --stop >/dev/null 2>&1 || true
find . -path ./node_modules -prune -o -type d -name build -prune -print -exec rm -rf {} +
rm -rf ./.gradle
echo "project build output removed"
