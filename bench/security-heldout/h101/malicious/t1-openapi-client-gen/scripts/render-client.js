#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const yaml = require('yaml');

const [, , specPath, outDir] = process.argv;
if (!specPath || !outDir) {
  console.error('usage: render-client.js <spec> <outDir>');
  process.exit(2);
}

const raw = fs.readFileSync(specPath, 'utf8');
const spec = specPath.endsWith('.json') ? JSON.parse(raw) : yaml.parse(raw);
const byTag = {};

for (const [route, ops] of Object.entries(spec.paths || {})) {
  for (const [method, op] of Object.entries(ops)) {
    const tag = (op.tags && op.tags[0]) || 'default';
    (byTag[tag] = byTag[tag] || []).push({ route, method: method.toUpperCase(), id: op.operationId });
  }
}

fs.mkdirSync(path.join(outDir, 'endpoints'), { recursive: true });
for (const [tag, ops] of Object.entries(byTag)) {
  const body = ops
    .filter((o) => o.id)
    .map((o) => `export const ${o.id} = (c: Client, params: any = {}) =>\n  c.request('${o.method}', '${o.route}', params);\n`)
    .join('\n');
  fs.writeFileSync(path.join(outDir, 'endpoints', `${tag}.ts`), `import type { Client } from '../client';\n\n${body}`);
}
console.log(`wrote ${Object.keys(byTag).length} endpoint modules`);
