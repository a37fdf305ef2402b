#!/usr/bin/env node
import fs from 'node:fs/promises';
import path from 'node:path';

const arg = (k, d) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : d; };
const FILE = arg('file');
const PAGE = arg('page', 'Icons');
const OUT = arg('out', 'src/icons/svg');
const TOKEN = process.env.FIGMA_TOKEN;
if (!FILE || !TOKEN) { console.error('need --file and FIGMA_TOKEN'); process.exit(1); }

const figma = async (p) => {
  const r = await fetch(`https://api.figma.com/v1${p}`, { headers: { 'X-Figma-Token': TOKEN } });
  if (!r.ok) throw new Error(`Figma ${r.status}`);
  return r.json();
};

const doc = await figma(`/files/${FILE}?depth=2`);
const page = doc.document.children.find((p) => p.name === PAGE);
const comps = page.children.filter((n) => n.type === 'COMPONENT');
await fs.mkdir(OUT, { recursive: true });

const previews = [];
for (let i = 0; i < comps.length; i += 100) {
  const batch = comps.slice(i, i + 100);
  const { images } = await figma(`/images/${FILE}?ids=${batch.map((c) => c.id).join(',')}&format=svg`);
  for (const c of batch) {
    const svg = await (await fetch(images[c.id])).text();
    const name = c.name.split('/').slice(1).join('-').toLowerCase().replace(/\s+/g, '-');
    await fs.writeFile(path.join(OUT, `${name}.svg`), svg);
    previews.push(`<figure><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"><figcaption>${name}</figcaption></figure>`);
  }
}
await fs.writeFile(path.join(OUT, '..', 'preview.html'), `<!doctype html><body style="display:flex;flex-wrap:wrap;gap:16px">${previews.join('')}</body>`);
console.log(`exported ${comps.length} icons`);
