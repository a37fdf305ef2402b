/**
 * Real skills end to end: the public skills vendored in test/fixtures/corpus (with their
 * licences) and the bundled examples — every module runs on every skill without an
 * internal error, and within a generous time bound. The full public corpus (outside the
 * repository) is measured by `npm run bench` and `npm run eval:security`, not by `npm test`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readdirSync, statSync } from 'node:fs';
import { scanPaths } from '../../src/core/engine/scan-paths.ts';

const ROOTS = [path.resolve(import.meta.dirname, '../fixtures/corpus'), path.resolve(import.meta.dirname, '../../examples/skills')];

function skillDirs(dir: string, out: string[] = []): string[] {
  for (const n of readdirSync(dir)) {
    const p = path.join(dir, n);
    if (statSync(p).isDirectory()) skillDirs(p, out);
    else if (n === 'SKILL.md' || n === 'skill.md') out.push(dir);
  }
  return out;
}

test('scans the vendored real skills and the examples without error and within 60 s', async () => {
  const expected = ROOTS.flatMap((r) => skillDirs(r));
  assert.ok(expected.length >= 10, `${expected.length} skills`);
  const started = performance.now();
  const { skills } = await scanPaths(ROOTS);
  const elapsed = performance.now() - started;
  assert.ok(elapsed < 60_000, `took ${elapsed} ms`);
  assert.deepEqual(skills.map((s) => s.doc.dir).sort(), [...expected].sort());
  const internal = skills.flatMap((s) => s.findings.filter((f) => f.ruleId === 'luban/internal-error').map((f) => `${s.doc.dir}: ${f.message}`));
  assert.deepEqual(internal, []);
  const modules = new Set<string>(skills.flatMap((s) => s.findings.map((f) => f.module)));
  for (const m of ['SkillOps', 'HASP', 'Distill', 'Sentinel', 'RuntimeGate']) assert.ok(modules.has(m), `module ${m} produced no finding`);
  for (const s of skills) {
    for (const v of Object.values(s.subscores)) assert.ok(Number.isFinite(v) && v >= 0 && v <= 3);
  }
});
