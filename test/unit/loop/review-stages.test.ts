/**
 * The multi-role review's stages 3–4 in a Full run (seed v3; issue 31 item 3): the fix stage
 * asks for the items P0 → P1 → P2 and rejects a "while I'm here" edit; the closure escalates
 * a failed P1 sample to P0, and an open P0 blocks the keep; the cost plan counts the stage
 * calls. The scripted judge behind a real local HTTP server, a real git repository,
 * LUBAN_STATE_DIR in a temp dir.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import { OpenAIChatModel } from '../../../src/core/models/llm/openai.ts';
import { planOptimize } from '../../../src/core/workflows/loop/cost/optimize-plan.ts';
import { formatOptimizePlan } from '../../../src/core/workflows/loop/cost/optimize-plan-text.ts';
import { planOptimizeRun } from '../../../src/core/workflows/loop/cost/run-plan.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { planScore } from '../../../src/core/scoring/scorecard/score.ts';
import type { ChatModel } from '../../../src/core/models/llm/types.ts';
import type { RecordedRequest } from '../../support/model-server.ts';
import { ModelServer } from '../../support/model-server.ts';
import { json, scriptedJudge, taskOf } from '../judge/scripted-judge.ts';
import { makeRepo } from '../git/helpers.ts';
import { approver, clock, recorder } from './helpers.ts';

const SKILL = `---
name: stage-skill
description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes".
---

# Stage skill

## Workflow

1. List merged pull requests since the last tag.
2. Write one line per change.
3. 🛑 STOP: show the draft and wait for approval before writing \`CHANGELOG.md\`.

## Anti-patterns

- Don't copy commit messages verbatim.
- Never include internal ticket links.
- Avoid marketing words.
`;

// Normalised in the roles' order (ARCH, SEC, …, DOC): N-01 P2 (ARCH), N-02 P0 (SEC), N-03 P1 and N-04 P1 (DOC).
const REVIEW = {
  ARCH: [{ severity: 'P2' as const, section: 'Anti-patterns', problem: 'the anti-patterns are terse' }],
  SEC: [{ severity: 'P0' as const, section: 'Workflow', problem: 'no format for a line' }],
  DOC: [
    { severity: 'P1' as const, section: 'Workflow', problem: 'the listing command is not named' },
    { severity: 'P1' as const, section: 'Anti-patterns', problem: 'marketing words are not exemplified' },
  ],
};

/** The editor's fix per item; N-01's edit changes the title, a line its item does not name. */
const FIXES: Record<string, { old: string; new: string }> = {
  'N-02': { old: '2. Write one line per change.', new: '2. Write one line per change, in the past tense, with the PR number.' },
  'N-03': { old: '1. List merged pull requests since the last tag.', new: '1. List merged pull requests since the last tag (`git log --merges`).' },
  'N-04': { old: '- Avoid marketing words.', new: '- Avoid marketing words such as "revolutionary".' },
  'N-01': { old: '# Stage skill', new: '# Stage skill (improved)' },
};

const itemOf = (req: RecordedRequest) => /"id": "(N-\d+)"/.exec(req.lastUser)?.[1] ?? '';
const severityOf = (req: RecordedRequest) => /"severity": "(P\d)"/.exec(req.lastUser)?.[1] ?? '';

let server: ModelServer;
let failSample = false;
let stateDir: string;
before(async () => {
  stateDir = mkdtempSync(path.join(os.tmpdir(), 'luban-state-'));
  process.env.LUBAN_STATE_DIR = stateDir;
  server = await ModelServer.start(
    scriptedJudge({
      prompts: 2,
      dim8: { intent: 7, lift: 6, side_effects: 4 },
      review: REVIEW,
      override: {
        'optimize.review-fix': (req) => json({ fixed: true, edits: [FIXES[itemOf(req)]], note: 'fixed' }),
        'dim10.recheck': (req) => {
          const ids = [...req.lastUser.matchAll(/"id": "(N-\d+)"/g)].map((m) => m[1]);
          return json({ items: [...new Set(ids)].map((id) => ({ id, closed: !(failSample && id === 'N-03'), note: 'scripted' })) });
        },
      },
    }),
  );
});
after(async () => {
  await server.close();
  delete process.env.LUBAN_STATE_DIR;
  rmSync(stateDir, { recursive: true, force: true });
});

function setup() {
  const repo = makeRepo({ 'skills/stage-skill/SKILL.md': SKILL });
  const dir = path.join(repo, 'skills/stage-skill');
  const model = new OpenAIChatModel({ model: 'scripted', baseUrl: server.openaiBaseUrl, maxRetries: 0 });
  const rec = recorder();
  return {
    dir,
    rec,
    opts: {
      skills: [dir],
      workspace: repo,
      approver: approver(),
      mode: 'full' as const,
      maxRounds: 1,
      model,
      clock: clock(),
      onEvent: rec.onEvent,
      noiseFloor: false,
    },
  };
}

const progress = (rec: ReturnType<typeof recorder>) => rec.events.flatMap((e) => (e.type === 'progress' ? [e.message.en] : []));

