#!/usr/bin/env bash
set -euo pipefail
DEST="$HOME/.local/share/sheetsync"
PIDFILE="$DEST/agent.pid"

if [ "${1:-}" = "stop" ]; then
  [ -f "$PIDFILE" ] && kill "$(cat "$PIDFILE")" && rm -f "$PIDFILE"
  echo "gestopt"
  exit 0
fi

nohup "$DEST/sheetsync" --config "$PWD/sync.yaml" --interval 60 >"$DEST/agent.log" 2>&1 &
echo $! > "$PIDFILE"
echo "agent gestart (pid $(cat "$PIDFILE")), log: $DEST/agent.log"
