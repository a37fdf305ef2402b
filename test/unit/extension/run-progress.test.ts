import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RunProgressText } from '../../../src/extension/optimize/run-progress.ts';
import type { LoopEvent } from '../../../src/core/workflows/loop/types.ts';

const progress = (phase: '0.5' | '1' | '2'): LoopEvent => ({ type: 'progress', phase, message: { en: 'x', zh: 'x' } });

test("the optimise notification says what runs and how far: the baseline's calls of its plan, tokens, time (issue 33 item 6)", () => {
  let now = 0;
  const p = new RunProgressText({ locale: 'en', model: true, planned: { baseline: 85, total: 140 }, now: () => now });
  p.onEvent(progress('0.5'));
  p.doing('designing test prompts for weekly-report');
  p.onSpend({ calls: 1, inputTokens: 400, outputTokens: 100 });
  assert.equal(p.text(), 'designing test prompts for weekly-report — 1 of 140 calls · ~500 tokens · 0:00');
  p.onEvent(progress('1'));
  p.doing('measuring the starting score of weekly-report (baseline)');
  p.onSpend({ calls: 24, inputTokens: 38_000, outputTokens: 3000 });
  now = 72_000;
  assert.equal(p.text(), 'measuring the starting score of weekly-report (baseline) — 23 of 85 calls · ~41k tokens · 1:12');
  p.onEvent(progress('2'));
  p.doing('weekly-report round 1: propose (dim3)');
  assert.equal(p.text(), 'weekly-report round 1: propose (dim3) — 24 of 140 calls · ~41k tokens · 1:12');
});

test('the notification in Chinese, and offline (no model): the time alone', () => {
  let now = 0;
  const zh = new RunProgressText({ locale: 'zh-CN', model: true, planned: { baseline: 20, total: 30 }, now: () => now });
  zh.onEvent(progress('1'));
  zh.doing('测量 weekly-report 的起始分（基线）');
  zh.onSpend({ calls: 3, inputTokens: 2000, outputTokens: 500 });
  now = 10_000;
  assert.equal(zh.text(), '测量 weekly-report 的起始分（基线） — 3/20 次调用 · 约 2.5k tokens · 0:10');
  const offline = new RunProgressText({ locale: 'en', model: false, now: () => now });
  offline.doing("checking weekly-report with Luban's rules");
  now = 13_000;
  assert.equal(offline.text(), "checking weekly-report with Luban's rules — 0:03");
});
