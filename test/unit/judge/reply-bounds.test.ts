import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractJsonObject } from '../../../src/core/models/json-reply.ts';
import { scoreReplySchema } from '../../../src/core/scoring/judge/prompts/common.ts';
import { ARRAY_MAX, boundReplySchema, LIST_STRING_MAX, NUMBER_ENUM_MAX, STRING_MAX } from '../../../src/core/scoring/judge/reply-bounds.ts';
import { dim2Job, executor, openaiOn, startServer } from './helpers.ts';
import { json, text } from './scripted-judge.ts';

const RUNAWAY = readFileSync(path.join(import.meta.dirname, '../../fixtures/model-replies/smollm2-rubric-runaway.txt'), 'utf8');

describe('reply bounds (a real model ran away inside a string)', () => {
  it('bounds strings and lists that have no bound of their own, and leaves the rest', () => {
    const s = boundReplySchema({
      type: 'object',
      properties: {
        reason: { type: 'string' },
        evidence: { type: 'array', items: { type: 'string' } },
        kept: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 50 } },
        id: { type: 'string', pattern: '^N-\\d+$' },
        kind: { type: 'string', enum: ['a', 'b'] },
        cases: { type: 'array', items: { type: 'object', properties: { prompt: { type: 'string' } } } },
      },
    }) as {
      properties: Record<string, Record<string, unknown> & { items?: Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> } }>;
    };
    const p = s.properties;
    assert.equal(p.reason.maxLength, STRING_MAX);
    assert.equal(p.evidence.maxItems, ARRAY_MAX);
    assert.equal(p.evidence.items?.maxLength, LIST_STRING_MAX);
    assert.equal(p.kept.maxItems, 3);
    assert.equal(p.kept.items?.maxLength, 50);
    assert.equal(p.id.maxLength, undefined, 'a pattern is its own bound');
    assert.equal(p.kind.maxLength, undefined);
    assert.equal(p.cases.items?.properties?.prompt.maxLength, STRING_MAX, 'a string in an object in a list is not a list string');
  });

  it('a bounded number becomes the enum of its steps (a grammar holds type, not range: a real model scored 15 of 10)', () => {
    const s = boundReplySchema({
      type: 'object',
      properties: {
        score: { type: 'number', minimum: 0, maximum: 10 },
        stars: { type: 'integer', minimum: 1, maximum: 5 },
        tenth: { type: 'number', minimum: 0, maximum: 0.3, multipleOf: 0.1 },
        wide: { type: 'integer', minimum: 0, maximum: 1000 },
        open: { type: 'number', minimum: 0 },
        fixed: { type: 'number', minimum: 0, maximum: 10, enum: [0, 10] },
      },
    }) as { properties: Record<string, { enum?: number[] }> };
    const p = s.properties;
    assert.equal(p.score.enum?.length, 21);
    assert.deepEqual(p.score.enum?.slice(0, 3), [0, 0.5, 1]);
    assert.equal(p.score.enum?.at(-1), 10);
    assert.ok(!p.score.enum?.includes(15));
    assert.deepEqual(p.stars.enum, [1, 2, 3, 4, 5]);
    assert.deepEqual(p.tenth.enum, [0, 0.1, 0.2, 0.3], 'steps are multiplied, not summed, so they do not drift');
    assert.equal(p.wide.enum, undefined, `over ${NUMBER_ENUM_MAX} steps stays a range`);
    assert.equal(p.open.enum, undefined, 'an open range stays a range');
    assert.deepEqual(p.fixed.enum, [0, 10], 'an enum of its own is kept');
  });

  it('the job schema itself is not changed (replies are still validated against it)', () => {
    const before = JSON.stringify(scoreReplySchema);
    boundReplySchema(scoreReplySchema);
    assert.equal(JSON.stringify(scoreReplySchema), before);
  });

  it('the real runaway reply: "stops before its JSON object closes", not "no JSON object"', () => {
    const r = extractJsonObject(RUNAWAY);
    assert.deepEqual(r, { ok: false, error: 'the reply stops before its JSON object closes (cut off at the token limit?)' });
  });

  it('the request carries the bounded schema; the runaway reply gets one repair that names the cut', async () => {
    const server = await startServer(() => json({ score: 8, evidence: ['q'], reason: 'r' }));
    server.script(text(RUNAWAY));
    const { ex } = executor(openaiOn(server));
    const o = await ex.runJson(dim2Job());
    assert.equal(o.status, 'answered');
    const sent = server.requests[0].body.response_format as {
      json_schema: { schema: { properties: { evidence: { items: { maxLength: number } }; reason: { maxLength: number } } } };
    };
    assert.equal(sent.json_schema.schema.properties.evidence.items.maxLength, LIST_STRING_MAX);
    assert.equal(sent.json_schema.schema.properties.reason.maxLength, STRING_MAX);
    assert.match(server.requests[1].lastUser, /stops before its JSON object closes/);
  });
});
