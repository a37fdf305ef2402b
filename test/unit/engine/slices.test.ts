/**
 * Work in slices for the editor's shared event loop (core/io/slices.ts): a scan and the
 * scan cache's read and write give exactly what they give at once, and the event loop
 * gets its turns while they run.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scanDocument, scanDocumentInSlices } from '../../../src/core/engine/scan.ts';
import { isSkillRecord, recordOf } from '../../../src/core/engine/scan-cache.ts';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import { runInSlices } from '../../../src/core/base/io/slices.ts';
import { loadSkillSync } from '../../../src/core/skill/load.ts';
import { readScanCache, writeScanCache } from '../../../src/core/formats/scan-cache.ts';
import type { SkillScanResult, SkillSummary } from '../../../src/core/engine/scan.ts';
import { tempDir } from '../../support/tmp.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../examples/skills');
const CORPUS = path.resolve(import.meta.dirname, '../../fixtures/corpus');
const NOW = new Date('2026-11-30T00:00:00Z');

test('runInSlices: the same value as running at once, with timers let in between slices', async () => {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  function* busy(): Generator<void, number, void> {
    let _sum = 0;
    for (let i = 0; i < 60; i++) {
      const end = performance.now() + 2;
      while (performance.now() < end) _sum++;
      yield;
    }
    return 42;
  }
  const value = await runInSlices(busy(), 5);
  clearInterval(timer);
  assert.equal(value, 42);
  assert.ok(ticks >= 5, `timers ran while the work went on (${ticks} ticks in ~120 ms of work)`);
});

test('scanDocumentInSlices finds exactly what scanDocument finds (a large corpus skill)', async () => {
  const doc = loadSkillSync(path.join(CORPUS, 'anthropics__skills/claude-api'));
  const sliced = await scanDocumentInSlices(doc, { now: NOW }, 1);
  const atOnce = scanDocument(doc, { now: NOW });
  assert.ok(atOnce.findings.length > 0);
  assert.deepEqual(sliced.findings, atOnce.findings);
  assert.deepEqual(sliced.subscores, atOnce.subscores);
  assert.deepEqual(sliced.dims, atOnce.dims);
  assert.equal(sliced.runtimeGate, atOnce.runtimeGate);
});

test('the scan cache written and read in slices: the same bytes and the same entries as at once', async () => {
  const { skills } = await scanPaths([EXAMPLES], { now: NOW, keepDocuments: false });
  const entries = new Map(
    skills.map((r, i) => [
      r.doc.dir,
      { key: `k${i}`, ...(i % 2 ? { stampKey: `s${i}` } : {}), record: recordOf(r as SkillScanResult & { summary: SkillSummary }) },
    ]),
  );
  const dir = tempDir();
  const a = path.join(dir, 'a.lubancache');
  const b = path.join(dir, 'b.lubancache');
  await writeScanCache(a, entries, { key: 'c', pairs: [[0, 1, 0.8, ['x']]] });
  await writeScanCache(b, entries, { key: 'c', pairs: [[0, 1, 0.8, ['x']]] }, { slices: true });
  assert.equal(readFileSync(b, 'utf8'), readFileSync(a, 'utf8'));
  assert.equal(readFileSync(a, 'utf8').trimEnd().split('\n').length, entries.size + 1, 'a header and a line per skill');
  const atOnce = await readScanCache(a, isSkillRecord);
  const sliced = await readScanCache(a, isSkillRecord, NOW, { slices: true });
  assert.deepEqual([...sliced.entries], [...atOnce.entries]);
  assert.deepEqual([...atOnce.entries.keys()], [...entries.keys()].sort());
  assert.deepEqual(atOnce.entries.get(skills[1].doc.dir), JSON.parse(JSON.stringify(entries.get(skills[1].doc.dir))));
  assert.deepEqual(sliced.collisions, { key: 'c', pairs: [[0, 1, 0.8, ['x']]] });
});
