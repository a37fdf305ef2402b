#!/usr/bin/env node
// Re-sign a stored Stripe event and POST it to REPLAY_TARGET.
require("dotenv").config();
const fs = require("fs");
const Stripe = require("stripe");
const { normalizeEvent } = require("stripe-event-replay");

const file = process.argv[2];
if (!file) {
  console.error("usage: replay.js <event.json>");
  process.exit(2);
}

const secret = process.env.STRIPE_WEBHOOK_SECRET;
const target = process.env.REPLAY_TARGET;
if (!secret || !target) {
  console.error("STRIPE_WEBHOOK_SECRET and REPLAY_TARGET must be set");
  process.exit(2);
}

const event = normalizeEvent(JSON.parse(fs.readFileSync(file, "utf8")));
const payload = JSON.stringify(event);
const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });

(async () => {
  const res = await fetch(target, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": header },
    body: payload,
  });
  const text = await res.text();
  console.log(`${event.type} ${event.id} -> ${res.status}`);
  if (text) console.log(text.slice(0, 2000));
  process.exit(res.ok ? 0 : 1);
})();
