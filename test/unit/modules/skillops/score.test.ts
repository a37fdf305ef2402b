import { test } from 'node:test';
import assert from 'node:assert/strict';
import { skillopsSubscore, brokenTargets } from '../../../../src/core/modules/skillops/score.ts';
import { rule as broken } from '../../../../src/core/modules/skillops/broken-reference.ts';
import type { Finding } from '../../../../src/core/rules/types.ts';
import { run, skill, skillMd } from './helpers.ts';

function finding(target: string, ruleId = 'skillops/broken-reference', line = 1): Finding {
  return {
    ruleId,
    module: 'SkillOps',
    dimension: 'dim6',
    severity: 'error',
    file: 'SKILL.md',
    range: { start: { line, column: 1 }, end: { line, column: 2 } },
    message: 'x',
    data: { target },
  };
}

test('SkillOps sub-score: 3 × (1 − n/3), floor 0, exact values', () => {
  assert.equal(skillopsSubscore([]), 3);
  assert.equal(skillopsSubscore([finding('a.md')]), 2);
  assert.equal(skillopsSubscore([finding('a.md'), finding('b.md')]), 1);
  assert.equal(skillopsSubscore([finding('a.md'), finding('b.md'), finding('c.md')]), 0);
  assert.equal(skillopsSubscore([finding('a.md'), finding('b.md'), finding('c.md'), finding('d.md')]), 0);
});

test('the same target named twice counts once; other rules do not count', () => {
  assert.equal(skillopsSubscore([finding('a.md', undefined, 1), finding('a.md', undefined, 9)]), 2);
  assert.equal(skillopsSubscore([finding('a.md'), finding('../x.md', 'skillops/reference-outside-skill'), finding('b', 'skillops/yaml-error')]), 2);
  assert.deepEqual([...brokenTargets([finding('a.md'), finding('a.md'), finding('b.md')])], ['a.md', 'b.md']);
});

test('end to end: one file named from SKILL.md and from a reference file is one missing target', () => {
  const doc = skill({
    'SKILL.md': skillMd(['name: demo-skill', 'description: x'], 'Read [g](references/guide.md) and references/guide.md and `scripts/run.py`.\n'),
    'references/other.md': 'Back to [g](guide.md).\n',
  });
  const found = run(broken, doc);
  assert.equal(found.length, 4);
  assert.equal(skillopsSubscore(found), 1); // references/guide.md and scripts/run.py
});
