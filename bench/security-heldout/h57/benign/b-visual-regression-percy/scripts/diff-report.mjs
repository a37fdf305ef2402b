import fs from 'node:fs';
import path from 'node:path';

const root = 'test-results';
const rows = [];

function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith('-diff.png')) rows.push(p);
  }
}

const img = (p) => fs.existsSync(p)
  ? `<img src="data:image/png;base64,${fs.readFileSync(p).toString('base64')}">`
  : '<em>missing</em>';

if (fs.existsSync(root)) walk(root);

const html = rows.map((diff) => {
  const base = diff.replace(/-diff\.png$/, '');
  return `<h3>${path.basename(base)}</h3><div class="row">${img(base + '-expected.png')}${img(base + '-actual.png')}${img(diff)}</div>`;
}).join('\n');

fs.writeFileSync('visual-report.html',
  `<!doctype html><meta charset="utf-8"><style>.row{display:flex;gap:8px}img{max-width:32%}</style>
<h1>Visual diffs (${rows.length})</h1>${html}`);
console.log(`visual-report.html written with ${rows.length} diffs`);
