import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDocument } from 'yaml';
import {
  applicability,
  escalationLevel,
  hardRuleEdit,
  hardRuleEntry,
  nextHardRuleId,
  type HardRuleEntry,
} from '../../../../src/core/modules/hasp/hardening.ts';
import { haspSubscore, haspWordCounts } from '../../../../src/core/modules/hasp/score.ts';
import { rule } from '../../../../src/core/modules/hasp/soft-word.ts';
import type { Finding } from '../../../../src/core/rules/types.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { applyEdits, run, skill } from './helpers.ts';

function soft(n: number): Finding[] {
  return Array.from({ length: n }, () => ({
    ruleId: 'hasp/soft-word',
    module: 'HASP',
    dimension: 'dim5',
    severity: 'warning',
    file: 'SKILL.md',
    range: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
    message: '',
    data: { word: 'should' },
  }));
}

test('HASP sub-score is 3 × (1 − n/5), floor 0, as exact decimals', () => {
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5, 9].map((n) => haspSubscore(soft(n))),
    [3, 2.4, 1.8, 1.2, 0.6, 0, 0],
  );
  assert.equal(haspSubscore(soft(1)), 2.4);
  // Other rules' findings do not count.
  const other = { ...soft(1)[0], ruleId: 'sentinel/download-exec' } as Finding;
  assert.equal(haspSubscore([...soft(2), other]), 1.8);
});

test('sub-score from a real scan, and word counts for diagnostics', () => {
  const findings = run(skill('# Demo\n\n建议使用缓存。建议先测试。You should run it.\n'), [rule]);
  assert.equal(haspSubscore(findings), 1.2);
  assert.deepEqual(
    [...haspWordCounts(findings)],
    [
      ['建议', 2],
      ['should', 1],
    ],
  );
});

test('escalation by ignore count: 1 → nothing, 2 → level 1, ≥3 → level 2', () => {
  assert.deepEqual([0, 1, 2, 3, 7].map(escalationLevel), [0, 0, 1, 2, 2]);
  assert.equal(escalationLevel(Number.NaN), 0);
});

test('applicability table: format / size / required sections yes; style / creative no (zh + en)', () => {
  const cases: Array<[string, string, boolean]> = [
    ['建议在生成 SKILL.md 时控制文件大小在 30KB 以内', 'file-size', true],
    ['SKILL.md must not exceed 500 lines', 'file-size', true],
    ['输出必须是 JSON 格式', 'output-format', true],
    ['Output a Markdown table with columns name and score', 'output-format', true],
    ['必须包含「失败处理」章节', 'required-sections', true],
    ['The description must include a "Use when" clause', 'required-sections', true],
    ['语气要亲切自然', 'style', false],
    ['Keep the tone friendly', 'style', false],
    ['Be creative with the layout', 'creative', false],
    ['发挥创意，给出新颖的标题', 'creative', false],
    ['Think carefully', 'unknown', false],
  ];
  for (const [text, kind, yes] of cases) {
    const a = applicability(text);
    assert.equal(a.kind, kind, text);
    assert.equal(a.applicable, yes, text);
    assert.ok(a.reason.en && a.reason.zh);
  }
});

const ENTRY_INPUT = {
  id: 'rule_001',
  shouldActivate: 'SKILL.md 文件大小 > 30KB',
  intervene: { type: 'block_and_restructure', action: '禁止继续在 SKILL.md 追加内容: 写入新 reference 文件' },
  lastViolated: new Date('2026-06-10T12:00:00Z'),
  violationCount: 3,
};

test('hardRuleEntry has the seed keys in the seed order', () => {
  const e = hardRuleEntry(ENTRY_INPUT);
  assert.deepEqual(Object.keys(e), ['id', 'should_activate', 'intervene', 'severity', 'last_violated', 'violation_count']);
  assert.equal(e.severity, 'critical');
  assert.equal(e.last_violated, '2026-06-10');
  assert.equal(hardRuleEntry({ ...ENTRY_INPUT, lastViolated: '2026-01-02' }).last_violated, '2026-01-02');
  assert.throws(() => hardRuleEntry({ ...ENTRY_INPUT, id: 'bad id' }));
  assert.throws(() => hardRuleEntry({ ...ENTRY_INPUT, violationCount: -1 }));
  assert.throws(() => hardRuleEntry({ ...ENTRY_INPUT, lastViolated: 'yesterday' }));
});

