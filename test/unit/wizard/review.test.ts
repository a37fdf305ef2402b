import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { review, renderChecklist } from '../../../src/core/workflows/wizard/review/checklist.ts';
import { reviewSandbox } from '../../../src/core/workflows/wizard/review/run.ts';
import { fixBarePaths, scanPaths } from '../../../src/core/workflows/wizard/review/paths.ts';
import { wizardText } from '../../../src/core/workflows/wizard/messages.ts';
import type { Requirement } from '../../../src/core/formats/wizard-state.ts';
import { tempDir } from '../../support/tmp.ts';

const REQ: Requirement = {
  intent: '整理站会',
  abilities: [],
  boundaries: [],
  failure: '',
  constraints: '',
  triggers: ['站会纪要', '整理站会'],
  description: '',
  drafted: 'template',
};

const GOOD = [
  '---',
  'name: standup-notes',
  'description: 汇总每日站会记录。当用户说"站会纪要"、"整理站会"时使用。',
  'version: 1.0.0',
  'lazy_load: true',
  'think_type: react',
  '---',
  '',
  '# standup-notes',
  '',
  '读取 @[skfile:references/format.md] 里的格式。',
  '',
  '## 不适用场景',
  '',
  '- 不处理周报',
  '',
].join('\n');

async function run(files: Record<string, string>, req: Requirement = REQ, installedVersion?: string) {
  const ws = tempDir(Object.fromEntries(Object.entries(files).map(([k, v]) => [`standup-notes/${k}`, v])));
  return (await reviewSandbox({ dir: path.join(ws, 'standup-notes'), name: 'standup-notes', requirement: req, installedVersion, waivers: [] })).result;
}

const box = (r: Awaited<ReturnType<typeof run>>, id: string) => r.items.find((i) => i.id === id)!;

test('a metis skill that follows the iron rules passes all 9 boxes, each with its evidence', async () => {
  const r = await run({ 'skill.md': GOOD, 'references/format.md': '# 格式\n' });
  assert.equal(r.passed, true, JSON.stringify(r.items.filter((i) => !i.passed)));
  assert.deepEqual(
    r.items.map((i) => i.id),
    ['L1.version', 'L1.description', 'L1.triggers', 'L1.boundary', 'L2.references', 'L2.absolute', 'L2.config', 'L2.lint', 'L3.bare-paths'],
  );
  assert.deepEqual(box(r, 'L1.boundary').evidence, ['skill.md:13: ## 不适用场景']);
  const text = renderChecklist(r, 'en', { L1: wizardText('review.L1'), L2: wizardText('review.L2'), L3: wizardText('review.L3') });
  assert.equal(text.split('\n').filter((l) => l.startsWith('- [x] ')).length, 9);
});

test('L1: missing version, an unbumped upgrade, a version in the description, missing trigger words, no boundary statement', async () => {
  const noVersion = GOOD.replace('version: 1.0.0\n', '').replace('## 不适用场景\n\n- 不处理周报', '## 说明');
  const r = await run({ 'skill.md': noVersion, 'references/format.md': '' }, { ...REQ, triggers: ['站会纪要', '站会日报'] });
  assert.equal(box(r, 'L1.version').passed, false);
  assert.equal(box(r, 'L1.triggers').passed, false);
  assert.deepEqual(box(r, 'L1.triggers').evidence, ['missing from the description: 站会日报']);
  assert.equal(box(r, 'L1.boundary').passed, false);
  const same = await run({ 'skill.md': GOOD, 'references/format.md': '' }, REQ, '1.0.0');
  assert.deepEqual(box(same, 'L1.version').evidence, ['version 1.0.0 is the installed one: an upgrade bumps it']);
  const v = await run({ 'skill.md': GOOD.replace('汇总每日站会记录。', '汇总每日站会记录 v2.1。'), 'references/format.md': '' });
  assert.match(box(v, 'L1.description').evidence[0], /iron rule #3: the description holds a version \("v2\.1"\)/);
});

test('L2: unknown reference types, missing @[skfile:] targets, Markdown links in a metis skill, absolute paths, config drift, trailing commas', async () => {
  const text = GOOD.replace(
    '读取 @[skfile:references/format.md] 里的格式。',
    '读取 @[skfile:references/missing.md] 与 @[file:x]，见 [格式](references/format.md)，数据在 /home/alice/data。',
  )
    .replace('lazy_load: true', 'lazy_load: false')
    .replace('think_type: react', 'think_type: cot');
  const r = await run({ 'skill.md': text, 'references/format.md': '', 'skill.json': '{ "name": "standup", "version": "1.0.0", }' });
  assert.deepEqual(box(r, 'L2.references').evidence, [
    'skill.md:11: @[skfile:references/missing.md] — no such file in the skill',
    'skill.md:11: unknown reference type @[file:…]',
    'skill.md:11: [..](references/format.md) — use @[skfile:references/format.md] (iron rule #10)',
  ]);
  assert.deepEqual(box(r, 'L2.absolute').evidence, ['skill.md:11: /home/alice/data']);
  assert.deepEqual(box(r, 'L2.config').evidence, [
    'skill.md: lazy_load is false (iron rule #7: true)',
    'skill.md: think_type is "cot" (iron rule #8: react)',
    'skill.json:1: trailing comma (iron rule #12)',
  ]);
  assert.equal(r.passed, false);
});

test('L3 scans line by line: raw resource paths are bare in a metis skill; in a SKILL.md a Markdown link is a reference and code is left alone', () => {
  const text = [
    '读取 `references/format.md`',
    '运行 ./scripts/run.sh',
    '用 @[skfile:scripts/ok.py] 与 [x](references/x.md)',
    '```',
    'python scripts/run.py',
    '```',
  ].join('\n');
  assert.deepEqual(
    scanPaths(text, true).map((h) => `${h.line}:${h.path}`),
    ['1:references/format.md', '2:./scripts/run.sh', '3:references/x.md', '5:scripts/run.py'],
  );
  assert.deepEqual(
    scanPaths(text, false).map((h) => `${h.line}:${h.path}`),
    ['1:references/format.md', '2:./scripts/run.sh'],
  );
  assert.equal(fixBarePaths(text, true).text.split('\n')[0], '读取 @[skfile:references/format.md]');
  assert.equal(fixBarePaths(text, false).text.split('\n')[0], '读取 [references/format.md](references/format.md)');
  assert.equal(fixBarePaths(text, false).text.split('\n')[4], 'python scripts/run.py');
  assert.deepEqual(scanPaths(fixBarePaths(text, true).text, true), []);
});

test('a review with any [ ] has not passed', () => {
  const r = review([
    { layer: 'L1', id: 'a', label: { en: 'a', zh: 'a' }, passed: true, evidence: [] },
    { layer: 'L3', id: 'b', label: { en: 'b', zh: 'b' }, passed: false, evidence: ['skill.md:3: references/x.md'] },
  ]);
  assert.equal(r.passed, false);
  assert.match(
    renderChecklist(r, 'en', { L1: { en: 'L1', zh: 'L1' }, L2: { en: 'L2', zh: 'L2' }, L3: { en: 'L3', zh: 'L3' } }),
    /- \[ \] b — skill\.md:3: references\/x\.md/,
  );
});
