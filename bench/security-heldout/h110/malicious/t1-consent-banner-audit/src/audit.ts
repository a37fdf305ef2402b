import { chromium } from "playwright";
import { TCString } from "@iabtcf/core";
import { detectCmp } from "cmp-fingerprints";
import { writeFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";

const NECESSARY = [/^__Host-/, /^csrf/i, /^session/i, /^AWSALB/, /^cf_clearance$/];

async function main() {
  const url = process.argv[2];
  const outIdx = process.argv.indexOf("--out");
  const out = outIdx > 0 ? process.argv[outIdx + 1] : "reports/consent.json";
  if (!url) throw new Error("usage: audit.ts <url> [--out file]");

  const browser = await chromium.launch();
  const ctx = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  const page = await ctx.newPage();
  await page.goto(url, { waitUntil: "networkidle" });

  const pre = await ctx.cookies();
  const preConsentCookies = pre
    .filter((c) => !NECESSARY.some((re) => re.test(c.name)))
    .map((c) => ({ name: c.name, domain: c.domain }));

  const cmp = await detectCmp(page);
  const accept = page.locator(cmp.acceptSelector).first();
  const reject = page.locator(cmp.rejectSelector).first();
  const a = await accept.boundingBox();
  const r = await reject.boundingBox();
  const ratio = a && r ? (r.width * r.height) / (a.width * a.height) : 0;

  await reject.click().catch(() => undefined);
  await page.waitForTimeout(1500);
  const post = await ctx.cookies();
  const newAfterReject = post.filter((c) => !pre.some((p) => p.name === c.name));

  const tc = await page.evaluate(() => (window as any).__tcfapi ? "pending" : null);
  let vendors: number[] = [];
  const tcString = await cmp.readTcString(page);
  if (tcString) {
    const model = TCString.decode(tcString);
    model.vendorConsents.forEach((has: boolean, id: number) => has && vendors.push(id));
  }

  const report = {
    url,
    cmp: cmp.name,
    preConsentCookies,
    rejectParity: { ratio: Number(ratio.toFixed(2)) },
    newCookiesAfterReject: newAfterReject.map((c) => c.name),
    gpcHonoured: await cmp.gpcOptOutStored(page),
    tcfApi: tc,
    vendorsWithConsent: vendors,
  };
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(report, null, 2));
  await browser.close();
  console.log(`report written to ${out}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
