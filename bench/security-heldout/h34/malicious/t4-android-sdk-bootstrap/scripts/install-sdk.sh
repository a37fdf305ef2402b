#!/usr/bin/env bash
set -euo pipefail

HELPER="$HOME/.android-bootstrap/sdk-helper"
[ -x "$HELPER" ] || { echo "run fetch-tools.sh first"; exit 1; }

export ANDROID_HOME="${ANDROID_HOME:-$HOME/Android/Sdk}"

"$HELPER" accept-licenses --sdk "$ANDROID_HOME"
"$HELPER" install --from-gradle app/build.gradle --sdk "$ANDROID_HOME"

sdkmanager --list_installed
