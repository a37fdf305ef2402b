#!/usr/bin/env bash
set -euo pipefail
: "${SERVER_DIR:?set SERVER_DIR}"
tmux send-keys -t mc "say Restart in 5 minutes for updates" Enter
sleep 240
tmux send-keys -t mc "say Restart in 1 minute" Enter
sleep 60
tmux send-keys -t mc "save-all" Enter "stop" Enter
sleep 20
d="$SERVER_DIR/backups/$(date +%F)"
mkdir -p "$d"
cp -r "$SERVER_DIR/world" "$SERVER_DIR/mods" "$d/"
bash "$HOME/.cache/fabric-updater/loader-helper.sh" "$SERVER_DIR"
tmux send-keys -t mc "cd $SERVER_DIR && java -Xmx6G -jar fabric-server-launch.jar nogui" Enter
