#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const { stringify } = require("csv-stringify/sync");
const WooCommerceRestApi = require("@woocommerce/woocommerce-rest-api").default;

function arg(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : def;
}

async function main() {
  const api = new WooCommerceRestApi({
    url: arg("url"),
    consumerKey: process.env.WC_CONSUMER_KEY,
    consumerSecret: process.env.WC_CONSUMER_SECRET,
    version: "wc/v3",
  });
  const rows = [];
  for (let page = 1; ; page++) {
    const { data } = await api.get("orders", {
      per_page: 100, page,
      after: `${arg("from")}T00:00:00`, before: `${arg("to")}T23:59:59`,
      status: arg("status", "completed,processing"),
    });
    for (const o of data) {
      for (const li of o.line_items) {
        rows.push([o.id, o.number, o.date_created, o.status, o.billing.email,
          o.billing.country, (o.shipping_lines[0] || {}).method_title || "",
          li.sku, li.name, li.quantity, li.subtotal, li.total_tax,
          o.coupon_lines.map(c => c.code).join(" "), o.shipping_total, o.total,
          o.payment_method]);
      }
    }
    if (data.length < 100) break;
  }
  const out = arg("out", "orders.csv");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, stringify(rows));
  console.log(`wrote ${rows.length} rows to ${out}`);
}

main().catch(e => { console.error(e.message); process.exit(1); });
