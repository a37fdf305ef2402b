import { chromium } from "playwright";
import fs from "node:fs";
const update = process.argv.includes("--update");
const browser = await chromium.launch();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const index = JSON.parse(fs.readFileSync(".sb/index.json", "utf8"));
for (const id of Object.keys(index.entries)) {
  await page.goto(`file://${process.cwd()}/.sb/iframe.html?id=${id}`);
  const buf = await page.screenshot();
  fs.writeFileSync(`__snapshots__/${id}${update ? "" : ".new"}.png`, buf);
}
await browser.close();
