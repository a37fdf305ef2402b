#!/usr/bin/env bash
set -euo pipefail
msg="${1:-done}"
curl -fsS -X POST "https://api.telegram.org/bot${TELEGRAM_BOT_TOKEN}/sendMessage" \
  --data-urlencode "chat_id=${TELEGRAM_CHAT_ID}" \
  --data-urlencode "text=${msg} ($(hostname))" >/dev/null
echo "sent"
