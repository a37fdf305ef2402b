import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { backoffDelay, joinUrl, parseRetryAfter, withRetries } from '../../../src/core/models/llm/http.ts';
import { readSse } from '../../../src/core/models/llm/sse.ts';
import { LlmError } from '../../../src/core/models/llm/errors.ts';
import { createChatModel, isLocalUrl, resolveApiKey } from '../../../src/core/models/llm/provider.ts';
import { estimateTokens } from '../../../src/core/models/llm/tokens.ts';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  return new ReadableStream({
    start(c) {
      for (const ch of chunks) c.enqueue(enc.encode(ch));
      c.close();
    },
  });
}

async function collect(s: ReadableStream<Uint8Array>) {
  const out = [];
  for await (const e of readSse(s)) out.push(e);
  return out;
}

describe('SSE reader', () => {
  it('splits events on blank lines, across chunk boundaries, with CRLF', async () => {
    const events = await collect(streamOf('event: a\r\ndata: {"x"', ':1}\r\n\r\n', ': comment\n\ndata: line1\ndata: line2\n\n', 'data: [DONE]\n\n'));
    assert.deepEqual(events, [
      { event: 'a', data: '{"x":1}' },
      { event: undefined, data: 'line1\nline2' },
      { event: undefined, data: '[DONE]' },
    ]);
  });
  it('handles a CRLF split between chunks and a last event without a blank line', async () => {
    const events = await collect(streamOf('data: one\r', '\n\r\ndata: two'));
    assert.deepEqual(
      events.map((e) => e.data),
      ['one', 'two'],
    );
  });
  it('keeps multi-byte characters split across chunks', async () => {
    const bytes = new TextEncoder().encode('data: 鲁班\n\n');
    const s = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.slice(0, 8));
        c.enqueue(bytes.slice(8));
        c.close();
      },
    });
    assert.deepEqual(
      (await collect(s)).map((e) => e.data),
      ['鲁班'],
    );
  });
});

