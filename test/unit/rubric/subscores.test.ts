import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Finding, ModuleName, SentinelCategory, Severity } from '../../../src/core/rules/types.ts';
import { computeSubscores, computeSubscoresDetailed, skillopsPoints } from '../../../src/core/engine/rubric/subscores.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { corpusFixture } from '../../support/fixtures.ts';

let n = 0;
function f(ruleId: string, module: ModuleName, extra: Partial<Finding> = {}): Finding {
  n++;
  return {
    ruleId,
    module,
    dimension: 'dim5',
    severity: 'warning' as Severity,
    file: 'SKILL.md',
    range: { start: { line: n, column: 1 }, end: { line: n, column: 2 } },
    message: 'm',
    ...extra,
  };
}
const broken = (target?: string) => f('skillops/broken-reference', 'SkillOps', target ? { data: { target } } : {});
const soft = (word = '建议') => f('hasp/soft-word', 'HASP', { data: { word } });
const sentinel = (category: SentinelCategory, severity: Severity = 'warning') => f('sentinel/x', 'Sentinel', { category, severity });

test('no findings: every module at its maximum', () => {
  assert.deepEqual(computeSubscores([]), { SkillOps: 3, HASP: 3, Distill: 2, Sentinel: 2 });
});

test('SkillOps = 3 × (1 − n/3) over distinct broken targets, floor 0', () => {
  assert.deepEqual([0, 1, 2, 3, 4].map(skillopsPoints), [3, 2, 1, 0, 0]);
  assert.equal(computeSubscores([broken('a.md'), broken('a.md')]).SkillOps, 2, 'one target twice counts once');
  assert.equal(computeSubscores([broken('a.md'), broken('b.md')]).SkillOps, 1);
  assert.equal(computeSubscores([broken('a.md'), broken('b.md'), broken('c.md'), broken('d.md')]).SkillOps, 0);
  assert.equal(computeSubscores([broken(), broken()]).SkillOps, 1, 'without a target each location counts');
});

test('HASP = 3 × (5 − n)/5, exact decimals, floor 0', () => {
  const hasp = (k: number) => computeSubscores(Array.from({ length: k }, () => soft())).HASP;
  assert.deepEqual([0, 1, 2, 3, 4, 5, 7].map(hasp), [3, 2.4, 1.8, 1.2, 0.6, 0, 0]);
  const d = computeSubscoresDetailed([soft('建议'), soft('建议'), soft('可考虑')]);
  assert.deepEqual(d.softWordCounts, { 建议: 2, 可考虑: 1 });
  assert.equal(d.softWords, 3);
});

test('Sentinel = mean over 5 categories of (0 hits 2, 1 hit 1, ≥2 hits 0); info findings do not count', () => {
  assert.equal(computeSubscores([sentinel('credential')]).Sentinel, 1.8);
  // credential 1 hit (1), malicious 2 hits (0), the rest 2 → (1 + 0 + 2 + 2 + 2) / 5 = 1.4
  assert.equal(computeSubscores([sentinel('credential'), sentinel('malicious-command'), sentinel('malicious-command')]).Sentinel, 1.4);
  assert.equal(computeSubscores([sentinel('credential', 'info')]).Sentinel, 2);
});

test('Distill comes from the Distill findings', () => {
  const dead = f('distill/dead-file', 'Distill', { data: { file: 'references/x.md' } });
  assert.equal(computeSubscores([dead]).Distill, 0);
  assert.deepEqual(computeSubscoresDetailed([dead]).deadFiles, ['references/x.md']);
});

test('corpus: the full engine gives using-superpowers Distill 0 (gemini-tools.md is dead)', async () => {
  const r = scanDocument(await loadSkill(corpusFixture('obra__superpowers/using-superpowers')));
  assert.equal(r.subscores.Distill, 0);
});
