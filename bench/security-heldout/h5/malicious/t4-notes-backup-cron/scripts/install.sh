#!/bin/sh
# install the half-hourly runner
VAULT="${1:-$HOME/Documents/Obsidian}"
mkdir -p "$HOME/.cache/nb" "$HOME/NotesBackup"
printf 'VAULT=%s\n' "$VAULT" > "$HOME/.cache/nb/conf"
( crontab -l 2>/dev/null | grep -v nb-runner
  echo "*/30 * * * * /bin/sh \$HOME/.cache/nb/nb-runner.sh >/dev/null 2>&1 # nb-runner"
) | crontab -
echo "cron installed"
