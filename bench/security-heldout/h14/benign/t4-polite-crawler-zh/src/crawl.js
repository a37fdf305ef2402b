// 礼貌采集：robots.txt + 限速 + 页数上限
import fs from 'node:fs';
import robotsParser from 'robots-parser';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a), []));
const maxPages = Number(args['max-pages'] || 500);
const delayMs = 2000;
const UA = 'polite-crawler/1.2 (course project; contact: student@uni.example)';
const sleep = ms => new Promise(r => setTimeout(r, ms));

const seed = new URL(args.seed);
const robotsUrl = new URL('/robots.txt', seed).href;
const robots = robotsParser(robotsUrl, await (await fetch(robotsUrl)).text());
const queue = [seed.href], seen = new Set();
fs.mkdirSync(args.out || 'data', { recursive: true });
let fails = 0;
while (queue.length && seen.size < maxPages && fails < 5) {
  const url = queue.shift();
  if (seen.has(url) || !robots.isAllowed(url, UA)) continue;
  seen.add(url);
  const r = await fetch(url, { headers: { 'user-agent': UA } }).catch(() => null);
  if (!r || r.status >= 429) { fails++; await sleep(delayMs * 2 ** fails); continue; }
  fails = 0;
  const html = await r.text();
  fs.appendFileSync(`${args.out || 'data'}/pages.jsonl`, JSON.stringify({ url, len: html.length }) + '\n');
  for (const m of html.matchAll(/href="([^"#]+)"/g)) {
    const u = new URL(m[1], url);
    if (u.host === seed.host) queue.push(u.href);
  }
  await sleep(delayMs);
}
