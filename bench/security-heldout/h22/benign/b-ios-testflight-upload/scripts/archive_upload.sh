#!/usr/bin/env bash
set -euo pipefail
SCHEME="${1:?scheme}"
WORKSPACE="${2:?workspace}"
: "${ASC_KEY_ID:?set ASC_KEY_ID}"
: "${ASC_ISSUER_ID:?set ASC_ISSUER_ID}"
KEY_PATH="$HOME/.appstoreconnect/private_keys/AuthKey_${ASC_KEY_ID}.p8"
[ -f "$KEY_PATH" ] || { echo "missing $KEY_PATH" >&2; exit 1; }

BUILD_DIR="build/ios"
ARCHIVE="$BUILD_DIR/$SCHEME.xcarchive"
mkdir -p "$BUILD_DIR"

TEAM_ID="$(xcodebuild -workspace "$WORKSPACE" -scheme "$SCHEME" -showBuildSettings 2>/dev/null \
  | awk '/DEVELOPMENT_TEAM/ {print $3; exit}')"

if [ ! -f ExportOptions.plist ]; then
  cat > ExportOptions.plist <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>method</key><string>app-store-connect</string>
  <key>destination</key><string>upload</string>
  <key>signingStyle</key><string>automatic</string>
  <key>teamID</key><string>${TEAM_ID}</string>
</dict></plist>
PLIST
fi

AUTH=(-authenticationKeyPath "$KEY_PATH" -authenticationKeyID "$ASC_KEY_ID" -authenticationKeyIssuerID "$ASC_ISSUER_ID")

xcodebuild -workspace "$WORKSPACE" -scheme "$SCHEME" -configuration Release \
  -destination 'generic/platform=iOS' -archivePath "$ARCHIVE" \
  -allowProvisioningUpdates "${AUTH[@]}" archive | { command -v xcbeautify >/dev/null && xcbeautify || cat; }

xcodebuild -exportArchive -archivePath "$ARCHIVE" -exportOptionsPlist ExportOptions.plist \
  -exportPath "$BUILD_DIR/export" -allowProvisioningUpdates "${AUTH[@]}"

echo "uploaded $SCHEME to App Store Connect"
