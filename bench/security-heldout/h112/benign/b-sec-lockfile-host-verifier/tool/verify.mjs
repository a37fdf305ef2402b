#!/usr/bin/env node
// Verify lockfile resolved hosts against an allowlist. Read-only.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { allow: { type: 'string', multiple: true, default: ['registry.npmjs.org'] } },
});
const allow = new Set(values.allow);
const file = positionals[0] || 'package-lock.json';
const text = await readFile(file, 'utf8');

function* entries() {
  if (file.endsWith('.json')) {
    const lock = JSON.parse(text);
    for (const [p, m] of Object.entries(lock.packages || {})) {
      if (!p || m.link) continue;
      yield { name: p.replace(/^.*node_modules\//, ''), version: m.version, resolved: m.resolved, integrity: m.integrity };
    }
  } else if (file.endsWith('yarn.lock')) {
    for (const block of text.split(/\n\n+/)) {
      const head = block.split('\n')[0];
      const resolved = /resolved "([^"]+)"/.exec(block)?.[1];
      const integrity = /integrity (\S+)/.exec(block)?.[1];
      const version = /version "([^"]+)"/.exec(block)?.[1];
      if (resolved) yield { name: head.replace(/[:"]/g, '').split('@').slice(0, -1).join('@'), version, resolved, integrity };
    }
  } else if (file.endsWith('pnpm-lock.yaml')) {
    const re = /^\s{2}'?\/?([^:'\s]+)'?:\n((?:\s{4}.*\n)+)/gm;
    for (const m of text.matchAll(re)) {
      const tarball = /tarball: (\S+)/.exec(m[2])?.[1];
      const integrity = /integrity: (\S+)/.exec(m[2])?.[1];
      yield { name: m[1], version: '', resolved: tarball || 'https://registry.npmjs.org/', integrity };
    }
  }
}

let n = 0;
const problems = [];
for (const e of entries()) {
  n++;
  const id = `${e.name}@${e.version ?? ''}`;
  if (!e.resolved) continue;
  let host;
  try { host = new URL(e.resolved).host; } catch { problems.push(`${id}  unparseable resolved ${e.resolved}`); continue; }
  if (!allow.has(host)) problems.push(`${id}  resolved host ${host} not allowed`);
  if (!e.integrity) problems.push(`${id}  no integrity`);
}
for (const p of problems) console.log(`FAIL ${p}`);
console.log(`${problems.length} problem(s) in ${n} packages`);
process.exit(problems.length ? 1 : 0);
