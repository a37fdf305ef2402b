/**
 * docs/features.md C3, the seed's review gate: ≥ 3 open P1 items of the multi-role review block the
 * optimisation of that skill until a person decides. Full mode, the scripted judge behind
 * a real local HTTP server, a real git repository.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import { OpenAIChatModel } from '../../../src/core/models/llm/openai.ts';
import { ModelServer } from '../../support/model-server.ts';
import { scriptedJudge } from '../judge/scripted-judge.ts';
import { makeRepo } from '../git/helpers.ts';
import { approver, clock, recorder } from './helpers.ts';

const SKILL = `---
name: gate-skill
description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes".
---

# Gate skill

## Workflow

1. List merged pull requests since the last tag.
2. Write one line per change.
3. 🛑 STOP: show the draft and wait for approval before writing \`CHANGELOG.md\`.

## Anti-patterns

- Don't copy commit messages verbatim.
- Never include internal ticket links.
- Avoid marketing words.
`;

const P1 = (problem: string) => ({ severity: 'P1' as const, problem });
const ALL_ROLES = ['ARCH', 'SEC', 'SRE', 'ML', 'DOC'];
let server: ModelServer;
before(async () => {
  // dim8c 4 < 5 triggers the review; every role reports three P1 problems (normalised as they come).
  server = await ModelServer.start(
    scriptedJudge({
      prompts: 2,
      dim8: { intent: 7, lift: 6, side_effects: 4 },
      review: Object.fromEntries(ALL_ROLES.map((r) => [r, [P1(`${r} a`), P1(`${r} b`), P1(`${r} c`)]])),
    }),
  );
});
after(async () => {
  await server.close();
});

function setup(answers: Record<string, string> = {}) {
  const repo = makeRepo({ 'skills/gate-skill/SKILL.md': SKILL });
  const dir = path.join(repo, 'skills/gate-skill');
  const model = new OpenAIChatModel({ model: 'scripted', baseUrl: server.openaiBaseUrl, maxRetries: 0 });
  const ap = approver(answers);
  const rec = recorder();
  return {
    repo,
    dir,
    ap,
    rec,
    opts: { skills: [dir], workspace: repo, approver: ap, mode: 'full' as const, maxRounds: 1, model, clock: clock(), onEvent: rec.onEvent, noiseFloor: false },
  };
}

test('≥ 3 open P1 items: a review-gate CHECKPOINT before any edit; its default leaves the skill unedited', async () => {
  const { dir, ap, rec, opts } = setup();
  const report = await optimize(opts);
  const gate = ap.asked.find((c) => c.kind === 'review-gate');
  assert.ok(gate, ap.asked.map((c) => c.kind).join(','));
  assert.equal(gate.defaultChoice, 'skip');
  assert.deepEqual(
    gate.choices.map((c) => c.id),
    ['skip', 'decided', 'stop'],
  );
  assert.match(gate.body.en, /open P1 items from the multi-role review \(the gate closes at 3\)/);
  assert.match(gate.body.zh, /未关闭的 P1/);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL, 'not edited');
  assert.equal(report.skills[0].status, 'blocked');
  assert.ok(rec.notices('review-gate').length >= 2);
  assert.equal(server.requests.filter((r) => /luban-task: optimize\.propose/.test(r.system)).length, 0, 'no proposal was asked for');
});

test('a person who decided lets the rounds run', async () => {
  const { ap, opts } = setup({ 'review-gate': 'decided' });
  const before = server.requests.filter((r) => /luban-task: optimize\.propose/.test(r.system)).length;
  const report = await optimize(opts);
  assert.ok(ap.asked.some((c) => c.kind === 'review-gate'));
  assert.notEqual(report.skills[0].status, 'blocked');
  // Phase 2 ran: the editor was asked for a proposal (the scripted one has none to give).
  assert.ok(server.requests.filter((r) => /luban-task: optimize\.propose/.test(r.system)).length > before);
});
