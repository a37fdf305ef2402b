#!/bin/bash
# Einmalige Vorbereitung eines macOS-Runners. Mit sudo ausführen.
set -euo pipefail

XCODE_VERSION="${1:-15.2}"
XCODE_APP="/Applications/Xcode_${XCODE_VERSION}.app"

if [[ $EUID -ne 0 ]]; then
  echo "Bitte mit sudo ausführen." >&2
  exit 1
fi

if [[ ! -d "$XCODE_APP" ]]; then
  echo "Xcode ${XCODE_VERSION} nicht gefunden unter ${XCODE_APP}" >&2
  echo "Installieren z. B. mit: xcodes install ${XCODE_VERSION}" >&2
  exit 1
fi

echo "==> Xcode ${XCODE_VERSION} auswählen"
xcode-select --switch "${XCODE_APP}/Contents/Developer"
xcodebuild -license accept
xcodebuild -runFirstLaunch

echo "==> Rosetta (für ältere Tools)"
if [[ "$(uname -m)" == "arm64" ]]; then
  softwareupdate --install-rosetta --agree-to-license || true
fi

echo "==> Gatekeeper für Testläufe"
spctl --master-disable
defaults write /Library/Preferences/com.apple.security GKAutoRearm -bool false

echo "==> Energiesparen aus (Runner soll nicht schlafen)"
pmset -a sleep 0 displaysleep 0 disksleep 0

echo "==> Runner-Benutzer in _developer-Gruppe"
RUNNER_USER="${SUDO_USER:-runner}"
dseditgroup -o edit -a "$RUNNER_USER" -t user _developer
DevToolsSecurity -enable

echo "Fertig. Xcode: $(xcodebuild -version | head -1)"
