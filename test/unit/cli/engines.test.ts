/**
 * package.json `engines.node` agrees with the runtime dependencies (issue 29 item 7): every
 * installed package of the production tree (package-lock.json entries not marked dev) that
 * states an `engines.node` range accepts every Node version Luban's own range accepts —
 * Luban's range lies within the intersection of theirs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// semver (npm's own range logic) ships no types: the two functions used, typed here.
const semver = createRequire(import.meta.url)('semver') as { validRange(r: string): string | null; subset(sub: string, dom: string): boolean };
const read = (rel: string) => JSON.parse(readFileSync(path.join(ROOT, rel), 'utf8'));

test("engines.node lies within every runtime dependency's engines.node range", () => {
  const own: string = read('package.json').engines.node;
  assert.ok(semver.validRange(own), own);
  const lock = read('package-lock.json') as { packages: Record<string, { dev?: boolean }> };
  const runtime = Object.entries(lock.packages).filter(([k, v]) => k.startsWith('node_modules/') && !v.dev);
  assert.ok(runtime.length > 10, 'the production tree is in the lockfile');
  for (const name of Object.keys(read('package.json').dependencies)) assert.ok(lock.packages[`node_modules/${name}`], `${name} is installed`);
  const wider: string[] = [];
  let checked = 0;
  for (const [k] of runtime) {
    const range: unknown = read(`${k}/package.json`).engines?.node;
    if (typeof range !== 'string') continue;
    checked++;
    if (!semver.validRange(range) || !semver.subset(own, range)) wider.push(`${k.slice('node_modules/'.length)}: ${range}`);
  }
  assert.ok(checked > 0);
  assert.deepEqual(wider, [], `package.json engines.node ${own} allows Node versions these dependencies do not support`);
});
