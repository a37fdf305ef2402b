import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Budget } from '../../../src/core/models/budget.ts';
import { formatPlan, maxCalls, summarisePlan, type PlannedCall } from '../../../src/core/models/plan.ts';
import { UsageMeter } from '../../../src/core/models/usage.ts';

describe('budget', () => {
  it('hands out exactly `limit` calls, then refuses', () => {
    const b = new Budget(2);
    assert.equal(b.take(), true);
    assert.equal(b.take(), true);
    assert.equal(b.exhausted, true);
    assert.equal(b.take(), false);
    assert.equal(b.spent, 2);
    assert.equal(b.remaining, 0);
  });
  it('a budget of 0 refuses the first call; no budget never refuses', () => {
    assert.equal(new Budget(0).take(), false);
    const free = new Budget();
    for (let i = 0; i < 1000; i++) assert.equal(free.take(), true);
    assert.equal(free.remaining, Number.POSITIVE_INFINITY);
  });
  it('rejects a negative or fractional budget', () => {
    assert.throws(() => new Budget(-1), RangeError);
    assert.throws(() => new Budget(1.5), RangeError);
  });
});

describe('usage meter', () => {
  it('adds calls, attempts and tokens, and counts estimated usage', () => {
    const m = new UsageMeter();
    m.record({ text: '', model: 'm', attempts: 2, usage: { inputTokens: 100, outputTokens: 10 } });
    m.record({ text: '', model: 'm', attempts: 1, usage: { inputTokens: 50, outputTokens: 5, estimated: true } });
    m.recordFailure(4);
    assert.deepEqual(m.toJSON(), { calls: 3, inputTokens: 150, outputTokens: 15 });
    assert.equal(m.attempts, 7);
    assert.equal(m.estimatedCalls, 1);
    assert.equal(m.failedCalls, 1);
  });
});

describe('cost plan', () => {
  const items: PlannedCall[] = [
    { label: 'dim2 judge 1', step: 'dim2', inputTokens: 1000, outputTokens: 250, conditional: false, repairable: true },
    { label: 'dim8 tp-01 with skill', step: 'dim8.run.with', inputTokens: 1200, outputTokens: 700, conditional: false, repairable: true },
    { label: 'dim10 review SEC', step: 'dim10.review.SEC', inputTokens: 900, outputTokens: 600, conditional: true, repairable: true },
  ];
  it('sums planned and conditional calls and tokens separately', () => {
    const p = summarisePlan(items, 4);
    assert.equal(p.calls, 2);
    assert.equal(p.conditionalCalls, 1);
    assert.equal(p.cachedCalls, 4);
    assert.equal(p.inputTokens, 2200);
    assert.equal(p.outputTokens, 950);
    assert.equal(p.maxInputTokens, 3100);
    assert.equal(p.maxOutputTokens, 1550);
    assert.equal(p.maxRepairCalls, 3);
    assert.equal(maxCalls(p), 6);
  });
  it('is shown in English and Chinese', () => {
    const p = summarisePlan(items, 4);
    const en = formatPlan(p, 'en', 'openai:m');
    assert.match(en, /2 model calls \(4 more answered by the cache\), about 2\.2k input \+ 950 output tokens/);
    assert.match(en, /up to 1 more depending on earlier answers/);
    const zh = formatPlan(p, 'zh-CN', 'openai:m');
    assert.match(zh, /将调用模型 2 次（缓存命中 4 次不计）/);
    assert.match(zh, /估算/);
  });
});
