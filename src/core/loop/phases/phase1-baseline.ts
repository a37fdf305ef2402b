/**
 * Phase 1: the baseline. Each live skill is scored once (with a model: independent
 * judges and the consumer baseline, C8), in Full mode re-judged three times for the noise
 * floor, ±the standard deviation of the four totals (SPEC D9); the baseline row is written; a skill whose consumer baseline fails is
 * blocked, and one near the ceiling is only evaluated (ROI skip, D1). One CHECKPOINT
 * shows the scores.
 */
import { NOISE_REJUDGINGS } from '../../cost/optimize-plan.ts';
import { standardDeviation } from '../../judge/stats.ts';
import { roundTo } from '../../rubric/weights.ts';
import type { LocalisedText } from '../../rules/types.ts';
import { CONTINUE, UserStop, type RunContext, type SkillState } from '../context.ts';
import { linesOf, say } from '../messages.ts';
import { roiSkip } from '../mode.ts';
import { appendRow } from '../results-row.ts';
import { rowNote } from '../row-notes.ts';
import { scanSkill, score } from '../scan-score.ts';
import { percent } from '../scoring.ts';


export async function phase1(run: RunContext): Promise<void> {
  run.phase = '1';
  const { opts } = run;
  if (opts.model && opts.independentJudges === false) run.notify('exception', 'subagent-unavailable', say('fallbackMode'));
  const lines: LocalisedText[] = [];
  for (const s of run.live()) {
    run.checkCancel();
    if (!s.scan) continue;
    run.progress(say('phase1.progress', { skill: s.name }), s.name);
    // Phase 0.5 may have written test-prompts.json: judges must see it.
    if (s.testPrompts) s.scan = await scanSkill(run, s);
    const first = await score(run, s, s.scan, true, true);
    const snap = first.snap;
    let calls = first.calls;
    s.baseline = snap;
    s.current = snap;
    const notes = [rowNote('initial'), rowNote(snap.evalMode === 'static' ? 'staticScore' : 'score', { total: snap.total, outOf: snap.outOf })];
    // Recorded so the next run's Phase 0 can make the ROI decision from history (seed v3 Phase 0 step 5).
    const lowest = lowestDim(snap.dims);
    if (lowest) notes.push(rowNote('lowestDim', { dim: lowest.dim, value: roundTo(lowest.value, 1) }));
    if (snap.redline1) notes.push(rowNote('redline1'));
    if (snap.dim8AllDry) {
      notes.push(rowNote('baselineAllDry'));
      run.notify('redline', 'redline-3-all-dry-run', say('redline3Baseline', { skill: s.name }), s.name);
    }
    if (opts.model && s.mode === 'full' && opts.noiseFloor !== false && !snap.consumerBlocked) {
      // SPEC D9: the unchanged text re-judged NOISE_REJUDGINGS times by fresh judges (the agent
      // runs they judge are reused); the noise floor is the standard deviation of all totals.
      const totals = [snap.total];
      for (let k = 1; k <= NOISE_REJUDGINGS; k++) {
        const again = await score(run, s, s.scan, true, false, `noise-${k}`);
        calls += again.calls;
        if (again.snap.outOf === snap.outOf) totals.push(again.snap.total);
      }
      if (totals.length >= 3) {
        s.noise = standardDeviation(totals);
        notes.push(rowNote('noiseFloor', { noise: s.noise.toFixed(1), n: totals.length }));
        run.notify('info', 'noise-floor', say('noiseFloor', { skill: s.name, noise: s.noise.toFixed(1), n: totals.length }), s.name);
      }
    }
    await appendRow(run, s, { commit: 'baseline', round: 0, old: null, new: snap.total, status: 'baseline', dim: '-', delta: null, note: notes.join('; '), evalMode: snap.evalMode, judgeCount: snap.judgeCount, outOf: snap.outOf, calls });
    if (snap.consumerBlocked) {
      const cb = snap.card?.consumerBaseline;
      s.status = 'blocked';
      s.note = cb?.report ?? '';
      run.notify('exception', 'consumer-baseline', say('consumerBaseline', { skill: s.name, score: cb?.score ?? '?', report: cb?.report ?? '' }), s.name);
      continue;
    }
    if (snap.card?.gate?.blocked && !(await reviewGatePasses(run, s, snap.card.gate.openP1, snap.card.gate.threshold))) continue;
    if (s.status === 'roi-skip') {
      // Decided in Phase 0 from the last recorded baseline: evaluated, not edited.
    } else if (roiSkip(percent(snap), snap.dims) && s.scan.runtimeGate !== 'fail') {
      s.status = 'roi-skip';
      run.notify('info', 'roi-skip', say('roiSkip', { skill: s.name, percent: percent(snap) }), s.name);
    }
    const roi = s.status === 'roi-skip' ? say('phase1.roi') : '';
    lines.push(say('phase1.line', { skill: s.name, total: snap.total, outOf: snap.outOf, evalMode: snap.evalMode, judges: snap.judgeCount, roi }));
  }
  if (!lines.length) return;
  const choice = await run.ask({
    id: 'phase1',
    kind: 'phase1',
    level: 'checkpoint',
    title: say('phase1.title'),
    body: linesOf(lines),
    choices: CONTINUE,
    defaultChoice: 'continue',
  });
  if (choice === 'stop') throw new UserStop();
}

/**
 * SPEC C3, the seed's review gate: ≥ 3 open P1 items of the multi-role review block
 * optimisation until a person decides. The default (what --yes picks) leaves the skill
 * unedited; only a person's "I have decided: optimise it" lets the rounds run.
 */
async function reviewGatePasses(run: RunContext, s: SkillState, openP1: number, threshold: number): Promise<boolean> {
  run.notify('warning', 'review-gate', say('reviewGate.opened', { skill: s.name, n: openP1, threshold }), s.name);
  const choice = await run.ask({
    id: `review-gate:${s.name}`,
    kind: 'review-gate',
    level: 'checkpoint',
    skill: s.name,
    title: say('reviewGate.title', { skill: s.name }),
    body: say('reviewGate.body', { skill: s.name, n: openP1, threshold }),
    choices: [
      { id: 'skip', label: say('reviewGate.skip') },
      { id: 'decided', label: say('reviewGate.decided') },
      { id: 'stop', label: say('reviewGate.stop'), hint: say('choice.stopHere.hint') },
    ],
    defaultChoice: 'skip',
  });
  if (choice === 'stop') throw new UserStop();
  if (choice === 'decided') return true;
  s.status = 'blocked';
  s.note = `review gate: ${openP1} open P1 / 评审闸门：${openP1} 个未关闭 P1`;
  run.notify('warning', 'review-gate', say('reviewGate.blocked', { skill: s.name, n: openP1 }), s.name);
  return false;
}

/** The lowest scored dimension (dims of a snapshot), for the ROI decision of a later run. */
export function lowestDim(dims: Partial<Record<string, number>>): { dim: string; value: number } | undefined {
  let best: { dim: string; value: number } | undefined;
  for (const [dim, value] of Object.entries(dims)) if (typeof value === 'number' && (!best || value < best.value)) best = { dim, value };
  return best;
}
