// The multi-role review's stages (docs/features.md C7, seed v3 审查流程 阶段 0-4), its impacts and its gate,
// against the scripted judge behind a real local HTTP server.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evaluate } from '../../../src/core/scoring/judge/evaluate.ts';
import { closeReviewAfterEdit, closureOutcome, fixOrder, p1Sample } from '../../../src/core/scoring/judge/stages/review.ts';
import type { NormalisedIssue } from '../../../src/core/scoring/judge/prompts/dim10.ts';
import type { ReviewResult } from '../../../src/core/scoring/judge/types.ts';
import { buildScorecard } from '../../../src/core/scoring/scorecard/build.ts';
import { executor, openaiOn, scanOf, SKILL_EN, startServer } from './helpers.ts';
import { json, scriptedJudge, taskOf, type ScriptOptions } from './scripted-judge.ts';

const FILES = { 'SKILL.md': SKILL_EN, 'scripts/render.py': 'print("render")\n' };

function item(id: string, severity: NormalisedIssue['severity'], sources: string[]): NormalisedIssue {
  return { id, section: 'Workflow', severity, problem: `problem ${id}`, fix: 'fix it', sources };
}

async function full(opts: ScriptOptions) {
  const server = await startServer(scriptedJudge(opts));
  const scan = scanOf(FILES);
  const { ex } = executor(openaiOn(server), { cache: true });
  const ev = await evaluate({ scan, mode: 'full' }, ex);
  const card = buildScorecard({
    skill: 'slides-export',
    scan,
    mode: 'full',
    evaluation: ev,
    usage: { calls: 0, inputTokens: 0, outputTokens: 0 },
    model: 'openai:judge-model',
  });
  return { server, ev, card };
}

