import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EvolveRunTracker } from '../../../src/extension/dashboard/evolve-run.ts';
import type { EvolveReport, IterationRecord } from '../../../src/core/workflows/evolve/types.ts';
import { parseHostMessage, PROTOCOL_VERSION, VIEW_IDS, type DashboardSnapshot } from '../../../src/shared/protocol.ts';
import { MESSAGES } from '../../../webview-ui/src/i18n.ts';

const V1 = '---\nname: s\n---\n1. step one\n2. step two\n';
const V2 = '---\nname: s\nmetadata:\n  version: 1.0.1\n---\n1. step one\n2. step two, with a check\n';

function record(n: number, score: number, patch = false): IterationRecord {
  return {
    iteration: n,
    version: n === 1 ? '1.0.0' : '1.0.1',
    skillText: n === 1 ? V1 : V2,
    result: 'out',
    score,
    passed: score >= 90,
    dimensions: [
      { name: 'Accuracy', weight: 2, score: Math.min(100, score + 10), evidence: '', reason: '' },
      { name: 'Tone', weight: 1, score: score - 20, evidence: '', reason: '' },
    ],
    summary: '',
    analysis: patch
      ? { weakDimensions: [{ dimension: 'Tone', currentScore: score - 20, rootCause: 'SKILL.md:5 — vague', improvement: 'add a check' }], overallStrategy: 's' }
      : null,
    locations: [],
    patch: patch ? { versionBump: 'patch', newVersion: '1.0.1', newSkillPrompt: V2, changeDescription: 'added a check', reasoning: 'r' } : null,
  };
}

function snapshot(evolve: DashboardSnapshot['evolve']): DashboardSnapshot {
  return {
    seq: 1,
    generatedAt: 'now',
    locale: 'en',
    workspace: 'ws',
    trusted: true,
    skills: [],
    job: null,
    checkpoint: null,
    health: null,
    notices: [],
    wizard: null,
    evolve,
  };
}

describe("the dashboard's evolve view (issue 14 item 5)", () => {
  it("folds the loop's events into the run: scores against the threshold, weak dimensions, each rewrite's diff, live then closed", () => {
    const at = new Date('2026-12-01T10:00:00Z');
    const tr = new EvolveRunTracker({ dir: '/ws/s', name: 's', threshold: 90, maxIterations: 5, fileName: 'SKILL.md' }, () => at);
    tr.apply({ type: 'progress', iteration: 1, step: 'execute', message: { en: 'iteration 1: executing', zh: '第 1 次' } });
    assert.deepEqual([tr.view().status, tr.view().message?.en, tr.view().iterations.length], ['running', 'iteration 1: executing', 0]);
    tr.apply({ type: 'iteration', record: record(1, 65, true), threshold: 90, previousText: V1 });
    const live = tr.view().iterations[0];
    assert.deepEqual([live.iteration, live.score, live.passed, live.weak], [1, 65, false, [{ name: 'Tone', score: 45 }]]);
    assert.match(live.diff, /^--- a\/SKILL\.md\n\+\+\+ b\/SKILL\.md\n/);
    assert.match(live.diff, /\n-2\. step two\n\+2\. step two, with a check\n/);
    assert.equal(live.changeDescription, 'added a check');
    tr.apply({ type: 'iteration', record: record(2, 95), threshold: 90, previousText: V2 });
    const report: EvolveReport = {
      skill: 's',
      dir: '/ws/s',
      threshold: 90,
      maxIterations: 5,
      iterations: [record(1, 65, true), record(2, 95)],
      stop: 'passed',
      best: record(2, 95),
      replacement: { state: 'unchanged', why: 'declined' },
      usage: { calls: 5, inputTokens: 1, outputTokens: 1 },
    };
    tr.finish(report);
    const done = tr.view();
    assert.equal(done.status, 'done');
    assert.equal(done.endedAt, at.toISOString());
    assert.equal(done.message?.en, '✅ passed: 95 ≥ 90 at iteration 2');
    assert.deepEqual(
      done.iterations.map((i) => [i.score, i.passed, i.diff === '']),
      [
        [65, false, false],
        [95, true, true],
      ],
    );
    const failed = new EvolveRunTracker({ dir: '/ws/s', name: 's', threshold: 90, maxIterations: 5, fileName: 'SKILL.md' });
    failed.finish({ ...report, failure: { code: 'budget', step: 'rewrite', iteration: 1, detail: 'spent' } });
    assert.equal(failed.view().status, 'failed');
  });

  it('the snapshot carries the run through the protocol (validated), and an older host without it still validates', () => {
    const tr = new EvolveRunTracker({ dir: '/ws/s', name: 's', threshold: 90, maxIterations: 5, fileName: 'SKILL.md' });
    tr.apply({ type: 'iteration', record: record(1, 65, true), threshold: 90, previousText: V1 });
    const s = snapshot(tr.view());
    const r = parseHostMessage({ type: 'snapshot', protocol: PROTOCOL_VERSION, snapshot: JSON.parse(JSON.stringify(s)) });
    assert.ok(r.ok && r.value.type === 'snapshot');
    if (r.ok && r.value.type === 'snapshot') assert.deepEqual(r.value.snapshot.evolve, s.evolve);
    const old = snapshot(undefined);
    assert.ok(parseHostMessage({ type: 'snapshot', protocol: PROTOCOL_VERSION, snapshot: old }).ok);
    const bad = JSON.parse(JSON.stringify(s));
    bad.evolve.iterations[0].score = 'high';
    const b = parseHostMessage({ type: 'snapshot', protocol: PROTOCOL_VERSION, snapshot: bad });
    assert.ok(!b.ok && b.error === 'snapshot.evolve.iterations[0].score: expected a finite number');
    assert.ok(VIEW_IDS.includes('evolve'));
    assert.ok(MESSAGES.en['tab.evolve'] && MESSAGES.zh['tab.evolve']);
  });
});
