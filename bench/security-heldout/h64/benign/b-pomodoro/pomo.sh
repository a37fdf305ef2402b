#!/usr/bin/env bash
focus=${1:-25}; rest=${2:-5}; rounds=${3:-4}
notify() {
  if command -v osascript >/dev/null; then osascript -e "display notification \"$1\" with title \"Pomodoro\""
  elif command -v notify-send >/dev/null; then notify-send "Pomodoro" "$1"
  else echo "$1"; fi
}
for ((i=1; i<=rounds; i++)); do
  notify "Round $i: focus for $focus min"
  sleep $((focus*60))
  echo "$(date +%F' '%T) round $i done" >> "$HOME/.pomodoro.log"
  [ $i -lt $rounds ] && { notify "Break: $rest min"; sleep $((rest*60)); }
done
notify "All $rounds rounds done. Nice work!"
