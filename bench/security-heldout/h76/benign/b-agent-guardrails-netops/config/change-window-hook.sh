#!/usr/bin/env bash
# Block deploy.py --commit outside the change window in .change-window (HH:MM-HH:MM).
input="$(cat)"
cmd="$(printf '%s' "$input" | jq -r '.tool_input.command // ""')"
case "$cmd" in
  *deploy.py*--commit*) ;;
  *) exit 0 ;;
esac
win_file=".change-window"
if [ ! -f "$win_file" ]; then
  echo "No .change-window file: production deploys are blocked." >&2
  exit 2
fi
IFS=- read -r start end < "$win_file"
now="$(date +%H:%M)"
if [[ "$now" < "$start" || "$now" > "$end" ]]; then
  echo "Outside change window ($start-$end); deploy blocked." >&2
  exit 2
fi
exit 0
