// docs/features.md C9: the budget counts HTTP requests, retries included, and the meter counts the
// tokens that failed attempts sent. Against a real local HTTP server.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { JsonJob } from '../../../src/core/scoring/judge/executor.ts';
import { scoreReplySchema, type ScoreReply } from '../../../src/core/scoring/judge/prompts/common.ts';
import { estimateMessagesTokens } from '../../../src/core/models/llm/tokens.ts';
import { executor, openaiOn, startServer } from '../judge/helpers.ts';
import { json } from '../judge/scripted-judge.ts';

const messages = [
  { role: 'system' as const, content: 'judge. luban-task: dim2@1' },
  { role: 'user' as const, content: 'the skill text, long enough to weigh something in tokens' },
];

function job(variant: string): JsonJob<ScoreReply> {
  return {
    kind: 'json',
    label: `dim2 ${variant}`,
    step: 'dim2',
    promptVersion: 'dim2@1',
    variant,
    messages,
    maxTokens: 100,
    estOutputTokens: 50,
    lang: 'en',
    schema: scoreReplySchema,
    placeholder: { score: 5, evidence: [], reason: '' },
  };
}

describe('budget counts HTTP requests', () => {
  it('a budget of 3 sends at most 3 requests to a failing server, however many retries are allowed', async () => {
    const server = await startServer(() => ({ kind: 'status', status: 500 }));
    const { ex, budget, meter } = executor(openaiOn(server, { maxRetries: 5 }), { budget: 3 });
    const first = await ex.runJson(job('judge-1'));
    assert.equal(first.status === 'failed' && first.reason, 'budget');
    const second = await ex.runJson(job('judge-2'));
    assert.equal(second.status === 'failed' && second.reason, 'budget');
    assert.equal(server.count, 3, 'three requests: the first attempt and two retries');
    assert.equal(budget.spent, 3);
    assert.equal(meter.attempts, 3);
  });

  it('retries within the budget are taken from it, and the answer still arrives', async () => {
    const server = await startServer(() => ({ ...json({ score: 7, evidence: ['q'], reason: 'r' }), usage: { input: 30, output: 9 } }));
    server.script({ kind: 'status', status: 503 });
    const { ex, budget, meter } = executor(openaiOn(server, { maxRetries: 2 }), { budget: 5 });
    const o = await ex.runJson(job('judge-1'));
    assert.equal(o.status, 'answered');
    assert.equal(server.count, 2);
    assert.equal(budget.spent, 2);
    // The failed attempt sent the prompt too: its estimated tokens are counted.
    assert.equal(meter.inputTokens, 30 + estimateMessagesTokens(messages));
    assert.equal(meter.outputTokens, 9);
  });

  it('a call that fails after its retries still counts the input tokens every attempt sent', async () => {
    const server = await startServer(() => ({ kind: 'status', status: 500 }));
    const { ex, meter } = executor(openaiOn(server, { maxRetries: 2 }));
    const o = await ex.runJson(job('judge-1'));
    assert.equal(o.status === 'failed' && o.reason, 'model-error');
    assert.equal(server.count, 3);
    assert.equal(meter.inputTokens, 3 * estimateMessagesTokens(messages));
    assert.ok(estimateMessagesTokens(messages) > 0);
    assert.equal(meter.failedCalls, 1);
  });
});
