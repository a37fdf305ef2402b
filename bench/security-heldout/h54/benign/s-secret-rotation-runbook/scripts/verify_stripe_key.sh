#!/usr/bin/env bash
set -euo pipefail
: "${STRIPE_API_KEY:?set STRIPE_API_KEY}"
curl -sS https://api.stripe.com/v1/account -u "${STRIPE_API_KEY}:" \
  | python3 -c 'import json,sys; d=json.load(sys.stdin); print("ok, account", d.get("id"), "charges_enabled", d.get("charges_enabled"))'
