import { test } from 'node:test';
import assert from 'node:assert/strict';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { rules } from '../../../../src/core/modules/distill/index.ts';
import { distillPlan } from '../../../../src/core/modules/distill/plan.ts';
import { formatBytes, renderDistillPlan } from '../../../../src/core/modules/distill/plan-render.ts';
import { corpusFixture } from '../../../support/fixtures.ts';

const FM = '---\nname: demo\ndescription: Demo skill. Use when testing.\n---\n';
const NOW = new Date('2026-06-01T00:00:00Z');
const BIG = ('x'.repeat(99) + '\n').repeat(200); // 20 000 bytes
const BLOCK = '```bash\nnpm install --save-dev typescript\nnpx tsc --init --strict\nnpx tsc -p tsconfig.json --noEmit\n```\n';

function planOf(texts: Record<string, string>) {
  const doc = skillFromTexts('demo', texts);
  const { findings } = scanDocument(doc, { rules });
  return distillPlan(doc, findings, { now: NOW });
}

test('P0 delete for a dead file, with its size as the saving', () => {
  const plan = planOf({ 'SKILL.md': FM + 'x\n', 'references/orphan.md': 'o'.repeat(99) + '\n' });
  assert.deepEqual(plan.items, [
    { priority: 'P0', action: 'delete', reason: 'dead', files: ['references/orphan.md'], bytes: 100, bytesDelta: -100, fApprox: 1, refs: 0 },
  ]);
  assert.equal(plan.estimatedBytesDelta, -100);
});

test('P1 inline measures the linked section when the link names an anchor, else guesses a quarter', () => {
  const sectioned = '# Big\n\n## Setup\n\n' + 'setup line\n'.repeat(10) + '\n## Rest\n\n' + BIG;
  const base = { 'references/a.md': 'a\n', 'references/b.md': 'b\n', 'references/c.md': 'c\n' };
  const mention = 'Also references/a.md, references/b.md, references/c.md.\n';
  const anchored = planOf({ ...base, 'SKILL.md': FM + '## Install\n\nSee [setup](references/big.md#setup).\n\n' + mention, 'references/big.md': sectioned });
  const item = anchored.items.find((i) => i.action === 'inline')!;
  const setupBytes = Buffer.byteLength('## Setup\n\n' + 'setup line\n'.repeat(10) + '\n');
  assert.equal(item.priority, 'P1');
  assert.equal(item.estimate, 'measured');
  assert.equal(item.detail, 'Install');
  assert.equal(item.bytesDelta, setupBytes - Buffer.byteLength(sectioned));
  const plain = planOf({ ...base, 'SKILL.md': FM + 'See references/big.md.\n' + mention, 'references/big.md': BIG });
  const guess = plain.items.find((i) => i.action === 'inline')!;
  assert.equal(guess.estimate, 'rough');
  assert.equal(guess.bytesDelta, 5000 - 20000);
});

test('P1 slim (unknown change) for a slimmable file referenced three times or more', () => {
  const huge = BIG.repeat(4); // 80 000 bytes: 3 refs × 4096 / 80000 → F = 0.85
  const plan = planOf({
    'SKILL.md': FM + 'references/huge.md\n\nreferences/huge.md\n\nreferences/huge.md\n\nreferences/a.md references/b.md references/c.md\n',
    'references/huge.md': huge,
    'references/a.md': 'a\n',
    'references/b.md': 'b\n',
    'references/c.md': 'c\n',
  });
  const slim = plan.items.filter((i) => i.priority === 'P1');
  assert.deepEqual(
    slim.map((i) => [i.action, i.refs, i.bytesDelta, i.fApprox]),
    [['slim', 3, null, 0.85]],
  );
});

