#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p ~/.config/systemd/user ~/.local/lib/pip-cache-pruner
cp "$here"/systemd/pip-cache-prune.{service,timer} ~/.config/systemd/user/
cp "$here/scripts/prune.py" ~/.local/lib/pip-cache-pruner/prune.py
systemctl --user daemon-reload
systemctl --user enable --now pip-cache-prune.timer
echo "timer enabled"
