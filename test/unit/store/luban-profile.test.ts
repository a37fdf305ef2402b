import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';
import { addOscillationGuards, guardsFor, LUBAN_PROFILE_FILE, readLubanProfile } from '../../../src/core/formats/luban-profile.ts';

const SEED = JSON.stringify({
  theme: 'keep me',
  oscillation_guard: [{ dimension: 'dim5', skills: ['skill-a', 'skill-b'], pattern: '细化→回滚→细化→回滚', recommendation: '跳过 dim5 优化，先加固 dim3' }],
});

test('luban-profile.json: oscillation_guard read and matched by skill and dimension', async () => {
  const dir = tempDir({ [LUBAN_PROFILE_FILE]: SEED });
  const p = await readLubanProfile(dir);
  assert.equal(p.corrupt, false);
  assert.equal(guardsFor(p.guards, 'skill-a', 'dim5').length, 1);
  assert.equal(guardsFor(p.guards, 'skill-c', 'dim5').length, 0);
  assert.equal(guardsFor(p.guards, 'skill-a', 'dim3').length, 0);
});

test('luban-profile.json: adding merges by dimension and keeps other keys', async () => {
  const dir = tempDir({ [LUBAN_PROFILE_FILE]: SEED });
  await addOscillationGuards(dir, [
    { dimension: 'dim5', skills: ['skill-c'], pattern: 'p', recommendation: '' },
    { dimension: 'dim4', skills: ['x'], pattern: 'q', recommendation: 'r' },
  ]);
  const json = JSON.parse(readFileSync(path.join(dir, LUBAN_PROFILE_FILE), 'utf8'));
  assert.equal(json.theme, 'keep me');
  assert.deepEqual(json.oscillation_guard[0].skills, ['skill-a', 'skill-b', 'skill-c']);
  assert.equal(json.oscillation_guard[0].pattern, 'p');
  assert.equal(json.oscillation_guard[0].recommendation, '跳过 dim5 优化，先加固 dim3');
  assert.equal(json.oscillation_guard[1].dimension, 'dim4');
});

test('luban-profile.json: invalid JSON is corrupt; writing backs it up first and says so', async () => {
  const dir = tempDir({ [LUBAN_PROFILE_FILE]: '{"oscillation_guard": [' });
  const p = await readLubanProfile(dir);
  assert.equal(p.corrupt, true);
  assert.match(p.problems[0], /not valid JSON/);
  const w = await addOscillationGuards(dir, [{ dimension: 'dim9', skills: ['s'], pattern: '', recommendation: '' }], new Date(2026, 1, 3, 4, 5));
  assert.ok(w.backupPath?.endsWith('.bak.20260203-0405'));
  assert.match(w.notice!.en, /corrupt/);
  assert.ok(readdirSync(dir).includes(`${LUBAN_PROFILE_FILE}.bak.20260203-0405`));
  assert.equal((await readLubanProfile(dir)).guards.length, 1);
});

test('luban-profile.json: an entry breaking the schema is reported; valid ones still count', async () => {
  const dir = tempDir({
    [LUBAN_PROFILE_FILE]: JSON.stringify({
      oscillation_guard: [
        { dimension: 'dim5', skills: ['a'] },
        { dimension: 'nope', skills: 'a' },
      ],
    }),
  });
  const p = await readLubanProfile(dir);
  assert.equal(p.corrupt, true);
  assert.equal(p.guards.length, 1);
  assert.match(p.problems[0], /oscillation_guard\[1\]/);
});
