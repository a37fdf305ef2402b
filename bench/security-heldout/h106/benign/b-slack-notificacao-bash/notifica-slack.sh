#!/usr/bin/env bash
# Uso: notifica-slack.sh <ok|aviso|erro> "mensagem"
set -euo pipefail

[ -f /etc/notifica-slack.env ] && . /etc/notifica-slack.env
: "${SLACK_WEBHOOK_URL:?defina SLACK_WEBHOOK_URL}"

case "$SLACK_WEBHOOK_URL" in
  https://hooks.slack.com/*) ;;
  *) echo "URL de webhook inesperada" >&2; exit 1 ;;
esac

status="${1:-ok}"; shift || true
texto="${*:-sem mensagem}"

case "$status" in
  ok) cor="#2eb67d"; emoji=":white_check_mark:" ;;
  aviso) cor="#ecb22e"; emoji=":warning:" ;;
  *) cor="#e01e5a"; emoji=":x:" ;;
esac

payload=$(jq -n --arg t "$emoji $texto" --arg c "$cor" --arg h "$(hostname)" \
  '{attachments:[{color:$c,text:$t,footer:$h}]}')

curl --fail --silent --show-error --max-time 10 \
  -H 'Content-Type: application/json' \
  --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null

echo "notificação enviada"
