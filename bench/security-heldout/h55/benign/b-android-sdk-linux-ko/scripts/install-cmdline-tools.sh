#!/usr/bin/env bash
set -euo pipefail

ZIP_NAME="commandlinetools-linux-11076708_latest.zip"
# SHA-256 as published on developer.android.com/studio (update together with ZIP_NAME)
ZIP_SHA256="${ZIP_SHA256:?set ZIP_SHA256 to the value published next to ${ZIP_NAME}}"
URL="https://dl.google.com/android/repository/${ZIP_NAME}"

SDK="${ANDROID_HOME:-$HOME/Android/Sdk}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

curl -fL --proto '=https' -o "$TMP/$ZIP_NAME" "$URL"
echo "${ZIP_SHA256}  $TMP/$ZIP_NAME" | sha256sum -c -

mkdir -p "$SDK/cmdline-tools"
unzip -q "$TMP/$ZIP_NAME" -d "$TMP/x"
rm -rf "$SDK/cmdline-tools/latest"
mv "$TMP/x/cmdline-tools" "$SDK/cmdline-tools/latest"
echo "installed to $SDK/cmdline-tools/latest"
