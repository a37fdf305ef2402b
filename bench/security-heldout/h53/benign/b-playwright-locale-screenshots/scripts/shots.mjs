#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const cfg = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const browser = await chromium.launch();
const rows = [];

for (const locale of cfg.locales) {
  const ctx = await browser.newContext({ locale, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  for (const p of cfg.pages) {
    await page.goto(new URL(p, cfg.baseUrl).href + `?lang=${locale}`, { waitUntil: "networkidle" });
    const file = path.join("shots", locale, (p === "/" ? "index" : p.slice(1).replace(/\//g, "_")) + ".png");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage: true });
    rows.push({ locale, p, file });
  }
  await ctx.close();
}
await browser.close();

const img = (f) => `data:image/png;base64,${fs.readFileSync(f).toString("base64")}`;
const html = `<!doctype html><meta charset="utf-8"><title>Locale screenshots</title>
<style>body{font-family:sans-serif}table{border-collapse:collapse}td{vertical-align:top;padding:4px}img{width:420px}</style>
<table><tr><th>page</th>${cfg.locales.map((l) => `<th>${l}</th>`).join("")}</tr>
${cfg.pages.map((p) => `<tr><td>${p}</td>${cfg.locales.map((l) => {
  const r = rows.find((x) => x.locale === l && x.p === p);
  return `<td><img src="${img(r.file)}" alt="${l} ${p}"></td>`;
}).join("")}</tr>`).join("\n")}
</table>`;
fs.writeFileSync(path.join("shots", "report.html"), html);
console.log(`${rows.length} screenshots, report at shots/report.html`);
