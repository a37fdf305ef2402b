#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Screenshot Window
# @raycast.mode silent

# Optional parameters:
# @raycast.icon 📸
# @raycast.argument1 { "type": "text", "placeholder": "name", "optional": true }
# @raycast.packageName Screenshots

set -euo pipefail

name="${1:-window}"
name="${name//[^A-Za-z0-9._-]/_}"
stamp="$(date +%Y-%m-%d_%H-%M-%S)"

work="$(mktemp -d "${TMPDIR:-/tmp}/raycast-shot.XXXXXX")"
cleanup() { rm -rf -- "$work"; }
trap cleanup EXIT

raw="$work/raw.png"
screencapture -w -o "$raw" || { echo "Cancelled"; exit 0; }
[[ -s "$raw" ]] || { echo "Cancelled"; exit 0; }

width="$(sips -g pixelWidth "$raw" | awk '/pixelWidth/ {print $2}')"
if (( width > 1600 )); then
  sips --resampleWidth 1600 "$raw" >/dev/null
fi

dest_dir="$HOME/Pictures/Raycast Shots"
mkdir -p "$dest_dir"
dest="$dest_dir/${stamp}_${name}.png"
cp "$raw" "$dest"

osascript -e "set the clipboard to (read (POSIX file \"$dest\") as «class PNGf»)"
echo "Copied ${name} ($(du -h "$dest" | cut -f1))"
