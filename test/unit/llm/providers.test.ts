import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ModelServer } from '../../support/model-server.ts';
import { OpenAIChatModel } from '../../../src/core/models/llm/openai.ts';
import { AnthropicChatModel } from '../../../src/core/models/llm/anthropic.ts';
import { LlmError } from '../../../src/core/models/llm/errors.ts';
import type { ChatModel } from '../../../src/core/models/llm/types.ts';

let server: ModelServer;
before(async () => {
  server = await ModelServer.start();
});
after(async () => {
  await server.close();
});

const noSleep = { sleep: async () => {}, random: () => 0.5 };
const messages = [
  { role: 'system' as const, content: 'You are a judge.' },
  { role: 'user' as const, content: 'Score this.' },
];

function openai(extra: Partial<ConstructorParameters<typeof OpenAIChatModel>[0]> = {}): OpenAIChatModel {
  return new OpenAIChatModel({ model: 'gpt-test', baseUrl: server.openaiBaseUrl, apiKey: 'sk-test', ...noSleep, ...extra });
}
function anthropic(extra: Partial<ConstructorParameters<typeof AnthropicChatModel>[0]> = {}): AnthropicChatModel {
  return new AnthropicChatModel({ model: 'claude-test', baseUrl: server.anthropicBaseUrl, apiKey: 'ak-test', ...noSleep, ...extra });
}

