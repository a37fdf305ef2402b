/** distill/dead-file (src/core/modules/distill/dead-file.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/distill/rules.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';
import { rule } from '../../../../src/core/modules/distill/dead-file.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import type { Finding } from '../../../../src/core/rules/types.ts';
import { rules } from '../../../../src/core/modules/distill/index.ts';

const FM = '---\nname: demo\ndescription: Demo skill. Use when testing.\n---\n';

function run(texts: Record<string, string>, locale: 'en' | 'zh-CN' = 'en'): Finding[] {
  return scanDocument(skillFromTexts('demo', texts), { rules, locale }).findings;
}

// ---- corpus -----------------------------------------------------------------------------

async function distillFindings(dir: string): Promise<Finding[]> {
  return scanDocument(await loadSkill(`${CORPUS}/${dir}`), { rules }).findings;
}

test('distill/dead-file: the examples of docs/rules/distill/dead-file.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `scripts/resize.sh` with the image path. Sizes are in [the size table](references/sizes.md).',
            '',
          ].join('\n'),
          'scripts/resize.sh': 'echo "resizing $1"\n',
          'references/sizes.md': ['# Sizes', '', 'Thumbnails are 256 px wide.', ''].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `scripts/resize.sh` with the image path.',
            '',
          ].join('\n'),
          'scripts/resize.sh': 'echo "resizing $1"\n',
          'references/old-notes.md': ['# Old notes', '', 'Thumbnails used to be 128 px wide.', ''].join('\n'),
        },
        errors: [{ line: 1, column: 1, messageId: 'dead', file: 'references/old-notes.md' }],
      },
    ],
  });
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
  assert.deepEqual(
    run({ 'README.md': 'x\n', 'references/a.md': 'a\n' }).filter((f) => f.module === 'Distill'),
    [],
  );
});

test('distill/dead-file honours config "off"', () => {
  const doc = skillFromTexts('demo', { 'SKILL.md': FM, 'references/orphan.md': 'o\n' });
  assert.equal(scanDocument(doc, { rules, config: { rules: { 'distill/dead-file': 'off' } } }).findings.length, 0);
});

test('corpus: using-superpowers lists codex/pi/antigravity tools but never gemini-tools.md', async () => {
  const findings = await distillFindings('obra__superpowers/using-superpowers');
  assert.deepEqual(
    findings.map((f) => `${f.ruleId} ${f.file}`),
    ['distill/dead-file references/gemini-tools.md'],
  );
});

test('corpus: baoyu-xhs-images reaches its presets through `references/presets/<style>.md`', async () => {
  const findings = await distillFindings('JimLiu__baoyu-skills/baoyu-xhs-images');
  assert.deepEqual(
    findings.filter((f) => f.ruleId === 'distill/dead-file'),
    [],
  );
});

test('corpus: steve-jobs-perspective reaches references/research/ by folder; the demo conversation is dead', async () => {
  const findings = await distillFindings('alchaincyf__nuwa-skill/steve-jobs-perspective');
  assert.deepEqual(
    findings.filter((f) => f.ruleId === 'distill/dead-file').map((f) => f.file),
    ['references/demo-conversation-2026-04-05.md'],
  );
});

test('corpus: every reference of trailofbits codeql and getsentry security-review is linked (0 dead)', async () => {
  for (const dir of ['trailofbits__skills/codeql', 'getsentry__skills/security-review', 'larksuite__cli/lark-base']) {
    const findings = await distillFindings(dir);
    assert.deepEqual(
      findings.filter((f) => f.ruleId === 'distill/dead-file'),
      [],
      dir,
    );
  }
});

test('corpus: karpathy-perspective never mentions its research files (6 dead), Chinese names included elsewhere', async () => {
  const karpathy = await distillFindings('alchaincyf__nuwa-skill/andrej-karpathy-perspective');
  assert.equal(karpathy.filter((f) => f.ruleId === 'distill/dead-file').length, 6);
  const musk = await distillFindings('alchaincyf__nuwa-skill/elon-musk-perspective');
  assert.ok(musk.some((f) => f.file === 'references/马斯克决策模式与行为分析-20260404.md'));
});