function frontmatterOf(text: string): Record<string, unknown> {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  assert.ok(m, 'no frontmatter');
  const d = parseDocument(m[1]);
  assert.deepEqual(d.errors, []);
  return d.toJS() as Record<string, unknown>;
}

const SKILL = [
  '---',
  'name: demo',
  '# a comment that must survive',
  'description: "Does X: then Y. Use when Z."',
  'metadata:',
  '  owner: me',
  '---',
  '',
  '# Demo',
  '',
].join('\n');

test('level 2: a new hard_rules key is appended, every other frontmatter line untouched', () => {
  const doc = skillFromTexts('demo', { 'SKILL.md': SKILL });
  const entry = hardRuleEntry(ENTRY_INPUT);
  const edit = hardRuleEdit(doc, entry)!;
  assert.equal(edit.file, 'SKILL.md');
  assert.deepEqual(edit.range, { start: { line: 7, column: 1 }, end: { line: 7, column: 1 } });
  const out = applyEdits(SKILL, [edit]);
  assert.ok(out.startsWith(SKILL.split('\n').slice(0, 6).join('\n') + '\nhard_rules:\n  - id: rule_001\n'));
  assert.deepEqual(frontmatterOf(out).hard_rules, [entry]);
  assert.ok(out.endsWith('---\n\n# Demo\n'));
});

test('level 2: appended to an existing block list with its indentation; same id is replaced', () => {
  const existing = [
    '---',
    'name: demo',
    'hard_rules:',
    '    - id: rule_001',
    '      should_activate: x',
    '      violation_count: 2',
    'license: MIT',
    '---',
    '',
  ].join('\n');
  const doc = skillFromTexts('demo', { 'SKILL.md': existing });
  assert.equal(nextHardRuleId(doc), 'rule_002');
  const second = hardRuleEntry({ ...ENTRY_INPUT, id: 'rule_002' });
  const out = applyEdits(existing, [hardRuleEdit(doc, second)!]);
  assert.match(out, /\n {4}- id: rule_002\n {6}should_activate:/);
  const fm = frontmatterOf(out);
  assert.deepEqual(
    (fm.hard_rules as HardRuleEntry[]).map((r) => r.id),
    ['rule_001', 'rule_002'],
  );
  assert.equal(fm.license, 'MIT');

  const again = hardRuleEntry({ ...ENTRY_INPUT, id: 'rule_001', violationCount: 4 });
  const out2 = applyEdits(existing, [hardRuleEdit(doc, again)!]);
  const rules2 = frontmatterOf(out2).hard_rules as HardRuleEntry[];
  assert.equal(rules2.length, 1);
  assert.equal(rules2[0].violation_count, 4);
  assert.match(out2, /^---\nname: demo\nhard_rules:\n {4}- id: rule_001\n/);
  assert.match(out2, /license: MIT\n---\n$/);
});

test('level 2: no frontmatter → one is added; flow list rewritten; broken YAML not touched', () => {
  const bare = '# Demo\n\nBody.\n';
  const doc = skillFromTexts('demo', { 'SKILL.md': bare });
  const entry = hardRuleEntry(ENTRY_INPUT);
  const out = applyEdits(bare, [hardRuleEdit(doc, entry)!]);
  assert.deepEqual(frontmatterOf(out).hard_rules, [entry]);
  assert.ok(out.endsWith('---\n# Demo\n\nBody.\n'));

  const flow = '---\nname: demo\nhard_rules: []\n---\nbody\n';
  const out2 = applyEdits(flow, [hardRuleEdit(skillFromTexts('demo', { 'SKILL.md': flow }), entry)!]);
  assert.deepEqual(frontmatterOf(out2).hard_rules, [entry]);
  assert.equal(frontmatterOf(out2).name, 'demo');

  const broken = '---\nname: demo\ndescription: a: b\n---\nbody\n';
  assert.equal(hardRuleEdit(skillFromTexts('demo', { 'SKILL.md': broken }), entry), undefined);
});