describe('multi-role review', () => {
  it('stage 0 states the grading (impacts and gates) to every role alike', async () => {
    const { server, ev } = await full({ review: { SEC: [{ severity: 'P0' }] } });
    const roles = server.requests.filter((r) => taskOf(r)?.startsWith('dim10.role'));
    assert.equal(roles.length, 5);
    for (const r of roles) {
      assert.match(r.system, /P0 = affects correctness or safety.*Impact −30 each; any open P0 blocks the next phase and caps dim10 at 4 of 10/);
      assert.match(r.system, /P1 = .*Impact −5 each; 3 or more open P1 block optimisation until a person decides/);
      assert.match(r.system, /P2 = .*No impact, no gate/);
    }
    assert.match(ev.review!.grading!, /^Grading \(the same for every reviewer/);
  });

  it('3 open P1: review view 85, the gate blocks optimisation, visible on the Scorecard', async () => {
    const { ev, card } = await full({ review: { DOC: [{ severity: 'P1' }, { severity: 'P1', section: 'Refs' }], SRE: [{ severity: 'P1', section: 'Run' }] } });
    assert.deepEqual([ev.review!.openP0, ev.review!.openP1], [0, 3]);
    assert.equal(ev.review!.view, 85);
    assert.deepEqual(card.gate, { blocked: true, reason: 'open-p1', openP0: 0, openP1: 3, threshold: 3 });
    // review = max(0, 2 − 0.5×3) = 0.5 → dim10 = (2 + 0.5)/4×10
    assert.equal(card.dims.dim10.value, 6.25);
  });

  it('2 open P1 and 1 P0: view 60 (100 − 30 − 2×5), the gate stays open (the P0 is fixed first and caps dim10)', async () => {
    const { ev, card } = await full({ review: { SEC: [{ severity: 'P0' }], DOC: [{ severity: 'P1' }, { severity: 'P1', section: 'Refs' }] } });
    assert.equal(ev.review!.view, 60);
    assert.equal(card.gate!.blocked, false);
    assert.equal(card.gate!.openP0, 1);
    assert.equal(card.dims.dim10.value, 4);
  });
});

describe('stage 3 and 4', () => {
  const items = [
    item('N-01', 'P2', ['ARCH-01']),
    item('N-02', 'P0', ['SEC-01']),
    item('N-03', 'P1', ['DOC-01']),
    item('N-04', 'P1', ['DOC-02']),
    item('N-05', 'P1', ['SRE-01']),
  ];
  const previous: ReviewResult = {
    triggered: true,
    trigger: 'dim8c 4.0 < 5',
    docType: 'general',
    roles: [],
    normalised: items,
    idMap: {},
    normalisedBy: 'model',
    openP0: 1,
    openP1: 3,
    openP2: 1,
    complete: true,
  };

  it('stage 3 fixes P0 → P1 → P2', () => {
    assert.deepEqual(
      fixOrder(previous).map((i) => `${i.id} ${i.severity}`),
      ['N-02 P0', 'N-03 P1', 'N-04 P1', 'N-05 P1', 'N-01 P2'],
    );
  });

  it('the P1 sample is 30 % of those called fixed, rounded up, spread in ID order', () => {
    const many = Array.from({ length: 10 }, (_, k) => item(`N-${String(k + 1).padStart(2, '0')}`, 'P1', [`DOC-0${k}`]));
    assert.deepEqual(
      p1Sample(many).map((i) => i.id),
      ['N-01', 'N-04', 'N-07'],
    );
    assert.deepEqual(
      p1Sample(many.slice(0, 1)).map((i) => i.id),
      ['N-01'],
    );
    assert.deepEqual(p1Sample([]), []);
  });

  it('the closure rules: P0 by its role, P1 self-check + sampled role check (failed → P0), P2 self-check (failed → P1)', () => {
    const verdicts = new Map([
      ['N-02', { closed: false, note: 'still uploads' }],
      ['N-03', { closed: false }],
    ]);
    const out = closureOutcome(items, { 'N-01': false, 'N-02': true, 'N-03': true, 'N-04': true, 'N-05': false }, verdicts, new Set(['N-03']));
    assert.deepEqual(
      out.map((c) => `${c.id} ${c.from}→${c.severity} ${c.status} ${c.checkedBy}`),
      ['N-01 P2→P1 open self', 'N-02 P0→P0 open role', 'N-03 P1→P0 open role', 'N-04 P1→P1 closed self', 'N-05 P1→P1 open self'],
    );
    assert.equal(out[1].note, 'still uploads');
    // a P0 the editor calls fixed is not closed without its role
    assert.equal(closureOutcome([items[1]], { 'N-02': true }, new Map(), new Set())[0].status, 'open');
  });

  it('closeReviewAfterEdit asks only the raising roles, recomputes the open counts, view and gate, and sends an open P0 back to stage 3', async () => {
    const server = await startServer(
      scriptedJudge({
        override: {
          'dim10.recheck': (req) => {
            const role = taskOf(req)!.split('/')[1];
            if (role === 'SEC') return json({ items: [{ id: 'N-02', closed: true, note: 'upload removed' }] });
            return json({ items: [{ id: 'N-03', closed: false, note: 'still vague' }] });
          },
        },
      }),
    );
    const { ex, meter } = executor(openaiOn(server));
    const selfCheck = { 'N-01': false, 'N-02': true, 'N-03': true, 'N-04': true, 'N-05': false };
    const after = await closeReviewAfterEdit({ scan: scanOf(FILES), mode: 'full' }, ex, previous, selfCheck);
    assert.deepEqual(server.requests.map((r) => taskOf(r)).sort(), ['dim10.recheck@1/DOC', 'dim10.recheck@1/SEC']);
    assert.equal(meter.calls, 2);
    const doc = server.requests.find((r) => taskOf(r) === 'dim10.recheck@1/DOC')!;
    assert.match(doc.lastUser, /"id": "N-03"/);
    assert.doesNotMatch(doc.lastUser, /"id": "N-04"/, 'only the sample (1 of 2 called fixed) is re-checked');
    assert.deepEqual(after.closure!.sampled, ['N-03']);
    // N-02 closed by SEC; N-03 failed its sample → P0; N-04 closed on the self-check; N-05 open P1; N-01 P2 → P1
    assert.deepEqual([after.openP0, after.openP1, after.openP2], [1, 2, 0]);
    assert.deepEqual(after.closure!.backToStage3, ['N-03']);
    assert.equal(after.view, 60);
    assert.equal(after.gate!.blocked, false);
    assert.deepEqual(
      fixOrder(after).map((i) => `${i.id} ${i.severity}`),
      ['N-03 P0', 'N-01 P1', 'N-05 P1'],
    );
  });

  it('a role that does not answer leaves its items open (never closed unasked)', async () => {
    const server = await startServer(scriptedJudge({}));
    const { ex } = executor(openaiOn(server));
    const after = await closeReviewAfterEdit({ scan: scanOf(FILES), mode: 'full' }, ex, previous, { 'N-02': true, 'N-03': true });
    assert.deepEqual(after.closure!.unanswered.sort(), ['DOC', 'SEC']);
    assert.equal(after.openP0, 1);
    assert.equal(after.closure!.items.find((c) => c.id === 'N-03')!.status, 'open');
  });
});
