import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';
import { mergePrompts, readTestPromptsFile, TEST_PROMPTS_FILE, writeTestPrompts } from '../../../src/core/store/test-prompts.ts';

const P = (id: string, prompt: string) => ({ id, prompt, expected_behavior: 'does it', category: '典型场景' });

test('test-prompts.json: written in the seed shape, read back', async () => {
  const dir = tempDir();
  await writeTestPrompts(dir, [P('tp-01', '写周报'), P('tp-02', '改一下')], 'rewrite');
  const json = JSON.parse(readFileSync(path.join(dir, TEST_PROMPTS_FILE), 'utf8'));
  assert.deepEqual(Object.keys(json[0]), ['id', 'prompt', 'expected_behavior', 'category']);
  const r = await readTestPromptsFile(dir);
  assert.equal(r.status, 'ok');
});

test('test-prompts.json: rewrite backs the old file up; append renumbers and drops duplicates', async () => {
  const dir = tempDir({ [TEST_PROMPTS_FILE]: JSON.stringify([P('tp-01', 'a'), P('tp-02', 'b')]) });
  const w = await writeTestPrompts(dir, [P('tp-01', 'b'), P('tp-02', 'c')], 'append');
  assert.deepEqual(w.prompts.map((p) => [p.id, p.prompt]), [['tp-01', 'a'], ['tp-02', 'b'], ['tp-03', 'c']]);
  assert.equal(w.backupPath, undefined);
  const w2 = await writeTestPrompts(dir, [P('tp-01', 'z')], 'rewrite', new Date(2026, 0, 1, 0, 0));
  assert.ok(w2.backupPath?.endsWith(`${TEST_PROMPTS_FILE}.bak.20260101-0000`));
  assert.ok(readdirSync(dir).includes(`${TEST_PROMPTS_FILE}.bak.20260101-0000`));
});

test('test-prompts.json: an unreadable file is invalid and is never overwritten without a backup', async () => {
  const dir = tempDir({ [TEST_PROMPTS_FILE]: '{not json' });
  assert.equal((await readTestPromptsFile(dir)).status, 'invalid');
  const w = await writeTestPrompts(dir, [P('tp-01', 'x')], 'append');
  assert.ok(w.backupPath);
  assert.equal(readFileSync(w.backupPath!, 'utf8'), '{not json');
});

test('test-prompts.json: the schema rejects an empty prompt', async () => {
  const dir = tempDir();
  await assert.rejects(writeTestPrompts(dir, [{ id: 'tp-01', prompt: '', expected_behavior: '', category: '' }], 'rewrite'), /schema/);
  assert.deepEqual(mergePrompts([], []), []);
});
