import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';
import { ARCHIVE_DIR, backupsToKeep, createBackup, listBackups, parseBackupName, restoreBackup, rotateBackups } from '../../../src/core/formats/backups.ts';

test('backups: SKILL.md.bak.YYYYMMDD-HHMM, then -2, -3 in the same minute; never overwritten', async () => {
  const dir = tempDir({ 'SKILL.md': 'v1' });
  const now = new Date(2026, 5, 11, 10, 5);
  const a = await createBackup(dir, 'SKILL.md', now);
  writeFileSync(path.join(dir, 'SKILL.md'), 'v2');
  const b = await createBackup(dir, 'SKILL.md', now);
  assert.equal(path.basename(a), 'SKILL.md.bak.20260611-1005');
  assert.equal(path.basename(b), 'SKILL.md.bak.20260611-1005-2');
  assert.equal(readFileSync(a, 'utf8'), 'v1');
  await restoreBackup(a, path.join(dir, 'SKILL.md'));
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), 'v1');
  assert.deepEqual(
    (await listBackups(dir)).map((x) => x.name),
    ['SKILL.md.bak.20260611-1005', 'SKILL.md.bak.20260611-1005-2'],
  );
  assert.equal(parseBackupName('results.tsv.bak.20260611-1005', 'SKILL.md'), undefined);
});

test('backup rotation: latest 5 + baseline + first kept, the rest moved (not deleted) to luban-backups-archive/{skill}/', async () => {
  const files: Record<string, string> = { 'skill/SKILL.md': 'now' };
  for (let i = 0; i < 9; i++) files[`skill/SKILL.md.bak.2026061${i}-1000`] = `v${i}`;
  const ws = tempDir(files);
  const dir = path.join(ws, 'skill');
  const keep = backupsToKeep(await listBackups(dir));
  assert.equal(keep.size, 7);
  const r = await rotateBackups(dir, ws, 'skill');
  assert.deepEqual(r.kept, [
    'SKILL.md.bak.20260610-1000',
    'SKILL.md.bak.20260611-1000',
    'SKILL.md.bak.20260614-1000',
    'SKILL.md.bak.20260615-1000',
    'SKILL.md.bak.20260616-1000',
    'SKILL.md.bak.20260617-1000',
    'SKILL.md.bak.20260618-1000',
  ]);
  assert.deepEqual(readdirSync(path.join(ws, ARCHIVE_DIR, 'skill')).sort(), ['SKILL.md.bak.20260612-1000', 'SKILL.md.bak.20260613-1000']);
  assert.equal(readFileSync(path.join(ws, ARCHIVE_DIR, 'skill', 'SKILL.md.bak.20260612-1000'), 'utf8'), 'v2');
  assert.ok(!existsSync(path.join(dir, 'SKILL.md.bak.20260612-1000')));
  const again = await rotateBackups(dir, ws, 'skill');
  assert.equal(again.archived.length, 0);
});
