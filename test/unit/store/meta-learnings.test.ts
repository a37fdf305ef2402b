import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';
import { appendMetaLearnings, META_LEARNINGS_FILE, parseMetaLearnings, readMetaLearnings } from '../../../src/core/formats/meta-learnings.ts';

const SEED = `## ML-1 | 2026-06-11T12:00

- **规律**: dim2/3/4 相关簇——修 dim3（三段式 fallback）时 dim2 平均跟涨 1.5 分
- **来源 skill**: luban-slides, code-reviewer（2/2 验证）
- **置信度**: 高
- **可复用场景**: 任何有"步骤描述"+"错误处理"双薄弱点的 skill
`;

test('meta_learnings.md: the seed example parses', () => {
  const { entries, problems } = parseMetaLearnings(SEED);
  assert.deepEqual(problems, []);
  assert.equal(entries[0].n, 1);
  assert.equal(entries[0].confidence, '高');
  assert.equal(entries[0].sources, 'luban-slides, code-reviewer（2/2 验证）');
});

test('meta_learnings.md: appends ML-n after the highest, in the seed format', async () => {
  const dir = tempDir({ [META_LEARNINGS_FILE]: SEED });
  const w = await appendMetaLearnings(dir, [
    { timestamp: '2026-06-12T09:00', pattern: 'p1', sources: 'a, b', confidence: '中', reuse: 'r1' },
    { timestamp: '2026-06-12T09:00', pattern: 'p2', sources: 'c, d', confidence: '中', reuse: 'r2' },
  ]);
  assert.deepEqual(
    w.written.map((e) => e.n),
    [2, 3],
  );
  const text = readFileSync(path.join(dir, META_LEARNINGS_FILE), 'utf8');
  assert.ok(text.startsWith(SEED));
  assert.match(text, /## ML-3 \| 2026-06-12T09:00\n\n- \*\*规律\*\*: p2\n- \*\*来源 skill\*\*: c, d\n- \*\*置信度\*\*: 中\n- \*\*可复用场景\*\*: r2\n$/);
  assert.equal((await readMetaLearnings(dir)).entries.length, 3);
});

test('meta_learnings.md: missing file is created with a title', async () => {
  const dir = tempDir();
  await appendMetaLearnings(dir, [{ timestamp: 't', pattern: 'p', sources: 's', confidence: '中', reuse: 'r' }]);
  assert.match(readFileSync(path.join(dir, META_LEARNINGS_FILE), 'utf8'), /^# meta_learnings\n\n## ML-1 \| t\n/);
});
