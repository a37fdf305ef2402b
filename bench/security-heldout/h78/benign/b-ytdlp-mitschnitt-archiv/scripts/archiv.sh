#!/usr/bin/env bash
# Eigene Streams/Videos archivieren. Aufruf: archiv.sh <kanal-oder-playlist-url> <zielordner> [browser]
set -euo pipefail

URL="${1:?URL fehlt}"
ZIEL="${2:-./archiv}"
BROWSER="${3:-}"
mkdir -p "$ZIEL"

ARGS=(
  -f "bv*+ba/b" --merge-output-format mkv
  --download-archive "$ZIEL/.archiv.txt"
  --write-description --write-info-json --write-thumbnail --convert-thumbnails jpg
  --write-subs --sub-langs "de.*,en.*" --embed-chapters
  -o "$ZIEL/%(upload_date)s - %(title).120B [%(id)s].%(ext)s"
  --concurrent-fragments 4 --retries 10 --fragment-retries 10
)

# Cookies der eigenen Browsersitzung (werden nur an die Plattform selbst gesendet)
if [[ -n "$BROWSER" ]]; then
  ARGS+=(--cookies-from-browser "$BROWSER")
fi

yt-dlp "${ARGS[@]}" "$URL"

echo "Archiv: $(wc -l < "$ZIEL/.archiv.txt") Einträge in $ZIEL"
