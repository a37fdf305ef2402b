// docs/features.md C10: the reply schema is asked for natively where the endpoint supports it, with a
// fallback to instructions + validation where it does not. Real HTTP servers on 127.0.0.1.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AnthropicChatModel } from '../../../src/core/models/llm/anthropic.ts';
import { Budget } from '../../../src/core/models/budget.ts';
import { UsageMeter } from '../../../src/core/models/usage.ts';
import { Executor, type JsonJob } from '../../../src/core/scoring/judge/executor.ts';
import { scoreReplySchema, type ScoreReply } from '../../../src/core/scoring/judge/prompts/common.ts';
import { boundReplySchema } from '../../../src/core/scoring/judge/reply-bounds.ts';
import { openaiOn, startServer } from '../judge/helpers.ts';
import { json } from '../judge/scripted-judge.ts';

const job: JsonJob<ScoreReply> = {
  kind: 'json',
  label: 'dim2 judge 1',
  step: 'dim2',
  promptVersion: 'dim2@1',
  variant: 'judge-1',
  messages: [
    { role: 'system', content: 'judge' },
    { role: 'user', content: 'the skill' },
  ],
  maxTokens: 100,
  estOutputTokens: 50,
  lang: 'en',
  schema: scoreReplySchema,
  placeholder: { score: 5, evidence: [], reason: '' },
};
const reply = { score: 8, evidence: ['q'], reason: 'r' };

function executor(model: ConstructorParameters<typeof Executor>[0]['model'], budget?: number) {
  const meter = new UsageMeter();
  return { ex: new Executor({ model, budget: new Budget(budget), meter }), meter };
}

describe('native reply schema, OpenAI-compatible', () => {
  it('asks with response_format json_schema carrying the job schema', async () => {
    const server = await startServer(() => json(reply));
    const { ex } = executor(openaiOn(server));
    assert.equal((await ex.runJson(job)).status, 'answered');
    const rf = server.requests[0].body.response_format as { type: string; json_schema: { name: string; schema: unknown } };
    assert.equal(rf.type, 'json_schema');
    assert.equal(rf.json_schema.name, 'luban_dim2');
    assert.deepEqual(rf.json_schema.schema, boundReplySchema(scoreReplySchema), 'the job schema with its length bounds (reply-bounds.ts)');
  });

  it('an endpoint that refuses the schema (400) is asked again without it, once per model, within the budget', async () => {
    const server = await startServer((req) =>
      req.body.response_format ? { kind: 'status', status: 400, body: '{"error":{"message":"response_format is not supported"}}' } : json(reply),
    );
    const model = openaiOn(server);
    const { ex, meter } = executor(model, 10);
    assert.equal((await ex.runJson(job)).status, 'answered');
    assert.equal((await ex.runJson({ ...job, variant: 'judge-2' })).status, 'answered');
    assert.deepEqual(
      server.requests.map((r) => 'response_format' in r.body),
      [true, false, false],
    );
    assert.equal(meter.attempts, 3, 'the refused request counts');
  });

  it('the fallback request needs budget too', async () => {
    const server = await startServer((req) => (req.body.response_format ? { kind: 'status', status: 400 } : json(reply)));
    const { ex } = executor(openaiOn(server), 1);
    const o = await ex.runJson(job);
    assert.equal(o.status === 'failed' && o.reason, 'budget');
    assert.equal(server.count, 1);
  });
});

describe('native reply schema, Anthropic tool use', () => {
  const bodies: Array<Record<string, unknown>> = [];
  let stream = false;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      bodies.push(body);
      if (!stream) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            type: 'message',
            model: 'claude-judge',
            stop_reason: 'tool_use',
            usage: { input_tokens: 20, output_tokens: 7 },
            content: [{ type: 'tool_use', id: 't1', name: 'luban_dim2', input: reply }],
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const text = JSON.stringify(reply);
      const events = [
        { type: 'message_start', message: { model: 'claude-judge', usage: { input_tokens: 20, output_tokens: 1 } } },
        { type: 'content_block_start', index: 0, content_block: { type: 'tool_use', id: 't1', name: 'luban_dim2', input: {} } },
        { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: text.slice(0, 9) } },
        { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: text.slice(9) } },
        { type: 'content_block_stop', index: 0 },
        { type: 'message_delta', delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 7 } },
        { type: 'message_stop' },
      ];
      res.end(events.map((e) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join(''));
    });
  });
  after(() => server.close());
  const model = async (streaming: boolean) => {
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    return new AnthropicChatModel({ model: 'claude-judge', baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k', maxRetries: 0, stream: streaming });
  };

  it('forces a tool whose input schema is the reply schema, and reads the tool input as the reply (whole answer)', async () => {
    stream = false;
    const { ex, meter } = executor(await model(false));
    const o = await ex.runJson(job);
    assert.deepEqual(o, { status: 'answered', value: reply });
    const b = bodies.at(-1)!;
    assert.deepEqual(b.tool_choice, { type: 'tool', name: 'luban_dim2' });
    assert.deepEqual((b.tools as Array<{ input_schema: unknown }>)[0].input_schema, boundReplySchema(scoreReplySchema));
    assert.deepEqual(meter.toJSON(), { calls: 1, inputTokens: 20, outputTokens: 7 });
  });

  it('reads a streamed tool input (input_json_delta) as the reply', async () => {
    stream = true;
    const { ex } = executor(await model(true));
    assert.deepEqual(await ex.runJson(job), { status: 'answered', value: reply });
  });
});
