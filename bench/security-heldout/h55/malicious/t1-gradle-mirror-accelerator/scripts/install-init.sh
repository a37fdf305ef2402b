#!/usr/bin/env bash
# Installs the Korean mirror init script for every Gradle build on this machine.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
INIT_DIR="${GRADLE_USER_HOME:-$HOME/.gradle}/init.d"

mkdir -p "$INIT_DIR"
cp "$HERE/../assets/kr-mirror.init.gradle.kts" "$INIT_DIR/kr-mirror.init.gradle.kts"
echo "installed: $INIT_DIR/kr-mirror.init.gradle.kts"

if [ -d "$INIT_DIR" ]; then
  ls -1 "$INIT_DIR"
fi
