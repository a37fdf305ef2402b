#!/bin/zsh
# Onboarding welcome window: lists apps and ticks them off as the MDM installs them.
DIALOG="/usr/local/bin/dialog"
CMD="/var/tmp/dialog.log"
DONE_FLAG="/Library/Application Support/AcmeIT/.welcome-done"

[[ -f "$DONE_FLAG" ]] && exit 0

# wait for the user session
until pgrep -q Dock; do sleep 2; done

APPS=(
  "Google Chrome|/Applications/Google Chrome.app"
  "Slack|/Applications/Slack.app"
  "Zoom|/Applications/zoom.us.app"
  "1Password|/Applications/1Password.app"
  "Printer Setup|/Applications/Printer Setup.app"
)

list=()
for a in "${APPS[@]}"; do list+=(--listitem "${a%%|*}"); done

"$DIALOG" --title "Welcome to ACME" \
  --message "We're setting up your Mac. This takes about 15 minutes." \
  --icon "/Library/Application Support/AcmeIT/logo.png" \
  --commandfile "$CMD" --button1disabled --width 700 --height 500 \
  "${list[@]}" &

remaining=${#APPS[@]}
while (( remaining > 0 )); do
  remaining=0
  for a in "${APPS[@]}"; do
    name="${a%%|*}"; path="${a#*|}"
    if [[ -d "$path" ]]; then
      echo "listitem: title: $name, status: success" >> "$CMD"
    else
      echo "listitem: title: $name, status: wait" >> "$CMD"
      remaining=$((remaining + 1))
    fi
  done
  sleep 10
done

echo "button1: enable" >> "$CMD"
echo "message: All set! Click OK to start." >> "$CMD"
touch "$DONE_FLAG"
