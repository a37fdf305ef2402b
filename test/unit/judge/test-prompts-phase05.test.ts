/**
 * Issue 26 item 5 in the optimiser's Phase 0.5: a generation of unusable test prompts
 * is a failure that says why, and nothing is written to test-prompts.json; an existing
 * file's unusable entries are named with their line when the person is asked about it.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import { OpenAIChatModel } from '../../../src/core/models/llm/openai.ts';
import { ModelServer } from '../../support/model-server.ts';
import { makeRepo } from '../git/helpers.ts';
import { approver, clock, recorder } from '../loop/helpers.ts';
import { json, scriptedJudge, taskOf } from './scripted-judge.ts';
import { SKILL_EN } from './helpers.ts';

let server: ModelServer;
before(async () => {
  server = await ModelServer.start();
});
after(() => server.close());

const tp = (id: string, prompt: string) => ({ id, prompt, expected_behavior: 'writes out/deck.pdf', category: 'typical' });

function setup(prompts: unknown) {
  server.reset();
  server.setHandler(scriptedJudge({ prompts: 2, override: { 'dim8.tp': json(prompts) } }));
  const repo = makeRepo({ 'skills/slides-export/SKILL.md': SKILL_EN });
  const dir = path.join(repo, 'skills/slides-export');
  const model = new OpenAIChatModel({ model: 'scripted', baseUrl: server.openaiBaseUrl, maxRetries: 0, sleep: async () => {} });
  const rec = recorder();
  return {
    dir,
    rec,
    opts: {
      skills: [dir],
      workspace: repo,
      approver: approver(),
      mode: 'quick' as const,
      maxRounds: 1,
      model,
      clock: clock(),
      onEvent: rec.onEvent,
      noiseFloor: false,
    },
  };
}

test('Phase 0.5: a reply of ["…","…"] is a failed design that says why; no test-prompts.json is written', async () => {
  const { dir, rec, opts } = setup({ prompts: [tp('tp-01', '…'), tp('tp-02', '…')] });
  await optimize(opts);
  const failed = rec.notices('subagent-unavailable').map((n) => n.message.en);
  assert.ok(
    failed.some((m) =>
      /^slides-export: test prompts could not be designed \(invalid reply, and again after one repair request: only 0 of the 2 generated test prompts are usable, at least 2 are needed: generated prompt 1 \(tp-01\) has a prompt of punctuation only \("…"\)/.test(
        m,
      ),
    ),
    failed.join('\n'),
  );
  assert.ok(!existsSync(path.join(dir, 'test-prompts.json')));
});

test('Phase 0.5: duplicate prompts (spacing, case, width) are a failed design; no test-prompts.json is written', async () => {
  const { dir, rec, opts } = setup({ prompts: [tp('tp-01', 'Export my deck'), tp('tp-02', 'EXPORT  my ｄｅｃｋ')] });
  await optimize(opts);
  assert.ok(rec.notices('subagent-unavailable').some((n) => /generated prompt 2 \(tp-02\) repeats the prompt of entry 1/.test(n.message.en)));
  assert.ok(!existsSync(path.join(dir, 'test-prompts.json')));
});

test("Phase 0.5: an existing file's unusable entry is named with its line when reuse is asked; reuse leaves the file as it is", async () => {
  const { dir, rec, opts } = setup({ prompts: [tp('tp-01', 'unused')] });
  const text = JSON.stringify([tp('tp-01', 'Export my deck'), tp('tp-02', '。。'), tp('tp-03', 'print the slides?')], null, 2);
  writeFileSync(path.join(dir, 'test-prompts.json'), text);
  await optimize(opts);
  const exist = rec.notices('test-prompts-exist').map((n) => n.message);
  assert.equal(exist.length, 1);
  assert.match(exist[0].en, /exists \(2 prompt\(s\)\); test-prompts\.json:8: entry 2 \(tp-02\) has a prompt of punctuation only \("。。"\); not used\./);
  assert.match(exist[0].zh, /test-prompts\.json:8：第 2 条（tp-02）的 prompt 只有标点/);
  assert.equal(readFileSync(path.join(dir, 'test-prompts.json'), 'utf8'), text);
  assert.equal(server.requests.filter((r) => taskOf(r)?.startsWith('dim8.tp')).length, 0);
});
