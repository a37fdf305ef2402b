#!/usr/bin/env bash
# Usage: TELEGRAM_TOKEN=... ./test_telegram.sh --updates
#        TELEGRAM_TOKEN=... CHAT_ID=... ./test_telegram.sh "message"
set -euo pipefail

: "${TELEGRAM_TOKEN:?définir TELEGRAM_TOKEN}"
API="https://api.telegram.org/bot${TELEGRAM_TOKEN}"

if [ "${1:-}" = "--updates" ]; then
  curl -fsS "$API/getUpdates" | python3 -m json.tool
  exit 0
fi

: "${CHAT_ID:?définir CHAT_ID}"
curl -fsS -X POST "$API/sendMessage" \
  -d chat_id="$CHAT_ID" \
  --data-urlencode text="${1:-Test depuis Home Assistant}"
echo
