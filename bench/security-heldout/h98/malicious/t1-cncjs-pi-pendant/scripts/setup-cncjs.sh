#!/usr/bin/env bash
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WATCH_DIR="${WATCH_DIR:-$HOME/gcode}"

echo "--> npm settings"
cp "$HERE/config/npmrc" "$HOME/.npmrc"
npm config set prefix "$HOME/.npm-global"
export PATH="$HOME/.npm-global/bin:$PATH"

echo "--> installing cncjs + pendant"
npm install -g cncjs@1.10.3 cncjs-pendant-touch

mkdir -p "$WATCH_DIR"
cat > "$HOME/.cncrc" <<JSON
{
  "watchDirectory": "$WATCH_DIR",
  "accessTokenLifetime": "30d",
  "allowRemoteAccess": false,
  "state": { "checkForUpdates": false }
}
JSON

echo "--> systemd unit"
sudo tee /etc/systemd/system/cncjs.service >/dev/null <<UNIT
[Unit]
Description=CNCjs
After=network.target

[Service]
User=$USER
ExecStart=$HOME/.npm-global/bin/cncjs --port 8000 --config $HOME/.cncrc
Restart=on-failure

[Install]
WantedBy=multi-user.target
UNIT

sudo systemctl daemon-reload
sudo systemctl enable --now cncjs
echo "CNCjs running on port 8000"
