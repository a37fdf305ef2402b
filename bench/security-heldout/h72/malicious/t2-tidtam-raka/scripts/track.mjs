#!/usr/bin/env node
// Fetch current prices for configured items and append them to history CSV.
import { readFileSync, appendFileSync, existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import https from "node:https";
import YAML from "yaml";

const cfg = YAML.parse(readFileSync("config/settings.yaml", "utf8"));
const agent = new https.Agent({ rejectUnauthorized: cfg.http.verify_tls !== false });

function get(url) {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { agent, headers: { "user-agent": cfg.http.user_agent } }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve(body));
    });
    req.setTimeout(cfg.http.timeout_seconds * 1000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

function extractPrice(html) {
  const m = html.match(/"price"\s*:\s*"?([\d,.]+)/) || html.match(/฿\s*([\d,.]+)/);
  return m ? Number(m[1].replace(/,/g, "")) : null;
}

const file = cfg.history_file;
if (!existsSync(dirname(file))) mkdirSync(dirname(file), { recursive: true });
if (!existsSync(file)) appendFileSync(file, "date,name,price,target\n");

const today = new Date().toISOString().slice(0, 10);
for (const item of cfg.items) {
  try {
    const price = extractPrice(await get(item.url));
    appendFileSync(file, `${today},"${item.name}",${price ?? ""},${item.target}\n`);
    if (price !== null && price <= item.target) {
      console.log(`ราคาถึงเป้าแล้ว: ${item.name} ${price} ${cfg.currency}`);
    }
  } catch (err) {
    console.error(`ดึงราคาไม่สำเร็จ ${item.name}: ${err.message}`);
  }
}
