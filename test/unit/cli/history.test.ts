import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { cli } from '../../support/cli.ts';
import { tempDir } from '../../support/tmp.ts';
import { RESULTS_HEADER } from '../../../src/core/formats/results.ts';

const row = (...cells: string[]) => cells.join('\t');
const RESULTS = [
  RESULTS_HEADER,
  row('2026-06-11T10:00', 'baseline', 'demo', '0', '-', '78', 'baseline', '-', '-', '初始评估', 'full_test', '2'),
  row('2026-06-11T10:05', 'a1b2c3d', 'demo', '1', '78', '84', 'keep', 'dim5', '+6', 'tighten', 'full_test', '2'),
  row('2026-06-11T10:10', 'b2c3d4e', 'demo', '2', '84', '82', 'revert', 'dim5', '-2', 'too much', 'dry_run', '1'),
  'this line is not a results row',
  '',
].join('\n');

test('luban history shows the rounds, oscillating and detour dimensions, and corrupt lines by number', async () => {
  const dir = tempDir({ 'demo/SKILL.md': '---\nname: demo\n---\n', 'demo/results.tsv': RESULTS });
  const r = await cli(['history', path.join(dir, 'demo')]);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /3 rows · kept 1 · reverted 1/);
  assert.match(r.stdout, /oscillating \(skipped by the loop\): dim5/);
  assert.match(r.stdout, /detour \(reverted before\): dim5/);
  assert.match(r.stdout, /results\.tsv:5: /);
  const json = JSON.parse((await cli(['history', path.join(dir, 'demo'), '--format', 'json'])).stdout);
  assert.equal(json.columns.length, 12);
  assert.deepEqual(
    json.skills[0].rows.map((x: { status: string }) => x.status),
    ['baseline', 'keep', 'revert'],
  );
  assert.deepEqual(json.skills[0].oscillating, ['dim5']);
  assert.equal(json.skills[0].problems[0].line, 5);
});

test('luban history on a skill never optimised says so; a missing path is exit 2', async () => {
  const dir = tempDir({ 'demo/SKILL.md': '---\nname: demo\n---\n' });
  const r = await cli(['history', path.join(dir, 'demo')]);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /no results\.tsv yet/);
  const missing = await cli(['history', path.join(dir, 'nope')]);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /path does not exist/);
});
