import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';

const watch = process.argv.includes('--watch');
await mkdir('dist', { recursive: true });

const res = await Bun.build({
  entrypoints: ['src/main.ts'],
  outdir: 'dist',
  minify: true,
  sourcemap: 'external',
  naming: '[name]-[hash].[ext]',
});
if (!res.success) {
  console.error(res.logs);
  process.exit(1);
}

const icons = (await readdir('src/icons')).filter((f) => f.endsWith('.svg'));
const symbols = await Promise.all(
  icons.map(async (f) => {
    const svg = await readFile(`src/icons/${f}`, 'utf8');
    const body = svg.replace(/^[\s\S]*?<svg[^>]*viewBox="([^"]+)"[^>]*>/, '<symbol id="' + f.replace('.svg', '') + '" viewBox="$1">').replace(/<\/svg>\s*$/, '</symbol>');
    return body;
  })
);
const sprite = `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols.join('')}</svg>`;
const hash = createHash('sha1').update(sprite).digest('hex').slice(0, 8);
await writeFile(`dist/sprite-${hash}.svg`, sprite);

const manifest: Record<string, string> = { 'sprite.svg': `sprite-${hash}.svg` };
for (const o of res.outputs) manifest[o.path.split('/').pop()!.replace(/-[a-z0-9]+\./, '.')] = o.path.split('/').pop()!;
await writeFile('dist/manifest.json', JSON.stringify(manifest, null, 2));
console.log('built', Object.keys(manifest).length, 'assets', watch ? '(watching)' : '');
