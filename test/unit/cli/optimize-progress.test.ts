import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countingModel, ProgressLine } from '../../../src/cli/progress-line.ts';
import type { ChatModel, ChatResponse } from '../../../src/core/models/llm/types.ts';
import type { LoopEvent } from '../../../src/core/workflows/loop/types.ts';

const progress = (phase: '0.5' | '1' | '2', round?: number): LoopEvent => ({
  type: 'progress',
  phase,
  message: { en: 'x', zh: 'x' },
  ...(round !== undefined ? { skill: 'weekly-report', round } : {}),
});

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

test('the progress line: a line every 10 calls and every 10 s while calls are made, the baseline counted from its start against its plan', () => {
  const c = clock();
  const out: string[] = [];
  const line = new ProgressLine({ write: (t) => out.push(t), tty: false, locale: 'en', plannedBaseline: 85, plannedTotal: 140, now: c.now });
  line.onEvent(progress('0.5'));
  line.onCall({ calls: 1, tokens: 500 });
  line.onEvent(progress('1'));
  // The stage that made a call ends with its line.
  assert.deepEqual(out, ['test prompts: 1 of 140 calls · ~500 tokens · 0:00\n']);
  for (let i = 2; i <= 10; i++) line.onCall({ calls: i, tokens: i * 1000 });
  assert.equal(out.length, 1, 'nine calls, no second yet');
  line.onCall({ calls: 11, tokens: 11_000 });
  assert.equal(out.at(-1), 'baseline: 10 of 85 calls · ~11k tokens · 0:00\n');
  c.advance(72_000);
  line.onCall({ calls: 12, tokens: 41_000 });
  assert.equal(out.at(-1), 'baseline: 11 of 85 calls · ~41k tokens · 1:12\n');
  // Nothing new: no line, however long it takes.
  c.advance(30_000);
  line.tick();
  assert.equal(out.length, 3);
  line.onEvent(progress('2', 2));
  // The first call after a quiet stretch of more than 10 s is told at once.
  line.onCall({ calls: 13, tokens: 42_000 });
  assert.equal(out.at(-1), 'weekly-report round 2: 13 of 140 calls · ~42k tokens · 1:42\n');
  c.advance(10_000);
  line.tick();
  assert.equal(out.length, 4, 'no new call since: no line');
});

test('the progress line in Chinese, and on a terminal one line rewritten in place and cleared before other output', () => {
  const c = clock();
  const out: string[] = [];
  const line = new ProgressLine({ write: (t) => out.push(t), tty: true, locale: 'zh-CN', plannedBaseline: 20, now: c.now });
  line.onEvent(progress('1'));
  c.advance(10_000);
  line.onCall({ calls: 3, tokens: 2500 });
  assert.deepEqual(out, ['\r\x1b[K基线：3/20 次调用 · 约 2.5k tokens · 0:10']);
  line.clear();
  assert.equal(out.at(-1), '\r\x1b[K');
  line.clear();
  assert.equal(out.length, 2, 'cleared once');
});

test('countingModel counts answered and failed calls with their tokens and keeps the model id (cache keys)', async () => {
  let fail = false;
  const inner: ChatModel = {
    provider: 'openai',
    model: 'm',
    id: 'openai:m@x',
    async complete() {
      if (fail) throw new Error('down');
      return { text: 'ok', usage: { inputTokens: 100, outputTokens: 20 }, attempts: 1 } as unknown as ChatResponse;
    },
    async *stream() {},
  };
  const seen: Array<{ calls: number; tokens: number }> = [];
  const m = countingModel(inner, (c) => seen.push(c));
  assert.equal(m.id, 'openai:m@x');
  await m.complete({ messages: [] } as never);
  fail = true;
  await assert.rejects(m.complete({ messages: [] } as never));
  assert.deepEqual(seen, [
    { calls: 1, tokens: 120 },
    { calls: 2, tokens: 120 },
  ]);
});
