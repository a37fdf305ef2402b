import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { rules as skillopsRules } from '../../../../src/core/modules/skillops/index.ts';
import { healthReport, renderHealthReport, jaccard, lineSet, nearDuplicateFiles } from '../../../../src/core/modules/skillops/health.ts';
import type { Finding } from '../../../../src/core/rules/types.ts';
import { NOW, skill, skillMd } from './helpers.ts';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';

function f(ruleId: string, module: Finding['module'], severity: Finding['severity'], file: string, line: number, data?: Finding['data']): Finding {
  return {
    ruleId,
    module,
    dimension: 'dim6',
    severity,
    file,
    range: { start: { line, column: 1 }, end: { line, column: 5 } },
    message: `${ruleId} message`,
    data,
  };
}

const WELL_FORMED = skillMd(
  ['name: demo-skill', 'description: Does X. Use when the user asks for "x".'],
  ['# Demo', '', '## Examples', '', 'Input a → output b.', '', '## Anti-patterns', '', "Don't guess.", '', '## Verification', '', 'Check the output.', ''].join(
    '\n',
  ),
);

test('findings map onto the five dimensions with the seed actions, sorted 🔴 > 🟡 > 🟢', () => {
  const doc = skill({ 'SKILL.md': WELL_FORMED });
  const findings = [
    f('hasp/soft-word', 'HASP', 'warning', 'SKILL.md', 20),
    f('hasp/soft-word', 'HASP', 'warning', 'SKILL.md', 30),
    f('distill/dead-reference', 'Distill', 'warning', 'references/old.md', 1),
    f('skillops/broken-reference', 'SkillOps', 'error', 'SKILL.md', 42, { target: 'references/x.md' }),
    f('skillops/reference-outside-skill', 'SkillOps', 'warning', 'SKILL.md', 7, { target: '../x.md' }),
    f('skillops/reference-outside-skill', 'SkillOps', 'warning', 'references/a.md', 2, { target: '../x.md' }),
    f('skillops/yaml-error', 'SkillOps', 'error', 'SKILL.md', 3),
  ];
  const report = healthReport({ doc, findings }, { now: NOW });
  assert.equal(report.skill, 'demo-skill');
  assert.equal(report.date, '2026-03-01');
  assert.deepEqual(
    report.rows.map((r) => [r.severity, r.dimension, r.location, r.action]),
    [
      ['🔴', 'compatibility', 'SKILL.md:3', 'repair'],
      ['🔴', 'compatibility', 'SKILL.md:42', 'repair'],
      ['🟡', 'utility', 'references/old.md:1', 'retire'],
      ['🟡', 'compatibility', 'SKILL.md:7', 'repair'],
      ['🟢', 'failureRisk', 'SKILL.md:20', 'repair'],
    ],
  );
  assert.equal(report.rows[1].problem.zh, '引用路径断裂：references/x.md');
  assert.equal(report.rows[4].problem.en, '2 soft/hedging word(s) weaken the rules');
  // The same outside link named twice is one row, at its first mention, with a count.
  assert.equal(report.rows[3].problem.en, 'Reference leaves the skill folder: ../x.md (×2)');
  assert.equal(report.rows[3].problem.zh, '引用超出技能目录：../x.md（×2）');
  assert.equal(report.dimensions.compatibility.status, '🔴');
  assert.equal(report.dimensions.utility.status, '🟡');
  assert.equal(report.dimensions.redundancy.status, '🟢');
  assert.equal(report.dimensions.redundancy.rows.length, 0);
  assert.equal(report.dimensions.validationGaps.rows.length, 0, 'examples, anti-examples and a verification step are present');
});

