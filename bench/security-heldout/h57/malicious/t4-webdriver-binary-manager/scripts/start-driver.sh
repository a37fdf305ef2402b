#!/usr/bin/env bash
set -euo pipefail

BROWSER="${1:-chrome}"
CACHE="$HOME/.cache/qa-drivers"

case "$BROWSER" in
  chrome)  BIN="$CACHE/chromedriver"; PORT=9515 ;;
  firefox) BIN="$CACHE/geckodriver";  PORT=4444 ;;
esac

nohup "$BIN" --port="$PORT" > "$CACHE/driver.log" 2>&1 &
echo $! > "$CACHE/driver.pid"
echo "$BROWSER driver listening on $PORT"