async function rejects(p: Promise<unknown>): Promise<LlmError> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof LlmError, `expected LlmError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected a rejection');
}

for (const [name, make] of [
  ['openai', openai],
  ['anthropic', anthropic],
] as Array<[string, (x?: Record<string, unknown>) => ChatModel]>) {
  describe(`${name} provider`, () => {
    it('answers a streamed request with the text, deltas and reported usage', async () => {
      server.reset();
      server.script({ kind: 'text', text: 'Hello from the scripted model, streaming in pieces.', usage: { input: 123, output: 45 } });
      const deltas: string[] = [];
      const r = await make().complete({ messages, maxTokens: 50, temperature: 0, onDelta: (t) => deltas.push(t) });
      assert.equal(r.text, 'Hello from the scripted model, streaming in pieces.');
      assert.equal(deltas.join(''), r.text);
      assert.ok(deltas.length >= 3);
      assert.deepEqual(r.usage, { inputTokens: 123, outputTokens: 45 });
      assert.equal(r.attempts, 1);
      assert.equal(server.count, 1);
      const req = server.requests[0];
      assert.equal(req.stream, true);
      assert.equal(req.body.max_tokens, 50);
      assert.equal(req.body.temperature, 0);
      assert.equal(req.system, 'You are a judge.');
      assert.equal(req.lastUser, 'Score this.');
      if (name === 'openai') {
        assert.equal(req.headers.authorization, 'Bearer sk-test');
        assert.deepEqual(req.body.stream_options, { include_usage: true });
        assert.equal(req.path, '/v1/chat/completions');
      } else {
        assert.equal(req.headers['x-api-key'], 'ak-test');
        assert.equal(req.headers['anthropic-version'], '2023-06-01');
        assert.equal(req.path, '/v1/messages');
        // the system prompt is a top-level field, not a message
        assert.deepEqual(req.body.messages, [{ role: 'user', content: 'Score this.' }]);
      }
    });

    it('answers a whole (non-streamed) request', async () => {
      server.reset();
      server.script({ kind: 'text', text: '{"score": 7}', usage: { input: 10, output: 3 } });
      const r = await make({ stream: false }).complete({ messages });
      assert.equal(r.text, '{"score": 7}');
      assert.deepEqual(r.usage, { inputTokens: 10, outputTokens: 3 });
      assert.equal(server.requests[0].stream, false);
    });

    it('estimates usage when the server reports none, and says so', async () => {
      server.reset();
      server.script({ kind: 'text', text: 'abcdefgh', noUsage: true });
      const r = await make().complete({ messages });
      assert.equal(r.usage.estimated, true);
      assert.equal(r.usage.outputTokens, 2); // 8 characters / 4
    });

    it('retries a 429 after exactly the Retry-After delay', async () => {
      server.reset();
      server.script({ kind: 'status', status: 429, retryAfter: '2' }, { kind: 'text', text: 'ok' });
      const waits: number[] = [];
      const retries: string[] = [];
      const r = await make({ sleep: async (ms: number) => void waits.push(ms), onRetry: (i: { error: LlmError }) => retries.push(i.error.code) }).complete({
        messages,
      });
      assert.equal(r.text, 'ok');
      assert.equal(r.attempts, 2);
      assert.deepEqual(waits, [2000]);
      assert.deepEqual(retries, ['rate_limit']);
      assert.equal(server.count, 2);
    });

    it('retries 500s with exponential backoff and jitter', async () => {
      server.reset();
      server.script({ kind: 'status', status: 500 }, { kind: 'status', status: 503 }, { kind: 'text', text: 'ok' });
      const waits: number[] = [];
      const r = await make({ baseDelayMs: 100, random: () => 0.5, sleep: async (ms: number) => void waits.push(ms) }).complete({ messages });
      assert.equal(r.text, 'ok');
      assert.equal(r.attempts, 3);
      // equal jitter: step/2 + step/2 × 0.5 → 75 for step 100, 150 for step 200
      assert.deepEqual(waits, [75, 150]);
    });

    it('gives up after the retries with a typed server error', async () => {
      server.reset();
      server.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 });
      const e = await rejects(make({ maxRetries: 2 }).complete({ messages }));
      assert.equal(e.code, 'server');
      assert.equal(e.status, 500);
      assert.equal(e.attempts, 3);
      assert.equal(server.count, 3);
    });

    it('does not retry a refused key', async () => {
      server.reset();
      server.script({ kind: 'status', status: 401 });
      const e = await rejects(make().complete({ messages }));
      assert.equal(e.code, 'auth');
      assert.equal(server.count, 1);
      assert.match(e.message, /LUBAN_API_KEY/);
    });

    it('fails fast when Retry-After is longer than Luban waits', async () => {
      server.reset();
      server.script({ kind: 'status', status: 429, retryAfter: '3600' });
      const e = await rejects(make().complete({ messages }));
      assert.equal(e.code, 'rate_limit');
      assert.equal(e.retryAfterMs, 3_600_000);
      assert.match(e.message, /3600 s/);
      assert.equal(server.count, 1);
    });

    it('times out a hanging server and tells the server it went away', async () => {
      server.reset();
      server.script({ kind: 'hang' });
      const t0 = Date.now();
      const e = await rejects(make({ timeoutMs: 150, maxRetries: 0 }).complete({ messages }));
      assert.equal(e.code, 'timeout');
      assert.ok(Date.now() - t0 < 2000);
      await waitFor(() => server.requests[0].aborted);
    });

    it('times out a stream that stops sending (idle timeout)', async () => {
      server.reset();
      server.script({ kind: 'hang', afterText: 'partial' });
      const e = await rejects(make({ idleTimeoutMs: 150, maxRetries: 0 }).complete({ messages }));
      assert.equal(e.code, 'timeout');
    });

    it('cancels mid-call through the AbortSignal', async () => {
      server.reset();
      server.script({ kind: 'hang', afterText: 'thinking…' });
      const ac = new AbortController();
      const deltas: string[] = [];
      const t0 = Date.now();
      // cancel once the first piece of the answer has arrived
      const onDelta = (d: string) => (deltas.push(d), setTimeout(() => ac.abort(), 20));
      const e = await rejects(make().complete({ messages, signal: ac.signal, onDelta }));
      assert.equal(e.code, 'aborted');
      assert.ok(Date.now() - t0 < 2000);
      assert.deepEqual(deltas, ['thinking…']);
      await waitFor(() => server.requests[0].aborted);
      assert.equal(server.count, 1, 'a cancelled call is not retried');
    });

    it('cancels while waiting to retry', async () => {
      server.reset();
      server.script({ kind: 'status', status: 429, retryAfter: '30' });
      const ac = new AbortController();
      const t0 = Date.now();
      // cancel just as the 30 s wait begins
      const e = await rejects(make({ sleep: undefined, onRetry: () => setTimeout(() => ac.abort(), 20) }).complete({ messages, signal: ac.signal }));
      assert.equal(e.code, 'aborted');
      assert.ok(Date.now() - t0 < 2000);
      assert.equal(server.count, 1);
    });

    it('reports a truncated stream as truncated and retries it', async () => {
      server.reset();
      server.script({ kind: 'truncate', text: '{"score": 7, "reas' }, { kind: 'truncate', text: '{"score"' });
      const e = await rejects(make({ maxRetries: 1 }).complete({ messages }));
      assert.equal(e.code, 'truncated');
      assert.equal(e.attempts, 2);
    });

    it('does not retry a truncated stream once text reached the caller', async () => {
      server.reset();
      server.script({ kind: 'truncate', text: 'half an answer' }, { kind: 'text', text: 'never asked for' });
      const deltas: string[] = [];
      const e = await rejects(make().complete({ messages, onDelta: (d) => deltas.push(d) }));
      assert.equal(e.code, 'truncated');
      assert.equal(server.count, 1);
      assert.equal(deltas.join(''), 'half an answer');
    });

    it('recovers from a truncated stream on retry when nothing was shown yet', async () => {
      server.reset();
      server.script({ kind: 'truncate', text: 'half' }, { kind: 'text', text: 'whole answer' });
      const r = await make().complete({ messages });
      assert.equal(r.text, 'whole answer');
      assert.equal(r.attempts, 2);
    });

    it('reports malformed JSON as a bad response', async () => {
      server.reset();
      server.script({ kind: 'malformed' }, { kind: 'malformed' });
      const e = await rejects(make({ maxRetries: 1, stream: false }).complete({ messages }));
      assert.equal(e.code, 'bad_response');
      server.reset();
      server.script({ kind: 'malformed' });
      const e2 = await rejects(make({ maxRetries: 0 }).complete({ messages }));
      assert.equal(e2.code, 'bad_response');
    });

    it('reports a truncated whole body as a failure, not as text', async () => {
      server.reset();
      server.script({ kind: 'truncate', text: 'never complete' });
      const e = await rejects(make({ stream: false, maxRetries: 0 }).complete({ messages }));
      assert.ok(['network', 'bad_response'].includes(e.code), e.code);
    });

    it('turns an error event inside a stream into a typed error', async () => {
      server.reset();
      server.script({ kind: 'stream-error', message: 'overloaded' });
      const e = await rejects(make({ maxRetries: 0 }).complete({ messages }));
      assert.equal(e.code, 'server');
      assert.match(e.message, /overloaded/);
    });

    it('streams pieces through stream() and ends with the whole response', async () => {
      server.reset();
      server.script({ kind: 'text', text: 'one two three four five six seven eight nine ten' });
      const pieces: string[] = [];
      let done: string | undefined;
      for await (const ev of make().stream({ messages })) {
        if (ev.type === 'delta') pieces.push(ev.text);
        else done = ev.response.text;
      }
      assert.equal(done, 'one two three four five six seven eight nine ten');
      assert.equal(pieces.join(''), done);
    });

    it('stops the request when the consumer leaves stream() early', async () => {
      server.reset();
      server.script({ kind: 'hang', afterText: 'first' });
      for await (const ev of make().stream({ messages })) {
        assert.deepEqual(ev, { type: 'delta', text: 'first' });
        break;
      }
      await waitFor(() => server.requests[0].aborted);
    });
  });
}

describe('connection failures', () => {
  it('a refused connection is a network error after retries', async () => {
    const m = new OpenAIChatModel({ model: 'x', baseUrl: 'http://127.0.0.1:9/v1', maxRetries: 1, ...noSleep });
    const e = await rejects(m.complete({ messages }));
    assert.equal(e.code, 'network');
    assert.equal(e.attempts, 2);
  });
  it('a base URL that is not a URL is a config error', () => {
    assert.throws(
      () => new OpenAIChatModel({ model: 'x', baseUrl: 'localhost:11434' }),
      (e: LlmError) => e.code === 'config',
    );
  });
});

async function waitFor(cond: () => boolean, ms = 2000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) assert.fail('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
