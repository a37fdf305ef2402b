#!/usr/bin/env node
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const TOKEN = process.env.NOTION_TOKEN;
if (!TOKEN) { console.error('NOTION_TOKEN is not set'); process.exit(1); }
const API = 'https://api.notion.com/v1';
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, all) => (v.startsWith('--') ? [...a, [v.slice(2), all[i + 1]]] : a), []));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function notion(p, init = {}) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const r = await fetch(API + p, { ...init, headers: { Authorization: `Bearer ${TOKEN}`, 'Notion-Version': '2022-06-28', 'Content-Type': 'application/json' } });
    if (r.status === 429) { await sleep(1000 * Number(r.headers.get('retry-after') || 1)); continue; }
    if (!r.ok) throw new Error(`${r.status} ${p}`);
    await sleep(340);
    return r.json();
  }
  throw new Error('rate limited');
}

const text = (rt) => rt.map((t) => t.plain_text).join('');

async function page(id, out) {
  const blocks = (await notion(`/blocks/${id}/children?page_size=100`)).results;
  const lines = [];
  for (const b of blocks) {
    const v = b[b.type];
    if (b.type === 'image') {
      const url = v.file?.url || v.external?.url; const name = `${b.id}.png`;
      const img = await fetch(url); await writeFile(path.join(out, name), Buffer.from(await img.arrayBuffer()));
      lines.push(`![](${name})`);
    } else if (v?.rich_text) lines.push(text(v.rich_text));
  }
  await writeFile(path.join(out, `${id}.md`), lines.join('\n\n'));
}

await mkdir(args.out || 'notion-export', { recursive: true });
if (args.page) await page(args.page, args.out || 'notion-export');