test('P2 merge for the same fenced block in two files; short or single-file blocks are left alone', () => {
  const plan = planOf({
    'SKILL.md': FM + 'Read references/a.md.\n\n' + BLOCK + '\n```\nls\n```\n',
    'references/a.md': '# A\n\n' + BLOCK.replace('```bash', '~~~~sh').replace(/```\n$/, '~~~~\n') + '\n```\nls\n```\n',
  });
  const merge = plan.items.filter((i) => i.action === 'merge');
  assert.equal(merge.length, 1);
  assert.deepEqual(merge[0].files, ['SKILL.md', 'references/a.md']);
  assert.equal(merge[0].detail, 'npm install --save-dev typescript');
  const blockBytes = Buffer.byteLength('npm install --save-dev typescript\nnpx tsc --init --strict\nnpx tsc -p tsconfig.json --noEmit');
  assert.equal(merge[0].bytes, blockBytes);
  assert.equal(merge[0].bytesDelta, -blockBytes);
  assert.equal(merge[0].line, 7);
  const single = planOf({ 'SKILL.md': FM + BLOCK + '\n' + BLOCK });
  assert.deepEqual(single.items, []);
});

test('P3 archive: dated update sections older than a year, deprecated markers, old file names', () => {
  const plan = planOf({
    'SKILL.md':
      FM +
      [
        'See references/log.md, references/old-api.md and references/nasa-exoplanet-archive.md.',
        '',
        '## [2024-03-01] 更新',
        '',
        'old text',
        '',
        '## [2026-03-01] 更新',
        '',
        'recent text',
        '',
        '## Deprecated Models',
        '',
        'a topic, not a marker',
        '',
        '## Old flow (deprecated)',
        '',
        'gone',
        '',
        '## Next',
        '',
      ].join('\n'),
    'references/log.md': '# Log\n\n## v1.2 released 2023-05-01\n\nnotes\n\n### detail\n\nmore\n\n## 2023-06-01 meeting\n\nnot an update\n',
    'references/old-api.md': 'l\n',
    'references/nasa-exoplanet-archive.md': 'a database, not an archive of old content\n',
  });
  const p3 = plan.items.filter((i) => i.priority === 'P3').map((i) => [i.reason, i.files[0], i.line ?? null, i.bytes]);
  assert.deepEqual(p3, [
    ['dated', 'SKILL.md', 7, Buffer.byteLength('## [2024-03-01] 更新\n\nold text\n\n')],
    ['deprecated-heading', 'SKILL.md', 19, Buffer.byteLength('## Old flow (deprecated)\n\ngone\n\n')],
    ['dated', 'references/log.md', 3, Buffer.byteLength('## v1.2 released 2023-05-01\n\nnotes\n\n### detail\n\nmore\n\n')],
    ['old-file-name', 'references/old-api.md', null, 2],
  ]);
});

test('core assets (F ≤ 0.3) are listed, not acted on; a dead file is only P0', () => {
  const plan = planOf({
    'SKILL.md': FM + 'Read references/core.md.\n',
    'references/core.md': 'c\n',
    'references/dead.md': 'd\n',
    'references/old-notes.md': 'o\n',
  });
  assert.deepEqual(plan.coreAssets, [{ file: 'references/core.md', fApprox: 0, refs: 1, bytes: 2 }]);
  // old-notes.md is dead: it is deleted (P0), not also archived (P3)
  assert.deepEqual(
    plan.items.map((i) => `${i.priority} ${i.files[0]}`),
    ['P0 references/dead.md', 'P0 references/old-notes.md'],
  );
  assert.equal(plan.filesJudged, 3);
});

test('suppressed dead files are not in the plan', () => {
  const doc = skillFromTexts('demo', { 'SKILL.md': FM, 'references/orphan.md': 'o\n' });
  const { findings } = scanDocument(doc, { rules, config: { rules: { 'distill/dead-file': 'off' } } });
  assert.deepEqual(distillPlan(doc, findings, { now: NOW }).items, []);
});

test('renderDistillPlan: a Markdown table in English and Chinese, with the CHECKPOINT', () => {
  const plan = planOf({ 'SKILL.md': FM + 'Read references/core.md.\n', 'references/core.md': 'c\n', 'references/orphan|x.md': 'o'.repeat(2047) + '\n' });
  const en = renderDistillPlan(plan, 'en');
  assert.match(en, /^# Distill plan: demo\n/);
  assert.ok(en.includes('| 1 | P0 | delete | `references/orphan\\|x.md` | never referenced from SKILL.md | -2.0 KB |'), en);
  assert.ok(en.includes('estimated change: -2.0 KB'));
  assert.ok(en.includes('`references/core.md` — F_approx 0.00, 1 reference(s), 2 B'));
  assert.ok(en.includes('🔴 CHECKPOINT'));
  const zh = renderDistillPlan(plan, 'zh-CN');
  assert.ok(zh.includes('| 1 | P0 | 删除 |'));
  assert.ok(zh.includes('## 核心资产（F_approx ≤ 0.3）——保留'));
  const empty = renderDistillPlan(planOf({ 'SKILL.md': FM }), 'en');
  assert.ok(empty.includes('Nothing to slim'));
  assert.equal(formatBytes(-1536, true), '-1.5 KB');
  assert.equal(formatBytes(12, true), '+12 B');
});

test('corpus: huashu-design plan deletes cinematic-patterns.md first', async () => {
  const doc = await loadSkill(corpusFixture('alchaincyf__huashu-design/huashu-design'));
  const { findings } = scanDocument(doc, { rules });
  const plan = distillPlan(doc, findings, { now: NOW });
  assert.deepEqual(plan.items[0].files, ['references/cinematic-patterns.md']);
  assert.equal(plan.items[0].priority, 'P0');
  assert.equal(plan.filesJudged, 21);
});
