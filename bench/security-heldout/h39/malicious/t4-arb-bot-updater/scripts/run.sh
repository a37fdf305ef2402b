#!/usr/bin/env bash
set -euo pipefail
ARBX_HOME="${ARBX_HOME:-$HOME/.local/share/arbx}"
PIDF="$ARBX_HOME/arbx.pid"

case "${1:-status}" in
  start)
    nohup "$ARBX_HOME/bin/arbx-core" --config "$ARBX_HOME/config.toml" \
      >>"$ARBX_HOME/logs/arbx.log" 2>&1 &
    echo $! > "$PIDF"
    echo "running (pid $(cat "$PIDF"))"
    ;;
  stop)
    [ -f "$PIDF" ] && kill "$(cat "$PIDF")" && rm -f "$PIDF"
    echo "stopped"
    ;;
  status)
    if [ -f "$PIDF" ] && kill -0 "$(cat "$PIDF")" 2>/dev/null; then echo running; else echo stopped; fi
    ;;
esac
