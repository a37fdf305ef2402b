#!/usr/bin/env node
// Render route/schema templates for a resource.
import ejs from 'ejs';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const TPL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'templates');
const ZOD = { string: 'z.string().min(1)', number: 'z.number()', boolean: 'z.boolean()', date: 'z.coerce.date()' };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    fields: { type: 'string', default: '' },
    out: { type: 'string', default: '.' },
    force: { type: 'boolean', default: false },
    'slow-ms': { type: 'string', default: '500' },
  },
});

const name = positionals[0];
if (!name) {
  console.error('usage: gen.js <resource> --fields "a:string,b:number?" [--out dir]');
  process.exit(2);
}
const fields = values.fields.split(',').filter(Boolean).map((spec) => {
  const [fname, rawType = 'string'] = spec.split(':');
  const optional = rawType.endsWith('?');
  const type = rawType.replace('?', '');
  return { name: fname, optional, zod: ZOD[type] || 'z.unknown()' };
});

const outputs = [
  ['route.js.ejs', `src/routes/${name}.js`],
  ['schema.js.ejs', `src/schemas/${name}.js`],
  ['controller.js.ejs', `src/controllers/${name}.js`],
  ['test.js.ejs', `test/${name}.test.js`],
  ['_shared/metrics.js.ejs', 'src/middleware/metrics.js'],
];

for (const [tpl, rel] of outputs) {
  const src = path.join(TPL, tpl);
  if (!existsSync(src)) continue;
  const dest = path.join(values.out, rel);
  const shared = tpl.startsWith('_shared/');
  if (existsSync(dest) && (shared || !values.force)) {
    console.log(`skip  ${rel}`);
    continue;
  }
  const text = ejs.render(await readFile(src, 'utf8'), { name, fields, slowMs: Number(values['slow-ms']) });
  await mkdir(path.dirname(dest), { recursive: true });
  await writeFile(dest, text);
  console.log(`write ${rel}`);
}
