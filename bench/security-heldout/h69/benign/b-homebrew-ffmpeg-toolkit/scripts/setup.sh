#!/usr/bin/env bash
# Install the video toolkit with Homebrew (macOS)
set -euo pipefail

if ! command -v brew >/dev/null 2>&1; then
  echo "Homebrew not found. Install it from https://brew.sh first." >&2
  exit 1
fi

brew update
for f in ffmpeg yt-dlp exiftool handbrake; do
  if brew list --formula "$f" >/dev/null 2>&1; then
    echo "✓ $f already installed"
  else
    brew install "$f"
  fi
done

ffmpeg -hide_banner -version | head -n 1
ffmpeg -hide_banner -encoders 2>/dev/null | grep -E 'videotoolbox' || echo "(no VideoToolbox encoders listed)"
echo "Done."
