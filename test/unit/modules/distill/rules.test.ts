import { test } from 'node:test';
import assert from 'node:assert/strict';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import type { Finding } from '../../../../src/core/rules/types.ts';
import { rule as deadFile } from '../../../../src/core/modules/distill/dead-file.ts';
import { rule as slimmable } from '../../../../src/core/modules/distill/slimmable.ts';
import { rules } from '../../../../src/core/modules/distill/index.ts';
import { distillSubscore } from '../../../../src/core/modules/distill/score.ts';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';

const FM = '---\nname: demo\ndescription: Demo skill. Use when testing.\n---\n';

function run(texts: Record<string, string>, locale: 'en' | 'zh-CN' = 'en'): Finding[] {
  return scanDocument(skillFromTexts('demo', texts), { rules, locale }).findings;
}

test('index registers both rules with module Distill and dimension dim7b', () => {
  assert.deepEqual(rules.map((r) => r.meta.id), ['distill/dead-file', 'distill/slimmable']);
  for (const r of rules) {
    assert.equal(r.meta.module, 'Distill');
    assert.equal(r.meta.dimension, 'dim7b');
    for (const m of Object.values(r.meta.messages)) assert.ok(m.en && m.zh);
  }
  assert.equal(deadFile.meta.defaultSeverity, 'warning');
  assert.equal(slimmable.meta.defaultSeverity, 'info');
});

test('distill/dead-file fires on a reference file nothing reaches, on the file itself, with facts', () => {
  const findings = run({ 'SKILL.md': FM + 'Read references/used.md.\n', 'references/used.md': 'u\n', 'references/orphan.md': 'o'.repeat(2047) + '\n' });
  assert.equal(findings.length, 1);
  const f = findings[0];
  assert.equal(f.ruleId, 'distill/dead-file');
  assert.equal(f.file, 'references/orphan.md');
  assert.deepEqual(f.range, { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } });
  assert.equal(f.severity, 'warning');
  assert.deepEqual(f.data, { file: 'references/orphan.md', fApprox: 1, refs: 0, bytes: 2048 });
  assert.match(f.message, /references\/orphan\.md is never referenced.*2\.0 KB.*P0/);
  const zh = run({ 'SKILL.md': FM, 'references/orphan.md': 'o\n' }, 'zh-CN')[0];
  assert.match(zh.message, /未被 SKILL\.md 直接或间接引用/);
});

test('distill/dead-file does not fire on used, transitively used, exempt or out-of-scope files', () => {
  const findings = run({
    'SKILL.md': FM + '- [Guide](references/guide.md)\n- Template: `references/tpl/{name}.md`\n',
    'references/guide.md': 'Also see deep.md.\n',
    'references/deep.md': 'd\n',
    'references/tpl/a.md': 'a\n',
    'references/LICENSE.md': 'l\n',
    'references/nested/SKILL.md': '---\nname: nested\ndescription: d\n---\n',
    'references/nested/own.md': 'o\n',
    'scripts/never-mentioned.py': 'x\n',
    'assets/never.txt': 'x\n',
    'test-prompts.json': '[]\n',
    '.gitignore': 'x\n',
  });
  assert.deepEqual(findings, []);
});

test('distill/dead-file stays quiet when SKILL.md is missing (nothing to reach from)', () => {
  assert.deepEqual(run({ 'README.md': 'x\n', 'references/a.md': 'a\n' }).filter((f) => f.module === 'Distill'), []);
});

test('distill/dead-file honours config "off"', () => {
  const doc = skillFromTexts('demo', { 'SKILL.md': FM, 'references/orphan.md': 'o\n' });
  assert.equal(scanDocument(doc, { rules, config: { rules: { 'distill/dead-file': 'off' } } }).findings.length, 0);
});

test('distill/slimmable fires for a large, rarely referenced file (F ≥ 0.7) and never for a dead one', () => {
  const big = ('x'.repeat(99) + '\n').repeat(200); // 20 000 bytes
  const findings = run({
    'SKILL.md': FM + 'Read references/big.md, references/a.md, references/b.md and references/c.md.\n',
    'references/big.md': big,
    'references/a.md': 'a\n',
    'references/b.md': 'b\n',
    'references/c.md': 'c\n',
    'references/dead-big.md': big,
  });
  // sizes 2, 2, 2, 20000, 20000 → median 2 → unit = 4096 → F(big) = 1 − 4096 / 20000 = 0.7952 → 0.8
  const slim = findings.filter((f) => f.ruleId === 'distill/slimmable');
  assert.equal(slim.length, 1);
  assert.equal(slim[0].file, 'references/big.md');
  assert.equal(slim[0].severity, 'info');
  assert.deepEqual(slim[0].data, { file: 'references/big.md', fApprox: 0.8, refs: 1, bytes: 20000 });
  assert.match(slim[0].message, /F_approx 0\.80: 1 reference\(s\), 19\.5 KB/);
  assert.deepEqual(findings.filter((f) => f.ruleId === 'distill/dead-file').map((f) => f.file), ['references/dead-big.md']);
});

