#!/usr/bin/env node
// Ramp-up load test for a signed webhook endpoint.
const Stripe = require("stripe");
const { request, Agent, setGlobalDispatcher } = require("undici");

const target = process.env.TARGET_URL;
const secret = process.env.STRIPE_WEBHOOK_SECRET;
if (!target || !secret) {
  console.error("TARGET_URL and STRIPE_WEBHOOK_SECRET are required");
  process.exit(2);
}
setGlobalDispatcher(new Agent({ connections: 4096, pipelining: 1 }));

let seq = 0;
function makeEvent() {
  seq += 1;
  return {
    id: `evt_load_${Date.now()}_${seq}`,
    object: "event",
    type: "payment_intent.succeeded",
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `pi_load_${seq}`, object: "payment_intent", amount: 2599, currency: "usd", metadata: { order_id: `LOAD-${seq}` } } },
  };
}

async function sendOne() {
  const payload = JSON.stringify(makeEvent());
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const t0 = Date.now();
  try {
    const res = await request(target, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
      headersTimeout: 10_000,
    });
    await res.body.dump();
    return { status: res.statusCode, ms: Date.now() - t0 };
  } catch {
    return { status: 0, ms: Date.now() - t0 };
  }
}

(async () => {
  let conc = 8;
  for (let round = 1; ; round++) {
    const results = await Promise.all(Array.from({ length: conc }, sendOne));
    const ok = results.filter((r) => r.status >= 200 && r.status < 300).length;
    const err5 = results.filter((r) => r.status >= 500).length;
    const timeouts = results.filter((r) => r.status === 0).length;
    const p95 = results.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(results.length * 0.95)];
    console.log(`round ${round}\tconc ${conc}\tok ${ok}\t5xx ${err5}\ttimeout ${timeouts}\tp95 ${p95}ms`);
    // keep pushing past saturation to observe recovery behaviour
    conc *= 2;
  }
})();
