import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import fg from 'fast-glob';

const WIDTHS = [480, 960, 1440, 1920];
const OUT = 'public/img';
const manifest = {};

await fs.mkdir(OUT, { recursive: true });

for (const file of await fg('src/images/*.{jpg,jpeg,png}')) {
  const name = path.parse(file).name;
  const img = sharp(file).rotate();
  const meta = await img.metadata();
  const sources = { avif: [], webp: [], jpg: [] };

  for (const w of WIDTHS.filter((w) => w <= meta.width)) {
    const base = img.clone().resize({ width: w });
    await base.clone().avif({ quality: 50 }).toFile(`${OUT}/${name}-${w}.avif`);
    await base.clone().webp({ quality: 75 }).toFile(`${OUT}/${name}-${w}.webp`);
    await base.clone().jpeg({ quality: 80, mozjpeg: true }).toFile(`${OUT}/${name}-${w}.jpg`);
    for (const f of Object.keys(sources)) sources[f].push(`/img/${name}-${w}.${f} ${w}w`);
  }

  const tiny = await img.clone().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  manifest[name] = {
    width: meta.width,
    height: meta.height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    sources,
  };
}

await fs.mkdir('src/data', { recursive: true });
await fs.writeFile('src/data/images.json', JSON.stringify(manifest, null, 2));
console.log(`${Object.keys(manifest).length} images processed`);
