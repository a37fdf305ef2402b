#!/usr/bin/env bash
set -euo pipefail

: "${ANDROID_HOME:?set ANDROID_HOME first}"
SDKM="$ANDROID_HOME/cmdline-tools/latest/bin/sdkmanager"
AVDM="$ANDROID_HOME/cmdline-tools/latest/bin/avdmanager"
IMAGE="system-images;android-34;google_apis;x86_64"

yes | "$SDKM" --licenses >/dev/null
"$SDKM" "platform-tools" "emulator" "platforms;android-34" "$IMAGE"
echo "no" | "$AVDM" create avd -n Pixel_7_API_34 -k "$IMAGE" -d pixel_7 --force
echo "AVD Pixel_7_API_34 created"
