/** sentinel/ignored-rule (src/core/modules/sentinel/ignored-rule.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/sentinel/ignored-rule.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ruleTester } from '../../../support/rule-tester.ts';
import { tempDir } from '../../../support/tmp.ts';
import { rule as ignoredRule, rule } from '../../../../src/core/modules/sentinel/ignored-rule.ts';
import { scanPaths } from '../../../../src/core/engine/scan-paths.ts';
import { ScanCache } from '../../../../src/core/engine/scan-cache.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { ignoredRulesOf } from '../../../../src/core/engine/ignored/sentinel-hits.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { appendRegressHistory } from '../../../../src/core/formats/regress-history.ts';
import { hardenFixture, lineOf, RULES, SKILL } from '../../lifecycle/harden-support.ts';

test('sentinel/ignored-rule: the examples of docs/rules/sentinel/ignored-rule.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Writes weekly reports. Use when the user asks for a weekly report.',
            '---',
            '',
            '# Demo skill',
            '',
            '- Output the report as a Markdown table.',
            '',
          ].join('\n'),
          'failures.jsonl':
            '{"id":"f-001","timestamp":"2026-11-02T10:00:00.000Z","skill":"demo-skill","gap":{"type":"rule-missing","label":"rule-missing"},"location":{"file":"SKILL.md","line":8,"endLine":8},"rule":"Output the report as a Markdown table.","proposal":null,"evidence":"static","status":"pending","instruction":"write the weekly report","parameters":"","output":"prose, no table","feedback":"the rule was ignored","transcript":null}\n',
        },
      },
    ],
    invalid: [
      {
        name: 'a rule ignored twice (failure reports) at its line, and one no longer in SKILL.md at line 1',
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Writes weekly reports. Use when the user asks for a weekly report.',
            '---',
            '',
            '# Demo skill',
            '',
            '- Output the report as a Markdown table.',
            '',
          ].join('\n'),
        },
        ignoredRules: [
          { rule: 'Output the report as a Markdown table.', count: 2, line: 8, sources: ['failures.jsonl'] },
          { rule: 'A rule that was deleted since', count: 3, sources: ['tests.yaml'] },
        ],
        errors: [
          { file: 'SKILL.md', line: 1, column: 1, messageId: 'ignored', severity: 'warning' },
          { file: 'SKILL.md', line: 8, column: 1, messageId: 'ignored', severity: 'warning' },
        ],
      },
    ],
  });
});

test('ignored-rule: each rule ignored ≥ 2× is one Sentinel warning at its line, and counts in the sub-score', () => {
  const doc = skillFromTexts('report-writer', { 'SKILL.md': SKILL });
  const ignoredRules = [
    { rule: RULES.table.slice(2), count: 2, line: lineOf(RULES.table), sources: ['failures.jsonl'] },
    { rule: 'A rule that was deleted since', count: 3, sources: ['tests.yaml'] },
  ];
  const r = scanDocument(doc, { ignoredRules });
  const f = r.findings.filter((x) => x.ruleId === 'sentinel/ignored-rule');
  assert.deepEqual(
    f.map((x) => `${x.range.start.line} ${x.severity} ${x.category}`),
    [`1 warning prompt-injection`, `${lineOf(RULES.table)} warning prompt-injection`],
  );
  assert.match(f[1].message, /ignored 2 times \(failures\.jsonl\)/);
  // Two hits in one category: that category scores 0, the mean drops from 2 to 1.6.
  assert.equal(r.subscores.Sentinel, 1.6);
  assert.equal(scanDocument(doc, {}).subscores.Sentinel, 2);
  assert.deepEqual(scanDocument(doc, { rules: [ignoredRule] }).findings, []);
});

test('ignored-rule: read from failures.jsonl and failed must/forbid runs by luban scan; nothing is read for a skill without them', async () => {
  const dir = await hardenFixture();
  const hits = await ignoredRulesOf(await loadSkill(dir));
  assert.deepEqual(
    hits?.map((h) => [h.line, h.count, h.sources.join('+')]).sort(),
    [
      [lineOf(RULES.size), 3, 'failures.jsonl+tests.yaml'],
      [lineOf(RULES.table), 2, 'failures.jsonl'],
      [lineOf(RULES.tone), 3, 'failures.jsonl'],
    ].sort(),
  );
  const { skills } = await scanPaths([dir], { skillIndex: 'never' });
  const lines = skills[0].findings
    .filter((x) => x.ruleId === 'sentinel/ignored-rule')
    .map((x) => x.range.start.line)
    .sort((a, b) => a - b);
  assert.deepEqual(
    lines,
    [lineOf(RULES.table), lineOf(RULES.size), lineOf(RULES.tone)].sort((a, b) => a - b),
  );
  const plain = path.join(tempDir({ 'plain/SKILL.md': SKILL }), 'plain');
  assert.equal(await ignoredRulesOf(await loadSkill(plain)), undefined);
});

test('ignored-rule: the scan cache misses when a regression run is added to .luban/', async () => {
  const dir = await hardenFixture();
  const first = new ScanCache();
  await scanPaths([dir], { keepDocuments: false, cache: first, skillIndex: 'never' });
  const again = new ScanCache(first.fresh);
  await scanPaths([dir], { keepDocuments: false, cache: again, skillIndex: 'never' });
  assert.equal(again.hits, 1);
  await appendRegressHistory(dir, {
    at: '2026-11-20T09:00:00.000Z',
    trigger: 'cli',
    verdict: 'partial',
    pass: 3,
    fail: 1,
    notRun: 0,
    failed: [{ id: 'rule_001', dimension: '关键规则遵守' }],
    calls: 1,
  });
  const third = new ScanCache(again.fresh);
  const { skills } = await scanPaths([dir], { keepDocuments: false, cache: third, skillIndex: 'never' });
  assert.equal(third.misses, 1);
  const size = skills[0].findings.find((x) => x.ruleId === 'sentinel/ignored-rule' && x.range.start.line === lineOf(RULES.size));
  assert.match(size!.message, /ignored 4 times/);
});
