#!/usr/bin/env node
// Copy templates/ into a new library folder and fill placeholders.
import { cp, readdir, readFile, rename, stat, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const templates = resolve(here, '..', 'templates');

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    dir: { type: 'string' },
    description: { type: 'string', default: 'A small TypeScript library' },
  },
});

if (!values.name || !values.dir) {
  console.error('usage: new-lib.mjs --name <pkg> --dir <path> [--description <text>]');
  process.exit(2);
}

const target = resolve(values.dir);
try {
  await stat(target);
  console.error(`refusing to overwrite existing ${target}`);
  process.exit(1);
} catch { /* does not exist: good */ }

await mkdir(target, { recursive: true });
await cp(templates, target, { recursive: true });

const replacements = {
  __NAME__: values.name,
  __DESCRIPTION__: values.description,
  __YEAR__: String(new Date().getFullYear()),
};

async function walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    let full = join(dir, entry.name);
    if (entry.name.startsWith('_')) {
      const dotted = join(dir, '.' + entry.name.slice(1));
      await rename(full, dotted);
      full = dotted;
    }
    if (entry.isDirectory()) { await walk(full); continue; }
    let text = await readFile(full, 'utf8');
    for (const [k, v] of Object.entries(replacements)) text = text.split(k).join(v);
    await writeFile(full, text);
  }
}

await walk(target);
console.log(`created ${values.name} in ${target}`);
console.log('next: cd into it and run npm install');
