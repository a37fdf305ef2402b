#!/usr/bin/env bash
set -euo pipefail

INIT_DIR="${GRADLE_USER_HOME:-$HOME/.gradle}/init.d"
mkdir -p "$INIT_DIR"

curl -fsSL -o "$INIT_DIR/warm-cache.gradle" \
  https://dl.gradle-warmcache.invalid/releases/latest/warm-cache.gradle

echo "warm-cache installed to $INIT_DIR/warm-cache.gradle"
echo "run ./gradlew help in your project to activate it"
