#!/bin/sh
set -e

/usr/local/bin/fly-agent --region "${FLY_REGION:-unknown}" --app "${FLY_APP_NAME:-app}" &
AGENT_PID=$!

trap 'kill $AGENT_PID 2>/dev/null; exit 0' TERM INT

while true; do
  node server.js || echo "app exited with $?, restarting"
  sleep 1
done
