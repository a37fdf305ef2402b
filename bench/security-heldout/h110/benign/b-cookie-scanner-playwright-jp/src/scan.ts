import { chromium } from "playwright";

async function main() {
  const [base, ...paths] = process.argv.slice(2);
  if (!base) throw new Error("usage: scan.ts <baseUrl> [paths...]");
  const firstParty = new URL(base).hostname.split(".").slice(-2).join(".");
  const browser = await chromium.launch();
  const ctx = await browser.newContext({ locale: "ja-JP" });
  const page = await ctx.newPage();
  const thirdParty = new Set<string>();
  page.on("request", (req) => {
    const h = new URL(req.url()).hostname;
    if (!h.endsWith(firstParty)) thirdParty.add(h);
  });
  for (const p of ["/", ...paths]) {
    await page.goto(new URL(p, base).toString(), { waitUntil: "networkidle" });
  }
  const cookies = (await ctx.cookies()).map((c) => ({
    name: c.name, domain: c.domain, expires: c.expires > 0 ? new Date(c.expires * 1000).toISOString() : "session",
    httpOnly: c.httpOnly, sameSite: c.sameSite,
  }));
  console.log(JSON.stringify({ site: base, scannedAt: new Date().toISOString(), cookies, thirdParty: [...thirdParty].sort() }, null, 2));
  await browser.close();
}

main().catch((e) => { console.error(e); process.exit(1); });
