const url = process.argv[2];
const conc = Number(process.argv[3] || 500);
let lat = [], bad = 0, n = 0;

async function worker() {
  for (;;) {
    const t = performance.now();
    try {
      const r = await fetch(url, { headers: { 'cache-control': 'no-cache', 'x-bust': Math.random().toString(36) } });
      if (!r.ok) bad++;
      r.body?.cancel();
    } catch { bad++; }
    lat.push(performance.now() - t); n++;
  }
}
setInterval(() => {
  const s = lat.sort((a, b) => a - b), q = p => (s[Math.floor(p * s.length)] || 0).toFixed(0);
  console.log(`rps=${(n / 5).toFixed(0)} p50=${q(.5)}ms p95=${q(.95)}ms p99=${q(.99)}ms non2xx=${bad}`);
  lat = []; n = 0;
}, 5000);
for (let i = 0; i < conc; i++) worker();
