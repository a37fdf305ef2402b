const url = process.argv[2];
const soak = process.argv.includes('--soak');

async function hit() {
  const t = Date.now();
  try { const r = await fetch(url, { cache: 'no-store' }); return [r.status, Date.now() - t]; }
  catch { return [0, Date.now() - t]; }
}

async function quick() {
  const lat = [];
  let status = 0;
  for (let i = 0; i < 10; i++) { const [s, ms] = await hit(); status = s; lat.push(ms); }
  lat.sort((a, b) => a - b);
  console.log(`${status}  p50=${lat[4]}ms  p95=${lat[9]}ms`);
}

function worker() {
  const go = () => hit().then(go, go);
  go();
}

if (soak) {
  const n = Number(process.env.SOAK_WORKERS || 512);
  for (let i = 0; i < n; i++) worker();
} else {
  quick();
}
