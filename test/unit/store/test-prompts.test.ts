import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';
import { mergePrompts, readTestPromptsFile, TEST_PROMPTS_FILE, writeTestPrompts } from '../../../src/core/formats/test-prompts/file.ts';
import { fileProblemsText } from '../../../src/core/formats/test-prompts/parse.ts';

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
  assert.deepEqual(
    w.prompts.map((p) => [p.id, p.prompt]),
    [
      ['tp-01', 'a'],
      ['tp-02', 'b'],
      ['tp-03', 'c'],
    ],
  );
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

test('test-prompts.json: an empty prompt is refused before writing', async () => {
  const dir = tempDir();
  await assert.rejects(
    writeTestPrompts(dir, [{ id: 'tp-01', prompt: '', expected_behavior: '', category: '' }], 'rewrite'),
    /not written: test-prompts.json: entry 1 \(tp-01\) has no prompt/,
  );
  assert.deepEqual(mergePrompts([], []), []);
});

test('test-prompts.json: a blank, punctuation-only or repeated entry is reported with file and line, not used, and the file is left as it is', async () => {
  const text = [
    '[',
    '  {"id": "tp-01", "prompt": "写周报", "expected_behavior": "读取本周提交", "category": "典型场景"},',
    '  {"id": "tp-02", "prompt": "……", "expected_behavior": "x", "category": "歧义场景"},',
    '  {',
    '    "id": "tp-03",',
    '    "prompt": "写 周报",',
    '    "expected_behavior": "y", "category": "典型场景"',
    '  },',
    '  {"id": "tp-04", "prompt": "改一下", "expected_behavior": "先追问", "category": "歧义场景"},',
    '  "just a string",',
    '  {"id": "tp-06", "expected_behavior": "z"}',
    ']',
  ].join('\n');
  const dir = tempDir({ [TEST_PROMPTS_FILE]: text });
  const r = await readTestPromptsFile(dir);
  assert.equal(r.status, 'ok');
  if (r.status !== 'ok') return;
  assert.deepEqual(
    r.prompts.map((p) => p.id),
    ['tp-01', 'tp-04'],
  );
  assert.deepEqual(
    r.problems!.map((p) => [p.entry, p.line, p.kind]),
    [
      [2, 3, 'punctuation'],
      [3, 4, 'duplicate'],
      [5, 10, 'not-object'],
      [6, 11, 'empty'],
    ],
  );
  assert.equal(
    fileProblemsText(r.problems!, 'en'),
    'test-prompts.json:3: entry 2 (tp-02) has a prompt of punctuation only ("……"); not used; test-prompts.json:4: entry 3 (tp-03) repeats the prompt of entry 1; not used; test-prompts.json:10: entry 5 is not an object; not used; test-prompts.json:11: entry 6 (tp-06) has no prompt; not used',
  );
  assert.match(fileProblemsText(r.problems!, 'zh'), /^test-prompts\.json:3：第 2 条（tp-02）的 prompt 只有标点（“……”），未使用；/);
  assert.equal(readFileSync(path.join(dir, TEST_PROMPTS_FILE), 'utf8'), text, 'reading never rewrites');
});

test('test-prompts.json: no usable entry is an invalid file whose error names each entry and line', async () => {
  const dir = tempDir({ [TEST_PROMPTS_FILE]: '{"prompts": [\n  {"id": "a", "prompt": "。。"},\n  {"id": "b", "prompt": "???"}\n]}' });
  const r = await readTestPromptsFile(dir);
  assert.equal(r.status, 'invalid');
  if (r.status !== 'invalid') return;
  assert.equal(
    r.error,
    'test-prompts.json holds no usable entry with a "prompt": test-prompts.json:2: entry 1 (a) has a prompt of punctuation only ("。。"); not used; test-prompts.json:3: entry 2 (b) has a prompt of punctuation only ("???"); not used',
  );
});

test('test-prompts.json: an append never drops the entries it could not use (they stay in the backup); punctuation-only prompts are not written', async () => {
  const dir = tempDir({ [TEST_PROMPTS_FILE]: JSON.stringify([P('tp-01', 'a'), P('tp-02', '…')]) });
  const w = await writeTestPrompts(dir, [P('tp-01', 'A '), P('tp-02', 'c')], 'append', new Date(2026, 0, 1, 0, 0));
  assert.deepEqual(
    w.prompts.map((p) => [p.id, p.prompt]),
    [
      ['tp-01', 'a'],
      ['tp-02', 'c'],
    ],
    'a repeat in another case is not appended',
  );
  assert.ok(w.backupPath, 'the old file, with its unusable entry, is backed up');
  assert.match(readFileSync(w.backupPath!, 'utf8'), /…/);
  await assert.rejects(
    writeTestPrompts(dir, [P('tp-01', '。。'), P('tp-02', 'd')], 'rewrite'),
    /not written: test-prompts\.json: entry 1 \(tp-01\) has a prompt of punctuation only \("。。"\)/,
  );
});
