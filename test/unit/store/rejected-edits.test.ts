import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';
import { appendRejectedEdit, parseRejectedEdits, proposalKey, readRejectedEdits, REJECTED_EDITS_FILE } from '../../../src/core/formats/rejected-edits.ts';

const SEED = `## REJ-1 | 2026-06-11T10:10 | luban-slides

- **目标维度**: dim5
- **改动段落**: L120-L135
- **方案摘要**: 将三处"建议"改为"必须"
- **被拒原因**: 改变了 skill 核心语义，违反约束规则 #1
- **绕行建议**: dim5 已触顶，优先修 dim3
`;

test('rejected_edits.md: the seed example parses field by field', () => {
  const { entries, problems } = parseRejectedEdits(SEED);
  assert.deepEqual(problems, []);
  assert.deepEqual(entries, [
    {
      n: 1,
      timestamp: '2026-06-11T10:10',
      skill: 'luban-slides',
      dimension: 'dim5',
      lines: 'L120-L135',
      summary: '将三处"建议"改为"必须"',
      reason: '改变了 skill 核心语义，违反约束规则 #1',
      detour: 'dim5 已触顶，优先修 dim3',
    },
  ]);
});

test('rejected_edits.md: append numbers after the highest entry and keeps what was there byte for byte', async () => {
  const dir = tempDir({ [REJECTED_EDITS_FILE]: SEED });
  const r = await appendRejectedEdit(dir, {
    timestamp: '2026-06-12T09:00',
    skill: 'luban-slides',
    dimension: 'dim3',
    lines: 'L4',
    summary: 'add fallback\nsection',
    reason: 'Δ 0',
    detour: 'dim3 → dim2',
  });
  assert.equal(r.entry.n, 2);
  const text = readFileSync(path.join(dir, REJECTED_EDITS_FILE), 'utf8');
  assert.ok(text.startsWith(SEED));
  assert.match(
    text,
    /## REJ-2 \| 2026-06-12T09:00 \| luban-slides\n\n- \*\*目标维度\*\*: dim3\n- \*\*改动段落\*\*: L4\n- \*\*方案摘要\*\*: add fallback section\n/,
  );
  const back = await readRejectedEdits(dir);
  assert.deepEqual(
    back.entries.map((e) => e.n),
    [1, 2],
  );
});

test('rejected_edits.md: a broken entry is a problem, the others are still read', async () => {
  const dir = tempDir({ [REJECTED_EDITS_FILE]: `## REJ-x broken heading\n\n${SEED}\n## REJ-7 | t | s\n\nno fields here\n` });
  const r = await readRejectedEdits(dir);
  assert.equal(r.corrupt, true);
  assert.deepEqual(
    r.entries.map((e) => e.n),
    [1],
  );
  assert.equal(r.problems.length, 2);
});

test('rejected_edits.md: a file that is not UTF-8 is backed up, then started afresh with a notice', async () => {
  const dir = tempDir();
  writeFileSync(path.join(dir, REJECTED_EDITS_FILE), Buffer.from([0xff, 0xfe, 0x00, 0x41]));
  const r = await appendRejectedEdit(
    dir,
    { timestamp: 't', skill: 's', dimension: 'dim4', lines: 'L1', summary: 'x', reason: 'y', detour: 'z' },
    new Date(2026, 0, 2, 3, 4),
  );
  assert.match(r.notice!.en, /backed up to rejected_edits\.md\.bak\.20260102-0304/);
  assert.ok(readdirSync(dir).some((n) => n.startsWith(`${REJECTED_EDITS_FILE}.bak.`)));
  assert.equal((await readRejectedEdits(dir)).entries.length, 1);
});

test('proposalKey folds whitespace and case', () => {
  assert.equal(proposalKey('DIM5 ', 'Harden  2 words'), proposalKey('dim5', 'harden 2 words'));
});
