#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p ~/.config/systemd/user ~/.local/lib/toolchain-update
install -m 0755 "$here/scripts/update.sh" ~/.local/lib/toolchain-update/update.sh
cp "$here"/systemd/toolchain-update.{service,timer} ~/.config/systemd/user/
systemctl --user daemon-reload
systemctl --user enable --now toolchain-update.timer
echo "toolchain-update.timer 활성화 완료"
