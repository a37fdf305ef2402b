import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EvolveInputError, parseMaxIterations, parseThreshold, readTask } from '../../../src/core/workflows/evolve/inputs.ts';
import { tempDir } from '../../support/tmp.ts';

describe('evolve inputs', () => {
  it('the threshold defaults to 90 and accepts 90–100', () => {
    assert.equal(parseThreshold(undefined, 'en'), 90);
    assert.equal(parseThreshold('95', 'en'), 95);
    assert.equal(parseThreshold('90', 'en'), 90);
  });

  it("a threshold below 90 is refused with the seed's reason, in both languages", () => {
    assert.throws(
      () => parseThreshold('85', 'en'),
      (e: Error) =>
        e instanceof EvolveInputError &&
        /--threshold 85 is refused: the pass threshold has a hard minimum of 90/.test(e.message) &&
        /硬性最低标准 90，禁止传入低于 90 的值/.test(e.message),
    );
    assert.throws(() => parseThreshold('89.9', 'zh-CN'), /拒绝 --threshold 89\.9：通过阈值硬性最低标准 90，禁止传入低于 90 的值/);
    assert.throws(() => parseThreshold('abc', 'en'), /must be a number from 90 to 100/);
    assert.throws(() => parseThreshold('101', 'en'), /must be a number from 90 to 100/);
  });

  it('max iterations default to 10; a whole number ≥ 1', () => {
    assert.equal(parseMaxIterations(undefined, 'en'), 10);
    assert.equal(parseMaxIterations('3', 'en'), 3);
    assert.throws(() => parseMaxIterations('0', 'en'), EvolveInputError);
    assert.throws(() => parseMaxIterations('2.5', 'en'), EvolveInputError);
  });

  it('the task is text or @FILE; a missing file is named', async () => {
    const dir = tempDir({ 'task.md': '\uFEFFWrite the report.\r\n' });
    assert.deepEqual(await readTask('Do it', dir, 'en'), { text: 'Do it', source: 'text' });
    assert.deepEqual(await readTask('@task.md', dir, 'en'), { text: 'Write the report.', source: 'task.md' });
    await assert.rejects(readTask('@nope.md', dir, 'en'), /cannot read nope\.md: ENOENT/);
    await assert.rejects(readTask(undefined, dir, 'en'), /--task is required/);
  });
});
