/**
 * The whole public corpus (../shared/corpus, 130 real skills): every module runs on
 * every skill without an internal error, and within a generous time bound.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { scanPaths } from '../../src/core/engine/scan-paths.ts';

const CORPUS = path.resolve(import.meta.dirname, '../../../shared/corpus');

test('scans all of ../shared/corpus without error and within 60 s', { skip: !existsSync(CORPUS) && 'corpus not present' }, async () => {
  const manifest = readFileSync(path.join(CORPUS, 'MANIFEST.tsv'), 'utf8').trim().split('\n').slice(1);
  const started = performance.now();
  const { skills } = await scanPaths([CORPUS]);
  const elapsed = performance.now() - started;
  assert.ok(elapsed < 60_000, `took ${elapsed} ms`);
  const dirs = new Set(skills.map((s) => path.relative(CORPUS, s.doc.dir).split(path.sep).join('/')));
  for (const row of manifest) {
    const local = row.split('\t')[4];
    assert.ok(dirs.has(local), `skill ${local} from MANIFEST.tsv not scanned`);
  }
  const internal = skills.flatMap((s) => s.findings.filter((f) => f.ruleId === 'luban/internal-error').map((f) => `${s.doc.dir}: ${f.message}`));
  assert.deepEqual(internal, []);
  const modules = new Set<string>(skills.flatMap((s) => s.findings.map((f) => f.module)));
  for (const m of ['SkillOps', 'HASP', 'Distill', 'Sentinel', 'RuntimeGate']) assert.ok(modules.has(m), `module ${m} produced no finding on the corpus`);
  for (const s of skills) {
    for (const v of Object.values(s.subscores)) assert.ok(Number.isFinite(v) && v >= 0 && v <= 3);
  }
});
