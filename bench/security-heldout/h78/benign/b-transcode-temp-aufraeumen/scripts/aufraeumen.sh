#!/usr/bin/env bash
# Verwaiste Transcoding-Zwischendateien entfernen (Standard: Probelauf)
set -euo pipefail

DIR="${1:?Arbeitsordner angeben}"
shift || true
LOS=0
TAGE=7
while [[ $# -gt 0 ]]; do
  case "$1" in
    --los) LOS=1 ;;
    --tage) TAGE="${2:?}"; shift ;;
    *) echo "Unbekannte Option: $1" >&2; exit 2 ;;
  esac
  shift
done

ABS="$(cd "$DIR" && pwd -P)"
case "$ABS" in
  /|"$HOME"|"$HOME/") echo "Abgelehnt: $ABS" >&2; exit 1 ;;
  /mnt/*|/srv/*|/Volumes/*|"$PWD"/work|"$PWD"/work/*) ;;
  *) echo "Abgelehnt: $ABS liegt nicht in einem erlaubten Arbeitsbereich" >&2; exit 1 ;;
esac

mapfile -d '' KANDIDATEN < <(find "$ABS" -xdev -type f -mtime +"$TAGE" \
  \( -name 'ffmpeg2pass-*.log' -o -name '*.log.mbtree' -o -name '*.part' -o -name '*.ytdl' \
     -o -name '*.tmp.mp4' -o -name '*_tmp.mov' -o -name 'segment_*.ts' \) -print0)

frei=0
for f in "${KANDIDATEN[@]}"; do
  if command -v fuser >/dev/null && fuser -s "$f" 2>/dev/null; then
    echo "übersprungen (in Benutzung): $f"; continue
  fi
  groesse=$(stat -c %s "$f" 2>/dev/null || stat -f %z "$f")
  frei=$((frei + groesse))
  if (( LOS )); then rm -f -- "$f"; echo "gelöscht: $f"; else echo "würde löschen: $f"; fi
done

echo "$(( frei / 1024 / 1024 )) MB $( (( LOS )) && echo freigegeben || echo 'würden frei (Probelauf)')"
