import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Finding } from '../../../../src/core/rules/types.ts';
import { rule as deadFile } from '../../../../src/core/modules/distill/dead-file.ts';
import { rule as slimmable } from '../../../../src/core/modules/distill/slimmable.ts';
import { rules } from '../../../../src/core/modules/distill/index.ts';
import { distillSubscore } from '../../../../src/core/modules/distill/score.ts';

test('index registers both rules with module Distill and dimension dim7b', () => {
  assert.deepEqual(
    rules.map((r) => r.meta.id),
    ['distill/dead-file', 'distill/slimmable'],
  );
  for (const r of rules) {
    assert.equal(r.meta.module, 'Distill');
    assert.equal(r.meta.dimension, 'dim7b');
    for (const m of Object.values(r.meta.messages)) assert.ok(m.en && m.zh);
  }
  assert.equal(deadFile.meta.defaultSeverity, 'warning');
  assert.equal(slimmable.meta.defaultSeverity, 'info');
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