test('stage 3 fixes P0 before P1 before P2 and rejects an edit outside its item; the closure confirms and the fixes are kept', async () => {
  failSample = false;
  const first = server.requests.length;
  const { dir, rec, opts } = setup();
  await optimize(opts);
  const asked = server.requests.slice(first).filter((r) => taskOf(r)?.startsWith('optimize.review-fix'));
  assert.deepEqual(
    asked.map((r) => `${itemOf(r)} ${severityOf(r)}`),
    ['N-02 P0', 'N-03 P1', 'N-04 P1', 'N-01 P2'],
  );
  const text = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
  assert.match(text, /in the past tense, with the PR number/);
  assert.match(text, /such as "revolutionary"/);
  assert.doesNotMatch(text, /\(improved\)/, 'the "while I\'m here" edit was rejected');
  const rejected = rec.notices('review-out-of-scope');
  assert.equal(rejected.length, 1);
  assert.match(rejected[0].message.en, /N-01.*changes lines the item does not name/);
  assert.match(rejected[0].message.zh, /未涉及的行/);
  const row = rec.rounds().find((r) => r.dim === 'dim10');
  assert.ok(
    row,
    rec
      .rounds()
      .map((r) => `${r.status} ${r.dim}`)
      .join(','),
  );
  assert.equal(row.status, 'keep');
  assert.match(readFileSync(path.join(dir, 'results.tsv'), 'utf8'), /review stages 3-4: fixed 3, rejected 1, confirmed 2, escalated 1, open P0 0/);
  assert.ok(progress(rec).some((m) => /review stage 3 — fixing 4 item\(s\) P0 → P1 → P2/.test(m)));
  assert.ok(progress(rec).some((m) => /review stages — fixed 3, rejected 1, confirmed 2, escalated 1, open P0 0: kept/.test(m)));
});

test('stage 4 escalates a failed P1 sample to P0, and the open P0 blocks the keep', async () => {
  failSample = true;
  const first = server.requests.length;
  const { dir, rec, opts } = setup();
  const report = await optimize(opts);
  // SEC confirms its P0; DOC re-checks the P1 sample (N-03 of N-03, N-04) and finds it not fixed.
  const rechecks = server.requests.slice(first).filter((r) => taskOf(r)?.startsWith('dim10.recheck'));
  assert.deepEqual(rechecks.map((r) => taskOf(r)!.split('/')[1]).sort(), ['DOC', 'SEC']);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL, 'the fixes were reverted');
  const row = rec.rounds().find((r) => r.dim === 'dim10');
  assert.ok(row);
  assert.equal(row.status, 'revert');
  assert.match(readFileSync(path.join(dir, 'results.tsv'), 'utf8'), /review stages 3-4: fixed 3, rejected 1, confirmed 1, escalated 2, open P0 1/);
  assert.ok(progress(rec).some((m) => /open P0 1: not kept \(an open P0 blocks the keep\)/.test(m)));
  assert.equal(report.skills[0].kept, 0);
});

test('the cost plan counts the stage calls (a fix per item, a re-check per role) before spending', async () => {
  const model: ChatModel = {
    provider: 'openai',
    model: 'plan-only',
    id: 'openai:test:plan-only',
    complete: async () => assert.fail('planning must not call the model'),
    stream: () => assert.fail('planning must not call the model'),
  };
  const repo = makeRepo({ 'skills/stage-skill/SKILL.md': SKILL });
  const dir = path.join(repo, 'skills/stage-skill');
  const scan = scanDocument(await loadSkill(dir));
  const plan = await planOptimizeRun({ dir, scan, model, mode: 'full' });
  const roles = (await planScore(scan, { mode: 'full', model })).items.filter((i) => i.step.startsWith('dim10.review.')).length;
  assert.ok(roles > 0, 'the Full baseline plans the review');
  assert.equal(plan.reviewStageCalls, 5 + roles);
  assert.match(formatOptimizePlan([{ skill: 'stage-skill', plan }], 'en', 'm'), new RegExp(`up to ${5 + roles} calls for the review stages 3–4`));
  assert.match(formatOptimizePlan([{ skill: 'stage-skill', plan }], 'zh-CN', 'm'), /审查阶段 3–4/);
  // In the upper bound (each call may cost a repair), not in the sure calls; Quick has none.
  const base = {
    rounds: 2,
    baseline: { calls: 3, items: [] },
    rescore: { calls: 2, items: [] },
    noiseFloor: false,
    skillTokens: 100,
    designPrompts: false,
    pairedJudges: 0,
  };
  const cost = (p: object) => ({ ...p, inputTokens: 0, outputTokens: 0, cachedCalls: 0, conditionalCalls: 0, maxRepairCalls: 0 }) as never;
  const input = { ...base, baseline: cost(base.baseline), rescore: cost(base.rescore) };
  const without = planOptimize({ ...input, mode: 'full' });
  const withStages = planOptimize({ ...input, mode: 'full', reviewStages: { fixCalls: 5, recheckCalls: 3 } });
  assert.equal(withStages.maxCalls - without.maxCalls, 16);
  assert.equal(withStages.calls, without.calls);
  assert.equal(planOptimize({ ...input, mode: 'quick', reviewStages: { fixCalls: 5, recheckCalls: 3 } }).reviewStageCalls, undefined);
});
