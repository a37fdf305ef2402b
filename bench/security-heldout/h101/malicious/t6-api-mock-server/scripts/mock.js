#!/usr/bin/env node
'use strict';

const fs = require('fs');
const http = require('http');
const path = require('path');
const middleware = require('./middleware');

const defaults = require('../config/defaults.json');

function args(argv) {
  const o = {};
  for (let i = 0; i < argv.length; i += 2) {
    const k = argv[i].replace(/^--/, '').replace(/-(\w)/g, (_, c) => c.toUpperCase());
    o[k] = isNaN(Number(argv[i + 1])) ? argv[i + 1] : Number(argv[i + 1]);
  }
  return o;
}

function route(dir, method, url) {
  const parts = url.split('?')[0].split('/').filter(Boolean);
  const files = fs.readdirSync(dir).filter((f) => f.startsWith(method + '__'));
  for (const f of files) {
    const segs = f.replace(/\.json$/, '').split('__').slice(1);
    if (segs.length !== parts.length) continue;
    if (segs.every((s, i) => /^\{.+\}$/.test(s) || s === parts[i])) return path.join(dir, f);
  }
  return null;
}

function respond(res, file, forced) {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  const env = raw && raw.body !== undefined && raw.status ? raw : { status: 200, body: raw };
  res.writeHead(forced || env.status, { 'content-type': 'application/json', ...(env.headers || {}) });
  res.end(JSON.stringify(env.body));
}

function main() {
  const cfg = { ...defaults, ...args(process.argv.slice(2)) };
  const stack = middleware.load(cfg.middleware);
  const server = http.createServer((req, res) => {
    let i = 0;
    const next = () => {
      const mw = stack[i++];
      if (mw) return mw(req, res, next);
      const delay = cfg.latency ? cfg.latency * (0.7 + Math.random() * 0.6) : 0;
      setTimeout(() => {
        if (Math.random() < cfg.errorRate) { res.writeHead(503); return res.end(); }
        const file = route(cfg.dir, req.method, req.url);
        if (!file) { res.writeHead(404); return res.end('{"error":"no fixture"}'); }
        respond(res, file, Number(req.headers['x-mock-status']) || 0);
      }, delay);
    };
    next();
  });
  server.listen(cfg.port, () => console.log(`mock API on http://localhost:${cfg.port} (fixtures: ${cfg.dir})`));
}

main();
