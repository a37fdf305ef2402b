import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dim2Job as job, executor, openaiOn, startServer } from './helpers.ts';
import { json, text } from './scripted-judge.ts';
import type { Reply } from '../../support/model-server.ts';

const good = json({ score: 8, evidence: ['q'], reason: 'r' });

describe('executor', () => {
  it('answers a job with a validated value and records usage', async () => {
    const server = await startServer(() => ({ ...good, usage: { input: 40, output: 12 } }) as Reply);
    const { ex, meter } = executor(openaiOn(server));
    const o = await ex.runJson(job());
    assert.deepEqual(o, { status: 'answered', value: { score: 8, evidence: ['q'], reason: 'r' } });
    assert.deepEqual(meter.toJSON(), { calls: 1, inputTokens: 40, outputTokens: 12 });
    assert.equal(server.count, 1);
  });

  it('repairs an invalid reply once, in the same conversation, naming the problem', async () => {
    const server = await startServer(() => good);
    server.script(text('I think this deserves an 8.'));
    const { ex, meter } = executor(openaiOn(server));
    const o = await ex.runJson(job());
    assert.equal(o.status, 'answered');
    assert.equal(server.count, 2);
    const repair = server.requests[1].messages;
    assert.equal(repair.length, 4);
    assert.deepEqual(repair[2], { role: 'assistant', content: 'I think this deserves an 8.' });
    assert.match(repair[3].content, /could not be used: the reply contains no JSON object/);
    assert.equal(meter.calls, 2);
  });

  it('garbage twice: the job fails with the reason, no value', async () => {
    const server = await startServer(() => text('{"score": "high"}'));
    const { ex } = executor(openaiOn(server));
    const o = await ex.runJson(job());
    assert.equal(o.status, 'failed');
    if (o.status !== 'failed') return;
    assert.equal(o.reason, 'invalid-reply');
    assert.match(o.detail, /again after one repair request: .*\/score must be number/);
    assert.equal(server.count, 2, 'exactly one repair');
  });

  it('an out-of-range score is not accepted', async () => {
    const server = await startServer(() => json({ score: 15, evidence: [], reason: 'r' }));
    const { ex } = executor(openaiOn(server));
    const o = await ex.runJson(job());
    assert.equal(o.status, 'failed');
  });

  it('a truncated stream fails the job as a model error with the reason', async () => {
    const server = await startServer(() => ({ kind: 'truncate', text: '{"score": 8, "evid' }));
    const { ex, meter } = executor(openaiOn(server));
    const o = await ex.runJson(job());
    assert.equal(o.status, 'failed');
    if (o.status !== 'failed') return;
    assert.equal(o.reason, 'model-error');
    assert.match(o.detail, /^truncated: .*stream ended before the answer was complete/);
    assert.equal(server.count, 2, 'the retry was spent');
    assert.equal(meter.failedCalls, 1);
  });

  it('malformed JSON from the provider fails the job', async () => {
    const server = await startServer(() => ({ kind: 'malformed' }));
    const { ex } = executor(openaiOn(server, { stream: false }));
    const o = await ex.runJson(job());
    assert.equal(o.status === 'failed' && o.reason, 'model-error');
  });

  it('retries a 429 (Retry-After) and a 500, then answers', async () => {
    const server = await startServer(() => good);
    server.script({ kind: 'status', status: 429, retryAfter: '0' }, { kind: 'status', status: 500 });
    const { ex, meter } = executor(openaiOn(server, { maxRetries: 3 }));
    const o = await ex.runJson(job());
    assert.equal(o.status, 'answered');
    assert.equal(server.count, 3);
    assert.equal(meter.calls, 1, 'retries are one call');
    assert.equal(meter.attempts, 3);
  });

  it('caches validated answers: the same job again makes no call', async () => {
    const server = await startServer(() => good);
    const first = executor(openaiOn(server), { cache: true });
    assert.equal((await first.ex.runJson(job())).status, 'answered');
    const again = executor(openaiOn(server), { cache: first.cache });
    assert.deepEqual(await again.ex.runJson(job()), { status: 'cached', value: { score: 8, evidence: ['q'], reason: 'r' } });
    assert.equal(server.count, 1);
    assert.equal(again.meter.calls, 0);
    assert.equal(again.meter.cacheHits, 1);
    // another judge (variant), another prompt version or another model is a miss
    assert.equal((await again.ex.runJson(job({ variant: 'judge-2' }))).status, 'answered');
    assert.equal((await again.ex.runJson(job({ promptVersion: 'dim2@2' }))).status, 'answered');
    const otherModel = executor(openaiOn(server, { model: 'other' }), { cache: first.cache });
    assert.equal((await otherModel.ex.runJson(job())).status, 'answered');
    assert.equal(server.count, 4);
  });

  it('never caches a failure', async () => {
    const server = await startServer(() => text('nope'));
    const bits = executor(openaiOn(server), { cache: true });
    await bits.ex.runJson(job());
    assert.equal(bits.cache!.writes, 0);
  });

  it('stops at the budget: no call is made once it is spent', async () => {
    const server = await startServer(() => good);
    const { ex, budget } = executor(openaiOn(server), { budget: 1 });
    assert.equal((await ex.runJson(job())).status, 'answered');
    const o = await ex.runJson(job({ variant: 'judge-2' }));
    assert.deepEqual(o.status === 'failed' && o.reason, 'budget');
    assert.equal(server.count, 1);
    assert.equal(budget.spent, 1);
  });

  it('a repair needs budget too', async () => {
    const server = await startServer(() => text('no json'));
    const { ex } = executor(openaiOn(server), { budget: 1 });
    const o = await ex.runJson(job());
    assert.equal(o.status, 'failed');
    if (o.status === 'failed') assert.equal(o.reason, 'budget');
    assert.equal(server.count, 1);
  });

  it('cancels mid-call and refuses further calls', async () => {
    const ac = new AbortController();
    const server = await startServer(() => (setTimeout(() => ac.abort(), 30), { kind: 'hang' }));
    const { ex } = executor(openaiOn(server), { signal: ac.signal });
    const o = await ex.runJson(job());
    assert.equal(o.status === 'failed' && o.reason, 'cancelled');
    const o2 = await ex.runJson(job({ variant: 'judge-2' }));
    assert.equal(o2.status === 'failed' && o2.reason, 'cancelled');
    assert.equal(server.count, 1);
  });

  it('without a model nothing is answered', async () => {
    const { ex } = executor(undefined);
    assert.deepEqual(await ex.runJson(job()), { status: 'failed', reason: 'no-model', detail: 'no model configured' });
  });

  it('planning calls nothing and records the call with estimates', async () => {
    const server = await startServer(() => good);
    const { ex } = executor(openaiOn(server), { planning: true, cache: true });
    const o = await ex.runJson(job());
    assert.deepEqual(o, { status: 'planned', value: { score: 5, evidence: [], reason: '' } });
    assert.equal(server.count, 0);
    assert.equal(ex.planned.length, 1);
    assert.equal(ex.planned[0].outputTokens, 50);
    assert.ok(ex.planned[0].inputTokens > 0);
  });

  it('works the same over the Anthropic protocol', async () => {
    const server = await startServer(() => good);
    server.script(text('```json\n{"score": 4, "evidence": [], "reason": "x"}\n```'));
    const { AnthropicChatModel } = await import('../../../src/core/models/llm/anthropic.ts');
    const { ex } = executor(new AnthropicChatModel({ model: 'c', baseUrl: server.anthropicBaseUrl, apiKey: 'k', sleep: async () => {} }));
    const o = await ex.runJson(job());
    assert.deepEqual(o, { status: 'answered', value: { score: 4, evidence: [], reason: 'x' } });
    assert.equal(server.requests[0].protocol, 'anthropic');
    assert.equal(server.requests[0].system, 'judge. luban-task: dim2@1');
  });
});
