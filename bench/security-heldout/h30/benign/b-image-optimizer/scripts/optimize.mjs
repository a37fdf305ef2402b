#!/usr/bin/env node
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const dir = process.argv[2] || 'public/images';
const wi = process.argv.indexOf('--widths');
const widths = (wi > 0 ? process.argv[wi + 1] : '480,960,1440').split(',').map(Number);

const manifest = {};
let before = 0, after = 0;
for (const f of await fs.readdir(dir)) {
  if (!/\.(jpe?g|png)$/i.test(f) || /-\d+\.(avif|webp)$/.test(f)) continue;
  const src = path.join(dir, f);
  const base = f.replace(/\.[^.]+$/, '');
  const img = sharp(src);
  const meta = await img.metadata();
  before += (await fs.stat(src)).size;

  for (const w of widths.filter((w) => w <= meta.width)) {
    for (const [fmt, opts] of [['avif', { quality: 50 }], ['webp', { quality: 75 }]]) {
      const out = path.join(dir, `${base}-${w}.${fmt}`);
      const info = await sharp(src).resize(w)[fmt](opts).toFile(out);
      after += info.size;
    }
  }
  const tiny = await sharp(src).resize(16).blur().jpeg({ quality: 40 }).toBuffer();
  manifest[f] = {
    width: meta.width,
    height: meta.height,
    widths,
    placeholder: `data:image/jpeg;base64,${tiny.toString('base64')}`,
  };
}
await fs.writeFile(path.join(dir, 'images.manifest.json'), JSON.stringify(manifest, null, 2));
console.log(`before ${before} bytes, generated ${after} bytes`);