describe('Retry-After and backoff', () => {
  it('reads seconds, decimals, HTTP dates and retry-after-ms', () => {
    assert.equal(parseRetryAfter(new Headers({ 'retry-after': '3' })), 3000);
    assert.equal(parseRetryAfter(new Headers({ 'retry-after': '0.5' })), 500);
    const now = Date.parse('2025-01-01T00:00:00Z');
    assert.equal(parseRetryAfter(new Headers({ 'retry-after': 'Wed, 01 Jan 2025 00:00:07 GMT' }), now), 7000);
    assert.equal(parseRetryAfter(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' })), 250);
    assert.equal(parseRetryAfter(new Headers({ 'retry-after': 'soon' })), undefined);
    assert.equal(parseRetryAfter(new Headers()), undefined);
  });
  it('doubles the step per retry, caps it, and jitters within [step/2, step]', () => {
    const opts = { baseDelayMs: 1000, maxDelayMs: 5000 };
    assert.equal(
      backoffDelay(1, opts, () => 0),
      500,
    );
    assert.equal(
      backoffDelay(1, opts, () => 0.999999),
      1000,
    );
    assert.equal(
      backoffDelay(2, opts, () => 0),
      1000,
    );
    assert.equal(
      backoffDelay(3, opts, () => 0.5),
      3000,
    );
    assert.equal(
      backoffDelay(10, opts, () => 0),
      2500,
    );
  });
  it('retries only retryable errors and reports the attempt count', async () => {
    let n = 0;
    const r = await withRetries(
      async () => {
        n++;
        if (n < 3) throw new LlmError('server', 'boom', { retryable: true });
        return 'ok';
      },
      { sleep: async () => {}, maxRetries: 5 },
      undefined,
    );
    assert.deepEqual(r, { value: 'ok', attempts: 3 });
    n = 0;
    await assert.rejects(
      withRetries(
        async () => {
          n++;
          throw new LlmError('request', 'bad model');
        },
        { sleep: async () => {} },
        undefined,
      ),
      (e: LlmError) => e.code === 'request' && e.attempts === 1,
    );
    assert.equal(n, 1);
  });
  it('joins URLs without doubled slashes', () => {
    assert.equal(joinUrl('http://h:1/v1/', '/chat/completions'), 'http://h:1/v1/chat/completions');
    assert.equal(joinUrl('http://h:1', 'v1/messages'), 'http://h:1/v1/messages');
  });
});

describe('provider settings and keys', () => {
  it('takes LUBAN_API_KEY first, then the provider variable', () => {
    assert.deepEqual(resolveApiKey('openai', { LUBAN_API_KEY: 'l', OPENAI_API_KEY: 'o' }), { key: 'l', source: 'LUBAN_API_KEY' });
    assert.deepEqual(resolveApiKey('openai', { OPENAI_API_KEY: 'o', ANTHROPIC_API_KEY: 'a' }), { key: 'o', source: 'OPENAI_API_KEY' });
    assert.deepEqual(resolveApiKey('anthropic', { OPENAI_API_KEY: 'o', ANTHROPIC_API_KEY: 'a' }), { key: 'a', source: 'ANTHROPIC_API_KEY' });
    assert.deepEqual(resolveApiKey('anthropic', { OPENAI_API_KEY: 'o' }), {});
    assert.deepEqual(resolveApiKey('openai', { LUBAN_API_KEY: '  ' }), {});
  });
  it('needs no key for a local OpenAI-compatible server, but does for a remote one', () => {
    assert.ok(isLocalUrl('http://127.0.0.1:11434/v1'));
    assert.ok(isLocalUrl('http://localhost:1234/v1'));
    assert.ok(!isLocalUrl('https://api.deepseek.com/v1'));
    const m = createChatModel({ provider: 'openai', model: 'qwen2.5', baseUrl: 'http://127.0.0.1:11434/v1' }, {});
    assert.equal(m?.id, 'openai:http://127.0.0.1:11434/v1:qwen2.5');
    assert.throws(
      () => createChatModel({ provider: 'openai', model: 'deepseek-chat', baseUrl: 'https://api.deepseek.com/v1' }, {}),
      (e: LlmError) => e.code === 'config' && /LUBAN_API_KEY/.test(e.message),
    );
    assert.throws(
      () => createChatModel({ provider: 'openai', model: 'gpt-4o' }, {}),
      (e: LlmError) => e.code === 'config',
    );
  });
  it('refuses anthropic without a key and any provider without a model', () => {
    assert.throws(
      () => createChatModel({ provider: 'anthropic', model: 'claude' }, {}),
      (e: LlmError) => e.code === 'config' && /ANTHROPIC_API_KEY/.test(e.message),
    );
    assert.throws(
      () => createChatModel({ provider: 'openai', baseUrl: 'http://127.0.0.1:1/v1' }, {}),
      (e: LlmError) => e.code === 'config' && /--model/.test(e.message),
    );
    assert.equal(createChatModel({ provider: 'none' }, {}), undefined);
    const a = createChatModel({ provider: 'anthropic', model: 'claude-x' }, { ANTHROPIC_API_KEY: 'k' });
    assert.equal(a?.id, 'anthropic:https://api.anthropic.com:claude-x');
  });
});

describe('token estimates', () => {
  it('counts CJK characters one each and other text a quarter', () => {
    assert.equal(estimateTokens(''), 0);
    assert.equal(estimateTokens('abcdefgh'), 2);
    assert.equal(estimateTokens('鲁班技能'), 4);
    assert.equal(estimateTokens('鲁班 skill'), 4); // 2 + ceil(6/4)
    // Kana, Hangul and full-width forms count as CJK; other non-ASCII letters do not.
    assert.equal(estimateTokens('かな한글ＡＢ'), 6);
    assert.equal(estimateTokens('éèêë'), 1);
  });
});

describe('model identity', () => {
  it('never carries credentials from the base URL', async () => {
    const { OpenAIChatModel } = await import('../../../src/core/models/llm/openai.ts');
    const m = new OpenAIChatModel({ model: 'm', baseUrl: 'https://user:s3cret@proxy.example/v1' });
    assert.equal(m.id, 'openai:https://proxy.example/v1:m');
  });
});