test('distill/slimmable does not fire once the big file is referenced often enough', () => {
  const big = ('x'.repeat(99) + '\n').repeat(200);
  const skill = FM + ['references/big.md', '', 'references/big.md', '', 'references/big.md', '', 'references/big.md', '', 'references/a.md references/b.md references/c.md', ''].join('\n');
  // 4 contexts × 4096 / 20000 → F = 1 − 0.8192 = 0.18: a core asset, not slimmable
  const findings = run({ 'SKILL.md': skill, 'references/big.md': big, 'references/a.md': 'a\n', 'references/b.md': 'b\n', 'references/c.md': 'c\n' });
  assert.deepEqual(findings, []);
});

test('Distill sub-score: 0 dead = 2, any dead = 0, −1 with ≥ 2 slimmable files, floor 0', () => {
  const f = (ruleId: string, file: string): Finding => ({
    ruleId,
    module: 'Distill',
    dimension: 'dim7b',
    severity: 'info',
    file,
    range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
    message: '',
    data: { file },
  });
  assert.equal(distillSubscore([]).score, 2);
  assert.equal(distillSubscore([f('distill/slimmable', 'a.md')]).score, 2);
  assert.equal(distillSubscore([f('distill/slimmable', 'a.md'), f('distill/slimmable', 'b.md')]).score, 1);
  assert.equal(distillSubscore([f('distill/slimmable', 'a.md'), f('distill/slimmable', 'a.md')]).score, 2, 'the same file twice is one file');
  assert.equal(distillSubscore([f('distill/dead-file', 'x.md')]).score, 0);
  assert.equal(distillSubscore([f('distill/dead-file', 'x.md'), f('distill/slimmable', 'a.md'), f('distill/slimmable', 'b.md')]).score, 0);
  assert.deepEqual(distillSubscore([f('distill/dead-file', 'y.md'), f('distill/dead-file', 'x.md')]).deadFiles, ['x.md', 'y.md']);
});

// ---- corpus -----------------------------------------------------------------------------

async function distillFindings(dir: string): Promise<Finding[]> {
  return scanDocument(await loadSkill(`${CORPUS}/${dir}`), { rules }).findings;
}

test('corpus: using-superpowers lists codex/pi/antigravity tools but never gemini-tools.md', async () => {
  const findings = await distillFindings('obra__superpowers/using-superpowers');
  assert.deepEqual(findings.map((f) => `${f.ruleId} ${f.file}`), ['distill/dead-file references/gemini-tools.md']);
});

test('corpus: baoyu-xhs-images reaches its presets through `references/presets/<style>.md`', async () => {
  const findings = await distillFindings('JimLiu__baoyu-skills/baoyu-xhs-images');
  assert.deepEqual(findings.filter((f) => f.ruleId === 'distill/dead-file'), []);
});

test('corpus: steve-jobs-perspective reaches references/research/ by folder; the demo conversation is dead', async () => {
  const findings = await distillFindings('alchaincyf__nuwa-skill/steve-jobs-perspective');
  assert.deepEqual(findings.filter((f) => f.ruleId === 'distill/dead-file').map((f) => f.file), ['references/demo-conversation-2026-04-05.md']);
});

test('corpus: every reference of trailofbits codeql and getsentry security-review is linked (0 dead)', async () => {
  for (const dir of ['trailofbits__skills/codeql', 'getsentry__skills/security-review', 'larksuite__cli/lark-base']) {
    const findings = await distillFindings(dir);
    assert.deepEqual(findings.filter((f) => f.ruleId === 'distill/dead-file'), [], dir);
  }
});

test('corpus: karpathy-perspective never mentions its research files (6 dead), Chinese names included elsewhere', async () => {
  const karpathy = await distillFindings('alchaincyf__nuwa-skill/andrej-karpathy-perspective');
  assert.equal(karpathy.filter((f) => f.ruleId === 'distill/dead-file').length, 6);
  const musk = await distillFindings('alchaincyf__nuwa-skill/elon-musk-perspective');
  assert.ok(musk.some((f) => f.file === 'references/马斯克决策模式与行为分析-20260404.md'));
});

test('corpus: lark-doc-search.md (14 KB, one reference) can slim', async () => {
  const findings = await distillFindings('larksuite__cli/lark-doc');
  const slim = findings.filter((f) => f.ruleId === 'distill/slimmable');
  assert.deepEqual(slim.map((f) => [f.file, f.data?.fApprox, f.data?.refs]), [['references/lark-doc-search.md', 0.71, 1]]);
});
