/**
 * Found by the real-model suite (issue 17): a local server that is not listening yet (the
 * model still loading, Ollama not started) refuses the connection, and the usage said every
 * refused attempt had sent the whole prompt (13.7k input tokens for two calls that sent
 * nothing). An attempt that never connected costs no tokens; one that reached the endpoint
 * still counts (docs/features.md C9).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LlmError } from '../../../src/core/models/llm/errors.ts';
import { OpenAIChatModel } from '../../../src/core/models/llm/openai.ts';
import { ModelServer } from '../../support/model-server.ts';

const noWait = { sleep: async () => undefined, random: () => 0, maxRetries: 2 };
const messages = [{ role: 'user' as const, content: 'Judge this skill. '.repeat(200) }];

test('attempts refused at the connection send no tokens: the error reports none', async () => {
  const server = await ModelServer.start();
  const url = server.openaiBaseUrl;
  await server.close(); // the port now refuses connections
  const model = new OpenAIChatModel({ model: 'm', baseUrl: url, ...noWait });
  const e = await model.complete({ messages }).then(
    () => assert.fail('a refused connection answered'),
    (x: unknown) => x,
  );
  assert.ok(e instanceof LlmError);
  assert.equal(e.code, 'network');
  assert.equal(e.attempts, 3);
  assert.equal(e.sentInputTokens, 0);
});

test('attempts that reached the endpoint still count their prompt, refused or not', async () => {
  const server = await ModelServer.start();
  try {
    server.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const model = new OpenAIChatModel({ model: 'm', baseUrl: server.openaiBaseUrl, ...noWait });
    const e = await model.complete({ messages }).then(
      () => assert.fail('three 500s answered'),
      (x: unknown) => x,
    );
    assert.ok(e instanceof LlmError);
    assert.equal(e.attempts, 3);
    assert.ok(e.sentInputTokens > 3 * 500, `sent ${e.sentInputTokens}`);
    server.script({ kind: 'status', status: 500 }, { kind: 'text', text: 'ok', usage: { input: 900, output: 1 } });
    const r = await model.complete({ messages });
    assert.equal(r.attempts, 2);
    assert.ok((r.retriedInputTokens ?? 0) > 500, 'the failed attempt before the answer sent its prompt');
  } finally {
    await server.close();
  }
});
