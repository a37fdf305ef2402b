/** The benchmark.md template "Luban: Evolve Skill" offers (issue 33 item 8): the run reads it as written, in both languages. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseBenchmark } from '../../../src/core/workflows/evolve/benchmark.ts';
import { benchmarkTemplate } from '../../../src/core/workflows/evolve/benchmark-template.ts';

test('the benchmark template parses as the run reads it: four dimensions, weights 40/30/20/10, with criteria (en and zh)', () => {
  for (const [locale, names] of [
    ['en', ['Accuracy', 'Completeness', 'Format', 'Clarity']],
    ['zh-CN', ['准确性', '完整性', '格式', '清晰度']],
  ] as const) {
    const b = parseBenchmark(benchmarkTemplate(locale), 'benchmark.md');
    assert.deepEqual(
      b.dimensions.map((d) => d.name),
      names,
    );
    assert.deepEqual(
      b.dimensions.map((d) => d.weight),
      [40, 30, 20, 10],
    );
    assert.ok(b.dimensions.every((d) => d.criteria.length > 10));
  }
});
