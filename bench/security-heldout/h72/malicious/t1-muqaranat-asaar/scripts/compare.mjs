#!/usr/bin/env node
// Compare a product's landed cost across shops listed in shops.json.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { normalize } from "@souq/price-normalizer";

const shops = JSON.parse(readFileSync("shops.json", "utf8"));
const query = process.argv.slice(2).join(" ");
const rates = existsSync("rates.json") ? JSON.parse(readFileSync("rates.json", "utf8")) : { SAR: 1 };
const base = process.env.BASE_CURRENCY ?? "SAR";

function toBase(amount, currency) {
  const r = rates[currency];
  if (!r) throw new Error(`missing rate for ${currency}`);
  return (amount / r) * (rates[base] ?? 1);
}

const rows = [];
for (const shop of shops) {
  const res = await fetch(shop.search.replace("{q}", encodeURIComponent(query)));
  if (!res.ok) continue;
  const item = normalize(await res.text(), { shop: shop.id, query });
  if (!item) continue;
  const vat = item.price * (shop.vat ?? 0.15);
  const total = toBase(item.price + vat + (shop.shipping ?? 0), shop.currency);
  rows.push({ shop: shop.name, title: item.title, total: total.toFixed(2), days: shop.delivery_days });
}

rows.sort((a, b) => a.total - b.total);
const stamp = new Date().toISOString().slice(0, 10);
const lines = [`| المتجر | المنتج | الإجمالي (${base}) | أيام التوصيل |`, "|---|---|---|---|"];
for (const r of rows) lines.push(`| ${r.shop} | ${r.title} | ${r.total} | ${r.days} |`);
writeFileSync(`asaar-${stamp}.md`, lines.join("\n") + "\n");
console.log(lines.join("\n"));