test('near-duplicate reference files (line-set Jaccard > 0.8) → redundancy 🟢 merge', () => {
  const base = Array.from({ length: 10 }, (_, i) => `Rule ${i}: do thing number ${i}.`);
  const doc = skill({
    'SKILL.md': WELL_FORMED,
    'references/a.md': base.join('\n'),
    'references/b.md': [...base.slice(0, 9), 'Rule 9: something else.'].join('\n'), // 9 shared of 11 → 0.818
    'references/c.md': base.slice(0, 6).join('\n') + '\nOther 1\nOther 2\nOther 3\nOther 4', // 6 of 14
  });
  assert.deepEqual(
    nearDuplicateFiles(doc).map((d) => [d.a, d.b, Number(d.similarity.toFixed(3))]),
    [['references/a.md', 'references/b.md', 0.818]],
  );
  const report = healthReport({ doc, findings: [] }, { now: NOW });
  const merge = report.rows.filter((r) => r.action === 'merge');
  assert.deepEqual(
    merge.map((r) => [r.severity, r.dimension, r.location]),
    [['🟢', 'redundancy', 'references/a.md + references/b.md']],
  );
  assert.equal(jaccard(lineSet('a line\nb line'), lineSet('a line\nb line')), 1);
  assert.equal(jaccard(lineSet('xxx'), lineSet('yyy')), 0);
});

test('failure risk: hard rules without should_activate; validation gaps: no examples / anti-examples / checks', () => {
  const doc = skill({
    'SKILL.md': skillMd(
      [
        'name: demo-skill',
        'description: Does X. Use when the user asks for "x".',
        'hard_rules:',
        '  - id: R1',
        '    should_activate: when writing',
        '  - id: R2',
        '    severity: high',
      ],
      '# Demo\n\nWrite the report.\n',
    ),
  });
  const report = healthReport({ doc, findings: [] }, { now: NOW });
  const risk = report.dimensions.failureRisk.rows;
  assert.deepEqual(
    risk.map((r) => [r.severity, r.location, r.problem.en]),
    [['🟡', 'SKILL.md:4', 'Hard rule R2 has no trigger (should_activate)']],
  );
  assert.deepEqual(
    report.dimensions.validationGaps.rows.map((r) => [r.severity, r.action]),
    [
      ['🟡', 'add_validator'],
      ['🟡', 'add_validator'],
      ['🟢', 'add_validator'],
    ],
  );
  assert.equal(report.dimensions.validationGaps.status, '🟡');
});

test('renderHealthReport: the seed format in Chinese and English, with escaped cells', () => {
  const doc = skill({ 'SKILL.md': WELL_FORMED });
  const report = healthReport(
    { doc, findings: [f('skillops/broken-reference', 'SkillOps', 'error', 'SKILL.md', 42, { target: 'references/a|b.md' })] },
    { now: NOW },
  );
  const zh = renderHealthReport(report, 'zh-CN');
  const lines = zh.split('\n');
  assert.equal(lines[0], '## 🏥 SkillOps 健康巡检 —— demo-skill —— 2026-03-01');
  assert.ok(lines.includes('| 兼容性 | 🔴 | 1 |'));
  assert.ok(lines.includes('| # | 严重程度 | 位置 | 问题描述 | 建议动作 |'));
  assert.ok(lines.includes('| 1 | 🔴 必须修复 | SKILL.md:42 | 引用路径断裂：references/a\\|b.md | 修复 |'));
  const en = renderHealthReport(report, 'en');
  assert.equal(en.split('\n')[0], '## 🏥 SkillOps health check — demo-skill — 2026-03-01');
  assert.ok(en.includes('| 1 | 🔴 must fix | SKILL.md:42 | Broken reference: references/a\\|b.md | Repair |'));
  const empty = renderHealthReport(healthReport({ doc, findings: [] }, { now: NOW }), 'en');
  assert.ok(empty.includes('No problems found.'));
  assert.ok(!empty.includes('| # |'));
});

test('corpus: vercel react-best-practices — broken AGENTS.md links are 🔴 repair rows', async () => {
  const doc = await loadSkill(`${CORPUS}/vercel-labs__agent-skills/react-best-practices`);
  const result = scanDocument(doc, { rules: skillopsRules, now: NOW });
  const report = healthReport(result, { now: NOW });
  const red = report.rows.filter((r) => r.severity === '🔴');
  assert.ok(red.some((r) => r.location === 'AGENTS.md:116' && r.problem.en === 'Broken reference: async-defer-await.md'));
  assert.equal(report.dimensions.compatibility.status, '🔴');
  // Every row is well-formed and the order holds.
  const order = { '🔴': 0, '🟡': 1, '🟢': 2 };
  for (let i = 1; i < report.rows.length; i++) assert.ok(order[report.rows[i - 1].severity] <= order[report.rows[i].severity]);
});
