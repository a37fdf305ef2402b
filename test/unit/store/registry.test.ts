import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';
import { appendRegistryRows, parseRegistryTsv, readRegistry, REGISTRY_FILE, REGISTRY_HEADER } from '../../../src/core/formats/registry.ts';

const ROW = { skill_name: 'weekly-report', timestamp: '2026-06-11T10:00:00.000Z', score_before: '18', score_after: '24.6', rounds: '3', eval_mode: 'static' };

test('registry: created with its header, then appended (append-only)', async () => {
  const dir = tempDir();
  const a = await appendRegistryRows(dir, [ROW]);
  assert.equal(a.created, true);
  await appendRegistryRows(dir, [{ ...ROW, skill_name: 'pdf-summary', score_before: '5' }]);
  const text = readFileSync(path.join(dir, REGISTRY_FILE), 'utf8');
  assert.equal(text.split('\n')[0], REGISTRY_HEADER);
  assert.equal(
    text,
    `${REGISTRY_HEADER}\nweekly-report\t2026-06-11T10:00:00.000Z\t18\t24.6\t3\tstatic\npdf-summary\t2026-06-11T10:00:00.000Z\t5\t24.6\t3\tstatic\n`,
  );
  const r = await readRegistry(dir);
  assert.equal(r.corrupt, false);
  assert.deepEqual(
    r.rows.map((x) => x.skill_name),
    ['weekly-report', 'pdf-summary'],
  );
});

test('registry: a corrupt file is backed up, rebuilt with its readable rows, and the person is told', async () => {
  const dir = tempDir({ [REGISTRY_FILE]: `${REGISTRY_HEADER}\nold\t2026\t1\t2\t1\tstatic\nthis line is broken\n` });
  const parsed = parseRegistryTsv(readFileSync(path.join(dir, REGISTRY_FILE), 'utf8'));
  assert.equal(parsed.corrupt, true);
  assert.deepEqual(
    parsed.problems.map((p) => p.line),
    [3],
  );
  const a = await appendRegistryRows(dir, [ROW], new Date(2026, 5, 11, 10, 5));
  assert.ok(a.backupPath?.endsWith(`${REGISTRY_FILE}.bak.20260611-1005`));
  assert.match(a.notice!.en, /corrupt.*line 3.*backed up/);
  assert.match(a.notice!.zh, /已损坏/);
  assert.ok(readdirSync(dir).includes(`${REGISTRY_FILE}.bak.20260611-1005`));
  const rows = (await readRegistry(dir)).rows;
  assert.deepEqual(
    rows.map((r) => r.skill_name),
    ['old', 'weekly-report'],
  );
});

test('registry: tabs and line breaks in a field never break the columns', async () => {
  const dir = tempDir();
  await appendRegistryRows(dir, [{ ...ROW, skill_name: 'a\tb\nc' }]);
  const r = await readRegistry(dir);
  assert.equal(r.corrupt, false);
  assert.equal(r.rows[0].skill_name, 'a b c');
});

test('registry: binary content is corrupt, not a crash', () => {
  const p = parseRegistryTsv('\u0000\u0001abc');
  assert.equal(p.corrupt, true);
});
