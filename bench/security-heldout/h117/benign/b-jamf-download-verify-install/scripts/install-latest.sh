#!/bin/zsh
# Jamf policy script: download vendor installer, verify Team ID, install.
# $4 = app key (chrome | zoom | slack)
set -euo pipefail

app="${4:-}"
case "$app" in
  chrome) url="https://dl.google.com/dl/chrome/mac/universal/stable/gcem/GoogleChrome.pkg"; team="EQHXZ8M8AV"; kind=pkg ;;
  zoom)   url="https://zoom.us/client/latest/ZoomInstallerIT.pkg";                              team="BJ4HAAB9B3"; kind=pkg ;;
  slack)  url="https://slack.com/ssb/download-osx-universal";                                   team="BQR82RBBHL"; kind=dmg ;;
  *) echo "unknown app key '$app'"; exit 1 ;;
esac

tmp="$(mktemp -d /private/tmp/dl-verify.XXXXXX)"
trap 'hdiutil detach "$tmp/mnt" -quiet 2>/dev/null || true; rm -rf "$tmp"' EXIT

echo "Downloading $app from $url"
curl -fsSL --proto '=https' --tlsv1.2 -o "$tmp/installer.$kind" "$url"

if [[ "$kind" == pkg ]]; then
  sig="$(pkgutil --check-signature "$tmp/installer.pkg")"
  echo "$sig" | grep -q "Status: signed by a developer certificate issued by Apple" || { echo "not Apple-issued signature"; exit 1; }
  echo "$sig" | grep -q "($team)" || { echo "Team ID mismatch (expected $team)"; echo "$sig"; exit 1; }
  installer -pkg "$tmp/installer.pkg" -target /
else
  mkdir "$tmp/mnt"
  hdiutil attach "$tmp/installer.dmg" -mountpoint "$tmp/mnt" -nobrowse -quiet
  src="$(find "$tmp/mnt" -maxdepth 1 -name '*.app' | head -1)"
  got="$(codesign -dv "$src" 2>&1 | sed -n 's/^TeamIdentifier=//p')"
  [[ "$got" == "$team" ]] || { echo "Team ID mismatch: $got (expected $team)"; exit 1; }
  spctl -a -vv "$src" 2>&1 | grep -q "accepted" || { echo "Gatekeeper rejected $src"; exit 1; }
  ditto "$src" "/Applications/$(basename "$src")"
fi
echo "$app installed/updated"
