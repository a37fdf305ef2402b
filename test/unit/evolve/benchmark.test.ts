import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BenchmarkError, parseBenchmark } from '../../../src/core/workflows/evolve/benchmark.ts';

function problem(text: string): BenchmarkError {
  try {
    parseBenchmark(text, 'benchmark.md');
  } catch (e) {
    if (e instanceof BenchmarkError) return e;
    throw e;
  }
  assert.fail('expected a BenchmarkError');
}

describe('benchmark.md', () => {
  it('reads the example table: names, weights, criteria and lines', () => {
    const b = parseBenchmark(readFileSync('examples/evolve/weekly-report/benchmark.md', 'utf8'), 'benchmark.md');
    assert.deepEqual(
      b.dimensions.map((d) => [d.name, d.weight, d.line]),
      [
        ['结构完整', 30, 7],
        ['事实准确', 30, 8],
        ['按项目分组', 20, 9],
        ['篇幅与语气', 20, 10],
      ],
    );
    assert.match(b.dimensions[0].criteria, /本周完成/);
  });

  it('reads an English table with bold names and a criteria column in any position', () => {
    const b = parseBenchmark(
      '| Criteria | **Dimension** | Weight |\n| --- | --- | :-: |\n| every figure sourced | **Accuracy** | 3 |\n| under a page | Brevity | 1 |\n',
      'b.md',
    );
    assert.deepEqual(
      b.dimensions.map((d) => [d.name, d.weight, d.criteria]),
      [
        ['Accuracy', 3, 'every figure sourced'],
        ['Brevity', 1, 'under a page'],
      ],
    );
  });

  it('reads list items and headings, criteria from the lines that follow', () => {
    const b = parseBenchmark(
      '# B\n\n- **Accuracy** (30%): every figure sourced\n- Tone (weight: 20) — formal\n\n## 结构（权重 50%）\n三个部分齐全\n顺序固定\n',
      'b.md',
    );
    assert.deepEqual(
      b.dimensions.map((d) => [d.name, d.weight, d.line]),
      [
        ['Accuracy', 30, 3],
        ['Tone', 20, 4],
        ['结构', 50, 6],
      ],
    );
    assert.equal(b.dimensions[2].criteria, '三个部分齐全\n顺序固定');
  });

  it('a weight that is not a number is an error naming the line', () => {
    const e = problem('| Dimension | Weight |\n|---|---|\n| Accuracy | 30 |\n| Tone | high |\n');
    assert.equal(e.line, 4);
    assert.equal(e.message, 'benchmark.md:4: the weight "high" of "Tone" is not a number (write e.g. 30 or 30%)');
    assert.equal(e.localised('zh-CN'), 'benchmark.md:4: “Tone”的权重“high”不是数字（请写成 30 或 30%）');
  });

  it('a list item with an unreadable weight, a zero weight and a duplicate name each name their line', () => {
    assert.equal(problem('intro\n\n- Accuracy (weight: a lot): x\n').line, 3);
    const zero = problem('- Accuracy (0%): x\n');
    assert.match(zero.message, /^benchmark\.md:1: the weight of "Accuracy" must be greater than 0/);
    const dup = problem('- Accuracy (30%): x\n- Tone (20%): y\n- accuracy (50%): z\n');
    assert.equal(dup.message, 'benchmark.md:3: the dimension "accuracy" is already defined on line 1');
  });

  it('no dimensions at all: line 1 and what to write', () => {
    const e = problem('# My benchmark\n\nThe result should be good.\n');
    assert.equal(e.line, 1);
    assert.match(e.message, /no dimensions found: add a table with the columns "Dimension \| Weight \| Criteria"/);
  });

  it('a table row without a weight cell is named', () => {
    assert.equal(problem('| 维度 | 权重 | 标准 |\n|---|---|---|\n| 准确 |\n').message, 'benchmark.md:3: the row of "准确" has no weight cell');
  });
});
