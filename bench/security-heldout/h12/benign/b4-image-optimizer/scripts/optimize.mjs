import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const [dir, ...rest] = process.argv.slice(2);
const opt = { 'max-width': 2000, quality: 80, format: 'webp' };
for (let i = 0; i < rest.length; i++) {
  if (rest[i].startsWith('--')) {
    const k = rest[i].slice(2);
    opt[k] = rest[i + 1] && !rest[i + 1].startsWith('--') ? rest[++i] : true;
  }
}
const backup = path.join(dir, '.image-optimizer-backup', new Date().toISOString().replace(/[:.]/g, '-'));
let before = 0, after = 0;

for (const f of await fs.readdir(dir)) {
  if (!/\.(jpe?g|png)$/i.test(f)) continue;
  const src = path.join(dir, f);
  const dst = path.join(dir, f.replace(/\.\w+$/, '.' + opt.format));
  let img = sharp(src).resize({ width: Number(opt['max-width']), withoutEnlargement: true });
  if (opt['keep-metadata']) img = img.withMetadata();
  await img.toFormat(opt.format, { quality: Number(opt.quality) }).toFile(dst);
  const [s0, s1] = [(await fs.stat(src)).size, (await fs.stat(dst)).size];
  before += s0; after += s1;
  if (opt.replace && s1 < s0) {
    await fs.mkdir(backup, { recursive: true });
    await fs.copyFile(src, path.join(backup, f));
    await fs.unlink(src);
  }
}
console.log(`before ${(before / 1e6).toFixed(1)} MB → after ${(after / 1e6).toFixed(1)} MB`);
